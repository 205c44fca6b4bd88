package org.ttakji.engines.search;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.ttakji.engines.search.VariantTactics.machine;
import static org.ttakji.engines.search.VariantTactics.position;
import static org.ttakji.engines.search.VariantTactics.searchWithValues;

import org.junit.jupiter.api.Test;
import org.ttakji.engines.Variants;
import org.ttakji.engines.banqi.BanqiLayout;
import org.ttakji.engines.banqi.BanqiPieces;
import org.ttakji.engines.core.MoveList;
import org.ttakji.engines.core.Position;
import org.ttakji.engines.core.SplitMix64;
import org.ttakji.engines.core.Variant;
import org.ttakji.engines.core.VariantRules;
import org.ttakji.engines.eval.FeatureExtractor;
import org.ttakji.engines.eval.LinearEvaluator;
import org.ttakji.engines.eval.StartingFiles;
import org.ttakji.engines.weights.WeightsStore;

/**
 * The search on Banqi views: a cannon shot taken, capture tactics two plies deep, every reveal valued by its
 * expectation over the hidden pieces, and no cheating (two true positions with the same observation give
 * the same choice).
 */
class BanqiTacticsTest {
    private static final Variant V = Variant.BANQI;

    /** Material values by Banqi piece code (general 600 .. soldier 100), the same for both colours. */
    private static OrderingValues values() {
        int[] byType = {0, 600, 400, 300, 250, 200, 350, 100};
        int[] v = new int[OrderingValues.PIECE_CODES];
        for (int type = 1; type <= 7; type++) {
            v[BanqiPieces.RED * 8 + type] = byType[type];
            v[BanqiPieces.BLACK * 8 + type] = byType[type];
        }
        return OrderingValues.of(v);
    }

    @Test
    void cannonShotIsTaken() {
        // The red cannon on a1 jumps the face-down b1 onto the black general on c1.
        Position p = position(V, "8/8/p7/C?k5 1 r 0 30 KAABBRRNNCPPPPaabbrrnnccpppp");
        SearchResult r = searchWithValues(p, values(), SearchLimits.depth(4));
        assertEquals("a1xc1", machine(V, p, r.bestMove()));
        assertTrue(r.score() >= 600);
    }

    @Test
    void aDefendedSoldierIsNotTakenWhenTheHorseIsLostNextPly() {
        // Horse b2 takes soldier c2, then the chariot on c3 takes the horse: -100 net, two plies deep.
        Position p = position(V, "8/2r5/1Np5/?7 1 r 0 30 KAABBRRNCCPPPPkaabbrnnccpppp");
        SearchResult r = searchWithValues(p, values(), SearchLimits.depth(4));
        assertNotEquals("b2xc2", machine(V, p, r.bestMove()));
        assertTrue(VariantTactics.rootMove(V, p, r, "b2xc2").score() < r.score());
    }

    @Test
    void anUndefendedSoldierIsTaken() {
        Position p = position(V, "7r/8/1Np5/?7 1 r 0 30 KAABBRRNCCPPPPkaabbrnnccpppp");
        SearchResult r = searchWithValues(p, values(), SearchLimits.depth(4));
        assertEquals("b2xc2", machine(V, p, r.bestMove()));
    }

    /** Banqi's first weights (committed, fixed): an absolute evaluation, where the material stand-in is relative. */
    private static LinearEvaluator firstWeights() {
        FeatureExtractor fx = Variants.featureExtractor(V);
        return new LinearEvaluator(fx, WeightsStore.at(StartingFiles.dataDir()).load(V, "v0001", fx.featureSet()));
    }

    @Test
    void theSideAheadRevealsRatherThanStepIntoTheNoProgressDraw() {
        // Red's chariot against a lone soldier, 18 plies without a reveal or a capture: after any step, black
        // steps too and the game is drawn; the reveal on h4 (red's last soldier) restarts the count.
        Position p = position(V, "7?/8/7p/R7 1 r 18 40 KAABBRNNCCPPPPkaabbrrnnccpppp");
        SearchSettings settings = SearchSettings.defaults().withHashMegabytes(1).withOrderingValues(values())
                .withMultiPv(SearchSettings.ALL_ROOT_MOVES);
        SearchResult r = new Searcher(firstWeights(), settings).search(p, SearchLimits.depth(1));
        assertEquals("h4?", machine(V, p, r.bestMove()));
        assertTrue(r.score() > 100, "the reveal keeps red's lead: " + r.score());
        assertEquals(Scores.DRAW, VariantTactics.rootMove(V, p, r, "a1-a2").score(), "a step, at depth 1 only");
        assertEquals(Scores.DRAW, VariantTactics.rootMove(V, p, r, "a1-b1").score());
    }

