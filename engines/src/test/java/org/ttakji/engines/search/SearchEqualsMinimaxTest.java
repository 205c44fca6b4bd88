package org.ttakji.engines.search;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/**
 * With the selective parts off (no null move, no reductions), a depth-limited search must return exactly
 * the brute-force minimax / expectimax value: alpha-beta, PVS re-searches, the table, mate-distance pruning,
 * quiescence and Star1 chance bounds may only save work, never change the answer.
 */
class SearchEqualsMinimaxTest {
    private static final SearchSettings EXACT = SearchSettings.defaults().withHashMegabytes(1)
            .withSelectivity(false);

    private static void checkTrees(int tacticalPercent, int chancePercent, int maxBranch, int maxDepth, int seeds) {
        Minimax reference = new Minimax(TreeGame.evaluator());
        Searcher searcher = new Searcher(TreeGame.evaluator(), EXACT.withMultiPv(SearchSettings.ALL_ROOT_MOVES));
        for (long seed = 1; seed <= seeds; seed++) {
            TreeGame.Shape shape = new TreeGame.Shape(seed, maxBranch, tacticalPercent, chancePercent, 6, false);
            for (int depth = 1; depth <= maxDepth; depth++) {
                TreeGame game = new TreeGame(shape);
                SearchResult r = searcher.search(game, SearchLimits.depth(depth));
                String where = "seed " + seed + " depth " + depth;
                assertEquals(reference.value(game, depth, 0), r.score(), where);
                assertEquals(depth, r.depth(), where);
                assertEquals(r.bestMove(), r.rootMoves().get(0).move(), where);
                for (RootMoveScore rm : r.rootMoves()) {
                    assertTrue(rm.exact(), where);
                    assertEquals(reference.moveValue(game, rm.move(), depth, 0), rm.score(),
                            where + " root move " + rm.move());
                }
            }
        }
    }

    @Test
    void alphaBetaEqualsMinimaxOnRandomTrees() {
        checkTrees(0, 0, 6, 5, 40);
    }

    @Test
    void quiescenceOnCapturesEqualsMinimaxWithStandPat() {
        checkTrees(40, 0, 5, 4, 40);
    }

    @Test
    void expectimaxWithStarOneBoundsEqualsPlainExpectimax() {
        checkTrees(25, 30, 5, 4, 40);
    }

    @Test
    void singleBestMoveSearchAgreesWithMinimaxAtTheRoot() {
        Minimax reference = new Minimax(TreeGame.evaluator());
        Searcher searcher = new Searcher(TreeGame.evaluator(), EXACT);
        for (long seed = 100; seed < 160; seed++) {
            TreeGame game = new TreeGame(new TreeGame.Shape(seed, 6, 30, 20, 6, false));
            SearchResult r = searcher.search(game, SearchLimits.depth(4));
            int expected = reference.value(game, 4, 0);
            assertEquals(expected, r.score(), "seed " + seed);
            assertEquals(expected, reference.moveValue(game, r.bestMove(), 4, 0), "best move's own value, seed " + seed);
            assertTrue(r.rootMoves().get(0).exact());
        }
    }
}
