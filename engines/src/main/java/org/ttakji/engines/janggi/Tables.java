package org.ttakji.engines.janggi;

import static org.ttakji.engines.grid.Grid9x10.DIAGONALS;
import static org.ttakji.engines.grid.Grid9x10.FILES;
import static org.ttakji.engines.grid.Grid9x10.SQUARES;
import static org.ttakji.engines.grid.Grid9x10.file;
import static org.ttakji.engines.grid.Grid9x10.hasDiagonal;
import static org.ttakji.engines.grid.Grid9x10.inPalace;
import static org.ttakji.engines.grid.Grid9x10.onBoard;
import static org.ttakji.engines.grid.Grid9x10.rank;
import static org.ttakji.engines.grid.Grid9x10.square;

/**
 * Precomputed move and attack tables of the Janggi pieces (docs/rules/janggi.md) on the shared 9x10 geometry.
 * Every table holds up to {@link #STRIDE} entries per square at index {@code sq * STRIDE + i}, with the
 * entry count in a parallel {@code ...Count[sq]} array. Built once; never written afterwards.
 */
final class Tables {
    /** Entries reserved per square in the per-square tables. */
    static final int STRIDE = 8;

    /** Orthogonal steps: +file, -file, +rank, -rank. */
    static final int[] ORTHO_STEP = {1, -1, FILES, -FILES};
    /** Points from a square to the board edge in each {@link #ORTHO_STEP} direction, at {@code sq * 4 + d}. */
    static final int[] ORTHO_LEN = new int[SQUARES * 4];

    /** Drawn palace-diagonal rays from a square: first point, and the second point (or -1). */
    static final int[] DIAG_FIRST = new int[SQUARES * 4];
    static final int[] DIAG_SECOND = new int[SQUARES * 4];
    static final int[] DIAG_COUNT = new int[SQUARES];

    /** One-step moves of the general and guards: along the palace lines, diagonals included. */
    static final int[] PALACE_STEP = new int[SQUARES * STRIDE];
    static final int[] PALACE_STEP_COUNT = new int[SQUARES];

    /** Soldier steps of side 0 (at {@code sq * STRIDE}) and side 1 (at {@code (SQUARES + sq) * STRIDE}). */
    static final int[] SOLDIER_STEP = new int[2 * SQUARES * STRIDE];
    static final int[] SOLDIER_STEP_COUNT = new int[2 * SQUARES];

    /** Horse targets and the leg point that must be empty. */
    static final int[] HORSE_TO = new int[SQUARES * STRIDE];
    static final int[] HORSE_LEG = new int[SQUARES * STRIDE];
    static final int[] HORSE_COUNT = new int[SQUARES];

    /** Elephant targets and the two intermediate points that must be empty. */
    static final int[] ELEPHANT_TO = new int[SQUARES * STRIDE];
    static final int[] ELEPHANT_BLOCK1 = new int[SQUARES * STRIDE];
    static final int[] ELEPHANT_BLOCK2 = new int[SQUARES * STRIDE];
    static final int[] ELEPHANT_COUNT = new int[SQUARES];

    /** Horses attacking a square: the horse's point and its leg. */
    static final int[] HORSE_ATTACKER = new int[SQUARES * STRIDE];
    static final int[] HORSE_ATTACKER_LEG = new int[SQUARES * STRIDE];
    static final int[] HORSE_ATTACKER_COUNT = new int[SQUARES];

    /** Elephants attacking a square: the elephant's point and its two intermediate points. */
    static final int[] ELEPHANT_ATTACKER = new int[SQUARES * STRIDE];
    static final int[] ELEPHANT_ATTACKER_BLOCK1 = new int[SQUARES * STRIDE];
    static final int[] ELEPHANT_ATTACKER_BLOCK2 = new int[SQUARES * STRIDE];
    static final int[] ELEPHANT_ATTACKER_COUNT = new int[SQUARES];

    /** Points from which a soldier of side s attacks a square: at {@code (s * SQUARES + sq) * STRIDE}. */
    static final int[] SOLDIER_ATTACKER = new int[2 * SQUARES * STRIDE];
    static final int[] SOLDIER_ATTACKER_COUNT = new int[2 * SQUARES];

    private Tables() {
    }

    static {
        for (int sq = 0; sq < SQUARES; sq++) {
            int f = file(sq);
            int r = rank(sq);
            ORTHO_LEN[sq * 4] = FILES - 1 - f;
            ORTHO_LEN[sq * 4 + 1] = f;
            ORTHO_LEN[sq * 4 + 2] = 9 - r;
            ORTHO_LEN[sq * 4 + 3] = r;
            buildDiagonals(sq);
            buildPalaceSteps(sq);
            buildSoldierSteps(sq);
            buildHorse(sq, f, r);
            buildElephant(sq, f, r);
        }
        buildAttackers();
    }

    private static int diagStep(int d) {
        return DIAGONALS[d][1] * FILES + DIAGONALS[d][0];
    }

    private static void buildDiagonals(int sq) {
        for (int d = 0; d < 4; d++) {
            if (hasDiagonal(sq, d)) {
                int first = sq + diagStep(d);
                int i = DIAG_COUNT[sq]++;
                DIAG_FIRST[sq * 4 + i] = first;
                DIAG_SECOND[sq * 4 + i] = hasDiagonal(first, d) ? first + diagStep(d) : -1;
            }
        }
    }

