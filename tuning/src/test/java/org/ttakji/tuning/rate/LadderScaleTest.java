package org.ttakji.tuning.rate;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.ttakji.engines.core.Result;
import org.ttakji.tuning.stats.RatingKind;

/**
 * The lab Elo scale tied to an anchor that scores: synthetic games of known strengths are recovered within their
 * intervals with the anchor at its fixed rating (its interval that one point); a random mover that loses every game
 * is shown with its ceiling and does not move anyone else, however many games it loses (the drift of a scale whose
 * zero is that ceiling); a ladder without the anchor falls back to the random mover at 0 and says so.
 */
class LadderScaleTest {
    private static final Ladder LADDER = Ladder.of(null, List.of("random", "lab:nodes=100", "lab:nodes=1000"));
    /** The truth with the random mover at 0; the scale below puts lab:nodes=100 at its true +300. */
    private static final Map<String, Double> TRUE = Map.of("random", 0.0, "lab:nodes=100", 300.0,
            "lab:nodes=1000", 700.0, "easy", 200.0, "normal", 500.0, "expert", 800.0);
    private static final RatingScale SCALE = new RatingScale("lab:nodes=100", 300);
    private static final Map<String, Long> LIMITS = Map.of("easy", 4_000L, "normal", 40_000L, "expert", 400_000L);

    @Test
    void knownRatingsAreRecoveredWithinTheirIntervalsWhenAnchoredAtAPlayerThatScores() {
        LadderResult r = LadderResult.of(LadderResultTest.games(LADDER, TRUE, 60, 7, 1000), LADDER, LIMITS, 5000, 300,
                1, SCALE);
        assertEquals("lab:nodes=100", r.reference());
        assertEquals("lab:nodes=100", r.fitAnchor(), "the scale's anchor holds the fit itself");
        assertFalse(r.scaleFellBack());
        LadderResult.Row anchor = r.row("lab:nodes=100").orElseThrow();
        assertEquals(300.0, anchor.rating(), 1e-9);
        assertEquals(300.0, anchor.low(), 1e-9, "the anchored player's interval is [v, v]");
        assertEquals(300.0, anchor.high(), 1e-9);
        assertEveryTrueRatingInsideItsInterval(r);
        LadderResult.Row random = r.row("random").orElseThrow();
        assertEquals(RatingKind.ESTIMATE, random.kind(), "a random mover that scored is rated like anyone");
        assertTrue(random.low() < random.high(), "and has an interval of its own: " + random);
    }

    private static void assertEveryTrueRatingInsideItsInterval(LadderResult r) {
        for (LadderResult.Row row : r.players()) {
            double truth = TRUE.get(row.name());
            assertTrue(row.low() <= truth && truth <= row.high(), row + " should contain " + truth);
        }
    }

    /** The games of {@link #LADDER} where the random mover loses every game and plays only its first n pairs. */
    private static List<LadderGame> randomLosesEverything(int randomPairs) {
        List<LadderGame> out = new ArrayList<>();
        int played = 0;
        for (LadderGame g : LadderResultTest.games(LADDER, TRUE, 10, 3, 1000)) {
            boolean first = g.first().equals("random");
            if (!first && !g.second().equals("random")) {
                out.add(g);
            } else if (played++ < 2 * randomPairs) {
                out.add(new LadderGame(g.index(), g.first(), g.second(), first ? Result.SECOND_WINS
                        : Result.FIRST_WINS, g.termination(), g.nodes(), g.timeMicros()));
            }
        }
        return out;
    }

    @Test
    void aRandomMoverThatLosesEveryGameMovesNobodyWhetherItPlayedTwoOrTwentyGames() {
        LadderResult two = LadderResult.of(randomLosesEverything(1), LADDER, LIMITS, 5000, 50, 1, SCALE);
        LadderResult twenty = LadderResult.of(randomLosesEverything(10), LADDER, LIMITS, 5000, 50, 1, SCALE);
        assertEquals(2, two.row("random").orElseThrow().games());
        assertEquals(20, twenty.row("random").orElseThrow().games());
        for (LadderResult.Row row : twenty.players()) {
            if (!row.name().equals("random")) {
                assertEquals(two.row(row.name()).orElseThrow().rating(), row.rating(), 1e-6, row.name());
            }
        }
        LadderResult.Row ceiling = twenty.row("random").orElseThrow();
        assertEquals(RatingKind.AT_MOST, ceiling.kind(), "only a ceiling when it never scores");
        assertTrue(ceiling.rating() < two.row("random").orElseThrow().rating(),
                "the ceiling falls with every game lost: " + ceiling);
        // the defect this removes: with the random mover's ceiling as the zero, everyone moves with its games
        LadderResult oldTwo = LadderResult.of(randomLosesEverything(1), LADDER, LIMITS, 5000, 50, 1);
        LadderResult oldTwenty = LadderResult.of(randomLosesEverything(10), LADDER, LIMITS, 5000, 50, 1);
        assertTrue(oldTwenty.row("expert").orElseThrow().rating() - oldTwo.row("expert").orElseThrow().rating() > 50,
                "on the random mover's ceiling the zero drifts");
    }

