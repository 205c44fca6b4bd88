package org.ttakji.engines.search;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.ttakji.engines.core.Move;

/**
 * Mate-distance scores through the transposition table: Nim positions transpose heavily, and a search
 * deeper than the game must give the exact result and its exact length (quickest win, slowest loss), which
 * only holds if table scores are stored and read back relative to the node's ply.
 */
class MateDistanceTest {
    private static final int[][] GAMES = {{1, 2, 3}, {1, 2, 4}, {2, 3, 5}, {3, 4, 5}, {1, 1}, {4}, {2, 2, 3}};

    @Test
    void nimIsSolvedWithExactMateDistances() {
        for (int[] heaps : GAMES) {
            int expected = Nim.solve(heaps.clone());
            int tokens = java.util.Arrays.stream(heaps).sum();
            for (boolean selective : new boolean[]{false, true}) {
                Searcher searcher = new Searcher(p -> 0, SearchSettings.defaults().withHashMegabytes(1)
                        .withSelectivity(selective).withChanceReduction(0));
                SearchResult r = searcher.search(new Nim(heaps), SearchLimits.depth(tokens + 2));
                String where = java.util.Arrays.toString(heaps) + (selective ? " selective" : " exact");
                assertEquals(expected, r.score(), where + " " + Scores.describe(r.score()));
                assertTrue(Scores.isMate(r.score()), where);
            }
        }
    }

    @Test
    void theTableIsKeyedByTheSearchKeyNotTheHash() {
        // every position hashes to 0 here: only Position.searchKey() tells them apart (decision search 10)
        for (int[] heaps : GAMES) {
            Searcher searcher = new Searcher(p -> 0, SearchSettings.defaults().withHashMegabytes(1));
            SearchResult r = searcher.search(Nim.keyedBySearchKeyOnly(heaps), SearchLimits.depth(
                    java.util.Arrays.stream(heaps).sum() + 2));
            assertEquals(Nim.solve(heaps.clone()), r.score(), java.util.Arrays.toString(heaps));
        }
    }

    @Test
    void tableEntriesStayRightWhenTheSameNodeIsReachedAtAnotherPly() {
        // A kept table holds entries written when these positions were 1..n plies from another root.
        Searcher searcher = new Searcher(p -> 0, SearchSettings.defaults().withHashMegabytes(1).withReuseTable(true)
                .withMultiPv(SearchSettings.ALL_ROOT_MOVES));
        for (int[] heaps : GAMES) {
            Nim game = new Nim(heaps);
            int tokens = java.util.Arrays.stream(heaps).sum();
            searcher.search(game, SearchLimits.depth(tokens + 2));
            org.ttakji.engines.core.MoveList moves = new org.ttakji.engines.core.MoveList();
            game.generateLegal(moves);
            for (int i = 0; i < moves.size(); i++) {
                int m = moves.get(i);
                game.makeMove(m);
                int[] after = heaps.clone();
                after[Move.from(m)] -= Move.to(m);
                SearchResult r = searcher.search(game, SearchLimits.depth(tokens + 2));
                if (r.bestMove() != Move.NONE) {
                    for (RootMoveScore rm : r.rootMoves()) {
                        int[] next = after.clone();
                        next[Move.from(rm.move())] -= Move.to(rm.move());
                        int child = Nim.solve(next);
                        assertEquals(child > 0 ? -(child - 1) : -(child + 1), rm.score(),
                                java.util.Arrays.toString(after) + " then " + Move.debug(rm.move()));
                    }
                }
                game.unmakeMove();
            }
        }
    }

    @Test
    void aWinningSideMovesToNimSumZero() {
        Searcher searcher = new Searcher(p -> 0, SearchSettings.defaults().withHashMegabytes(1));
        int[] heaps = {2, 3, 5};
        SearchResult r = searcher.search(new Nim(heaps), SearchLimits.depth(12));
        heaps[Move.from(r.bestMove())] -= Move.to(r.bestMove());
        assertEquals(0, heaps[0] ^ heaps[1] ^ heaps[2], "the winning move leaves nim-sum 0");
        assertTrue(r.score() > 0);
        assertEquals(r.pv().get(0), r.bestMove());
    }

    @Test
    void mateScoresAreStoredRelativeToTheNode() {
        int winIn5FromRoot = Scores.MATE - 5;
        int stored = Scores.toTable(winIn5FromRoot, 3);
        assertEquals(Scores.MATE - 2, stored, "a win 2 plies below the node");
        assertEquals(Scores.MATE - 9, Scores.fromTable(stored, 7), "the same node found at ply 7");
        assertEquals(-(Scores.MATE - 9), Scores.fromTable(Scores.toTable(-(Scores.MATE - 5), 3), 7));
        assertEquals(123, Scores.fromTable(Scores.toTable(123, 3), 7), "ordinary scores do not move");
        assertEquals(5, Scores.matePlies(winIn5FromRoot));
        assertEquals(-4, Scores.matePlies(-(Scores.MATE - 4)));
    }
}
