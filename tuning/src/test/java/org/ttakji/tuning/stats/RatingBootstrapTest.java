package org.ttakji.tuning.stats;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.ttakji.engines.core.Result;

class RatingBootstrapTest {
    private static final Map<String, Double> TRUE_RATINGS = Map.of("A", 0.0, "B", 120.0, "C", -80.0, "D", 260.0,
            "E", 40.0);
    private static final double TRUE_ADVANTAGE = 35;
    private static final double TRUE_NU = 0.9;

    @Test
    void knownRatingsAreRecoveredWithinTheirIntervals() {
        List<RatedPair> pairs = SyntheticGames.roundRobin(TRUE_RATINGS, TRUE_ADVANTAGE, TRUE_NU, 60, 20260101);
        RatingIntervals r = RatingBootstrap.run(pairs, "A", RatingFitOptions.fitAll(), 300, 7);
        assertEquals(0, r.failedResamples());
        for (Map.Entry<String, Double> e : TRUE_RATINGS.entrySet()) {
            RatingInterval i = r.player(e.getKey()).orElseThrow();
            assertTrue(i.contains(e.getValue()), e.getKey() + " true " + e.getValue() + " not in " + i);
            assertTrue(i.low() <= i.estimate() && i.estimate() <= i.high(), i.toString());
            assertEquals(300, i.resamples());
        }
        assertTrue(r.firstMoveAdvantage().contains(TRUE_ADVANTAGE), r.firstMoveAdvantage().toString());
        assertTrue(r.drawParameter().contains(TRUE_NU), r.drawParameter().toString());
        // the anchor has no spread: every resample holds it at 0
        RatingInterval anchor = r.player("A").orElseThrow();
        assertEquals(0.0, anchor.low());
        assertEquals(0.0, anchor.high());
        // 1200 games per player give intervals of some tens of Elo, not hundreds
        RatingInterval b = r.player("B").orElseThrow();
        assertTrue(b.high() - b.low() > 20 && b.high() - b.low() < 150, b.toString());
    }

    @Test
    void aReferencePlayerSetsTheScaleOfEveryFitWhileAnotherAnchorsThem() {
        List<RatedPair> pairs = SyntheticGames.roundRobin(TRUE_RATINGS, TRUE_ADVANTAGE, TRUE_NU, 20, 11);
        RatingIntervals byA = RatingBootstrap.run(pairs, "A", RatingFitOptions.fitAll(), 50, 3);
        RatingIntervals onC = RatingBootstrap.run(pairs, "A", "C", RatingFitOptions.fitAll(), 50, 3);
        assertEquals("C", onC.fit().anchor());
        assertEquals(0.0, onC.fit().elo("C"), 1e-12);
        assertEquals(RatingKind.ANCHOR, onC.fit().player("C").orElseThrow().kind());
        assertEquals(RatingKind.ESTIMATE, onC.fit().player("A").orElseThrow().kind());
        for (String p : TRUE_RATINGS.keySet()) {
            assertEquals(byA.fit().elo(p) - byA.fit().elo("C"), onC.fit().elo(p), 1e-9, p);
        }
        RatingInterval c = onC.player("C").orElseThrow();
        assertEquals(0.0, c.low());
        assertEquals(0.0, c.high());
        assertTrue(onC.player("A").orElseThrow().high() > onC.player("A").orElseThrow().low(), "A varies against C");
    }

    @Test
    void aReferenceAtAFixedRatingShiftsEveryFitAndIntervalByThatRating() {
        List<RatedPair> pairs = SyntheticGames.roundRobin(TRUE_RATINGS, TRUE_ADVANTAGE, TRUE_NU, 20, 11);
        RatingIntervals atZero = RatingBootstrap.run(pairs, List.of(), "C", "C", RatingFitOptions.fitAll(), 50, 3);
        RatingIntervals at650 = RatingBootstrap.run(pairs, List.of(), "C", "C", 650, RatingFitOptions.fitAll(), 50, 3);
        for (String p : TRUE_RATINGS.keySet()) {
            assertEquals(atZero.fit().elo(p) + 650, at650.fit().elo(p), 1e-9, p);
            assertEquals(atZero.player(p).orElseThrow().low() + 650, at650.player(p).orElseThrow().low(), 1e-9, p);
            assertEquals(atZero.player(p).orElseThrow().high() + 650, at650.player(p).orElseThrow().high(), 1e-9, p);
        }
        RatingInterval c = at650.player("C").orElseThrow();
        assertEquals(650.0, c.low(), "the anchored reference's interval is the point of its rating");
        assertEquals(650.0, c.high());
        assertEquals(atZero.firstMoveAdvantage().low(), at650.firstMoveAdvantage().low(), 1e-12);
    }

