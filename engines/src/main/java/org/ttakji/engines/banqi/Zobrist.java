package org.ttakji.engines.banqi;

import org.ttakji.engines.core.SplitMix64;

/**
 * Zobrist keys of Banqi (from a fixed seed, so hashes are the same on every JVM): one per square and cell
 * code 1..31 (the empty cell's key is 0), one for "player 2 to move", one per player-1 colour state, and
 * one per (piece code, number still face down) so that an observation's hash covers its hidden bag.
 * The no-progress count and the ply number are not hashed (they do not change the legal moves); the count has keys
 * of its own, {@link #noProgress}, for the search's transposition key ({@link BanqiState#searchKey}).
 */
final class Zobrist {
    /** The seed of the key table (arbitrary, fixed forever: hashes are compared across runs). */
    private static final long SEED = 0xBA9C1_5EEDL;
    private static final int CELL_CODES = 32;
    private static final int MAX_COUNT = 6;
    /** The seed of the no-progress keys (a table of its own: the position keys above stay as they were). */
    private static final long NO_PROGRESS_SEED = 0xBA9C1_2020L;
    /** Keys of the no-progress count 0..{@value Endings#NO_PROGRESS_LIMIT}; a larger count uses the last. */
    private static final long[] NO_PROGRESS = SplitMix64.keys(NO_PROGRESS_SEED, Endings.NO_PROGRESS_LIMIT + 1);

    /** Key of cell code c on square s at {@code s * 32 + c}; code 0 (empty) has key 0. */
    static final long[] CELL;
    /** Key XORed in when player 2 is to move. */
    static final long SIDE;
    /** Key of player 1's colour: index 0 undecided, 1 red, 2 black. */
    static final long[] COLOUR;
    /** Key of "n pieces of code c still face down" at {@code c * 6 + n}. */
    static final long[] HIDDEN;

    static {
        long[] k = SplitMix64.keys(SEED, BanqiSquares.COUNT * CELL_CODES + 1 + 3 + BanqiPieces.CODES * MAX_COUNT);
        CELL = new long[BanqiSquares.COUNT * CELL_CODES];
        int i = 0;
        for (int s = 0; s < BanqiSquares.COUNT; s++) {
            for (int c = 0; c < CELL_CODES; c++) {
                CELL[s * CELL_CODES + c] = c == 0 ? 0 : k[i];
                i++;
            }
        }
        SIDE = k[i++];
        COLOUR = new long[] {k[i++], k[i++], k[i++]};
        HIDDEN = new long[BanqiPieces.CODES * MAX_COUNT];
        for (int j = 0; j < HIDDEN.length; j++) {
            HIDDEN[j] = k[i++];
        }
    }

    private Zobrist() {
    }

    static long cell(int square, int code) {
        return CELL[square * CELL_CODES + code];
    }

    static long hidden(int code, int count) {
        return HIDDEN[code * MAX_COUNT + count];
    }

    /** The key of a no-progress count (plies since the last reveal or capture). */
    static long noProgress(int plies) {
        return NO_PROGRESS[Math.min(plies, Endings.NO_PROGRESS_LIMIT)];
    }
}
