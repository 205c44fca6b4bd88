package org.ttakji.explorer;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/** A row's score: draws count half, the interval is EloEstimate's Wilson interval. */
class ScoreTest {
    private static final double Z = 1.959963984540054;

    private static double[] wilson(double p, long n) {
        double centre = (p + Z * Z / (2 * n)) / (1 + Z * Z / n);
        double half = Z * Math.sqrt(p * (1 - p) / n + Z * Z / (4.0 * n * n)) / (1 + Z * Z / n);
        return new double[]{centre - half, centre + half};
    }

    @Test
    void withoutDrawsTheIntervalIsWilsonsScoreInterval() {
        Score s = Score.of(7, 0, 3);
        assertEquals(0.7, s.score(), 1e-12);
        double[] w = wilson(0.7, 10);
        assertEquals(w[0], s.low(), 1e-9);
        assertEquals(w[1], s.high(), 1e-9);
        assertEquals(0.396778, s.low(), 1e-6);
    }

    @Test
    void drawsAreHalfPointsAndNarrowTheIntervalAgainstACoinFlipOfTheSameMean() {
        Score s = Score.of(30, 40, 30);
        assertEquals(0.5, s.score(), 1e-12);
        assertEquals(0.4, s.drawRate(), 1e-12);
        double[] coin = wilson(0.5, 100);
        assertTrue(s.low() > coin[0] && s.high() < coin[1], s.low() + " " + s.high());
        assertEquals(0.5, (s.low() + s.high()) / 2, 1e-9, "symmetric at 1/2");
    }

    @Test
    void allWonStillHasAWidthAndCountsAddUp() {
        Score s = Score.of(2, 0, 0);
        assertEquals(1.0, s.high());
        assertEquals(2 / (2 + Z * Z), s.low(), 1e-9);
        assertEquals(Score.of(3, 1, 2), Score.of(1, 1, 0).plus(Score.of(2, 0, 2)));
        assertThrows(IllegalArgumentException.class, () -> new Score(3, 1, 1, 0));
        assertTrue(Double.isNaN(Score.of(0, 0, 0).score()));
    }
}
