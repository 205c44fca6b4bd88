package org.ttakji.engines.play;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.lang.reflect.Proxy;
import org.junit.jupiter.api.Test;
import org.ttakji.engines.core.Position;
import org.ttakji.engines.core.SplitMix64;

class NoisyEvaluatorTest {
    /** A position that only knows its hash. */
    private static Position withHash(long hash) {
        return (Position) Proxy.newProxyInstance(Position.class.getClassLoader(), new Class<?>[]{Position.class},
                (proxy, method, args) -> {
                    if (method.getName().equals("hash")) {
                        return hash;
                    }
                    throw new UnsupportedOperationException(method.getName());
                });
    }

    @Test
    void noiseHasTheLevelsStandardDeviationAndIsBounded() {
        NoisyEvaluator e = new NoisyEvaluator(p -> 100, 50);
        e.setSalt(7);
        SplitMix64 r = new SplitMix64(3);
        double sum = 0;
        double sq = 0;
        int n = 50_000;
        for (int i = 0; i < n; i++) {
            int d = e.evaluate(withHash(r.nextLong())) - 100;
            assertTrue(Math.abs(d) <= 174, "bounded at 3.46 sigma: " + d);
            sum += d;
            sq += (double) d * d;
        }
        assertEquals(0, sum / n, 1.0);
        assertEquals(50, Math.sqrt(sq / n), 1.0);
    }

    @Test
    void samePositionAndSaltSameNoiseAnotherSaltOtherNoise() {
        NoisyEvaluator e = new NoisyEvaluator(p -> 0, 80);
        e.setSalt(1);
        int a = e.evaluate(withHash(12345));
        assertEquals(a, e.evaluate(withHash(12345)));
        int differing = 0;
        for (long salt = 2; salt < 12; salt++) {
            e.setSalt(salt);
            differing += e.evaluate(withHash(12345)) != a ? 1 : 0;
        }
        assertTrue(differing >= 8, "other salts give other noise");
    }
}
