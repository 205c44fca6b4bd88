package org.ttakji.engines.shogi;

import static org.ttakji.engines.shogi.ShogiFeatureSet.*;

import org.ttakji.engines.core.Position;
import org.ttakji.engines.core.Variant;
import org.ttakji.engines.eval.FeatureExtractor;
import org.ttakji.engines.eval.FeatureSet;
import org.ttakji.engines.eval.FeatureSink;
import org.ttakji.engines.eval.Weights;

/**
 * Shogi evaluation features ({@link ShogiFeatureSet}, {@code shogi-v1}): material on the board and in hand,
 * rank tables per piece (advancement, the king's shelter, promotion-zone progress), the king's file, king
 * safety (guards, pressure, attacked squares next to the king) and slider mobility. One pass over the 81
 * squares plus a few attack tests; no allocation. Not thread-safe (scratch counters): one per thread.
 */
public final class ShogiFeatures implements FeatureExtractor {
    private final int[] material = new int[15];
    private final int[][] rankCount = new int[10][10];
    private final int[] mobility = new int[3];

    @Override
    public Variant variant() {
        return Variant.SHOGI;
    }

    @Override
    public FeatureSet featureSet() {
        return SET;
    }

    @Override
    public void extract(Position position, FeatureSink sink) {
        ShogiPosition p = (ShogiPosition) position;
        int us = p.side;
        int[] board = p.board;
        int[] king = p.kingSq;
        java.util.Arrays.fill(material, 0);
        for (int[] row : rankCount) {
            java.util.Arrays.fill(row, 0);
        }
        java.util.Arrays.fill(mobility, 0);
        int guards = 0;
        int pressure = 0;
        for (int sq = 0; sq < 81; sq++) {
            int pc = board[sq];
            if (pc == 0) {
                continue;
            }
            int owner = pc >>> 4;
            int sign = owner == us ? 1 : -1;
            int type = pc & 15;
            material[type] += sign;
            int table = rankTable(type);
            if (table > 0) {
                rankCount[table][ShogiSquare.relativeRank(owner, sq)] += sign;
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
                sink.add(KING_ADJACENT_ATTACKS, -sign * adjacentAttacks(board, king[side], side ^ 1));
            }
        }
        sink.add(KING_GUARDS, guards);
        sink.add(KING_PRESSURE, pressure);
        sink.add(MOBILITY_LANCE, mobility[0]);
        sink.add(MOBILITY_BISHOP, mobility[1]);
        sink.add(MOBILITY_ROOK, mobility[2]);
        sink.add(TEMPO, 1);
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

    /** Squares next to {@code kingSq} attacked by side {@code by}. */
    private static int adjacentAttacks(int[] board, int kingSq, int by) {
        int n = 0;
        for (int d = 0; d < 8; d++) {
            int t = Tables.step(kingSq, d);
            if (t >= 0 && Attacks.attacked(board, t, by)) {
                n++;
            }
        }
        return n;
    }

    /** Move-ordering values by colored piece code (moves carry colored codes): the board material weights. */
    @Override
    public int[] pieceValues(Weights weights) {
        int[] values = new int[32];
        for (int t = 1; t <= 14; t++) {
            if (t != ShogiPiece.KING) {
                int v = (int) Math.max(0, Math.min(100_000, Math.round(weights.weight(MATERIAL[t]))));
                values[ShogiPiece.of(0, t)] = v;
                values[ShogiPiece.of(1, t)] = v;
            }
        }
        return values;
    }
}
