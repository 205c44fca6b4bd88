package org.ttakji.engines.xiangqi;

import static org.ttakji.engines.xiangqi.XiangqiFeatureSet.*;

import org.ttakji.engines.core.Variant;
import org.ttakji.engines.eval.StartingFiles;
import org.ttakji.engines.eval.Weights;
import org.ttakji.engines.levels.Level;
import org.ttakji.engines.levels.LevelsFile;
import org.ttakji.engines.levels.Strength;

/**
 * The hand-set starting weights and levels of Xiangqi: the usual piece values (chariot 900, cannon 450,
 * horse 400, advisor and elephant 200, soldier 100 and about double once across the river), active
 * horses and chariots, a central cannon, central crossed soldiers, a general on the centre file.
 */
final class XiangqiStartingFiles {
    private XiangqiStartingFiles() {
    }

    static Weights weights() {
        double[] w = new double[BASE.size()];
        double[] material = {0, 0, 200, 200, 400, 900, 450, 100};
        for (int t = XiangqiPiece.ADVISOR; t <= XiangqiPiece.SOLDIER; t++) {
            w[MATERIAL[t]] = material[t];
        }
        double[][] rank = new double[8][];
        rank[XiangqiPiece.HORSE] = new double[]{-20, -5, 0, 5, 10, 15, 20, 20, 10, 0};
        rank[XiangqiPiece.CHARIOT] = new double[]{-10, 0, 0, 0, 5, 5, 15, 15, 15, 5};
        rank[XiangqiPiece.CANNON] = new double[]{0, 0, 0, 5, 5, 0, 0, 0, -5, -5};
        rank[XiangqiPiece.SOLDIER] = new double[]{0, 0, 0, 0, 0, 90, 110, 120, 110, 40};
        for (int t = XiangqiPiece.HORSE; t <= XiangqiPiece.SOLDIER; t++) {
            for (int r = 0; r < 10; r++) {
                w[RANK[t][r]] = rank[t][r];
            }
        }
        double[][] file = new double[8][];
        file[XiangqiPiece.HORSE] = new double[]{10, 10, 5, 0, -10};
        file[XiangqiPiece.CHARIOT] = new double[]{0, 5, 5, 5, 0};
        file[XiangqiPiece.CANNON] = new double[]{20, 0, 0, 0, 0};
        for (int t = XiangqiPiece.HORSE; t <= XiangqiPiece.CANNON; t++) {
            for (int d = 0; d < 5; d++) {
                w[FILE[t][d]] = file[t][d];
            }
        }
        double[] crossed = {20, 15, 10, 0, -10};
        for (int d = 0; d < 5; d++) {
            w[CROSSED_FILE[d]] = crossed[d];
        }
        w[MOBILITY_HORSE] = 4;
        w[MOBILITY_CHARIOT] = 2;
        w[MOBILITY_CANNON] = 1;
        w[GENERAL_OFF_CENTRE] = -10;
        w[GENERAL_PRESSURE] = 10;
        w[TEMPO] = 15;
        return Weights.of(BASE, w);
    }

    static final Level EASY = new Level("easy", 2, 4_000L, null, 60, 40, 0.12, 350, Strength.UNKNOWN);
    static final Level NORMAL = new Level("normal", null, 40_000L, null, 10, 0, 0.02, 60, Strength.UNKNOWN);
    static final Level EXPERT = new Level("expert", null, 400_000L, null, 0, 0, 0, 0, Strength.UNKNOWN);

    static LevelsFile levels() {
        return StartingFiles.levels(Variant.XIANGQI, "v0001", EASY, NORMAL, EXPERT,
                "easy: depth 2 with noise, temperature and 12% deliberate weaker moves; normal: 40k nodes, small noise;"
                        + " expert: 400k nodes, best move");
    }
}
