package org.ttakji.tuning;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

class EloEstimateTest {

    @Test
    void evenScoreIsZeroEloWithASymmetricInterval() {
        EloEstimate e = new EloEstimate(30, 40, 30);
        assertEquals(0.5, e.score());
        assertEquals(0, e.elo(), 1e-9);
        // sigma^2 = (30*0.25 + 40*0 + 30*0.25) / 100 = 0.15; 0.5 -/+ 1.96*sqrt(0.15/100) through the Elo curve
        assertEquals("+0 [-53, +53]", e.describe());
        assertEquals(-53.157980, e.eloLow(), 1e-5);
        assertEquals(53.157980, e.eloHigh(), 1e-5);
    }

    @Test
    void seventyPercentScoreMatchesTheLogisticCurve() {
        EloEstimate e = new EloEstimate(60, 20, 20);
        assertEquals(70.0, e.points());
        assertEquals(147.190714, e.elo(), 1e-5);
        assertEquals(86.225015, e.eloLow(), 1e-5);
        assertEquals(218.251778, e.eloHigh(), 1e-5);
        assertEquals("+147 [+86, +218]", e.describe());
    }

    @Test
    void threeQuartersIsFourHundredLogThree() {
        assertEquals(400 * Math.log10(3), EloEstimate.eloOf(0.75), 1e-9);
        assertEquals(0.75, EloEstimate.expectedScore(400 * Math.log10(3)), 1e-12);
    }

    @Test
    void eloAndExpectedScoreAreInverse() {
        for (double d = -800; d <= 800; d += 37.5) {
            assertEquals(d, EloEstimate.eloOf(EloEstimate.expectedScore(d)), 1e-7);
        }
    }

    @Test
    void perfectScoresAreUnbounded() {
        EloEstimate all = new EloEstimate(10, 0, 0);
        assertEquals(Double.POSITIVE_INFINITY, all.elo());
        assertEquals("+inf [+inf, +inf]", all.describe());
        assertEquals(Double.NEGATIVE_INFINITY, new EloEstimate(0, 0, 4).elo());
        assertTrue(Double.isNaN(new EloEstimate(0, 0, 0).elo()));
        assertEquals("n/a [n/a, n/a]", new EloEstimate(0, 0, 0).describe());
    }

    @Test
    void likelihoodOfSuperiorityIgnoresDraws() {
        assertEquals(0.901647, new EloEstimate(10, 33, 5).likelihoodOfSuperiority(), 1e-6);
        assertEquals(0.5, new EloEstimate(7, 3, 7).likelihoodOfSuperiority(), 1e-7);
        assertTrue(Double.isNaN(new EloEstimate(0, 5, 0).likelihoodOfSuperiority()));
    }

    @Test
    void negativeCountsAreRefused() {
        assertThrows(IllegalArgumentException.class, () -> new EloEstimate(-1, 0, 0));
    }
}
