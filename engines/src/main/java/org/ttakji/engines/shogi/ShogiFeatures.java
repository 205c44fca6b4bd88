package org.ttakji.engines.shogi;

import static org.ttakji.engines.shogi.ShogiFeatureSet.*;

import org.ttakji.engines.core.Position;
import org.ttakji.engines.core.Variant;
import org.ttakji.engines.eval.FeatureExtractor;
import org.ttakji.engines.eval.FeatureSet;
import org.ttakji.engines.eval.FeatureSink;
import org.ttakji.engines.eval.Tapered;
import org.ttakji.engines.eval.Weights;

/**
 * Shogi evaluation features ({@link ShogiFeatureSet}, {@code shogi-v2}, tapered by the game's progress): material on the board and in hand,
 * rank tables per piece (advancement, the king's shelter, promotion-zone progress), the king's file, king
 * safety (guards, pressure, attacked squares next to the king) and slider mobility. One pass over the 81
 * squares plus a few attack tests; no allocation. Not thread-safe (scratch counters): one per thread.
 */
public final class ShogiFeatures implements FeatureExtractor {
    /** File and rank steps of the directions 0..7 of {@link Tables} (N, NE, E, SE, S, SW, W, NW). */
    private static final int[] DFILE = {0, -1, -1, -1, 0, 1, 1, 1};
    private static final int[] DRANK = {-1, -1, 0, 1, 1, 1, 0, -1};
    /** File 0..8 and rank 0..8 of each square. */
    private static final int[] FILE0 = new int[81];
    private static final int[] RANK0 = new int[81];

    static {
        for (int sq = 0; sq < 81; sq++) {
            FILE0[sq] = sq / 9;
            RANK0[sq] = sq % 9;
        }
    }

    private final Tapered.Sink tapered = new Tapered.Sink(PHASE_MAX);
    private final int[] material = new int[15];
    private final int[][] rankCount = new int[10][10];
    private final int[] mobility = new int[3];
    /** Squares of each side's pieces other than the king, filled during the board pass. */
    private final int[][] pieces = new int[2][40];
    private final int[] pieceCount = new int[2];

    @Override
    public Variant variant() {
        return Variant.SHOGI;
    }

    @Override
    public FeatureSet featureSet() {
        return SET;
    }

    @Override
    public void extract(Position position, FeatureSink target) {
        ShogiPosition p = (ShogiPosition) position;
        int us = p.side;
        int[] board = p.board;
        int[] king = p.kingSq;
        java.util.Arrays.fill(material, 0);
        for (int[] row : rankCount) {
            java.util.Arrays.fill(row, 0);
        }
        java.util.Arrays.fill(mobility, 0);
        pieceCount[0] = 0;
        pieceCount[1] = 0;
        int guards = 0;
        int pressure = 0;
        int inEnemyCamp = 0;
        for (int sq = 0; sq < 81; sq++) {
            int pc = board[sq];
            if (pc == 0) {
                continue;
            }
            int owner = pc >>> 4;
            int sign = owner == us ? 1 : -1;
            int type = pc & 15;
            if (type != ShogiPiece.KING) {
                pieces[owner][pieceCount[owner]++] = sq;
            }
            material[type] += sign;
            int table = rankTable(type);
            if (table > 0) {
                rankCount[table][ShogiSquare.relativeRank(owner, sq)] += sign;
            }
            if (type != ShogiPiece.KING && ShogiSquare.inPromotionZone(owner, sq)) {
                inEnemyCamp++;
            }
            if (type != ShogiPiece.KING && type != ShogiPiece.PAWN) {
                if (king[owner] >= 0 && near(sq, king[owner]) && isGuard(type)) {
                    guards += sign;
                }
                if (king[owner ^ 1] >= 0 && near(sq, king[owner ^ 1])) {
                    pressure += sign;
                }
            }
            if (Tables.SLIDE_DIRS[pc] != 0) {
                int slot = type == ShogiPiece.LANCE ? 0 : (type == ShogiPiece.BISHOP || type == ShogiPiece.HORSE) ? 1 : 2;
                mobility[slot] += sign * slides(board, sq, pc);
            }
        }
        FeatureSink sink = tapered.to(target, phase(inEnemyCamp, p));
        for (int t = 1; t <= 14; t++) {
            if (material[t] != 0) {
                sink.add(MATERIAL[t], material[t]);
            }
        }
        for (int t = 1; t <= 7; t++) {
            int h = p.hand[us * 8 + t] - p.hand[(us ^ 1) * 8 + t];
            if (h != 0) {
                sink.add(HAND[t], h);
            }
        }
        for (int table = 1; table <= 9; table++) {
            for (int r = 1; r <= 9; r++) {
                if (rankCount[table][r] != 0) {
                    sink.add(RANK[table][r], rankCount[table][r]);
                }
            }
        }
        for (int side = 0; side < 2; side++) {
            if (king[side] >= 0) {
                int sign = side == us ? 1 : -1;
                sink.add(KING_FILE[Math.abs(ShogiSquare.file(king[side]) - 5)], sign);
                sink.add(KING_ADJACENT_ATTACKS, -sign * adjacentAttacks(board, king[side], side ^ 1, king[side ^ 1]));
            }
        }
        sink.add(KING_GUARDS, guards);
        sink.add(KING_PRESSURE, pressure);
        sink.add(MOBILITY_LANCE, mobility[0]);
        sink.add(MOBILITY_BISHOP, mobility[1]);
        sink.add(MOBILITY_ROOK, mobility[2]);
        sink.add(TEMPO, 1);
    }

