package org.ttakji.tuning.stats;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.ttakji.tuning.EloEstimate;

class MatchEloTest {

    /**
     * Fishtest test 696a9e83cec152c6220c1d1d (60000 games, quoted with fishtest's own lines in a third-party README):
     * "Elo: 55.03 ± 1.4 (95%) LOS: 100.0%", "Ptnml(0-2): 48, 3203, 14470, 11835, 444",
     * "nElo: 112.79 ± 3.0 (95%)".
     */
    @Test
    void matchesFishtestsPublishedEloAndNormalizedElo() {
        MatchElo m = MatchElo.of(Pentanomial.of(48, 3203, 14470, 11835, 444));
        assertEquals("55.03", String.format(java.util.Locale.ROOT, "%.2f", m.elo().estimate()));
        assertEquals("1.4", String.format(java.util.Locale.ROOT, "%.1f", m.elo().halfWidth()));
        assertEquals("112.79", String.format(java.util.Locale.ROOT, "%.2f", m.normalizedElo().estimate()));
        assertEquals("3.0", String.format(java.util.Locale.ROOT, "%.1f", m.normalizedElo().halfWidth()));
        assertEquals("Elo: 55.03 ± 1.4 (95%) LOS: 100.0% nElo: 112.79 ± 3.0 (95%)", m.describe());
    }

    /**
     * Fishtest test 5f28fe6ea5abc164f05e4c4c (NNUE against classical, in Stockfish's NNUE documentation):
     * "ELO: 92.77 +-2.1 (95%) LOS: 100.0%", "Ptnml(0-2): 609, 3850, 9708, 10948, 4885".
     */
    @Test
    void matchesTheNnueMergeTest() {
        MatchElo m = MatchElo.of(Pentanomial.of(609, 3850, 9708, 10948, 4885));
        assertEquals("92.77 2.1", String.format(java.util.Locale.ROOT, "%.2f %.1f", m.elo().estimate(),
                m.elo().halfWidth()));
        assertEquals(1.0, m.likelihoodOfSuperiority(), 1e-9);
    }

    @Test
    void pentanomialFormulasByHand() {
        // pairs 1,2,3,2,2: μ = .55, v = .0975, N = 10 (ScoreDistributionTest)
        MatchElo m = MatchElo.of(new Pentanomial(1, 2, 3, 2, 2));
        double se = Math.sqrt(0.0975 / 10);
        assertEquals(-400 * Math.log10(1 / 0.55 - 1), m.elo().estimate(), 1e-9);
        assertEquals(-400 * Math.log10(1 / (0.55 - EloEstimate.Z95 * se) - 1), m.elo().low(), 1e-9);
        assertEquals(-400 * Math.log10(1 / (0.55 + EloEstimate.Z95 * se) - 1), m.elo().high(), 1e-9);
        assertEquals(0.5 * org.apache.commons.math3.special.Erf.erfc(-0.05 / se / Math.sqrt(2)),
                m.likelihoodOfSuperiority(), 1e-12);
        double t = 0.05 / Math.sqrt(0.0975);
        double nElo = 800 / Math.log(10) / Math.sqrt(2) * t;
        assertEquals(nElo, m.normalizedElo().estimate(), 1e-9);
        // the same as (μ - 1/2) / σ_pg · 800 / ln 10 with σ_pg² = 2v
        assertEquals(0.05 / Math.sqrt(2 * 0.0975) * 800 / Math.log(10), nElo, 1e-9);
        double skew = -0.00225 / Math.pow(0.0975, 1.5);
        double exkurt = 0.01929375 / (0.0975 * 0.0975) - 3;
        double delta = 800 / Math.log(10) / Math.sqrt(2) * EloEstimate.Z95
                * Math.sqrt((1 - t * skew + t * t * (exkurt + 2) / 4) / 10);
        assertEquals(nElo - delta, m.normalizedElo().low(), 1e-9);
        assertEquals(nElo + delta, m.normalizedElo().high(), 1e-9);
    }

    @Test
    void trinomialIsTheNormalApproximationAroundTheSameEstimate() {
        // 60-20-20: μ = .7, per-game variance .16, se = .04
        Trinomial games = new Trinomial(60, 20, 20);
        MatchElo m = MatchElo.of(games);
        EloEstimate wilson = new EloEstimate(60, 20, 20);
        assertEquals(wilson.elo(), m.elo().estimate(), 1e-9);
        assertEquals(EloEstimate.eloOf(0.7 - EloEstimate.Z95 * 0.04), m.elo().low(), 1e-9);
        assertEquals(EloEstimate.eloOf(0.7 + EloEstimate.Z95 * 0.04), m.elo().high(), 1e-9);
        assertEquals(0.2 / 0.4 * 800 / Math.log(10), m.normalizedElo().estimate(), 1e-9);
    }

    @Test
    void anEvenMatchIsZeroWithSymmetricIntervalsAndLosOneHalf() {
        MatchElo m = MatchElo.of(Pentanomial.of(5, 20, 50, 20, 5));
        assertEquals(0, m.elo().estimate(), 1e-9);
        assertEquals(-m.elo().low(), m.elo().high(), 1e-9);
        assertEquals(0, m.normalizedElo().estimate(), 1e-9);
        assertEquals(0.5, m.likelihoodOfSuperiority(), 1e-12);
    }

    @Test
    void anIntervalPastAPerfectScoreIsUnbounded() {
        MatchElo m = MatchElo.of(Pentanomial.of(0, 0, 0, 1, 3));
        assertTrue(Double.isFinite(m.elo().estimate()));
        assertEquals(Double.POSITIVE_INFINITY, m.elo().high());
    }
}
