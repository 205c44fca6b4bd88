package org.ttakji.engines.eval;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.ttakji.engines.core.Position;
import org.ttakji.engines.core.SplitMix64;
import org.ttakji.engines.core.Variant;

class TaperedTest {
    private static final int PHASE_MAX = 24;
    private static final FeatureSet SET = Tapered.builder("stub-v2", StubExtractor.SET, PHASE_MAX, "the position's phase")
            .liftsFrom(StubExtractor.SET, Tapered::sameInBothPhases).build();

    /** The stub's features a, b, c tapered by a phase the position carries as its side field (0..24). */
    private static final class TaperedStub implements FeatureExtractor {
        private final StubExtractor base = new StubExtractor();
        private final Tapered.Sink tapered = new Tapered.Sink(PHASE_MAX);

        @Override
        public Variant variant() {
            return Variant.CHESS960;
        }

        @Override
        public FeatureSet featureSet() {
            return SET;
        }

        @Override
        public void extract(Position position, FeatureSink sink) {
            base.extract(position, tapered.to(sink, position.sideToMove()));
        }
    }

    private static int evaluate(Map<String, Double> weights, int phase, int... values) {
        return new LinearEvaluator(new TaperedStub(), Weights.of(SET, weights)).evaluate(new StubPosition(phase, values));
    }

    @Test
    void everyBaseFeatureHasAMiddlegameAndAnEndgameCopyAndTheSetDividesByThePhaseMaximum() {
        assertEquals(List.of("a.mg", "a.eg", "b.mg", "b.eg", "c.mg", "c.eg"), SET.names());
        assertEquals(PHASE_MAX, SET.valueScale());
        assertTrue(Tapered.isCopyOf("a.mg", "a") && Tapered.isCopyOf("a.eg", "a"));
        assertFalse(Tapered.isCopyOf("ab.mg", "a") || Tapered.isCopyOf("a", "a"));
    }

    @Test
    void aWeightIsItsMiddlegameValueAtFullPhaseItsEndgameValueAtPhaseZeroAndBlendsLinearlyBetween() {
        Map<String, Double> w = Map.of("a.mg", 300.0, "a.eg", 100.0, "b.mg", 0.0, "b.eg", 0.0, "c.mg", 0.0, "c.eg", 0.0);
        assertEquals(300, evaluate(w, PHASE_MAX, 1, 0, 0));
        assertEquals(100, evaluate(w, 0, 1, 0, 0));
        assertEquals(200, evaluate(w, PHASE_MAX / 2, 1, 0, 0));
        assertEquals(-2 * 250, evaluate(w, 18, -2, 0, 0));
    }

    @Test
    void weightsOfTheBaseSetLiftedIntoBothPhasesEvaluateEveryPositionAsTheBaseSetDid() {
        SplitMix64 r = new SplitMix64(3);
        FeatureSet.Lift lift = SET.liftFrom(StubExtractor.SET.id(), StubExtractor.SET.hash());
        for (int trial = 0; trial < 2000; trial++) {
            double[] base = {r.nextDouble() * 400 - 200, r.nextDouble() * 10 - 5, r.nextDouble() - 0.5};
            Weights plain = Weights.of(StubExtractor.SET, base);
            int[] values = {r.nextInt(41) - 20, r.nextInt(201) - 100, r.nextInt(2001) - 1000};
            int expected = new LinearEvaluator(new StubExtractor(), plain).evaluate(new StubPosition(0, values));
            assertEquals(expected, evaluate(lift.convert().apply(plain.toMap()), r.nextInt(PHASE_MAX + 1), values));
        }
    }

    @Test
    void theTunersVectorReproducesTheEngineOfATaperedSet() {
        SplitMix64 r = new SplitMix64(9);
        TaperedStub fx = new TaperedStub();
        FeatureVector x = new FeatureVector(SET);
        for (int trial = 0; trial < 2000; trial++) {
            double[] w = new double[SET.size()];
            double[] range = {200, 10, 1}; // |w · x| stays below the evaluation's clamp
            for (int i = 0; i < w.length; i++) {
                w[i] = (r.nextDouble() - 0.5) * range[i / 2];
            }
            Weights weights = Weights.of(SET, w);
            StubPosition p = new StubPosition(r.nextInt(PHASE_MAX + 1), r.nextInt(41) - 20, r.nextInt(201) - 100,
                    r.nextInt(2001) - 1000);
            x.clear();
            fx.extract(p, x);
            int engine = new LinearEvaluator(new TaperedStub(), weights).evaluate(p);
            assertEquals(engine, weights.evaluate(x));
            assertEquals(weights.rawScore(x), engine, 0.5 + 3 * 1000.0 / 2048 + 1e-9);
        }
    }

    @Test
    void aSetLiftsOnlyFromTheSetsItNames() {
        assertNull(SET.liftFrom("stub-v1", "0".repeat(64)));
        assertNull(StubExtractor.SET.liftFrom(SET.id(), SET.hash()));
    }
}