    /**
     * The game phase, {@value ShogiFeatureSet#PHASE_MAX} (the opening) down to 0: {@code PHASE_MAX} minus the pieces
     * in an enemy camp (counted by the caller's board pass) and the pieces other than pawns in both hands, clamped.
     */
    private static int phase(int inEnemyCamp, ShogiPosition p) {
        int progress = inEnemyCamp;
        for (int side = 0; side < 2; side++) {
            for (int t = ShogiPiece.PAWN + 1; t <= 7; t++) {
                progress += p.hand[side * 8 + t];
            }
        }
        return Math.max(0, PHASE_MAX - progress);
    }

    private static boolean isGuard(int type) {
        return type == ShogiPiece.GOLD || type == ShogiPiece.SILVER || (type >= ShogiPiece.TOKIN && type <= ShogiPiece.PRO_SILVER);
    }

    /** Within two files and two ranks. */
    private static boolean near(int a, int b) {
        return Math.abs(a / 9 - b / 9) <= 2 && Math.abs(a % 9 - b % 9) <= 2;
    }

    /** Squares a sliding piece can move to along its slide directions: empty ones and the first enemy. */
    private static int slides(int[] board, int sq, int pc) {
        int dirs = Tables.SLIDE_DIRS[pc];
        int owner = pc >>> 4;
        int n = 0;
        for (int d = 0; d < 8; d++) {
            if ((dirs & 1 << d) == 0) {
                continue;
            }
            for (int t : Tables.RAY[d][sq]) {
                int other = board[t];
                if (other == 0) {
                    n++;
                } else {
                    if ((other >>> 4) != owner) {
                        n++;
                    }
                    break;
                }
            }
        }
        return n;
    }

    /**
     * Squares next to {@code kingSq} attacked by side {@code by} (as {@link Attacks#attacked} defines it: a
     * slider attacks up to and including the first piece on its line), from one pass over that side's
     * pieces: steps (knight jumps included) of pieces near the king, and the slides that reach its
     * neighbourhood.
     */
    private int adjacentAttacks(int[] board, int kingSq, int by, int byKing) {
        int kf = FILE0[kingSq];
        int kr = RANK0[kingSq];
        int marked = 0;
        if (byKing >= 0) {
            marked |= stepMarks(board[byKing], byKing, kf, kr);
        }
        for (int i = 0; i < pieceCount[by]; i++) {
            int sq = pieces[by][i];
            int pc = board[sq];
            int f = FILE0[sq];
            int r = RANK0[sq];
            if (Math.abs(f - kf) <= 3 && Math.abs(r - kr) <= 3) {
                marked |= stepMarks(pc, sq, kf, kr);
            }
            int dirs = Tables.SLIDE_DIRS[pc];
            for (int d = 0; dirs != 0; d++, dirs >>>= 1) {
                if ((dirs & 1) == 0 || !rayMayReach(f, r, DFILE[d], DRANK[d], kf, kr)) {
                    continue;
                }
                for (int t : Tables.RAY[d][sq]) {
                    int bit = neighbourBit(t, kf, kr);
                    marked |= bit;
                    if (board[t] != 0) {
                        break;
                    }
                }
            }
        }
        return Integer.bitCount(marked);
    }

    /** True when the ray from (f, r) with steps (a, b) passes a square within one of (kf, kr). */
    private static boolean rayMayReach(int f, int r, int a, int b, int kf, int kr) {
        int lo = 1;
        int hi = 8;
        if (a == 0) {
            if (Math.abs(f - kf) > 1) {
                return false;
            }
        } else {
            int k1 = (kf - 1 - f) * a;
            int k2 = (kf + 1 - f) * a;
            lo = Math.max(lo, Math.min(k1, k2));
            hi = Math.min(hi, Math.max(k1, k2));
        }
        if (b == 0) {
            if (Math.abs(r - kr) > 1) {
                return false;
            }
        } else {
            int k1 = (kr - 1 - r) * b;
            int k2 = (kr + 1 - r) * b;
            lo = Math.max(lo, Math.min(k1, k2));
            hi = Math.min(hi, Math.max(k1, k2));
        }
        return lo <= hi;
    }

    private static int stepMarks(int pc, int sq, int kf, int kr) {
        int marked = 0;
        for (int t : Tables.STEPS[pc][sq]) {
            marked |= neighbourBit(t, kf, kr);
        }
        return marked;
    }

    /** Bit {@code 3 * (df + 1) + (dr + 1)} when square t is next to (kf, kr) (not on it), else 0. */
    private static int neighbourBit(int t, int kf, int kr) {
        int df = FILE0[t] - kf;
        int dr = RANK0[t] - kr;
        if (df < -1 || df > 1 || dr < -1 || dr > 1 || (df == 0 && dr == 0)) {
            return 0;
        }
        return 1 << (3 * (df + 1) + dr + 1);
    }

    /**
     * Move-ordering values by colored piece code (moves carry colored codes): the board material weights' mean over
     * both phases.
     */
    @Override
    public int[] pieceValues(Weights weights) {
        int[] values = new int[32];
        for (int t = 1; t <= 14; t++) {
            if (t != ShogiPiece.KING) {
                double mean = (weights.weight(Tapered.mg(MATERIAL[t])) + weights.weight(Tapered.eg(MATERIAL[t]))) / 2;
                int v = (int) Math.max(0, Math.min(100_000, Math.round(mean)));
                values[ShogiPiece.of(0, t)] = v;
                values[ShogiPiece.of(1, t)] = v;
            }
        }
        return values;
    }
}
