package org.ttakji.engines.chess960;

import org.ttakji.engines.core.SplitMix64;

/**
 * Slider attacks by "fancy" magic bitboards (https://www.chessprogramming.org/Magic_Bitboards): the
 * relevant blockers of a square, multiplied by a magic number and shifted, index a table of attack
 * sets. The magic numbers are searched at class initialisation with a fixed {@link SplitMix64} seed
 * (a few tens of milliseconds), so nothing is copied and every JVM builds the same tables.
 */
final class Magics {
    private static final long SEED = 0x7A6B_2D1C_960L;
    private static final int[][] ROOK_DIRS = {{1, 0}, {-1, 0}, {0, 1}, {0, -1}};
    private static final int[][] BISHOP_DIRS = {{1, 1}, {1, -1}, {-1, 1}, {-1, -1}};

    private static final long[] ROOK_MASK = new long[64];
    private static final long[] ROOK_MAGIC = new long[64];
    private static final int[] ROOK_SHIFT = new int[64];
    private static final int[] ROOK_OFFSET = new int[64];
    private static final long[] ROOK_TABLE;
    private static final long[] BISHOP_MASK = new long[64];
    private static final long[] BISHOP_MAGIC = new long[64];
    private static final int[] BISHOP_SHIFT = new int[64];
    private static final int[] BISHOP_OFFSET = new int[64];
    private static final long[] BISHOP_TABLE;
    /** Empty-board rook and bishop attacks (pin and check detection). */
    static final long[] ROOK_RAYS = new long[64];
    static final long[] BISHOP_RAYS = new long[64];

    static {
        SplitMix64 random = new SplitMix64(SEED);
        ROOK_TABLE = build(ROOK_DIRS, ROOK_MASK, ROOK_MAGIC, ROOK_SHIFT, ROOK_OFFSET, random);
        BISHOP_TABLE = build(BISHOP_DIRS, BISHOP_MASK, BISHOP_MAGIC, BISHOP_SHIFT, BISHOP_OFFSET, random);
        for (int sq = 0; sq < 64; sq++) {
            ROOK_RAYS[sq] = rook(sq, 0);
            BISHOP_RAYS[sq] = bishop(sq, 0);
        }
    }

    private Magics() {
    }

    /** Squares a rook on {@code sq} attacks with the given occupancy (including the first blocker). */
    static long rook(int sq, long occupied) {
        return ROOK_TABLE[ROOK_OFFSET[sq] + (int) (((occupied & ROOK_MASK[sq]) * ROOK_MAGIC[sq]) >>> ROOK_SHIFT[sq])];
    }

    /** Squares a bishop on {@code sq} attacks with the given occupancy (including the first blocker). */
    static long bishop(int sq, long occupied) {
        return BISHOP_TABLE[BISHOP_OFFSET[sq]
                + (int) (((occupied & BISHOP_MASK[sq]) * BISHOP_MAGIC[sq]) >>> BISHOP_SHIFT[sq])];
    }

    /** Squares a queen on {@code sq} attacks with the given occupancy. */
    static long queen(int sq, long occupied) {
        return rook(sq, occupied) | bishop(sq, occupied);
    }

    private static long[] build(int[][] dirs, long[] masks, long[] magics, int[] shifts, int[] offsets,
                                SplitMix64 random) {
        int total = 0;
        for (int sq = 0; sq < 64; sq++) {
            masks[sq] = relevantMask(sq, dirs);
            int bits = Long.bitCount(masks[sq]);
            shifts[sq] = 64 - bits;
            offsets[sq] = total;
            total += 1 << bits;
        }
        long[] table = new long[total];
        for (int sq = 0; sq < 64; sq++) {
            findMagic(sq, dirs, masks[sq], shifts[sq], offsets[sq], table, magics, random);
        }
        return table;
    }

    private static void findMagic(int sq, int[][] dirs, long mask, int shift, int offset, long[] table,
                                  long[] magics, SplitMix64 random) {
        int size = 1 << (64 - shift);
        long[] occupancies = new long[size];
        long[] attacks = new long[size];
        int n = 0;
        long subset = 0;
        do { // Carry-Rippler enumeration of every subset of the mask
            occupancies[n] = subset;
            attacks[n] = slowAttacks(sq, subset, dirs);
            n++;
            subset = (subset - mask) & mask;
        } while (subset != 0);
        int[] epochOf = new int[size];
        long[] seen = new long[size];
        for (int epoch = 1; ; epoch++) {
            long magic = random.nextLong() & random.nextLong() & random.nextLong();
            if (Long.bitCount((mask * magic) >>> 56) < 6) {
                continue;
            }
            boolean ok = true;
            for (int i = 0; i < n && ok; i++) {
                int index = (int) ((occupancies[i] * magic) >>> shift);
                if (epochOf[index] != epoch) {
                    epochOf[index] = epoch;
                    seen[index] = attacks[i];
                } else if (seen[index] != attacks[i]) {
                    ok = false;
                }
            }
            if (ok) {
                magics[sq] = magic;
                for (int i = 0; i < n; i++) {
                    table[offset + (int) ((occupancies[i] * magic) >>> shift)] = attacks[i];
                }
                return;
            }
        }
    }

    private static long relevantMask(int sq, int[][] dirs) {
        long mask = 0;
        for (int[] d : dirs) {
            int f = Squares.file(sq) + d[0];
            int r = Squares.rank(sq) + d[1];
            // the last square of a ray never blocks anything beyond it, so it is not relevant
            while (f + d[0] >= 0 && f + d[0] < 8 && r + d[1] >= 0 && r + d[1] < 8) {
                mask |= 1L << Squares.of(f, r);
                f += d[0];
                r += d[1];
            }
        }
        return mask;
    }

    /** Ray casting, the reference the tables are built from. */
    static long slowAttacks(int sq, long occupied, int[][] dirs) {
        long attacks = 0;
        for (int[] d : dirs) {
            int f = Squares.file(sq) + d[0];
            int r = Squares.rank(sq) + d[1];
            while (f >= 0 && f < 8 && r >= 0 && r < 8) {
                long bit = 1L << Squares.of(f, r);
                attacks |= bit;
                if ((occupied & bit) != 0) {
                    break;
                }
                f += d[0];
                r += d[1];
            }
        }
        return attacks;
    }
}
