package org.ttakji.tuning.rate;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.ttakji.engines.core.Result;
import org.ttakji.engines.core.SplitMix64;
import org.ttakji.selfplay.Pairing;
import org.ttakji.tuning.stats.DavidsonModel;
import org.ttakji.tuning.stats.RatingKind;

/**
 * The ladder from a run's games: synthetic games of known strengths, numbered as a rating run numbers them, are
 * rated with the random mover at 0 and recovered within their intervals; a random mover that never scores puts
 * its ceiling at 0; the promises count what the games hold.
 */
class LadderResultTest {
    private static final Ladder LADDER = Ladder.of(null, List.of("random", "lab:nodes=100", "lab:nodes=1000"));
    private static final Map<String, Double> TRUE = Map.of("random", 0.0, "lab:nodes=100", 300.0,
            "lab:nodes=1000", 700.0, "easy", 200.0, "normal", 500.0, "expert", 800.0);
    private static final Map<String, Long> LIMITS = Map.of("easy", 4_000L, "normal", 40_000L, "expert", 400_000L);

    /** Games as a run of {@code pairs} pairs per pairing numbers them; each side spends {@code nodes} a move. */
    static List<LadderGame> games(Ladder ladder, Map<String, Double> ratings, int pairs, long seed, long nodes) {
        SplitMix64 random = new SplitMix64(seed);
        List<LadderGame> out = new ArrayList<>();
        List<Pairing> pairings = ladder.pairings();
        for (int p = 0; p < pairings.size(); p++) {
            String a = AnchorText.nameOf(pairings.get(p).a());
            String b = AnchorText.nameOf(pairings.get(p).b());
            for (int k = 0; k < pairs; k++) {
                long index = (long) p * 2 * pairs + 2L * k;
                out.add(game(index, a, b, ratings, random, nodes));
                out.add(game(index + 1, b, a, ratings, random, nodes));
            }
        }
        return out;
    }

    private static LadderGame game(long index, String first, String second, Map<String, Double> ratings,
                                   SplitMix64 random, long nodes) {
        double[] p = DavidsonModel.probabilities(ratings.get(first) - ratings.get(second) + 30, 0.3);
        double x = random.nextDouble();
        Result r = x < p[0] ? Result.FIRST_WINS : x < p[0] + p[1] ? Result.DRAW : Result.SECOND_WINS;
        long[] perPly = new long[10];
        java.util.Arrays.fill(perPly, nodes);
        long[] micros = new long[10];
        java.util.Arrays.fill(micros, 2_000);
        return new LadderGame(index, first, second, r, "checkmate", perPly, micros);
    }

    @Test
    void knownRatingsAreRecoveredWithinTheirIntervalsWithTheRandomMoverAtZero() {
        LadderResult r = LadderResult.of(games(LADDER, TRUE, 60, 7, 1000), LADDER, LIMITS, 5000, 300, 1);
        assertEquals("random", r.reference());
        assertEquals("random", r.fitAnchor());
        assertEquals(0.0, r.row("random").orElseThrow().rating(), 1e-9);
        for (LadderResult.Row row : r.players()) {
            double truth = TRUE.get(row.name());
            assertTrue(row.low() <= truth && truth <= row.high(), row + " should contain " + truth);
        }
        assertTrue(r.row("easy").orElseThrow().rating() < r.row("normal").orElseThrow().rating());
        assertTrue(r.row("normal").orElseThrow().rating() < r.row("expert").orElseThrow().rating());
        assertEquals(List.of("easy", "normal", "expert"), r.players().subList(0, 3).stream()
                .map(LadderResult.Row::name).toList(), "levels first, in ladder order");
    }

    @Test
    void aRandomMoverThatNeverScoresPutsItsCeilingAtZero() {
        List<LadderGame> games = new ArrayList<>();
        for (LadderGame g : games(LADDER, TRUE, 20, 3, 1000)) {
            boolean randomPlayed = g.first().equals("random") || g.second().equals("random");
            Result r = !randomPlayed ? g.result() : g.first().equals("random") ? Result.SECOND_WINS : Result.FIRST_WINS;
            games.add(new LadderGame(g.index(), g.first(), g.second(), r, g.termination(), g.nodes(), g.timeMicros()));
        }
        LadderResult r = LadderResult.of(games, LADDER, LIMITS, 5000, 100, 1);
        assertEquals("random", r.reference());
        assertFalse(r.fitAnchor().equals("random"), "a player that lost every game cannot anchor the fit");
        LadderResult.Row random = r.row("random").orElseThrow();
        assertEquals(RatingKind.AT_MOST, random.kind());
        assertEquals(0.0, random.rating(), 1e-9);
        assertTrue(r.players().stream().filter(p -> !p.name().equals("random")).allMatch(p -> p.rating() > 0));
        assertTrue(r.easyVsRandom().beats());
        assertEquals(1.0, r.easyVsRandom().score());
    }

