package org.ttakji.tuning;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.ttakji.engines.core.LabInputException;
import org.ttakji.engines.core.SplitMix64;
import org.ttakji.engines.eval.FeatureSet;

class LogisticModelTest {
    private static final double K = 1.2;

    /** Positions with three features (the last a constant 1, like a tempo term) and Bernoulli results. */
    private static List<Sample> positions(int n, double[] trueWeights, SplitMix64 r, double[] targets) {
        List<Sample> out = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            int[] v = {r.nextInt(9) - 4, r.nextInt(9) - 4, 1};
            double eval = trueWeights[0] * v[0] + trueWeights[1] * v[1] + trueWeights[2];
            if (targets != null) {
                targets[i] = r.nextDouble() < Texel.sigmoid(K * eval / 400) ? 1 : 0;
            }
            out.add(new Sample("g" + i, 0, 0, i, "-", targets == null ? 0.5 : targets[i], null,
                    new int[]{0, 1, 2}, v));
        }
        return out;
    }

    @Test
    void logitIsKTimesTheLinearEvaluationOver400() {
        LogisticModel m = new LogisticModel(3, K, FitSettings.DEFAULTS, null);
        double[] w = {100, -37.5, 12.25};
        m.setWeightsCp(w);
        assertArrayEquals(w, m.weightsCp(), 1e-12);
        List<Sample> ps = positions(50, w, new SplitMix64(1), null);
        double[] z = m.logits(ps);
        double[] p = m.probabilities(ps);
        for (int i = 0; i < ps.size(); i++) {
            Sample s = ps.get(i);
            double eval = w[0] * s.value(0) + w[1] * s.value(1) + w[2] * s.value(2);
            assertEquals(K * eval / 400, z[i], 1e-12);
            assertEquals(Texel.sigmoid(z[i]), p[i], 1e-12);
        }
    }

    @Test
    void fitRecoversTheWeightsThatGeneratedTheResults() {
        double[] truth = {120, -60, 25};
        int n = 20_000;
        double[] targets = new double[n];
        List<Sample> ps = positions(n, truth, new SplitMix64(9), targets);
        LogisticModel m = new LogisticModel(3, K, new FitSettings(30, 512, 0.01, 0, 1), null);
        m.fit(ps, targets, (e, l, mm) -> { });
        double[] w = m.weightsCp();
        assertEquals(truth[0], w[0], 12);
        assertEquals(truth[1], w[1], 12);
        assertEquals(truth[2], w[2], 12);
    }

    @Test
    void strongPullKeepsTheWeightsAtTheParent() {
        double[] truth = {120, -60, 25};
        double[] parent = {100, 0, 0};
        int n = 2_000;
        double[] targets = new double[n];
        List<Sample> ps = positions(n, truth, new SplitMix64(5), targets);
        LogisticModel m = new LogisticModel(3, K, new FitSettings(10, 256, 0.01, 1000, 1), parent);
        m.setWeightsCp(parent);
        m.fit(ps, targets, (e, l, mm) -> { });
        assertArrayEquals(parent, m.weightsCp(), 2.0);
    }

    /**
     * The pull counted per cp of evaluation holds a weight of a large-valued feature (tens of units, like mobility)
     * far more firmly than the pull per cp of weight does, at the same strength; a feature of unit size is pulled
     * as before (results/improve-why.md).
     */
    @Test
    void aPullPerEvaluationHoldsALargeValuedFeatureNearItsParent() {
        double[] truth = {20, 120, 0};
        double[] parent = {0, 100, 0};
        int n = 20_000;
        double[] targets = new double[n];
        SplitMix64 r = new SplitMix64(3);
        List<Sample> ps = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            int[] v = {r.nextInt(41) - 20, r.nextInt(3) - 1, 1};
            double eval = truth[0] * v[0] + truth[1] * v[1];
            targets[i] = r.nextDouble() < Texel.sigmoid(K * eval / 400) ? 1 : 0;
            ps.add(new Sample("g" + i, 0, 0, i, "-", targets[i], null, new int[]{0, 1, 2}, v));
        }
        double[] scale = Tuner.evaluationScale(ps, 3, 1);
        assertEquals(140, scale[0], 5, "mean square of a feature uniform on -20..20");
        assertEquals(1.0, scale[1], 1e-12, "max(1, 2/3)");
        double[] moved = new double[2];
        for (int byEvaluation = 0; byEvaluation < 2; byEvaluation++) {
            FitSettings settings = new FitSettings(20, 512, 0.01, 1, 1, List.of(), byEvaluation == 1);
            LogisticModel m = new LogisticModel(3, K, settings, parent, null, byEvaluation == 1 ? scale : null);
            m.setWeightsCp(parent);
            m.fit(ps, targets, (e, l, mm) -> { });
            moved[byEvaluation] = m.weightsCp()[0] - parent[0];
        }
        assertTrue(moved[0] > 10, "per weight, the large feature's weight goes most of the way: " + moved[0]);
        assertTrue(moved[1] < moved[0] / 2, "per evaluation it is held: " + moved[1] + " vs " + moved[0]);
    }

    @Test
    void frozenWeightsStayAtTheParentWhileTheOthersAreFitted() {
        double[] truth = {120, -60, 25};
        double[] parent = {100, 0, 7.3};
        int n = 20_000;
        double[] targets = new double[n];
        List<Sample> ps = positions(n, truth, new SplitMix64(9), targets);
        LogisticModel m = new LogisticModel(3, K, new FitSettings(30, 512, 0.01, 0, 1), parent,
                new boolean[]{false, false, true});
        m.setWeightsCp(parent);
        m.fit(ps, targets, (e, l, mm) -> { });
        double[] w = m.weightsCp();
        assertEquals(7.3, w[2], 1e-9, "the frozen tempo-like term");
        assertEquals(truth[0], w[0], 15);
        assertEquals(truth[1], w[1], 15);
    }

    @Test
    void freezePatternsAreNamesOrPrefixesAndAnUnknownOneIsAnError() {
        FeatureSet.Builder b = FeatureSet.builder("test-v1");
        b.add("material.pawn", "pawns");
        b.add("pst.pawn.a2", "pawn on a2");
        b.add("pst.pawn.a3", "pawn on a3");
        b.add("tempo", "side to move");
        FeatureSet set = b.build();
        FitSettings s = new FitSettings(1, 1, 0.1, 0, 1, List.of("pst.*", " tempo "));
        assertArrayEquals(new boolean[]{false, true, true, true}, s.frozenMask(set));
        LabInputException e = assertThrows(LabInputException.class,
                () -> new FitSettings(1, 1, 0.1, 0, 1, List.of("mobility.*")).frozenMask(set));
        assertTrue(e.getMessage().startsWith("--freeze: mobility.* matches no feature of test-v1"), e.getMessage());
    }
}
