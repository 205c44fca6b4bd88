package org.ttakji.tuning.stats;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.ttakji.engines.core.Result.DRAW;
import static org.ttakji.engines.core.Result.FIRST_WINS;
import static org.ttakji.engines.core.Result.SECOND_WINS;
import static org.ttakji.tuning.stats.SyntheticGames.times;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.ttakji.engines.core.LabInputException;

class RatingFitTest {
    private static final Map<String, Double> TRUE_RATINGS = Map.of("A", 0.0, "B", 120.0, "C", -80.0, "D", 260.0,
            "E", 40.0);

    @Test
    void atTheMaximumExpectedPointsDrawsAndFirstMoverPointsEqualTheObservedOnes() {
        List<RatedGame> games = SyntheticGames.games(SyntheticGames.roundRobin(TRUE_RATINGS, 30, 0.8, 40, 11));
        RatingTable t = RatingFit.fit(games, "A", RatingFitOptions.fitAll());
        double firstPoints = 0;
        double firstExpected = 0;
        double draws = 0;
        double expectedDraws = 0;
        Map<String, double[]> perPlayer = new java.util.HashMap<>(); // expected, actual
        for (RatedGame g : games) {
            double diff = t.elo(g.first()) - t.elo(g.second()) + t.firstMoveAdvantage();
            double[] p = DavidsonModel.probabilities(diff, t.drawParameter());
            double e = p[0] + p[1] / 2;
            firstPoints += g.firstScore();
            firstExpected += e;
            draws += g.firstScore() == 0.5 ? 1 : 0;
            expectedDraws += p[1];
            perPlayer.computeIfAbsent(g.first(), k -> new double[2])[0] += e;
            perPlayer.get(g.first())[1] += g.firstScore();
            perPlayer.computeIfAbsent(g.second(), k -> new double[2])[0] += 1 - e;
            perPlayer.get(g.second())[1] += 1 - g.firstScore();
        }
        assertEquals(firstPoints, firstExpected, 1e-6);
        assertEquals(draws, expectedDraws, 1e-6);
        for (Map.Entry<String, double[]> e : perPlayer.entrySet()) {
            assertEquals(e.getValue()[1], e.getValue()[0], 1e-6, e.getKey());
            assertEquals(e.getValue()[1], t.player(e.getKey()).orElseThrow().points(), 1e-9);
        }
        assertTrue(t.iterations() < 30, "Newton steps: " + t.iterations());
    }

    @Test
    void theAnchorIsZeroAndAnotherAnchorShiftsEveryRatingAlike() {
        List<RatedGame> games = SyntheticGames.games(SyntheticGames.roundRobin(TRUE_RATINGS, 30, 0.8, 20, 5));
        RatingTable byA = RatingFit.fit(games, "A", RatingFitOptions.fitAll());
        RatingTable byC = RatingFit.fit(games, "C", RatingFitOptions.fitAll());
        assertEquals(0.0, byA.elo("A"));
        assertEquals(RatingKind.ANCHOR, byA.player("A").orElseThrow().kind());
        assertEquals(0.0, byC.elo("C"));
        for (String p : TRUE_RATINGS.keySet()) {
            assertEquals(byA.elo(p) - byA.elo("C"), byC.elo(p), 1e-6, p);
        }
        assertEquals(byA.firstMoveAdvantage(), byC.firstMoveAdvantage(), 1e-6);
        assertEquals(byA.drawParameter(), byC.drawParameter(), 1e-9);
    }

    @Test
    void playersHeldAtTheRatingsTheFitGivesThemChangeNothingAndAreShownAsFixed() {
        List<RatedGame> games = SyntheticGames.games(SyntheticGames.roundRobin(TRUE_RATINGS, 30, 0.8, 20, 5));
        RatingTable free = RatingFit.fit(games, "A", RatingFitOptions.fitAll());
        RatingTable held = RatingFit.fit(games, "A", Map.of("D", free.elo("D"), "Z", 999.0),
                RatingFitOptions.fitAll());
        for (String p : TRUE_RATINGS.keySet()) {
            assertEquals(free.elo(p), held.elo(p), 1e-6, p);
        }
        assertEquals(RatingKind.FIXED, held.player("D").orElseThrow().kind());
        assertEquals(RatingKind.ANCHOR, held.player("A").orElseThrow().kind());
        assertTrue(held.player("Z").isEmpty(), "a held player that did not play is left out");
        assertEquals(free.firstMoveAdvantage(), held.firstMoveAdvantage(), 1e-6);
    }