    @Test
    void aGroupThatWonEveryGameAgainstTheRestIsRatedWithThePriorOfVirtualDraws() {
        java.util.Set<String> top = java.util.Set.of("normal", "expert");
        List<LadderGame> games = new ArrayList<>();
        for (LadderGame g : games(LADDER, TRUE, 3, 3, 1000)) {
            boolean firstTop = top.contains(g.first());
            boolean secondTop = top.contains(g.second());
            Result r = firstTop == secondTop ? g.result() : firstTop ? Result.FIRST_WINS : Result.SECOND_WINS;
            games.add(new LadderGame(g.index(), g.first(), g.second(), r, g.termination(), g.nodes(), g.timeMicros()));
        }
        LadderResult r = LadderResult.of(games, LADDER, LIMITS, 5000, 50, 1);
        assertEquals(2 * 11, r.priorGames(), "one drawn pair for each of the 11 pairings");
        double best = r.players().stream().filter(p -> !top.contains(p.name())).mapToDouble(LadderResult.Row::rating)
                .max().orElseThrow();
        assertTrue(r.row("normal").orElseThrow().rating() > best && r.row("expert").orElseThrow().rating() > best);
    }

    @Test
    void thePromisesCountNodesAndTimesPerMoveAgainstEachLevelsLimit() {
        LadderResult r = LadderResult.of(games(LADDER, TRUE, 4, 5, 5_000), LADDER, LIMITS, 1, 10, 1);
        LevelCost easy = r.costs().get(0);
        assertEquals("easy", easy.player());
        assertEquals(5_000, easy.maxNodes());
        assertEquals(easy.moves(), easy.overLimit(), "every easy move used 5,000 nodes against its 4,000");
        LevelCost expert = r.costs().get(2);
        assertEquals(0, expert.overLimit());
        assertEquals(2.0, expert.medianMillis(), 1e-9);
        assertFalse(expert.withinCap(), "2 ms a move is over a 1 ms cap");
        long expertGames = r.row("expert").orElseThrow().games();
        assertEquals(expertGames * 5, expert.moves(), "five of each game's ten plies");
    }

    @Test
    void aLadderWithoutTheRandomMoverIsAnchoredAtItsFirstAnchorAndChecksNoScoreAgainstIt() {
        Ladder ladder = Ladder.of(null, List.of("lab:nodes=100", "lab:nodes=1000"));
        LadderResult r = LadderResult.of(games(ladder, TRUE, 10, 9, 100), ladder, LIMITS, 5000, 50, 1);
        assertEquals("lab:nodes=100", r.reference());
        assertNull(r.easyVsRandom());
    }

    /**
     * One pair per pairing (a first look, or a test against an engine whose games are not reproducible): every one
     * of the 3^6 outcomes of easy, random and an anchor is rated, none refused as "did not converge" (a few have no
     * maximum in the draw parameter: it is then held at the games' draw ratio).
     */
    @Test
    void everyOutcomeOfOnePairPerPairingIsRated() {
        Ladder ladder = Ladder.of(null, List.of("random", "lab:nodes=100"));
        Ladder tiny = new Ladder(ladder.levels().subList(0, 1), ladder.anchors());
        List<Pairing> pairings = tiny.pairings();
        Result[] results = {Result.FIRST_WINS, Result.DRAW, Result.SECOND_WINS};
        int games = pairings.size() * 2;
        List<String> refused = new ArrayList<>();
        for (int outcome = 0; outcome < Math.pow(3, games); outcome++) {
            List<LadderGame> played = new ArrayList<>();
            for (int g = 0, rest = outcome; g < games; g++, rest /= 3) {
                String a = AnchorText.nameOf(pairings.get(g / 2).a());
                String b = AnchorText.nameOf(pairings.get(g / 2).b());
                played.add(new LadderGame(g, g % 2 == 0 ? a : b, g % 2 == 0 ? b : a, results[rest % 3], "checkmate",
                        new long[] {1}, new long[] {1}));
            }
            try {
                LadderResult.of(played, tiny, Map.of(), 5000, 20, 1);
            } catch (org.ttakji.engines.core.LabInputException e) {
                refused.add(played.stream().map(x -> x.result().text()).toList() + ": " + e.getMessage());
            }
        }
        assertEquals(List.of(), refused);
    }
}