    private static void buildPalaceSteps(int sq) {
        if (!inPalace(sq)) {
            return;
        }
        int side = rank(sq) <= 2 ? 0 : 1;
        for (int d = 0; d < 4; d++) {
            int f = file(sq) + (d == 0 ? 1 : d == 1 ? -1 : 0);
            int r = rank(sq) + (d == 2 ? 1 : d == 3 ? -1 : 0);
            if (onBoard(f, r) && inPalace(square(f, r), side)) {
                PALACE_STEP[sq * STRIDE + PALACE_STEP_COUNT[sq]++] = square(f, r);
            }
        }
        for (int d = 0; d < 4; d++) {
            if (hasDiagonal(sq, d)) {
                PALACE_STEP[sq * STRIDE + PALACE_STEP_COUNT[sq]++] = sq + diagStep(d);
            }
        }
    }

    private static void buildSoldierSteps(int sq) {
        for (int side = 0; side < 2; side++) {
            int forward = side == 0 ? 1 : -1;
            int at = side * SQUARES + sq;
            int f = file(sq);
            int r = rank(sq);
            int[][] steps = {{0, forward}, {-1, 0}, {1, 0}};
            for (int[] s : steps) {
                if (onBoard(f + s[0], r + s[1])) {
                    SOLDIER_STEP[at * STRIDE + SOLDIER_STEP_COUNT[at]++] = square(f + s[0], r + s[1]);
                }
            }
            for (int d = 0; d < 4; d++) {
                if (DIAGONALS[d][1] == forward && hasDiagonal(sq, d)) {
                    SOLDIER_STEP[at * STRIDE + SOLDIER_STEP_COUNT[at]++] = sq + diagStep(d);
                }
            }
        }
    }

    private static void buildHorse(int sq, int f, int r) {
        int[][] deltas = {{1, 2}, {-1, 2}, {1, -2}, {-1, -2}, {2, 1}, {2, -1}, {-2, 1}, {-2, -1}};
        for (int[] d : deltas) {
            if (!onBoard(f + d[0], r + d[1])) {
                continue;
            }
            int leg = Math.abs(d[0]) == 2 ? square(f + Integer.signum(d[0]), r) : square(f, r + Integer.signum(d[1]));
            int i = HORSE_COUNT[sq]++;
            HORSE_TO[sq * STRIDE + i] = square(f + d[0], r + d[1]);
            HORSE_LEG[sq * STRIDE + i] = leg;
        }
    }

    private static void buildElephant(int sq, int f, int r) {
        int[][] deltas = {{2, 3}, {-2, 3}, {2, -3}, {-2, -3}, {3, 2}, {3, -2}, {-3, 2}, {-3, -2}};
        for (int[] d : deltas) {
            if (!onBoard(f + d[0], r + d[1])) {
                continue;
            }
            int sx = Integer.signum(d[0]);
            int sy = Integer.signum(d[1]);
            int ox = Math.abs(d[0]) == 3 ? sx : 0; // the first, orthogonal step
            int oy = Math.abs(d[1]) == 3 ? sy : 0;
            int i = ELEPHANT_COUNT[sq]++;
            ELEPHANT_TO[sq * STRIDE + i] = square(f + d[0], r + d[1]);
            ELEPHANT_BLOCK1[sq * STRIDE + i] = square(f + ox, r + oy);
            ELEPHANT_BLOCK2[sq * STRIDE + i] = square(f + ox + sx, r + oy + sy);
        }
    }

    private static void buildAttackers() {
        for (int from = 0; from < SQUARES; from++) {
            for (int i = 0; i < HORSE_COUNT[from]; i++) {
                int to = HORSE_TO[from * STRIDE + i];
                int k = HORSE_ATTACKER_COUNT[to]++;
                HORSE_ATTACKER[to * STRIDE + k] = from;
                HORSE_ATTACKER_LEG[to * STRIDE + k] = HORSE_LEG[from * STRIDE + i];
            }
            for (int i = 0; i < ELEPHANT_COUNT[from]; i++) {
                int to = ELEPHANT_TO[from * STRIDE + i];
                int k = ELEPHANT_ATTACKER_COUNT[to]++;
                ELEPHANT_ATTACKER[to * STRIDE + k] = from;
                ELEPHANT_ATTACKER_BLOCK1[to * STRIDE + k] = ELEPHANT_BLOCK1[from * STRIDE + i];
                ELEPHANT_ATTACKER_BLOCK2[to * STRIDE + k] = ELEPHANT_BLOCK2[from * STRIDE + i];
            }
            for (int side = 0; side < 2; side++) {
                int at = side * SQUARES + from;
                for (int i = 0; i < SOLDIER_STEP_COUNT[at]; i++) {
                    int to = SOLDIER_STEP[at * STRIDE + i];
                    int target = side * SQUARES + to;
                    SOLDIER_ATTACKER[target * STRIDE + SOLDIER_ATTACKER_COUNT[target]++] = from;
                }
            }
        }
    }
}
