package org.ttakji.engines.janggi;

import static org.ttakji.engines.janggi.JanggiFeatureSet.*;

import org.ttakji.engines.core.Position;
import org.ttakji.engines.core.Variant;
import org.ttakji.engines.eval.FeatureExtractor;
import org.ttakji.engines.eval.FeatureSet;
import org.ttakji.engines.eval.FeatureSink;
import org.ttakji.engines.eval.Tapered;
import org.ttakji.engines.eval.Weights;
import org.ttakji.engines.grid.Grid9x10;

/**
 * Janggi evaluation features ({@link JanggiFeatureSet}, {@code janggi-v2}, tapered by the phase): material, rank tables
 * (advancement, soldiers in the enemy palace), file tables, horse and chariot mobility, pressure on the
 * generals. Reads the position through its public API ({@link JanggiPosition#pieceSquares},
 * {@link JanggiPosition#pieceAt}); no allocation. Not thread-safe (a scratch array): one per thread.
 */
public final class JanggiFeatures implements FeatureExtractor {
    private static final int[][] ORTHOGONAL = {{0, 1}, {0, -1}, {1, 0}, {-1, 0}};
    private final int[] squares = new int[16];
    private final Tapered.Sink tapered = new Tapered.Sink(PHASE_MAX);

    @Override
    public Variant variant() {
        return Variant.JANGGI;
    }

    @Override
    public FeatureSet featureSet() {
        return SET;
    }

    @Override
    public void extract(Position position, FeatureSink target) {
        JanggiPosition p = (JanggiPosition) position;
        FeatureSink sink = tapered.to(target, phase(p));
        int us = p.sideToMove();
        int horseMobility = 0;
        int chariotMobility = 0;
        int pressure = 0;
        for (int side = 0; side < 2; side++) {
            int sign = side == us ? 1 : -1;
            int enemyGeneral = p.generalSquare(side ^ 1);
            int n = p.pieceSquares(side, squares);
            for (int i = 0; i < n; i++) {
                int sq = squares[i];
                int type = JanggiPiece.type(p.pieceAt(sq));
                if (type == JanggiPiece.GENERAL) {
                    continue;
                }
                sink.add(MATERIAL[type], sign);
                int rank = side == 0 ? Grid9x10.rank(sq) : 9 - Grid9x10.rank(sq);
                int file = Grid9x10.file(sq);
                if (type >= JanggiPiece.ELEPHANT) {
                    sink.add(RANK[type][rank], sign);
                }
                if (type >= JanggiPiece.HORSE && type <= JanggiPiece.CANNON) {
                    sink.add(FILE[type][Math.abs(file - 4)], sign);
                }
                if (type >= JanggiPiece.HORSE && enemyGeneral >= 0 && near(sq, enemyGeneral)) {
                    pressure += sign;
                }
                if (type == JanggiPiece.HORSE) {
                    horseMobility += sign * horseMoves(p, file, Grid9x10.rank(sq), side);
                } else if (type == JanggiPiece.CHARIOT) {
                    chariotMobility += sign * chariotMoves(p, file, Grid9x10.rank(sq), side);
                }
            }
        }
        sink.add(MOBILITY_HORSE, horseMobility);
        sink.add(MOBILITY_CHARIOT, chariotMobility);
        sink.add(GENERAL_PRESSURE, pressure);
        sink.add(TEMPO, 1);
    }

    private static boolean near(int sq, int general) {
        return Math.abs(Grid9x10.file(sq) - Grid9x10.file(general)) <= 2
                && Math.abs(Grid9x10.rank(sq) - Grid9x10.rank(general)) <= 3;
    }

    private static boolean free(JanggiPosition p, int file, int rank, int side) {
        int piece = p.pieceAt(Grid9x10.square(file, rank));
        return piece == 0 || JanggiPiece.side(piece) != side;
    }

    /** Horse destinations: the orthogonal leg empty, then a point on the board without an own piece. */
    private static int horseMoves(JanggiPosition p, int file, int rank, int side) {
        int n = 0;
        for (int[] d : ORTHOGONAL) {
            int lf = file + d[0];
            int lr = rank + d[1];
            if (!Grid9x10.onBoard(lf, lr) || p.pieceAt(Grid9x10.square(lf, lr)) != 0) {
                continue;
            }
            for (int e = -1; e <= 1; e += 2) {
                int tf = lf + d[0] + (d[0] == 0 ? e : 0);
                int tr = lr + d[1] + (d[1] == 0 ? e : 0);
                if (Grid9x10.onBoard(tf, tr) && free(p, tf, tr, side)) {
                    n++;
                }
            }
        }
        return n;
    }

    /** Chariot destinations along files and ranks: empty points, plus the first enemy piece. */
    private static int chariotMoves(JanggiPosition p, int file, int rank, int side) {
        int n = 0;
        for (int[] d : ORTHOGONAL) {
            int f = file + d[0];
            int r = rank + d[1];
            while (Grid9x10.onBoard(f, r)) {
                int piece = p.pieceAt(Grid9x10.square(f, r));
                if (piece != 0) {
                    if (JanggiPiece.side(piece) != side) {
                        n++;
                    }
                    break;
                }
                n++;
                f += d[0];
                r += d[1];
            }
        }
        return n;
    }

    /** The game phase, 0..{@value JanggiFeatureSet#PHASE_MAX}: chariots 2, cannons, horses and elephants 1, both sides. */
    static int phase(JanggiPosition p) {
        int phase = 0;
        for (int side = 0; side < 2; side++) {
            phase += 2 * p.count(side, JanggiPiece.CHARIOT) + p.count(side, JanggiPiece.CANNON)
                    + p.count(side, JanggiPiece.HORSE) + p.count(side, JanggiPiece.ELEPHANT);
        }
        return Math.min(PHASE_MAX, phase);
    }

    /**
     * Move-ordering values by piece code (moves carry the captured piece's code): the material weights' mean over
     * both phases.
     */
    @Override
    public int[] pieceValues(Weights weights) {
        int[] values = new int[32];
        for (int type = JanggiPiece.GUARD; type <= JanggiPiece.SOLDIER; type++) {
            double mean = (weights.weight(Tapered.mg(MATERIAL[type])) + weights.weight(Tapered.eg(MATERIAL[type]))) / 2;
            int v = (int) Math.max(0, Math.min(100_000, Math.round(mean)));
            values[JanggiPiece.code(0, type)] = v;
            values[JanggiPiece.code(1, type)] = v;
        }
        return values;
    }
}