    @Test
    void aLadderWithoutTheScalesAnchorFallsBackToTheRandomMoverAtZeroAndSaysSo() {
        Ladder ladder = Ladder.of(null, List.of("random", "lab:nodes=1000"));
        LadderResult r = LadderResult.of(LadderResultTest.games(ladder, TRUE, 10, 9, 100), ladder, LIMITS, 5000, 50, 1,
                SCALE);
        assertTrue(r.scaleFellBack());
        assertEquals("random", r.reference());
        assertEquals(0.0, r.row("random").orElseThrow().rating(), 1e-9);
        String line = LadderReport.scaleLine(r);
        assertTrue(line.startsWith("lab Elo: random = 0 (the scale's anchor lab:nodes=100 = +300 did not play: fell"
                + " back to random = 0; fit anchored at "), line);
    }

    @Test
    void aFixedAnchorNearALevelHoldsItsRatingAndNarrowsTheLevelsInterval() {
        RatingScale twoPoints = SCALE.alsoFixing("lab:nodes=1000", 700);
        List<LadderGame> games = LadderResultTest.games(LADDER, TRUE, 60, 7, 1000);
        LadderResult one = LadderResult.of(games, LADDER, LIMITS, 5000, 300, 1, SCALE);
        LadderResult two = LadderResult.of(games, LADDER, LIMITS, 5000, 300, 1, twoPoints);
        LadderResult.Row fixed = two.row("lab:nodes=1000").orElseThrow();
        assertEquals(RatingKind.FIXED, fixed.kind());
        assertEquals(700.0, fixed.rating(), 1e-9);
        assertEquals(700.0, fixed.low(), 1e-9, "held in every resample: its interval is [v, v]");
        assertEquals(700.0, fixed.high(), 1e-9);
        assertEveryTrueRatingInsideItsInterval(two);
        LadderResult.Row expertOne = one.row("expert").orElseThrow();
        LadderResult.Row expertTwo = two.row("expert").orElseThrow();
        assertTrue(expertTwo.high() - expertTwo.low() < expertOne.high() - expertOne.low(),
                "expert (+800) is measured against its neighbour at +700, not through the chain from +300: "
                        + expertTwo + " against " + expertOne);
        assertEquals(twoPoints, two.scaleUsed());
        assertTrue(LadderReport.scaleLine(two).startsWith("lab Elo: lab:nodes=100 = +300 (the scale's anchor; fit"
                + " anchored at lab:nodes=100); held fixed: lab:nodes=1000 = +700; first-move advantage "),
                LadderReport.scaleLine(two));
        assertEquals("lab:nodes=100 at +300, lab:nodes=1000 at +700", two.scaleUsed().strengthAnchor());
    }

    @Test
    void anchorsAloneAreRatedWithoutPromises() {
        Ladder anchors = Ladder.anchorsOnly(List.of("random", "lab:nodes=100", "lab:nodes=1000"));
        LadderResult r = LadderResult.of(LadderResultTest.games(anchors, TRUE, 40, 5, 1000), anchors, Map.of(), 5000,
                200, 1, SCALE.alsoFixing("lab:nodes=1000", 650));
        assertEquals(RatingKind.ESTIMATE, r.row("lab:nodes=1000").orElseThrow().kind(),
                "a run of the anchors alone measures them: it holds none but the scale's anchor");
        assertEquals(SCALE, r.scaleUsed());
        assertEquals(List.of(), r.costs());
        assertEquals(null, r.easyVsRandom());
        LadderResult.Row top = r.row("lab:nodes=1000").orElseThrow();
        assertTrue(top.low() <= 700 && 700 <= top.high(), top.toString());
        assertEquals(3, r.players().size());
    }

    @Test
    void theReportLineNamesTheScalesAnchorAndItsRating() {
        LadderResult r = LadderResult.of(LadderResultTest.games(LADDER, TRUE, 10, 9, 100), LADDER, LIMITS, 5000, 50, 1,
                SCALE);
        String line = LadderReport.scaleLine(r);
        assertTrue(line.startsWith("lab Elo: lab:nodes=100 = +300 (the scale's anchor; fit anchored at lab:nodes=100);"
                + " first-move advantage "), line);
        assertEquals("lab:nodes=100 at +300", r.scaleUsed().strengthAnchor(), "what a levels file's strength names");
    }
}
