package org.ttakji.engines.shogi;

import org.ttakji.engines.core.SplitMix64;

/**
 * Zobrist keys of shogi positions, from {@link SplitMix64#keys} with a fixed seed so hashes are the same on
 * every JVM. A position's hash XORs the key of every (piece, square), for every side and hand type the keys
 * of counts 1..n held, and {@link #SIDE} when gote is to move.
 */
final class Zobrist {
    private static final long SEED = 0x5E06_1A0B_0004_0002L;
    /** Most pieces of one type a hand can hold (18 pawns). */
    static final int MAX_HAND = 18;
    private static final long[] KEYS = SplitMix64.keys(SEED, ShogiPiece.CODE_COUNT * 81 + 2 * 8 * (MAX_HAND + 1) + 1);
    /** XORed in when gote is to move. */
    static final long SIDE = KEYS[KEYS.length - 1];

    private Zobrist() {
    }

    /** Key of a colored piece on a square. */
    static long piece(int piece, int square) {
        return KEYS[piece * 81 + square];
    }

    /** Key of holding the {@code count}-th piece (1-based) of a hand type for a side. */
    static long hand(int side, int type, int count) {
        return KEYS[ShogiPiece.CODE_COUNT * 81 + (side * 8 + type) * (MAX_HAND + 1) + count];
    }
}
