package org.ttakji.tuning.stats;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import org.junit.jupiter.api.Test;

class ScoreDistributionTest {

    @Test
    void pentanomialMomentsByHand() {
        // 10 pairs 1,2,3,2,2 on pair means 0, 1/4, 1/2, 3/4, 1: p = .1 .2 .3 .2 .2
        ScoreDistribution d = new Pentanomial(1, 2, 3, 2, 2).distribution();
        assertArrayEquals(new double[]{0, 0.25, 0.5, 0.75, 1}, d.values());
        assertEquals(2, d.gamesPerSample());
        assertEquals(10, d.samples());
        assertEquals(0.55, d.mean(), 1e-15); // .05 + .15 + .15 + .2
        // .1·.55² + .2·.3² + .3·.05² + .2·.2² + .2·.45²
        assertEquals(0.0975, d.variance(), 1e-15);
        assertEquals(0.195, d.variancePerGame(), 1e-15);
        assertEquals(Math.sqrt(0.0975 / 10), d.standardError(), 1e-15);
        // m3 = -.1·.55³ - .2·.3³ - .3·.05³ + .2·.2³ + .2·.45³ = -0.00225
        assertEquals(-0.00225 / Math.pow(0.0975, 1.5), d.skewness(), 1e-12);
        // m4 = .1·.55⁴ + .2·.3⁴ + .3·.05⁴ + .2·.2⁴ + .2·.45⁴ = 0.01929375
        assertEquals(0.01929375 / (0.0975 * 0.0975) - 3, d.excessKurtosis(), 1e-12);
    }

    @Test
    void trinomialIsPerGame() {
        ScoreDistribution d = new Trinomial(60, 20, 20).distribution();
        assertArrayEquals(new double[]{0, 0.5, 1}, d.values());
        assertEquals(1, d.gamesPerSample());
        assertEquals(0.7, d.mean(), 1e-15);
        assertEquals(0.6 * 0.09 + 0.2 * 0.04 + 0.2 * 0.49, d.variance(), 1e-15);
        assertEquals(d.variance(), d.variancePerGame(), 0);
    }

    @Test
    void zeroCountsAreRegularisedAsFishtestDoes() {
        ScoreDistribution d = new Pentanomial(0, 0, 10, 0, 0).distribution();
        assertEquals(10.004, d.samples(), 1e-12);
        assertEquals(0.001 / 10.004, d.probabilities()[0], 1e-15);
        assertEquals(0.5, d.mean(), 1e-15); // symmetric
        assertEquals(2 * (0.001 / 10.004) * (0.25 + 0.0625), d.variance(), 1e-15);
    }

    @Test
    void shapesOtherThanTwoNPlusOneAreRefused() {
        assertThrows(IllegalArgumentException.class, () -> ScoreDistribution.of(1, 2, 3, 4));
        assertThrows(IllegalArgumentException.class, () -> ScoreDistribution.of(1));
        assertThrows(IllegalArgumentException.class, () -> ScoreDistribution.of(1, -1, 3));
    }
}
