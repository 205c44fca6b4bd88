package org.ttakji.engines.chess960;

import org.ttakji.engines.core.SplitMix64;

/**
 * The search that found the magic numbers of {@link Magics}: for each square (rooks first, then
 * bishops, one shared {@link SplitMix64} stream seeded with {@link #SEED}), sparse random candidates
 * ({@code r & r & r}) are tried until every blocker subset maps to a slot holding its own attack set.
 * Run {@link #main} to print the constants again.
 */
final class MagicFinder {
    static final long SEED = 0x7A6B_2D1C_960L;

    private MagicFinder() {
    }

    /** Rook magics (index 0) and bishop magics (index 1), as the seeded search finds them. */
    static long[][] find() {
        SplitMix64 random = new SplitMix64(SEED);
        return new long[][]{findAll(Magics.ROOK_DIRS, random), findAll(Magics.BISHOP_DIRS, random)};
    }

    private static long[] findAll(int[][] dirs, SplitMix64 random) {
        long[] magics = new long[64];
        for (int sq = 0; sq < 64; sq++) {
            magics[sq] = findOne(sq, dirs, random);
        }
        return magics;
    }

    private static long findOne(int sq, int[][] dirs, SplitMix64 random) {
        long mask = Magics.relevantMask(sq, dirs);
        int shift = 64 - Long.bitCount(mask);
        int size = 1 << (64 - shift);
        long[] occupancies = new long[size];
        long[] attacks = new long[size];
        int n = 0;
        long subset = 0;
        do {
            occupancies[n] = subset;
            attacks[n] = Magics.slowAttacks(sq, subset, dirs);
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
                return magic;
            }
        }
    }

    /** Prints the constants in the form {@link Magics} declares them. */
    public static void main(String[] args) {
        long[][] m = find();
        for (int k = 0; k < 2; k++) {
            System.out.println((k == 0 ? "ROOK" : "BISHOP") + "_MAGIC");
            for (int i = 0; i < 64; i++) {
                System.out.printf("0x%016XL,%s", m[k][i], i % 4 == 3 ? "\n" : " ");
            }
        }
    }
}
