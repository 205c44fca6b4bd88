package org.ttakji.engines.search;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.ttakji.engines.core.Move;
import org.ttakji.engines.core.MoveList;

/**
 * Reproducibility under any load (deterministic limits never depend on the clock, shown with a clock made
 * artificially slow), and the depth, node, move-time and cap limits.
 */
class DeterminismAndLimitsTest {
    private static final TreeGame.Shape BUSHY = new TreeGame.Shape(7, 12, 25, 10, 2, true);

    private static SearchSettings settings() {
        return SearchSettings.defaults().withHashMegabytes(2);
    }

    @Test
    void sameInputsGiveTheSameResultByteForByte() {
        Searcher first = new Searcher(TreeGame.evaluator(), settings());
        SearchResult a = first.search(new TreeGame(BUSHY), SearchLimits.nodes(30_000));
        // The same searcher after an unrelated search, and a fresh searcher, must agree exactly.
        first.search(new TreeGame(new TreeGame.Shape(99, 9, 30, 0, 3, true)), SearchLimits.depth(5));
        SearchResult b = first.search(new TreeGame(BUSHY), SearchLimits.nodes(30_000));
        SearchResult c = new Searcher(TreeGame.evaluator(), settings()).search(new TreeGame(BUSHY),
                SearchLimits.nodes(30_000));
        assertEquals(a.withoutTime(), b.withoutTime());
        assertEquals(a.withoutTime(), c.withoutTime());
        assertEquals(a.withoutTime().toString(), c.withoutTime().toString());
        assertEquals(StopReason.NODES, a.stopReason());
    }

    @Test
    void theSearchLeavesThePositionAsItFoundIt() {
        TreeGame game = new TreeGame(BUSHY);
        long hash = game.hash();
        new Searcher(TreeGame.evaluator(), settings()).search(game, SearchLimits.nodes(5_000));
        assertEquals(hash, game.hash());
        assertEquals(0, game.ply());
    }

    @Test
    void nodeLimitIsNeverExceededAfterDepthOne() {
        for (long limit : new long[]{2_000, 7_777, 20_000}) {
            SearchResult r = new Searcher(TreeGame.evaluator(), settings()).search(new TreeGame(BUSHY),
                    SearchLimits.nodes(limit));
            assertTrue(r.nodes() <= limit, r.nodes() + " nodes for limit " + limit);
            assertTrue(r.depth() >= 1);
            assertEquals(StopReason.NODES, r.stopReason());
        }
    }

    @Test
    void depthOneAlwaysCompletesSoEveryRootMoveHasAScore() {
        SearchResult r = new Searcher(TreeGame.evaluator(), settings()).search(new TreeGame(BUSHY),
                SearchLimits.nodes(1));
        assertEquals(1, r.depth());
        MoveList legal = new MoveList();
        new TreeGame(BUSHY).generateLegal(legal);
        assertEquals(legal.size(), r.rootMoves().size());
        assertTrue(legal.contains(r.bestMove()));
    }

    @Test
    void depthLimitStopsIterativeDeepening() {
        List<Integer> depths = new ArrayList<>();
        SearchResult r = new Searcher(TreeGame.evaluator(), settings()).search(new TreeGame(BUSHY),
                SearchLimits.depth(3), info -> depths.add(info.depth()));
        assertEquals(List.of(1, 2, 3), depths);
        assertEquals(3, r.depth());
        assertEquals(StopReason.DEPTH, r.stopReason());
        assertEquals(r.bestMove(), (int) r.pv().get(0));
    }

    /** A clock that moves on {@code stepNanos} every time it is read: a machine as slow as a test wants. */
    private static SearchClock steppingClock(long stepNanos) {
        long[] now = {0};
        return () -> now[0] += stepNanos;
    }

    @Test
    void aNodeOrDepthLimitedSearchGivesTheSameResultWhenTheClockIsMadeArtificiallySlow() {
        SearchClock anHourPerRead = steppingClock(3_600_000_000_000L);
        for (SearchLimits limits : List.of(SearchLimits.nodes(30_000), SearchLimits.depth(4),
                new SearchLimits(6, 50_000, 0))) {
            SearchResult quiet = new Searcher(TreeGame.evaluator(), settings()).search(new TreeGame(BUSHY), limits);
            SearchResult loaded = new Searcher(TreeGame.evaluator(), settings(), anHourPerRead)
                    .search(new TreeGame(BUSHY), limits);
            assertEquals(quiet.withoutTime(), loaded.withoutTime(), limits.toString());
            assertTrue(!loaded.stopReason().byClock(), "no clock can stop " + limits);
        }
    }

