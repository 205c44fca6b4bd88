package org.ttakji.engines.shogi;

import static org.ttakji.engines.shogi.ShogiPiece.*;

/**
 * Precomputed board geometry (immutable after class initialisation, shared by every position).
 *
 * <p>Directions 0..7: N (towards rank a), NE (towards file 1 and rank a), E (towards file 1), SE, S, SW,
 * W, NW; the opposite of d is {@code (d + 4) & 7}. Even directions are orthogonal, odd ones diagonal. Gote's moves are sente's rotated by four directions.
 */
final class Tables {
    static final int N = 0;
    static final int S = 4;
    /** Square index delta of each direction. */
    static final int[] DELTA = {-1, -10, -9, -8, 1, 10, 9, 8};
    private static final int[] DFILE = {0, -1, -1, -1, 0, 1, 1, 1};
    private static final int[] DRANK = {-1, -1, 0, 1, 1, 1, 0, -1};

    /** RAY[d][sq]: the squares from sq (excluded) to the edge in direction d, nearest first. */
    static final int[][][] RAY = new int[8][81][];
    /** STEPS[piece][sq]: single-step targets (knight jumps included, slides excluded). */
    static final int[][][] STEPS = new int[CODE_COUNT][81][];
    /** Bit d set when the piece attacks the adjacent square in direction d. */
    static final int[] STEP_DIRS = new int[CODE_COUNT];
    /** Bit d set when the piece slides any distance in direction d. */
    static final int[] SLIDE_DIRS = new int[CODE_COUNT];
    /** KNIGHT_FROM[side][sq]: squares from which a knight of {@code side} attacks sq. */
    static final int[][][] KNIGHT_FROM = new int[2][81][];
    /** DIR[a * 81 + b]: direction from a to b when they share a line (any distance), else -1. */
    static final byte[] DIR = new byte[81 * 81];
    /** ZONE[side][sq]: sq is in side's promotion zone. */
    static final boolean[][] ZONE = new boolean[2][81];
    /** LAST1[side][sq]: sq is side's last rank (pawns and lances cannot stay there). */
    static final boolean[][] LAST1 = new boolean[2][81];
    /** LAST2[side][sq]: sq is one of side's last two ranks (knights cannot stay there). */
    static final boolean[][] LAST2 = new boolean[2][81];
    /** FRONT[side][sq]: the square straight ahead of sq for side, -1 at the edge. */
    static final int[][] FRONT = new int[2][81];

    private Tables() {
    }

    static int file0(int sq) {
        return sq / 9;
    }

    static int rank0(int sq) {
        return sq % 9;
    }

    /** The square one step from sq in direction d, or -1 off the board. */
    static int step(int sq, int d) {
        int f = file0(sq) + DFILE[d];
        int r = rank0(sq) + DRANK[d];
        return f < 0 || f > 8 || r < 0 || r > 8 ? -1 : f * 9 + r;
    }

    private static int dirs(int... ds) {
        int m = 0;
        for (int d : ds) {
            m |= 1 << d;
        }
        return m;
    }

    private static int rotate(int mask) {
        return ((mask << 4) | (mask >>> 4)) & 0xFF;
    }

    static {
        for (int d = 0; d < 8; d++) {
            for (int sq = 0; sq < 81; sq++) {
                int n = 0;
                int[] buf = new int[8];
                for (int t = step(sq, d); t >= 0; t = step(t, d)) {
                    buf[n++] = t;
                }
                RAY[d][sq] = java.util.Arrays.copyOf(buf, n);
            }
        }
        java.util.Arrays.fill(DIR, (byte) -1);
        for (int a = 0; a < 81; a++) {
            for (int d = 0; d < 8; d++) {
                for (int b : RAY[d][a]) {
                    DIR[a * 81 + b] = (byte) d;
                }
            }
        }
        int gold = dirs(0, 1, 7, 2, 6, 4);
        int[] stepSente = new int[TYPE_COUNT];
        int[] slideSente = new int[TYPE_COUNT];
        stepSente[PAWN] = dirs(0);
        slideSente[LANCE] = dirs(0);
        stepSente[SILVER] = dirs(0, 1, 7, 3, 5);
        stepSente[GOLD] = gold;
        stepSente[TOKIN] = gold;
        stepSente[PRO_LANCE] = gold;
        stepSente[PRO_KNIGHT] = gold;
        stepSente[PRO_SILVER] = gold;
        stepSente[KING] = 0xFF;
        slideSente[BISHOP] = dirs(1, 3, 5, 7);
        slideSente[ROOK] = dirs(0, 2, 4, 6);
        slideSente[HORSE] = slideSente[BISHOP];
        stepSente[HORSE] = slideSente[ROOK];
        slideSente[DRAGON] = slideSente[ROOK];
        stepSente[DRAGON] = slideSente[BISHOP];
        for (int side = 0; side < 2; side++) {
            for (int t = 1; t < TYPE_COUNT; t++) {
                int pc = ShogiPiece.of(side, t);
                STEP_DIRS[pc] = side == 0 ? stepSente[t] : rotate(stepSente[t]);
                SLIDE_DIRS[pc] = side == 0 ? slideSente[t] : rotate(slideSente[t]);
                for (int sq = 0; sq < 81; sq++) {
                    int[] buf = new int[8];
                    int n = 0;
                    if (t == KNIGHT) {
                        int fwd = side == 0 ? -2 : 2;
                        for (int df = -1; df <= 1; df += 2) {
                            int f = file0(sq) + df;
                            int r = rank0(sq) + fwd;
                            if (f >= 0 && f <= 8 && r >= 0 && r <= 8) {
                                buf[n++] = f * 9 + r;
                            }
                        }
                    } else {
                        for (int d = 0; d < 8; d++) {
                            int to = step(sq, d);
                            if ((STEP_DIRS[pc] & (1 << d)) != 0 && to >= 0) {
                                buf[n++] = to;
                            }
                        }
                    }
                    STEPS[pc][sq] = java.util.Arrays.copyOf(buf, n);
                }
            }
        }
        for (int side = 0; side < 2; side++) {
            int knight = ShogiPiece.of(side, KNIGHT);
            for (int sq = 0; sq < 81; sq++) {
                int[] buf = new int[2];
                int n = 0;
                for (int from = 0; from < 81; from++) {
                    for (int to : STEPS[knight][from]) {
                        if (to == sq) {
                            buf[n++] = from;
                        }
                    }
                }
                KNIGHT_FROM[side][sq] = java.util.Arrays.copyOf(buf, n);
                int rel = side == 0 ? 9 - rank0(sq) : rank0(sq) + 1; // 1 = own back rank .. 9 = enemy back rank
                ZONE[side][sq] = rel >= 7;
                LAST1[side][sq] = rel == 9;
                LAST2[side][sq] = rel >= 8;
                FRONT[side][sq] = step(sq, side == 0 ? N : S);
            }
        }
    }
}
