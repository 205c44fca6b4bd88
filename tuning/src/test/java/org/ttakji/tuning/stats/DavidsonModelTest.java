package org.ttakji.tuning.stats;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;
import org.ttakji.tuning.EloEstimate;

class DavidsonModelTest {

    @Test
    void withoutDrawsItIsTheLogisticEloCurve() {
        for (double d : new double[]{-300, -35, 0, 120, 800}) {
            double[] p = DavidsonModel.probabilities(d, 0);
            assertEquals(EloEstimate.expectedScore(d), p[0], 1e-14);
            assertEquals(0, p[1]);
            assertEquals(1 - p[0], p[2], 1e-14);
        }
    }

    @Test
    void winLossOddsAreElosWhateverTheDrawParameter() {
        double[] p = DavidsonModel.probabilities(150, 1.3);
        assertEquals(Math.pow(10, 150 / 400.0), p[0] / p[2], 1e-9);
        assertEquals(1, p[0] + p[1] + p[2], 1e-15);
        // x = 10^(150/800): P(draw) = ν / (x + 1/x + ν)
        double x = Math.pow(10, 150 / 800.0);
        assertEquals(1.3 / (x + 1 / x + 1.3), p[1], 1e-15);
    }

    @Test
    void equalPlayersDrawNuOverTwoPlusNu() {
        assertEquals(0.5, DavidsonModel.probabilities(0, 2)[1], 1e-15);
        assertEquals(2.0, DavidsonModel.drawParameterForEqualDrawRatio(0.5), 1e-15);
        assertEquals(0.5, DavidsonModel.expectedScore(0, 0.7), 1e-15);
        assertEquals(1, DavidsonModel.expectedScore(40, 0.7) + DavidsonModel.expectedScore(-40, 0.7), 1e-15);
    }

    @Test
    void theScoreSlopeAtEqualityIsTwoOverTwoPlusNuOfTheLogisticOne() {
        double nu = 1.5;
        double h = 1e-3;
        double slope = (DavidsonModel.expectedScore(h, nu) - DavidsonModel.expectedScore(-h, nu)) / (2 * h);
        assertEquals(Math.log(10) / (800 * (2 + nu)), slope, 1e-12);
        double logistic = (EloEstimate.expectedScore(h) - EloEstimate.expectedScore(-h)) / (2 * h);
        assertEquals(DavidsonModel.logisticScale(nu), slope / logistic, 1e-8);
    }

    @Test
    void hugeDifferencesDoNotOverflow() {
        double[] p = DavidsonModel.probabilities(1e6, 1);
        assertEquals(1, p[0], 1e-15);
        assertEquals(0, p[2], 1e-15);
    }
}