    @Test
    void aDeterministicSearchReadsTheClockOnlyToReportItsDuration() {
        long[] reads = {0};
        SearchClock counting = () -> ++reads[0];
        SearchResult r = new Searcher(TreeGame.evaluator(), settings(), counting).search(new TreeGame(BUSHY),
                SearchLimits.nodes(50_000));
        // Once at the start, once per completed iteration (its info line) and once for the result.
        assertTrue(reads[0] <= r.depth() + 2, "the clock was read " + reads[0] + " times in " + r.nodes() + " nodes");
    }

    @Test
    void theMoveTimeStopsTheSearchWithAMove() {
        SearchResult r = new Searcher(TreeGame.evaluator(), settings(), steppingClock(1_000_000L)).search(
                new TreeGame(new TreeGame.Shape(3, 30, 20, 0, 0, true)), SearchLimits.timeMs(50));
        assertEquals(StopReason.TIME, r.stopReason());
        assertTrue(r.stopReason().byClock());
        assertNotEquals(Move.NONE, r.bestMove());
        assertTrue(r.depth() >= 1);
    }

    @Test
    void theInteractiveCapStopsASearchThatHasNoOtherClock() {
        SearchLimits capped = SearchLimits.caps().withCapMs(100);
        assertTrue(!capped.deterministic());
        SearchResult r = new Searcher(TreeGame.evaluator(), settings(), steppingClock(1_000_000L)).search(
                new TreeGame(new TreeGame.Shape(3, 30, 20, 0, 0, true)), capped);
        assertEquals(StopReason.CLOCK_CAP, r.stopReason());
        assertNotEquals(Move.NONE, r.bestMove());
    }

    @Test
    void aSearchStoppedByTheClockDuringDepthOneStillAnswersWithALegalMove() {
        TreeGame game = new TreeGame(new TreeGame.Shape(11, 60, 90, 0, 0, false));
        SearchResult r = new Searcher(TreeGame.evaluator(), settings(), steppingClock(1_000_000L))
                .search(game, SearchLimits.timeMs(1));
        assertEquals(StopReason.TIME, r.stopReason());
        assertEquals(0, r.depth(), "depth 1 did not complete");
        MoveList legal = new MoveList();
        game.generateLegal(legal);
        assertTrue(legal.contains(r.bestMove()));
        assertEquals(legal.size(), r.rootMoves().size(), "every root move is listed, unsearched ones as bounds");
        assertEquals(List.of(r.bestMove()), r.pv());
    }

    @Test
    void limitsBeyondTheirRangesAreRefusedOrClamped() {
        assertThrows(IllegalArgumentException.class, () -> SearchLimits.nodes(SearchLimits.HARD_MAX_NODES + 1));
        assertThrows(IllegalArgumentException.class, () -> SearchLimits.timeMs(SearchLimits.MAX_TIME_MS + 1));
        assertThrows(IllegalArgumentException.class, () -> SearchLimits.caps().withCapMs(-1));
        assertThrows(IllegalArgumentException.class, () -> SearchLimits.depth(SearchLimits.MAX_DEPTH + 1));
        assertThrows(IllegalArgumentException.class, () -> SearchLimits.depth(0));
        SearchLimits clamped = SearchLimits.clamped(1000, Long.MAX_VALUE, Long.MAX_VALUE);
        assertEquals(SearchLimits.MAX_DEPTH, clamped.depth());
        assertEquals(SearchLimits.HARD_MAX_NODES, clamped.nodes());
        assertEquals(SearchLimits.MAX_TIME_MS, clamped.timeMs());
        assertTrue(SearchLimits.caps().deterministic());
        assertTrue(SearchLimits.clamped(5, 1000L, null).deterministic());
    }

    @Test
    void aFinishedPositionIsNotSearched() {
        SearchResult r = new Searcher(p -> 0, settings()).search(new Nim(0, 0), SearchLimits.depth(5));
        assertEquals(Move.NONE, r.bestMove());
        assertEquals(StopReason.TERMINAL, r.stopReason());
        assertEquals(-Scores.MATE, r.score());
    }
}
