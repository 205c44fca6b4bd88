package org.ttakji.engines.janggi;

import static org.ttakji.engines.janggi.JanggiFeatureSet.*;

import org.ttakji.engines.core.Variant;
import org.ttakji.engines.eval.StartingFiles;
import org.ttakji.engines.eval.Weights;
import org.ttakji.engines.levels.Level;
import org.ttakji.engines.levels.LevelsFile;
import org.ttakji.engines.levels.Strength;

/**
 * The hand-set starting weights and levels of Janggi: the conventional point values (chariot 13, cannon
 * 7, horse 5, elephant 3, guard 3, soldier 2) at 50 cp a point, advancing soldiers (most in the enemy
 * palace), active horses and chariots, pressure on the general.
 */
final class JanggiStartingFiles {
    private JanggiStartingFiles() {
    }

    static Weights weights() {
        double[] w = new double[BASE.size()];
        for (int t = JanggiPiece.GUARD; t <= JanggiPiece.SOLDIER; t++) {
            w[MATERIAL[t]] = 50.0 * JanggiPiece.POINTS[t];
        }
        double[][] rank = new double[8][];
        rank[JanggiPiece.ELEPHANT] = new double[]{-10, 0, 0, 0, 0, 0, 0, 0, 0, 0};
        rank[JanggiPiece.HORSE] = new double[]{-15, -5, 0, 5, 10, 10, 10, 10, 5, 0};
        rank[JanggiPiece.CHARIOT] = new double[]{-10, 0, 0, 0, 0, 0, 10, 10, 10, 10};
        rank[JanggiPiece.CANNON] = new double[10];
        rank[JanggiPiece.SOLDIER] = new double[]{0, 0, 0, 0, 10, 20, 30, 40, 40, 20};
        for (int t = JanggiPiece.ELEPHANT; t <= JanggiPiece.SOLDIER; t++) {
            for (int r = 0; r < 10; r++) {
                w[RANK[t][r]] = rank[t][r];
            }
        }
        double[][] file = new double[8][];
        file[JanggiPiece.HORSE] = new double[]{10, 10, 5, 0, -10};
        file[JanggiPiece.CHARIOT] = new double[]{0, 5, 5, 5, 0};
        file[JanggiPiece.CANNON] = new double[]{10, 0, 0, 0, 0};
        for (int t = JanggiPiece.HORSE; t <= JanggiPiece.CANNON; t++) {
            for (int d = 0; d < 5; d++) {
                w[FILE[t][d]] = file[t][d];
            }
        }
        w[MOBILITY_HORSE] = 4;
        w[MOBILITY_CHARIOT] = 2;
        w[GENERAL_PRESSURE] = 10;
        w[TEMPO] = 15;
        return Weights.of(BASE, w);
    }

    static final Level EASY = new Level("easy", 2, 4_000L, null, 60, 40, 0.12, 350, Strength.UNKNOWN);
    static final Level NORMAL = new Level("normal", null, 40_000L, null, 10, 0, 0.02, 60, Strength.UNKNOWN);
    static final Level EXPERT = new Level("expert", null, 400_000L, null, 0, 0, 0, 0, Strength.UNKNOWN);

    static LevelsFile levels() {
        return StartingFiles.levels(Variant.JANGGI, "v0001", EASY, NORMAL, EXPERT,
                "easy: depth 2 with noise, temperature and 12% deliberate weaker moves; normal: 40k nodes, small noise;"
                        + " expert: 400k nodes, best move");
    }
}
