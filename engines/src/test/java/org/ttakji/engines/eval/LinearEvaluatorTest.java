package org.ttakji.engines.eval;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.Map;
import org.junit.jupiter.api.Test;
import org.ttakji.engines.core.LabInputException;
import org.ttakji.engines.core.SplitMix64;

class LinearEvaluatorTest {

    @Test
    void evaluationIsTheDotProductInCentipawns() {
        Weights w = Weights.of(StubExtractor.SET, new double[]{100, -2.5, 0.25});
        LinearEvaluator e = new LinearEvaluator(new StubExtractor(), w);
        assertEquals(100 * 3 - 2.5 * 2 + 0.25 * 4, e.evaluate(new StubPosition(0, 3, 2, 4)));
    }

    @Test
    void tunerVectorReproducesTheEngineExactly() {
        SplitMix64 r = new SplitMix64(7);
        StubExtractor fx = new StubExtractor();
        FeatureVector x = new FeatureVector(fx.featureSet());
        for (int trial = 0; trial < 2000; trial++) {
            double[] wv = {r.nextDouble() * 400 - 200, r.nextDouble() * 10 - 5, r.nextDouble() - 0.5};
            Weights w = Weights.of(fx.featureSet(), wv);
            StubPosition p = new StubPosition(0, r.nextInt(41) - 20, r.nextInt(201) - 100, r.nextInt(2001) - 1000);
            x.clear();
            fx.extract(p, x);
            int engine = new LinearEvaluator(new StubExtractor(), w).evaluate(p);
            assertEquals(engine, w.evaluate(x));
            // a float model differs only by rounding
            assertEquals(w.rawScore(x), engine, 0.5 + 3 * 1000.0 / 2048 + 1e-9);
        }
    }

    @Test
    void fixedPointSumRoundsHalfUp() {
        assertEquals(1, Weights.toCentipawns(512));
        assertEquals(0, Weights.toCentipawns(511));
        assertEquals(0, Weights.toCentipawns(-512));
        assertEquals(-1, Weights.toCentipawns(-513));
    }

    @Test
    void evaluationStaysBelowTheMateScores() {
        Weights w = Weights.of(StubExtractor.SET, new double[]{100_000, 0, 0});
        LinearEvaluator e = new LinearEvaluator(new StubExtractor(), w);
        assertEquals(Weights.MAX_EVAL_CP, e.evaluate(new StubPosition(0, 9, 0, 0)));
        assertEquals(-Weights.MAX_EVAL_CP, e.evaluate(new StubPosition(0, -9, 0, 0)));
    }

    @Test
    void weightsOfAnotherFeatureSetAreRefused() {
        FeatureSet.Builder b = FeatureSet.builder("other-v1");
        b.add("a", "x");
        b.add("b", "y");
        b.add("c", "z");
        Weights other = Weights.of(b.build(), new double[3]);
        assertThrows(IllegalArgumentException.class, () -> new LinearEvaluator(new StubExtractor(), other));
    }

    @Test
    void weightsByNameListEveryMissingAndUnknownFeature() {
        LabInputException e = assertThrows(LabInputException.class,
                () -> Weights.of(StubExtractor.SET, Map.of("a", 1.0, "zz", 2.0)));
        assertEquals("missing features b, c; unknown feature zz (not in stub-v1)", e.getMessage());
        assertThrows(IllegalArgumentException.class,
                () -> Weights.of(StubExtractor.SET, new double[]{Double.NaN, 0, 0}));
    }

    @Test
    void featureVectorAddsRepeatedReportsAndClears() {
        FeatureVector x = new FeatureVector(StubExtractor.SET);
        x.add(2, 3);
        x.add(0, 1);
        x.add(2, 4);
        assertEquals(7, x.get(2));
        assertEquals(2, x.nonZeroCount());
        x.sortIndexes();
        assertEquals(0, x.index(0));
        assertEquals(7, x.value(1));
        x.clear();
        assertEquals(0, x.get(2));
        assertEquals(0, x.nonZeroCount());
    }
}
