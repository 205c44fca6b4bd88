package org.ttakji.tuning.stats;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Locale;
import org.junit.jupiter.api.Test;

class SprtTest {

    private static String twoDigits(double x) {
        return String.format(Locale.ROOT, "%.2f", x);
    }

    /**
     * A finished fishtest run stored in full precision (run 6549951b136acbc573529528, "phRed8", kept as test data in
     * M. Van den Bergh's vtjson benchmarks): normalized bounds 0..2, pentanomial 369, 12695, 27124, 12664, 332,
     * "llr": -2.936953911013966, shown as "LLR: -2.94 (-2.94,2.94) <0.00,2.00>", state rejected.
     */
    @Test
    void reproducesAStoredFishtestLlrToAllItsDigits() {
        // to 1e-10, not 1e-15: the LLR is N·Σ p·(ln q1 - ln q0), a sum of about 5e-5 from logarithms near -1..-6,
        // so with N = 53184 the rounding of the logarithms alone moves it by about 1e-11 (and fishtest's root
        // finder stops at 2e-12)
        Sprt sprt = Sprt.normalized(0, 2);
        Pentanomial p = Pentanomial.of(369, 12695, 27124, 12664, 332);
        assertEquals(-2.936953911013966, sprt.llr(p), 1e-10);
        SprtResult r = sprt.test(p);
        assertEquals("LLR: -2.94 (-2.94,2.94) <0.00,2.00>", r.describe());
        // fishtest ended it by its overshoot-corrected bound; Wald's bound -2.944 is not reached yet
        assertEquals(SprtDecision.CONTINUE, r.decision());
        assertEquals(-2.9444389791664403, sprt.lowerBound(), 1e-15);
        assertEquals(2.9444389791664403, sprt.upperBound(), 1e-15);
    }

    /**
     * A fishtest instance's non-regression run quoted with its exact terminal LLR (Xiangqi, normalized bounds
     * -1.75..0.25): Ptnml 53, 4675, 12862, 4701, 139, "exact terminal LLR was 2.9552727429174466".
     */
    @Test
    void reproducesANonRegressionLlr() {
        SprtResult r = Sprt.normalized(-1.75, 0.25).test(Pentanomial.of(53, 4675, 12862, 4701, 139));
        assertEquals(2.9552727429174466, r.llr(), 1e-10);
        assertEquals(SprtDecision.ACCEPT_H1, r.decision());
        assertEquals("LLR: 2.96 (-2.94,2.94) <-1.75,0.25>", r.describe());
    }

    /**
     * Stockfish commit "Multi cut pruning correction history" (as quoted with its fishtest lines):
     * STC "LLR: 2.93 (-2.94,2.94) <0.00,2.00>", Ptnml 372, 17511, 39320, 17934, 399;
     * LTC "LLR: 2.96 (-2.94,2.94) <0.50,2.50>", Ptnml 39, 11353, 31686, 11822, 33.
     */
    @Test
    void reproducesAStockfishCommitsNormalizedTests() {
        assertEquals("2.93", twoDigits(Sprt.normalized(0, 2).llr(Pentanomial.of(372, 17511, 39320, 17934, 399))));
        assertEquals("2.96", twoDigits(Sprt.normalized(0.5, 2.5).llr(Pentanomial.of(39, 11353, 31686, 11822, 33))));
    }

    /**
     * Stockfish commit of December 2020 ("closes #3273", LMR for captures; fishtest tests 5fe50b9d3932f79192d3973c and
     * 5fe552e43932f79192d39744), from the time of logistic bounds: STC "LLR: 2.95 (-2.94,2.94) {-0.25,1.25}", Ptnml
     * 292, 5905, 28939, 6129, 299; LTC "LLR: 2.92 (-2.94,2.94) {0.25,1.25}", Ptnml 5, 418, 6043, 506, 12.
     */
    @Test
    void reproducesAStockfishCommitsLogisticTests() {
        SprtResult stc = Sprt.logistic(-0.25, 1.25).test(Pentanomial.of(292, 5905, 28939, 6129, 299));
        assertEquals("LLR: 2.95 (-2.94,2.94) {-0.25,1.25}", stc.describe());
        assertEquals(SprtDecision.ACCEPT_H1, stc.decision());
        assertEquals("2.92", twoDigits(Sprt.logistic(0.25, 1.25).llr(Pentanomial.of(5, 418, 6043, 506, 12))));
    }

    @Test
    void constrainedEstimatesMeetTheirConstraints() {
        ScoreDistribution d = Pentanomial.of(30, 200, 500, 220, 50).distribution();
        double[] a = d.values();
        double[] p = d.probabilities();
        double[] q = ConstrainedMle.withExpectation(a, p, 0.53);
        assertEquals(1, java.util.Arrays.stream(q).sum(), 1e-9);
        assertEquals(0.53, ConstrainedMle.mean(a, q), 1e-9);
        double[] r = ConstrainedMle.withTValue(a, p, 0.5, 0.1);
        double mu = ConstrainedMle.mean(a, r);
        assertEquals(1, java.util.Arrays.stream(r).sum(), 1e-9);
        assertEquals(0.1, (mu - 0.5) / Math.sqrt(ConstrainedMle.variance(a, r, mu)), 1e-7);
        // the unconstrained MLE is the empirical distribution: at its own mean nothing moves
        double[] same = ConstrainedMle.withExpectation(a, p, d.mean());
        for (int i = 0; i < a.length; i++) {
            assertEquals(p[i], same[i], 1e-12);
        }
    }

    @Test
    void llrIsZeroMidwayAndSignsFollowTheData() {
        // an even match lies as far from -2 as from +2: the LLR of <-2,2> is 0 by symmetry
        Pentanomial even = Pentanomial.of(10, 100, 300, 100, 10);
        assertEquals(0, Sprt.normalized(-2, 2).llr(even), 1e-9);
        assertTrue(Sprt.normalized(0, 2).llr(even) < 0);
        assertTrue(Sprt.normalized(-2, 0).llr(even) > 0);
    }

    @Test
    void trinomialLlrUsesPerGameTValues() {
        // the trinomial counterpart of fishtest's LLR_normalized: t = nElo / (800 / ln 10), no √2
        Trinomial games = new Trinomial(1100, 2000, 900);
        double llr = Sprt.normalized(0, 5).llr(games);
        assertTrue(llr > 0, "a 52.5% score over 4000 games favours 5 nElo over 0: " + llr);
        assertEquals(SprtDecision.ACCEPT_H1, Sprt.normalized(0, 5).decide(3.0));
        assertEquals(SprtDecision.ACCEPT_H0, Sprt.normalized(0, 5).decide(-3.0));
    }

    @Test
    void waldBoundsFollowAlphaAndBeta() {
        Sprt s = new Sprt(0.05, 0.1, 0, 2, EloModel.NORMALIZED);
        assertEquals(Math.log(0.1 / 0.95), s.lowerBound(), 1e-15);
        assertEquals(Math.log(0.9 / 0.05), s.upperBound(), 1e-15);
        assertThrows(IllegalArgumentException.class, () -> new Sprt(0, 0.05, 0, 2, EloModel.NORMALIZED));
        assertThrows(IllegalArgumentException.class, () -> new Sprt(0.6, 0.5, 0, 2, EloModel.NORMALIZED));
        assertThrows(IllegalArgumentException.class, () -> Sprt.normalized(2, 0));
    }
}
