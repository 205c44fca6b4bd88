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
        // k = z^2/100, v = 0.15, draw ratio 0.4: (0.5 + k/2 -/+ sqrt(k (0.15 + 0.6 k / 4))) / (1 + k) through the curve
        assertEquals("+0 [-52, +52]", e.describe());
        assertEquals(-52.150343, e.eloLow(), 1e-5);
        assertEquals(52.150343, e.eloHigh(), 1e-5);
    }

    @Test
    void seventyPercentScoreMatchesTheLogisticCurve() {
        EloEstimate e = new EloEstimate(60, 20, 20);
        assertEquals(70.0, e.points());
        assertEquals(147.190714, e.elo(), 1e-5);
        assertEquals(0.615312, e.scoreLow(), 1e-6);
        assertEquals(0.769891, e.scoreHigh(), 1e-6);
        assertEquals(81.594392, e.eloLow(), 1e-5);
        assertEquals(209.798273, e.eloHigh(), 1e-5);
        assertEquals("+147 [+82, +210]", e.describe());
    }

    @Test
    void withoutDrawsTheScoreIntervalIsWilsons() {
        // 7 of 10: the Wilson score interval [0.3968, 0.8922] of the textbooks (no continuity correction)
        EloEstimate e = new EloEstimate(7, 0, 3);
        assertEquals(0.396778, e.scoreLow(), 1e-6);
        assertEquals(0.892209, e.scoreHigh(), 1e-6);
        assertEquals("+147 [-73, +367]", e.describe());
    }

    @Test
    void aPerfectScoreHasAFiniteLowerEnd() {
        // 2-0: the score is at least n / (n + z^2) = 2 / (2 + 3.841459) = 0.342380
        EloEstimate won = new EloEstimate(2, 0, 0);
        assertEquals(2 / (2 + EloEstimate.Z95 * EloEstimate.Z95), won.scoreLow(), 1e-12);
        assertEquals(1.0, won.scoreHigh());
        assertEquals(-113.386475, won.eloLow(), 1e-5);
        assertEquals(Double.POSITIVE_INFINITY, won.eloHigh());
        assertEquals("+inf [-113, +inf]", won.describe());
        EloEstimate lost = new EloEstimate(0, 0, 2);
        assertEquals(0.0, lost.scoreLow());
        assertEquals(113.386475, lost.eloHigh(), 1e-5);
        assertEquals("-inf [-inf, +113]", lost.describe());
        assertEquals("+inf [+166, +inf]", new EloEstimate(10, 0, 0).describe());
    }

    @Test
    void oneWinOneLossIsZeroWithAFiniteInterval() {
        // centre (0.5 + k/2) / (1 + k) = 0.5, half width sqrt(k (0.25 + k/4)) / (1 + k), k = z^2/2
        EloEstimate e = new EloEstimate(1, 0, 1);
        assertEquals(0.094531, e.scoreLow(), 1e-6);
        assertEquals(0.905469, e.scoreHigh(), 1e-6);
        assertEquals("+0 [-393, +393]", e.describe());
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
    void perfectScoresHaveUnboundedPointEstimates() {
        EloEstimate all = new EloEstimate(10, 0, 0);
        assertEquals(Double.POSITIVE_INFINITY, all.elo());
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
