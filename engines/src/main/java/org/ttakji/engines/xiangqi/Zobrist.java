package org.ttakji.engines.xiangqi;

import org.ttakji.engines.core.SplitMix64;
import org.ttakji.engines.grid.Grid9x10;

/**
 * Zobrist keys of Xiangqi: one per (piece code, point) and one for Black to move, drawn from
 * {@link SplitMix64} with a fixed seed so hashes are the same on every JVM. Immutable after class
 * initialisation.
 */
final class Zobrist {
    /** Seed of the key table ("XIANGQI" in ASCII). */
    static final long SEED = 0x5849414E475149L;

    /** Key of piece code c on padded index p at {@code c * Mailbox.SIZE + p} (0 for padding/no piece). */
    static final long[] PIECE_SQUARE = new long[XiangqiPiece.CODE_LIMIT * Mailbox.SIZE];
    /** Key XOR-ed in when Black is to move. */
    static final long BLACK_TO_MOVE;

    static {
        long[] keys = SplitMix64.keys(SEED, 14 * Grid9x10.SQUARES + 1);
        int k = 0;
        for (int side = 0; side < 2; side++) {
            for (int type = XiangqiPiece.GENERAL; type <= XiangqiPiece.SOLDIER; type++) {
                int code = XiangqiPiece.code(side, type);
                for (int sq = 0; sq < Grid9x10.SQUARES; sq++) {
                    PIECE_SQUARE[code * Mailbox.SIZE + Mailbox.PAD[sq]] = keys[k++];
                }
            }
        }
        BLACK_TO_MOVE = keys[k];
    }

    private Zobrist() {
    }

    /** The key of piece {@code code} on padded index {@code p}. */
    static long key(int code, int p) {
        return PIECE_SQUARE[code * Mailbox.SIZE + p];
    }
}