    @Test
    void playersHeldAtTheirTrueRatingsPullTheOthersTowardsTheirs() {
        List<RatedGame> games = SyntheticGames.games(SyntheticGames.roundRobin(TRUE_RATINGS, 30, 0.8, 200, 17));
        RatingTable t = RatingFit.fit(games, "A", Map.of("D", 260.0, "C", -80.0), RatingFitOptions.fitAll());
        assertEquals(260.0, t.elo("D"), 0.0);
        assertEquals(-80.0, t.elo("C"), 0.0);
        for (String p : List.of("B", "E")) {
            assertEquals(TRUE_RATINGS.get(p), t.elo(p), 30, p); // 800 games each: a standard error near 12
        }
        assertTrue(assertThrows(LabInputException.class, () -> RatingFit.fit(games, "A",
                Map.of("D", Double.NaN), RatingFitOptions.fitAll())).getMessage().contains("'D' is held at"));
    }

    @Test
    void mirroredResultsGiveMirroredRatings() {
        // B does against A exactly what A does against C, colours included: B - A = A - C
        List<RatedGame> games = new ArrayList<>();
        for (String[] up : new String[][]{{"B", "A"}, {"A", "C"}}) {
            games.addAll(times(7, up[0], up[1], FIRST_WINS));
            games.addAll(times(9, up[0], up[1], DRAW));
            games.addAll(times(4, up[0], up[1], SECOND_WINS));
            games.addAll(times(5, up[1], up[0], FIRST_WINS));
            games.addAll(times(10, up[1], up[0], DRAW));
            games.addAll(times(5, up[1], up[0], SECOND_WINS));
        }
        RatingTable t = RatingFit.fit(games, "A", RatingFitOptions.fitAll());
        assertTrue(t.elo("B") > 0);
        assertEquals(-t.elo("B"), t.elo("C"), 1e-9);
    }

    @Test
    void anEvenMatchWithEvenColoursIsZeroWithoutAdvantage() {
        List<RatedGame> games = new ArrayList<>();
        games.addAll(times(3, "A", "B", FIRST_WINS));
        games.addAll(times(3, "B", "A", FIRST_WINS));
        games.addAll(times(3, "A", "B", SECOND_WINS));
        games.addAll(times(3, "B", "A", SECOND_WINS));
        games.addAll(times(4, "A", "B", DRAW));
        games.addAll(times(4, "B", "A", DRAW));
        RatingTable t = RatingFit.fit(games, "A", RatingFitOptions.fitAll());
        assertEquals(0, t.elo("B"), 1e-9);
        assertEquals(0, t.firstMoveAdvantage(), 1e-9);
        // 8 draws in 20 games between equals: ν / (2 + ν) = 0.4
        assertEquals(DavidsonModel.drawParameterForEqualDrawRatio(0.4), t.drawParameter(), 1e-9);
    }

    @Test
    void withoutDrawsTheDrawParameterIsZeroAndTheFitIsBradleyTerry() {
        // 3 wins to 1 as first player and as second: odds 3, 400·log10(3) Elo
        List<RatedGame> games = new ArrayList<>();
        games.addAll(times(3, "A", "B", FIRST_WINS));
        games.addAll(times(1, "A", "B", SECOND_WINS));
        games.addAll(times(3, "B", "A", SECOND_WINS));
        games.addAll(times(1, "B", "A", FIRST_WINS));
        RatingTable t = RatingFit.fit(games, "B", RatingFitOptions.fitAll());
        assertEquals(0, t.drawParameter());
        assertEquals(400 * Math.log10(3), t.elo("A"), 1e-6);
        assertEquals(0, t.firstMoveAdvantage(), 1e-6);
    }

    @Test
    void aGivenAdvantageOrDrawParameterIsKept() {
        List<RatedGame> games = SyntheticGames.games(SyntheticGames.roundRobin(TRUE_RATINGS, 30, 0.8, 10, 3));
        RatingTable t = RatingFit.fit(games, "A", new RatingFitOptions(55.0, 1.25));
        assertEquals(55.0, t.firstMoveAdvantage());
        assertEquals(1.25, t.drawParameter());
        assertTrue(RatingFit.fit(games, "A", RatingFitOptions.fitAll()).logLikelihood() > t.logLikelihood());
    }

