package org.ttakji.tuning;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import org.junit.jupiter.api.Test;
import org.ttakji.engines.core.SplitMix64;

class TexelTest {

    @Test
    void crossEntropyOfALogitIsTheTextbookFormula() {
        for (double z = -15; z <= 15; z += 0.7) { // where the naive formula is still accurate
            for (double t : new double[]{0, 0.25, 0.5, 1}) {
                double p = Texel.sigmoid(z);
                double naive = -(t * Math.log(p) + (1 - t) * Math.log(1 - p));
                if (Double.isFinite(naive)) {
                    assertEquals(naive, Texel.crossEntropyOfLogit(z, t), 1e-9 * Math.max(1, naive));
                }
            }
        }
        assertEquals(1000.0, Texel.crossEntropyOfLogit(-1000, 1), 1e-9); // no overflow far out
    }

    @Test
    void fittedKRecoversTheKThatGeneratedTheResults() {
        SplitMix64 r = new SplitMix64(3);
        int n = 40_000;
        int[] evals = new int[n];
        double[] results = new double[n];
        double trueK = 1.3;
        for (int i = 0; i < n; i++) {
            evals[i] = r.nextInt(1201) - 600;
            results[i] = r.nextDouble() < Texel.sigmoid(trueK * evals[i] / 400) ? 1 : 0;
        }
        assertEquals(trueK, Texel.fitK(evals, results), 0.05);
    }

    @Test
    void kIsFittedToTheMinimumOfTheLoss() {
        int[] evals = {-300, -100, 0, 50, 200, 400};
        double[] results = {0, 0.5, 0.5, 1, 0.5, 1};
        double k = Texel.fitK(evals, results);
        double at = Texel.crossEntropy(evals, results, k);
        assertEquals(true, at <= Texel.crossEntropy(evals, results, k * 1.01) + 1e-12);
        assertEquals(true, at <= Texel.crossEntropy(evals, results, k * 0.99) + 1e-12);
    }

    @Test
    void targetsBlendTheResultWithTheRecordedScore() {
        double k = 1.0;
        double[] t = Texel.targets(new double[]{1, 0, 0.5}, new Integer[]{400, null, 0}, 0.25, k);
        assertArrayEquals(new double[]{0.75 + 0.25 * Texel.sigmoid(1.0), 0, 0.5}, t, 1e-12);
        assertArrayEquals(new double[]{1, 0, 0.5}, Texel.targets(new double[]{1, 0, 0.5}, new Integer[]{400, null, 0}, 0, k));
        assertThrows(IllegalArgumentException.class, () -> Texel.targets(new double[]{1}, new Integer[]{1}, 1.5, k));
    }

    @Test
    void squaredErrorIsTexelsOriginalLoss() {
        assertEquals((0.25 * 0.25 + 0.25 * 0.25) / 2,
                Texel.meanSquaredError(new int[]{0, 0}, new double[]{0.75, 0.25}, 1.0), 1e-15);
    }

    @Test
    void noPositionIsAnError() {
        assertThrows(IllegalArgumentException.class, () -> Texel.fitK(new int[0], new double[0]));
    }
}
