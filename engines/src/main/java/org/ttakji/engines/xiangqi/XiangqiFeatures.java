package org.ttakji.engines.xiangqi;

import static org.ttakji.engines.xiangqi.XiangqiFeatureSet.*;

import org.ttakji.engines.core.Position;
import org.ttakji.engines.core.Variant;
import org.ttakji.engines.eval.FeatureExtractor;
import org.ttakji.engines.eval.FeatureSet;
import org.ttakji.engines.eval.FeatureSink;
import org.ttakji.engines.eval.Tapered;
import org.ttakji.engines.eval.Weights;

/**
 * Xiangqi evaluation features ({@link XiangqiFeatureSet}, {@code xiangqi-v2}, tapered by the phase): material, rank and file
 * tables of horses, chariots, cannons and soldiers (river crossing), crossed soldiers' files, mobility of
 * horses, chariots and cannons, and the generals' safety. Reads the position's piece lists and padded
 * board directly; no allocation. One per thread (it keeps its tapering sink).
 */
public final class XiangqiFeatures implements FeatureExtractor {
    private static final int[] ORTHOGONAL = Mailbox.ORTHOGONAL;
    private final Tapered.Sink tapered = new Tapered.Sink(PHASE_MAX);

    @Override
    public Variant variant() {
        return Variant.XIANGQI;
    }

    @Override
    public FeatureSet featureSet() {
        return SET;
    }

    @Override
    public void extract(Position position, FeatureSink target) {
        XiangqiPosition p = (XiangqiPosition) position;
        FeatureSink sink = tapered.to(target, phase(p));
        int[] board = p.board;
        int horseMobility = 0;
        int chariotMobility = 0;
        int cannonMobility = 0;
        int pressure = 0;
        int offCentre = 0;
        for (int side = 0; side < 2; side++) {
            int sign = side == p.side ? 1 : -1;
            int enemyGeneral = p.generalSquare[side ^ 1];
            for (int type = XiangqiPiece.ADVISOR; type <= XiangqiPiece.SOLDIER; type++) {
                int code = XiangqiPiece.code(side, type);
                int n = p.counts[code];
                if (n == 0) {
                    continue;
                }
                sink.add(MATERIAL[type], sign * n);
                if (type < XiangqiPiece.HORSE) {
                    continue;
                }
                for (int i = 0; i < n; i++) {
                    int sq = p.squares[code * XiangqiPosition.LIST_STRIDE + i];
                    int rank = side == 0 ? Mailbox.RANK[sq] : 9 - Mailbox.RANK[sq];
                    int fileDistance = Math.abs(Mailbox.FILE[sq] - 4);
                    sink.add(RANK[type][rank], sign);
                    if (type == XiangqiPiece.SOLDIER) {
                        if (rank >= 5) {
                            sink.add(CROSSED_FILE[fileDistance], sign);
                        }
                    } else {
                        sink.add(FILE[type][fileDistance], sign);
                    }
                    if (near(sq, enemyGeneral) && (type != XiangqiPiece.SOLDIER || rank >= 5)) {
                        pressure += sign;
                    }
                    switch (type) {
                        case XiangqiPiece.HORSE -> horseMobility += sign * horseMoves(board, sq, side);
                        case XiangqiPiece.CHARIOT -> chariotMobility += sign * chariotMoves(board, sq, side);
                        case XiangqiPiece.CANNON -> cannonMobility += sign * cannonMoves(board, sq, side);
                        default -> {
                        }
                    }
                }
            }
            offCentre += sign * Math.abs(Mailbox.FILE[p.generalSquare[side]] - 4);
        }
        sink.add(MOBILITY_HORSE, horseMobility);
        sink.add(MOBILITY_CHARIOT, chariotMobility);
        sink.add(MOBILITY_CANNON, cannonMobility);
        sink.add(GENERAL_OFF_CENTRE, offCentre);
        sink.add(GENERAL_PRESSURE, pressure);
        sink.add(TEMPO, 1);
    }

    /** The game phase, 0..{@value XiangqiFeatureSet#PHASE_MAX}: chariots 2, horses and cannons 1, both sides. */
    static int phase(XiangqiPosition p) {
        int phase = 0;
        for (int side = 0; side < 2; side++) {
            phase += 2 * p.counts[XiangqiPiece.code(side, XiangqiPiece.CHARIOT)]
                    + p.counts[XiangqiPiece.code(side, XiangqiPiece.HORSE)]
                    + p.counts[XiangqiPiece.code(side, XiangqiPiece.CANNON)];
        }
        return Math.min(PHASE_MAX, phase);
    }

    /** Within two files and three ranks of the general's point (padded indexes). */
    private static boolean near(int sq, int general) {
        return Math.abs(Mailbox.FILE[sq] - Mailbox.FILE[general]) <= 2 && Math.abs(Mailbox.RANK[sq] - Mailbox.RANK[general]) <= 3;
    }

    private static boolean own(int piece, int side) {
        return piece != 0 && piece != Mailbox.OFF && XiangqiPiece.side(piece) == side;
    }

    /** Horse destinations: a free leg, then a point on the board without an own piece. */
    private static int horseMoves(int[] board, int sq, int side) {
        int n = 0;
        for (int d : ORTHOGONAL) {
            if (board[sq + d] != 0) {
                continue;
            }
            int side1 = d == Mailbox.NORTH || d == Mailbox.SOUTH ? Mailbox.EAST : Mailbox.NORTH;
            for (int e = -1; e <= 1; e += 2) {
                int t = sq + 2 * d + e * side1;
                if (t >= 0 && t < Mailbox.SIZE && board[t] != Mailbox.OFF && !own(board[t], side)) {
                    n++;
                }
            }
        }
        return n;
    }

    /** Chariot destinations: empty points along each line, plus the first enemy piece. */
    private static int chariotMoves(int[] board, int sq, int side) {
        int n = 0;
        for (int d : ORTHOGONAL) {
            int t = sq + d;
            while (board[t] == 0) {
                n++;
                t += d;
            }
            if (board[t] != Mailbox.OFF && !own(board[t], side)) {
                n++;
            }
        }
        return n;
    }

    /** Cannon destinations: empty points along each line, plus an enemy piece behind exactly one screen. */
    private static int cannonMoves(int[] board, int sq, int side) {
        int n = 0;
        for (int d : ORTHOGONAL) {
            int t = sq + d;
            while (board[t] == 0) {
                n++;
                t += d;
            }
            if (board[t] == Mailbox.OFF) {
                continue;
            }
            t += d;
            while (board[t] == 0) {
                t += d;
            }
            if (board[t] != Mailbox.OFF && !own(board[t], side)) {
                n++;
            }
        }
        return n;
    }

    /**
     * Move-ordering values by piece code (moves carry the captured piece's code): the material weights' mean over
     * both phases.
     */
    @Override
    public int[] pieceValues(Weights weights) {
        int[] values = new int[32];
        for (int type = XiangqiPiece.ADVISOR; type <= XiangqiPiece.SOLDIER; type++) {
            double mean = (weights.weight(Tapered.mg(MATERIAL[type])) + weights.weight(Tapered.eg(MATERIAL[type]))) / 2;
            int v = (int) Math.max(0, Math.min(100_000, Math.round(mean)));
            values[XiangqiPiece.code(0, type)] = v;
            values[XiangqiPiece.code(1, type)] = v;
        }
        return values;
    }
}