    @Test
    void aPerfectWinnerGetsOrdosFloorAndLeavesTheOthersAsWithoutIt() {
        List<RatedGame> core = SyntheticGames.games(SyntheticGames.roundRobin(
                Map.of("A", 0.0, "B", 50.0, "C", -50.0), 20, 0.6, 15, 9));
        List<RatedGame> games = new ArrayList<>(core);
        games.addAll(times(4, "W", "A", FIRST_WINS));
        games.addAll(times(4, "B", "W", SECOND_WINS));
        games.addAll(times(2, "L", "C", SECOND_WINS));
        games.addAll(times(2, "A", "L", FIRST_WINS));
        RatingTable t = RatingFit.fit(games, "A", RatingFitOptions.fitAll());
        RatingTable alone = RatingFit.fit(core, "A", RatingFitOptions.fitAll());
        assertEquals(alone.elo("B"), t.elo("B"), 1e-9);
        assertEquals(alone.elo("C"), t.elo("C"), 1e-9);
        assertEquals(RatingKind.AT_LEAST, t.player("W").orElseThrow().kind());
        assertEquals(RatingKind.AT_MOST, t.player("L").orElseThrow().kind());
        // the floor: W's expected points over its 8 games are 8 - 1/2
        double expected = 4 * t.expectedFirstScore(t.elo("W") - t.elo("A"))
                + 4 * (1 - t.expectedFirstScore(t.elo("B") - t.elo("W")));
        assertEquals(7.5, expected, 1e-6);
        double lossExpected = 2 * t.expectedFirstScore(t.elo("L") - t.elo("C"))
                + 2 * (1 - t.expectedFirstScore(t.elo("A") - t.elo("L")));
        assertEquals(0.5, lossExpected, 1e-6);
        assertTrue(t.elo("W") > t.elo("B") && t.elo("L") < t.elo("C"));
    }

    @Test
    void aPerfectAnchorOrAnUnknownOneIsRefused() {
        List<RatedGame> games = new ArrayList<>(times(3, "A", "B", DRAW));
        games.addAll(times(2, "W", "A", FIRST_WINS));
        assertEquals("anchor 'W' won every game against the others: its rating is unbounded, choose another anchor",
                assertThrows(LabInputException.class, () -> RatingFit.fit(games, "W", RatingFitOptions.fitAll()))
                        .getMessage());
        assertEquals("anchor 'Z' played none of the 5 games",
                assertThrows(LabInputException.class, () -> RatingFit.fit(games, "Z", RatingFitOptions.fitAll()))
                        .getMessage());
        assertEquals("no games to rate", assertThrows(LabInputException.class,
                () -> RatingFit.fit(List.of(), "A", RatingFitOptions.fitAll())).getMessage());
    }

    @Test
    void aGroupThatWonEveryGameAgainstTheAnchorsGroupIsNamed() {
        // A and B beat each other and C and D, who beat each other: A and B are not perfect, yet unbounded
        List<RatedGame> games = new ArrayList<>();
        games.addAll(times(2, "A", "B", FIRST_WINS));
        games.addAll(times(2, "B", "A", FIRST_WINS));
        games.addAll(times(2, "C", "D", FIRST_WINS));
        games.addAll(times(2, "D", "C", FIRST_WINS));
        games.addAll(times(2, "A", "C", FIRST_WINS));
        games.addAll(times(2, "D", "B", SECOND_WINS));
        LabInputException e = assertThrows(LabInputException.class,
                () -> RatingFit.fit(games, "C", RatingFitOptions.fitAll()));
        assertEquals("ratings relative to the anchor 'C' cannot be estimated: [A, B] won every game against the "
                + "anchor's group (players with a perfect score are set aside first)", e.getMessage());
        LabInputException apart = assertThrows(LabInputException.class, () -> RatingFit.fit(
                List.of(new RatedGame("A", "B", DRAW), new RatedGame("C", "D", DRAW)), "A", RatingFitOptions.fitAll()));
        assertTrue(apart.getMessage().contains("[C, D] played no game linking them to the anchor's group"),
                apart.getMessage());
    }

    @Test
    void degenerateModelParametersAreRefused() {
        assertEquals("all 4 games were drawn: the draw parameter has no finite estimate (give one)",
                assertThrows(LabInputException.class, () -> RatingFit.fit(times(4, "A", "B", DRAW), "A",
                        RatingFitOptions.fitAll())).getMessage());
        RatingTable given = RatingFit.fit(times(4, "A", "B", DRAW), "A", new RatingFitOptions(0.0, 1.0));
        assertEquals(0, given.elo("B"), 1e-9);
        List<RatedGame> firstAlwaysWins = new ArrayList<>(times(3, "A", "B", FIRST_WINS));
        firstAlwaysWins.addAll(times(3, "B", "A", FIRST_WINS));
        LabInputException e = assertThrows(LabInputException.class,
                () -> RatingFit.fit(firstAlwaysWins, "A", RatingFitOptions.fitAll()));
        assertTrue(e.getMessage().startsWith("the rating fit did not converge"), e.getMessage());
        assertEquals(0, RatingFit.fit(firstAlwaysWins, "A", RatingFitOptions.withAdvantage(0)).elo("B"), 1e-9);
    }
}
