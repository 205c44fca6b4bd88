package org.ttakji.engines.chess960;

import org.ttakji.engines.core.SplitMix64;

/**
 * Zobrist keys (https://www.chessprogramming.org/Zobrist_Hashing) from a fixed {@link SplitMix64} seed:
 * one per (coloured piece, square), one for Black to move, one per castling rook square on the back
 * ranks and one per en-passant file.
 */
final class Zobrist {
    private static final long SEED = 0xC4E5_5960_0001L;
    private static final long[] RAW = SplitMix64.keys(SEED, 16 * 64 + 1 + 16 + 8);

    /** Key of coloured piece p on square s: index {@code p << 6 | s} (p in 1..6, 9..14). */
    static final long[] PIECE = new long[16 * 64];
    /** Toggled when Black is to move. */
    static final long BLACK_TO_MOVE = RAW[16 * 64];
    /** Key of a castling right by the rook on that square (non-zero on ranks 1 and 8 only). */
    static final long[] CASTLE = new long[64];
    /** Key of the en-passant square's file. */
    static final long[] EN_PASSANT_FILE = new long[8];

    static {
        System.arraycopy(RAW, 0, PIECE, 0, 16 * 64);
        for (int f = 0; f < 8; f++) {
            CASTLE[f] = RAW[16 * 64 + 1 + f];
            CASTLE[56 + f] = RAW[16 * 64 + 9 + f];
            EN_PASSANT_FILE[f] = RAW[16 * 64 + 17 + f];
        }
    }

    private Zobrist() {
    }

    /** The xor of the castling keys of every rook square in {@code rooks}. */
    static long castle(long rooks) {
        long key = 0;
        while (rooks != 0) {
            key ^= CASTLE[Long.numberOfTrailingZeros(rooks)];
            rooks &= rooks - 1;
        }
        return key;
    }
}