    @Test
    void aSideFarBehindOnePlyFromTheNoProgressDrawIsWorthADrawAtTheHorizon() {
        // Black, a soldier against a chariot and a soldier, has no capture; its step draws by rule, so quiescence
        // stands pat at the draw, not at the lost material.
        Position p = position(V, "7?/8/7p/R7 2 r 19 41 KAABBRNNCCPPPPkaabbrrnnccpppp");
        LinearEvaluator evaluator = firstWeights();
        assertTrue(evaluator.evaluate(p) < -100, "black is far behind: " + evaluator.evaluate(p));
        QuiescenceSearch quiescence = new QuiescenceSearch(evaluator,
                SearchSettings.defaults().withHashMegabytes(1).withOrderingValues(values()));
        assertEquals(Scores.DRAW, quiescence.search(p, 10_000).score());
    }

    @Test
    void theRepliesRevealsAtTheFrontierAreStoodForByTheStaticEvaluation() {
        // Ply 13 of a real game: 21 face-down squares, one capture. Two plies deep, every root reveal's outcome
        // (about 12 per square) meets a reply whose own reveals would each be quiesced outcome by outcome; the
        // chance stand pat lets the static evaluation stand for them, as quiescence's stand pat does.
        Position p = position(V, "?k?p?p?AP?C?p?c/?pA?bn?PK?Rr/B1?r?c?P?N?n?R/?b?aB?CPa?NP 1 b 0 13").playerView();
        SearchSettings on = SearchSettings.defaults().withHashMegabytes(4).withOrderingValues(values());
        long withStandPat = new Searcher(firstWeights(), on).search(p, SearchLimits.depth(2)).nodes();
        long without = new Searcher(firstWeights(), on.withChanceStandPat(false)).search(p, SearchLimits.depth(2))
                .nodes();
        assertTrue(withStandPat * 20 < without, withStandPat + " nodes with the stand pat, " + without + " without");
        assertTrue(SearchSettings.defaults().chanceStandPat());
        assertTrue(!SearchSettings.defaults().withSelectivity(false).chanceStandPat(), "exact expectimax without it");
    }

    @Test
    void everyRevealIsValuedByItsExpectationOverTheHiddenPieces() {
        Position view = position(V, "8/2r5/1Np5/??6 1 r 0 30 KAABBRRCCPPPPkaabbrnnccpppp");
        MaterialTracker tracker = new MaterialTracker(view, values(), 0);
        SearchSettings exact = SearchSettings.defaults().withHashMegabytes(1).withOrderingValues(values())
                .withMultiPv(SearchSettings.ALL_ROOT_MOVES).withSelectivity(false);
        SearchResult r = new Searcher(tracker.evaluator(), exact).search(tracker.position(), SearchLimits.depth(3));
        Minimax reference = new Minimax(tracker.evaluator());
        int reveals = 0;
        for (RootMoveScore m : r.rootMoves()) {
            assertTrue(m.exact());
            assertEquals(reference.moveValue(tracker.position(), m.move(), 3, 0), m.score(), machine(V, view, m.move()));
            int[] outcomes = new int[32];
            reveals += tracker.position().chanceOutcomes(m.move(), outcomes, new double[32]) > 0 ? 1 : 0;
        }
        assertEquals(2, reveals, "both face-down squares are chance moves with their own expected value");
    }

    @Test
    void twoTruePositionsWithTheSameObservationGetTheSameChoice() {
        VariantRules rules = Variants.rules(V);
        for (long seed = 1; seed <= 4; seed++) {
            Position truth = rules.fromFen(BanqiLayout.fromSeed(seed).startFen(), rules.defaultRules());
            SplitMix64 random = new SplitMix64(seed);
            MoveList moves = new MoveList();
            for (int ply = 0; ply < 14 + 3 * seed; ply++) {
                moves.clear();
                truth.generateLegal(moves);
                truth.makeMove(moves.get(random.nextInt(moves.size())));
            }
            Position twin = rules.fromFen(permuteFaceDown(truth.toFen()), rules.defaultRules());
            assertNotEquals(truth.toFen(), twin.toFen(), "the hidden layouts differ");
            assertEquals(truth.playerView().toFen(), twin.playerView().toFen(), "the observations are the same");
            SearchResult a = searchWithValues(truth.playerView(), values(), SearchLimits.nodes(20_000));
            SearchResult b = searchWithValues(twin.playerView(), values(), SearchLimits.nodes(20_000));
            assertEquals(a.withoutTime(), b.withoutTime(), "seed " + seed);
        }
    }

    /** The full-form text with the letters of the face-down pieces ({@code ?X}) in reverse order. */
    private static String permuteFaceDown(String fullForm) {
        String board = fullForm.substring(0, fullForm.indexOf(' '));
        StringBuilder letters = new StringBuilder();
        for (int i = 0; i < board.length(); i++) {
            if (board.charAt(i) == '?') {
                letters.append(board.charAt(i + 1));
            }
        }
        letters.reverse();
        StringBuilder out = new StringBuilder();
        int next = 0;
        for (int i = 0; i < board.length(); i++) {
            out.append(board.charAt(i));
            if (board.charAt(i) == '?') {
                out.append(letters.charAt(next++));
                i++;
            }
        }
        return out + fullForm.substring(board.length());
    }
}