    @Test
    void intervalsCoverTheTrueRatingsAboutNineteenTimesInTwenty() {
        // 40 independent matches (different result seeds), 4 non-anchor ratings each: 160 intervals
        int covered = 0;
        int total = 0;
        for (int dataset = 0; dataset < 40; dataset++) {
            List<RatedPair> pairs = SyntheticGames.roundRobin(TRUE_RATINGS, TRUE_ADVANTAGE, TRUE_NU, 20, 1000 + dataset);
            RatingIntervals r = RatingBootstrap.run(pairs, "A", RatingFitOptions.fitAll(), 100, dataset);
            for (Map.Entry<String, Double> e : TRUE_RATINGS.entrySet()) {
                if (!e.getKey().equals("A")) {
                    total++;
                    covered += r.player(e.getKey()).orElseThrow().contains(e.getValue()) ? 1 : 0;
                }
            }
        }
        // binomial(160, 0.95) is 152 ± 2.8; 140 is more than four standard deviations below
        assertTrue(covered >= 140 && covered < total, covered + " of " + total + " intervals cover");
    }

    @Test
    void theSameSeedGivesTheSameIntervalsAndAnotherSeedOthers() {
        List<RatedPair> pairs = SyntheticGames.roundRobin(TRUE_RATINGS, TRUE_ADVANTAGE, TRUE_NU, 10, 3);
        RatingIntervals one = RatingBootstrap.run(pairs, "A", RatingFitOptions.fitAll(), 50, 42);
        RatingIntervals again = RatingBootstrap.run(pairs, "A", RatingFitOptions.fitAll(), 50, 42);
        RatingIntervals other = RatingBootstrap.run(pairs, "A", RatingFitOptions.fitAll(), 50, 43);
        assertEquals(one, again);
        assertNotEquals(one.player("D").orElseThrow().low(), other.player("D").orElseThrow().low());
        assertEquals(one.fit(), other.fit());
    }

    @Test
    void resamplesThatCannotBeFittedAreCountedAndLeftOut() {
        // the anchor Z plays one pair only: most resamples do not contain it
        List<RatedPair> pairs = new ArrayList<>(SyntheticGames.roundRobin(Map.of("A", 0.0, "B", 30.0), 0, 1, 30, 1));
        pairs.add(new RatedPair(new RatedGame("Z", "A", Result.DRAW), new RatedGame("A", "Z", Result.FIRST_WINS)));
        RatingIntervals r = RatingBootstrap.run(pairs, "Z", RatingFitOptions.fitAll(), 40, 5);
        assertTrue(r.failedResamples() > 0 && r.failedResamples() < 40, "failed " + r.failedResamples());
        assertEquals(40 - r.failedResamples(), r.player("B").orElseThrow().resamples());
        assertThrows(IllegalArgumentException.class,
                () -> RatingBootstrap.run(pairs, "Z", RatingFitOptions.fitAll(), 0, 5));
    }

    @Test
    void percentilesInterpolateBetweenOrderStatistics() {
        double[] v = {1, 2, 3, 4, 5};
        assertEquals(1.1, RatingBootstrap.quantile(v, 0.025), 1e-12); // h = 0.1
        assertEquals(4.9, RatingBootstrap.quantile(v, 0.975), 1e-12);
        assertEquals(3, RatingBootstrap.quantile(v, 0.5), 1e-12);
        assertEquals(7, RatingBootstrap.quantile(new double[]{7}, 0.975), 0);
        assertTrue(Double.isNaN(RatingBootstrap.quantile(new double[0], 0.5)));
    }
}
