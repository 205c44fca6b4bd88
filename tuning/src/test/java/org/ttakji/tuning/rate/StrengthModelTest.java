package org.ttakji.tuning.rate;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.ttakji.engines.core.LabInputException;
import org.ttakji.engines.levels.Level;
import org.ttakji.engines.levels.Strength;

/**
 * The DL4J strength model: exact ratings that are a linear function of the level parameters give back that
 * function; a rating measured more precisely counts more; a weakness is never credited with strength; too little
 * data is refused with a reason.
 */
class StrengthModelTest {
    /** Elo per unit of each feature, in {@link LevelFeatures#NAMES} order, and the intercept. */
    static final double[] TRUE = {100, -40, -150, -100, -50, -30};
    static final double INTERCEPT = -400;

    static double truth(Level l) {
        double[] x = LevelFeatures.of(l);
        double r = INTERCEPT;
        for (int j = 0; j < x.length; j++) {
            r += TRUE[j] * x[j];
        }
        return r;
    }

    static Level level(Integer depth, long nodes, int noise, int temperature, double blunder) {
        return new Level("normal", depth, nodes, null, noise, temperature, blunder, 100, Strength.UNKNOWN);
    }

    @Test
    void exactRatingsOfALinearFunctionOfTheParametersGiveItBack() {
        List<LevelPoint> points = new ArrayList<>();
        int i = 0;
        for (long nodes : new long[]{1_000, 8_000, 64_000}) {
            for (Integer depth : new Integer[]{null, 4, 8}) {
                for (int noise : new int[]{0, 50}) {
                    for (double blunder : new double[]{0, 0.1}) {
                        Level l = level(depth, nodes, noise, (i++ % 3) * 20, blunder);
                        double r = truth(l);
                        points.add(new LevelPoint("p" + i, l, r, r - 50, r + 50, 100, "synthetic"));
                    }
                }
            }
        }
        StrengthModel model = StrengthModel.fit(points, 1);
        double[] c = model.coefficients();
        for (int j = 0; j < c.length; j++) {
            assertEquals(TRUE[j], c[j], Math.abs(TRUE[j]) * 0.03 + 1, LevelFeatures.NAMES.get(j));
        }
        Level unseen = level(null, 20_000, 25, 10, 0.05);
        assertEquals(truth(unseen), model.predict(unseen), 10);
        assertTrue(model.weightedRms() < 10, "residual " + model.weightedRms());
    }

    @Test
    void aPreciseRatingCountsMoreThanAVagueOne() {
        Level a = level(null, 1_000, 0, 0, 0);
        Level b = level(null, 64_000, 0, 0, 0);
        List<LevelPoint> points = List.of(
                new LevelPoint("a-precise", a, 100, 90, 110, 400, "r"),
                new LevelPoint("a-vague", a, 500, 0, 1000, 10, "r"),
                new LevelPoint("b", b, 700, 690, 710, 400, "r"));
        StrengthModel model = StrengthModel.fit(points, 1);
        assertEquals(100, model.predict(a), 15, "the precise rating of a wins");
        assertEquals(700, model.predict(b), 15);
    }

    @Test
    void aWeaknessIsNeverCreditedWithStrength() {
        List<LevelPoint> points = new ArrayList<>();
        // Noisy data in which the noisier level happens to rate higher: the noise coefficient stays at 0, not above.
        points.add(new LevelPoint("quiet-small", level(null, 1_000, 0, 0, 0), 100, 0, 200, 20, "r"));
        points.add(new LevelPoint("noisy-small", level(null, 1_000, 60, 0, 0), 250, 150, 350, 20, "r"));
        points.add(new LevelPoint("quiet-big", level(null, 64_000, 0, 0, 0), 700, 600, 800, 20, "r"));
        points.add(new LevelPoint("noisy-big", level(null, 64_000, 60, 0, 0), 800, 700, 900, 20, "r"));
        StrengthModel model = StrengthModel.fit(points, 1);
        assertEquals(0, model.coefficient("evalNoise"), 1e-9);
        assertTrue(model.coefficient("log2Nodes") > 0);
    }

    @Test
    void tooLittleDataIsRefusedWithAReason() {
        Level a = level(null, 1_000, 0, 0, 0);
        LevelPoint p = new LevelPoint("a", a, 100, 50, 150, 40, "r");
        LabInputException one = assertThrows(LabInputException.class, () -> StrengthModel.fit(List.of(p), 1));
        assertTrue(one.getMessage().contains("at least two"), one.getMessage());
        LabInputException same = assertThrows(LabInputException.class, () -> StrengthModel.fit(List.of(p,
                new LevelPoint("b", a, 200, 150, 250, 40, "r")), 1));
        assertTrue(same.getMessage().contains("different parameters"), same.getMessage());
    }
}
