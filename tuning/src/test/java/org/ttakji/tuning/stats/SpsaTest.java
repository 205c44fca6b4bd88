package org.ttakji.tuning.stats;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.ttakji.engines.core.SplitMix64;

class SpsaTest {
    private static final SpsaParameter PAWN = new SpsaParameter("pawn", 100, 50, 150, 4, 0.002);

    @Test
    void fishtestDefaultsForAGameCount() {
        SpsaSchedule s = SpsaSchedule.fishtest(20000);
        assertEquals(10000, s.iterations());
        assertEquals(1000, s.stability());
        assertEquals(0.602, s.alpha());
        assertEquals(0.101, s.gamma());
        assertEquals(1, SpsaSchedule.fishtest(30).stability()); // int(0.1 · 15)
    }

    @Test
    void gainsByHandEndAtCEndAndREnd() {
        SpsaSchedule s = SpsaSchedule.fishtest(20000); // N = 10000, A = 1000
        assertEquals(4 * Math.pow(10000, 0.101), s.c(PAWN), 1e-12);
        assertEquals(0.002 * 16 * Math.pow(11000, 0.602), s.a(PAWN), 1e-12);
        // first iteration: c / 1^γ, a / (A + 1)^α
        assertEquals(s.c(PAWN), s.c(PAWN, 0), 1e-12);
        assertEquals(s.a(PAWN) / Math.pow(1001, 0.602), s.a(PAWN, 0), 1e-12);
        // last iteration (k + 1 = N): c_k = c_end, a_k = r_end·c_end², R_k = r_end
        assertEquals(4, s.c(PAWN, 9999), 1e-12);
        assertEquals(0.002 * 16, s.a(PAWN, 9999), 1e-12);
        assertEquals(0.002, s.r(PAWN, 9999), 1e-15);
        // both gains shrink as k grows
        assertTrue(s.c(PAWN, 10) > s.c(PAWN, 100) && s.a(PAWN, 10) > s.a(PAWN, 100));
    }

    @Test
    void directionsAreSeededFairCoinFlips() {
        List<SpsaParameter> many = java.util.Collections.nCopies(10000, PAWN);
        double[] theta = SpsaStep.start(many);
        SpsaSchedule s = SpsaSchedule.fishtest(2000);
        SpsaStep one = SpsaStep.draw(s, many, theta, 0, new SplitMix64(99));
        SpsaStep again = SpsaStep.draw(s, many, theta, 0, new SplitMix64(99));
        assertArrayEquals(one.flips(), again.flips());
        int sum = 0;
        for (int f : one.flips()) {
            assertTrue(f == 1 || f == -1);
            sum += f;
        }
        assertTrue(Math.abs(sum) < 400, "sum of 10000 flips " + sum); // 4 standard deviations
    }

    @Test
    void pointsAreThetaPlusAndMinusCkTimesTheDirectionClipped() {
        SpsaParameter nearTop = new SpsaParameter("edge", 149, 50, 150, 4, 0.002);
        List<SpsaParameter> params = List.of(PAWN, nearTop);
        SpsaSchedule s = SpsaSchedule.fishtest(2000);
        SpsaStep step = SpsaStep.draw(s, params, new double[]{100, 149}, 5, new SplitMix64(1));
        double c0 = s.c(PAWN, 5);
        assertEquals(100 + c0 * step.flips()[0], step.plus()[0], 1e-12);
        assertEquals(100 - c0 * step.flips()[0], step.minus()[0], 1e-12);
        double up = Math.max(step.plus()[1], step.minus()[1]);
        assertEquals(150, up, 0); // 149 + c_k is past the maximum
    }

    @Test
    void theUpdateMovesTowardsTheWinningSide() {
        List<SpsaParameter> params = List.of(PAWN);
        SpsaSchedule s = SpsaSchedule.fishtest(2000);
        SpsaStep step = SpsaStep.draw(s, params, new double[]{100}, 3, new SplitMix64(7));
        int flip = step.flips()[0];
        double[] after = step.updated(new double[]{100}, 2); // the plus point won the pair 2-0
        assertEquals(100 + s.r(PAWN, 3) * s.c(PAWN, 3) * 2 * flip, after[0], 1e-12);
        assertEquals(Math.signum(step.plus()[0] - 100), Math.signum(after[0] - 100));
        assertEquals(100, step.updated(new double[]{100}, 0)[0], 0);
        assertThrows(IllegalArgumentException.class, () -> step.updated(new double[]{1, 2}, 1));
    }

    @Test
    void noisyPairResultsLeadToTheOptimum() {
        // a stand-in for matches: the plus point scores more the closer it is to 120 (noise from a seeded generator)
        SpsaParameter x = new SpsaParameter("x", 70, 0, 200, 5, 0.05);
        List<SpsaParameter> params = List.of(x);
        SpsaSchedule s = SpsaSchedule.fishtest(4000);
        SplitMix64 random = new SplitMix64(2024);
        double[] theta = SpsaStep.start(params);
        for (long k = 0; k < s.iterations(); k++) {
            SpsaStep step = SpsaStep.draw(s, params, theta, k, random);
            double gain = strength(step.plus()[0]) - strength(step.minus()[0]);
            double result = Math.max(-2, Math.min(2, gain + (random.nextDouble() - 0.5) * 2));
            theta = step.updated(theta, result);
        }
        assertEquals(120, theta[0], 5);
    }

    private static double strength(double value) {
        return -((value - 120) * (value - 120)) / 400;
    }

    @Test
    void badParametersAreRefusedByName() {
        assertEquals("SPSA parameter q: start 5.0 must be within [0.0, 4.0]", assertThrows(
                IllegalArgumentException.class, () -> new SpsaParameter("q", 5, 0, 4, 1, 0.1)).getMessage());
        assertThrows(IllegalArgumentException.class, () -> new SpsaParameter("q", 1, 0, 4, 0, 0.1));
        assertThrows(IllegalArgumentException.class, () -> new SpsaSchedule(0, 0, 0.602, 0.101));
        assertThrows(IllegalArgumentException.class, () -> SpsaSchedule.fishtest(2000).c(PAWN, -1));
    }
}
