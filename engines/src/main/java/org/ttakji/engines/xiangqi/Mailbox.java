package org.ttakji.engines.xiangqi;

import org.ttakji.engines.grid.Grid9x10;

/**
 * The padded mailbox the move generator works on, and its precomputed move tables.
 *
 * <p>The 9x10 board sits inside an 11-wide, 14-high array: padded index = {@code (rank + 2) * 11 +
 * file + 1}. Two padding ranks below and above and two padding columns between rows (column 10 of one
 * row and column 0 of the next) hold {@link #OFF}, so every step of a general, advisor, elephant, horse
 * or soldier and every slide ends on {@code OFF} instead of wrapping or leaving the array. Moves and the
 * public API use {@link Grid9x10} squares; {@link #PAD} and {@link #GRID} convert.
 */
final class Mailbox {
    static final int WIDTH = 11;
    static final int SIZE = WIDTH * 14;
    /** Board value of a padding point (bit 5, outside every piece code). */
    static final int OFF = 32;

    static final int NORTH = WIDTH;
    static final int SOUTH = -WIDTH;
    static final int EAST = 1;
    static final int WEST = -1;
    /** The four orthogonal steps. */
    static final int[] ORTHOGONAL = {NORTH, SOUTH, EAST, WEST};
    /** The four diagonal steps. */
    static final int[] DIAGONAL = {NORTH + EAST, NORTH + WEST, SOUTH + EAST, SOUTH + WEST};

    /** Padded index of each grid square 0..89. */
    static final int[] PAD = new int[Grid9x10.SQUARES];
    /** Grid square of each padded index, -1 on padding. */
    static final int[] GRID = new int[SIZE];
    /** Rank 0..9 of each padded index, -1 on padding. */
    static final int[] RANK = new int[SIZE];
    /** File 0..8 of each padded index, -1 on padding. */
    static final int[] FILE = new int[SIZE];

    /** Palace neighbours of a palace point (general steps), by padded index; empty elsewhere. */
    static final int[][] GENERAL_STEPS = new int[SIZE][];
    /** Diagonal palace neighbours of a palace point (advisor steps), by padded index. */
    static final int[][] ADVISOR_STEPS = new int[SIZE][];
    /** Elephant destinations on the same side of the river, by padded index. */
    static final int[][] ELEPHANT_STEPS = new int[SIZE][];
    /** The eye (midpoint) of each entry of {@link #ELEPHANT_STEPS}. */
    static final int[][] ELEPHANT_EYES = new int[SIZE][];

    static {
        java.util.Arrays.fill(GRID, -1);
        java.util.Arrays.fill(RANK, -1);
        java.util.Arrays.fill(FILE, -1);
        for (int sq = 0; sq < Grid9x10.SQUARES; sq++) {
            int p = pad(Grid9x10.file(sq), Grid9x10.rank(sq));
            PAD[sq] = p;
            GRID[p] = sq;
            RANK[p] = Grid9x10.rank(sq);
            FILE[p] = Grid9x10.file(sq);
        }
        for (int p = 0; p < SIZE; p++) {
            GENERAL_STEPS[p] = steps(p, ORTHOGONAL, true);
            ADVISOR_STEPS[p] = steps(p, DIAGONAL, true);
            int[] targets = new int[4];
            int[] eyes = new int[4];
            int n = 0;
            if (GRID[p] >= 0) {
                for (int d : DIAGONAL) {
                    int t = p + 2 * d;
                    if (t >= 0 && t < SIZE && GRID[t] >= 0 && (RANK[t] <= 4) == (RANK[p] <= 4)) {
                        targets[n] = t;
                        eyes[n] = p + d;
                        n++;
                    }
                }
            }
            ELEPHANT_STEPS[p] = java.util.Arrays.copyOf(targets, n);
            ELEPHANT_EYES[p] = java.util.Arrays.copyOf(eyes, n);
        }
    }

    private Mailbox() {
    }

    /** Padded index of (file 0..8, rank 0..9). */
    static int pad(int file, int rank) {
        return (rank + 2) * WIDTH + file + 1;
    }

    /** True when the padded index is a point of the board. */
    static boolean onBoard(int p) {
        return p >= 0 && p < SIZE && GRID[p] >= 0;
    }

    /** True when the padded index is inside a palace. */
    static boolean inPalace(int p) {
        return GRID[p] >= 0 && Grid9x10.inPalace(GRID[p]);
    }

    /** True when a soldier of {@code side} on padded index {@code p} has crossed the river. */
    static boolean crossedRiver(int side, int p) {
        return side == 0 ? RANK[p] >= 5 : RANK[p] <= 4;
    }

    private static int[] steps(int p, int[] directions, boolean palaceOnly) {
        if (GRID[p] < 0 || (palaceOnly && !inPalace(p))) {
            return new int[0];
        }
        int[] out = new int[4];
        int n = 0;
        for (int d : directions) {
            int t = p + d;
            if (onBoard(t) && inPalace(t) && (RANK[t] <= 4) == (RANK[p] <= 4)) {
                out[n++] = t;
            }
        }
        return java.util.Arrays.copyOf(out, n);
    }
}
