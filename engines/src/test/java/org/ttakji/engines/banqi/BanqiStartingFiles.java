package org.ttakji.engines.banqi;

import static org.ttakji.engines.banqi.BanqiFeatureSet.*;

import org.ttakji.engines.core.Variant;
import org.ttakji.engines.eval.StartingFiles;
import org.ttakji.engines.eval.Weights;
import org.ttakji.engines.levels.Level;
import org.ttakji.engines.levels.LevelsFile;
import org.ttakji.engines.levels.Strength;

/**
 * The hand-set starting weights and levels of Banqi ({@code data/weights/banqi/v0001.json},
 * {@code data/levels/banqi/v0001.json}). Piece values follow what each type captures and what captures it
 * (docs/rules/banqi.md): the general takes almost everything but falls to soldiers (hence {@code general.vsSoldiers}),
 * the cannon takes anything it can jump to. A face-down piece is worth what it will be worth revealed, so a
 * reveal is valued by its expectation over the bag and the search decides by what follows. Threat weights are
 * fractions of the piece values.
 */
final class BanqiStartingFiles {
    /** Piece values by type, cp: general, advisor, elephant, chariot, horse, cannon, soldier. */
    static final double[] VALUES = {0, 620, 450, 300, 210, 160, 360, 90};

    private BanqiStartingFiles() {
    }

    static Weights weights() {
        double[] w = new double[V1.size()];
        for (int t = BanqiPieces.GENERAL; t <= BanqiPieces.SOLDIER; t++) {
            w[MATERIAL[t]] = VALUES[t];
            w[HIDDEN[t]] = VALUES[t];
            w[ATTACKED[t]] = -0.05 * VALUES[t];
            w[HANGING[t]] = -0.2 * VALUES[t];
            w[TARGET[t]] = 0.1 * VALUES[t];
        }
        w[GENERAL_VS_SOLDIERS] = -15;
        w[INVULNERABLE] = 50;
        w[MOBILITY] = 2;
        w[SAFE_MOBILITY] = 4;
        w[CHASE] = 3;
        w[PROGRESS_PRESSURE] = -2;
        w[TEMPO] = 10;
        return Weights.of(V1, w);
    }

    static final Level EASY = new Level("easy", 1, 2_000L, null, 120, 80, 0.25, 400, Strength.UNKNOWN);
    static final Level NORMAL = new Level("normal", null, 20_000L, null, 15, 0, 0.02, 50, Strength.UNKNOWN);
    static final Level EXPERT = new Level("expert", null, 200_000L, null, 0, 0, 0, 0, Strength.UNKNOWN);

    static LevelsFile levels() {
        return StartingFiles.levels(Variant.BANQI, "v0001", EASY, NORMAL, EXPERT,
                "easy: depth 1 with large noise, temperature and 25% deliberate weaker moves (loose, mostly random);"
                        + " normal: 20k nodes, small noise; expert: 200k nodes, best move");
    }
}
