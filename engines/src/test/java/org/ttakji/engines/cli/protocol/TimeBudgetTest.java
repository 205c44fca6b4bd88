package org.ttakji.engines.cli.protocol;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.ttakji.engines.search.SearchLimits;

/**
 * The documented time allocation: a share of the clock, never beyond it, never beyond the interactive cap; and the
 * cap only where the GUI gave a clock or no limit, never on deterministic {@code go depth/nodes/mate}.
 */
class TimeBudgetTest {
    private static final long CAP = SearchLimits.INTERACTIVE_CAP_MS;

    @Test
    void thirtyMovesHorizonWithoutMovesToGo() {
        assertEquals(2000, TimeBudget.budgetMs(60_000, 0, 0, 0, 50, CAP));
    }

    @Test
    void threeQuartersOfTheIncrementIsAdded() {
        assertEquals(2750, TimeBudget.budgetMs(60_000, 1000, 0, 0, 50, CAP));
    }

    @Test
    void movesToGoSpreadsTheTimeButNeverBeyondTheClockMinusOverhead() {
        assertEquals(1000, TimeBudget.budgetMs(10_000, 0, 10, 0, 50, CAP));
        assertEquals(2950, TimeBudget.budgetMs(3000, 0, 1, 0, 50, CAP));
        assertEquals(100, TimeBudget.budgetMs(5000, 0, 500, 0, 50, CAP), "movestogo is capped at 50");
    }

    @Test
    void byoyomiIsSpentButTheOverheadKeptBack() {
        assertEquals(2950, TimeBudget.budgetMs(0, 0, 0, 3000, 50, CAP));
    }

    @Test
    void neverMoreThanTheCapNorLessThanOneMillisecond() {
        assertEquals(CAP, TimeBudget.budgetMs(3_600_000, 0, 0, 0, 50, CAP));
        assertEquals(120_000, TimeBudget.budgetMs(3_600_000, 0, 0, 0, 50, 0), "MoveTimeCap 0: no cap");
        assertEquals(1, TimeBudget.budgetMs(10, 0, 0, 0, 50, CAP));
        assertEquals(1, TimeBudget.budgetMs(-500, 0, 0, 0, 50, CAP));
    }

    @Test
    void goLimitsUseTheSideToMovesClock() {
        GoRequest go = new GoRequest();
        go.timeMs[0] = 60_000L;
        go.timeMs[1] = 3_000L;
        assertEquals(2000, TimeBudget.limits(go, 0, 50, CAP).timeMs());
        assertEquals(100, TimeBudget.limits(go, 1, 50, CAP).timeMs());
    }

    @Test
    void movetimeIsCappedLikeTheClock() {
        GoRequest go = new GoRequest();
        go.moveTimeMs = 1000L;
        assertEquals(new SearchLimits(SearchLimits.MAX_DEPTH, SearchLimits.HARD_MAX_NODES, 950),
                TimeBudget.limits(go, 0, 50, CAP));
        go.moveTimeMs = 60_000L;
        assertEquals(CAP, TimeBudget.limits(go, 0, 50, CAP).timeMs());
        assertEquals(59_950, TimeBudget.limits(go, 0, 50, 0).timeMs());
    }

    @Test
    void depthNodesAndMateAreDeterministicWhateverTheCap() {
        GoRequest go = new GoRequest();
        go.depth = 7;
        go.nodes = 5000L;
        assertEquals(new SearchLimits(7, 5000, 0), TimeBudget.limits(go, 0, 50, CAP));
        go = new GoRequest();
        go.depth = 64;
        assertTrue(TimeBudget.limits(go, 0, 50, CAP).deterministic(), "go depth 64 (a level's own node limit)");
        go = new GoRequest();
        go.mateMoves = 3;
        assertEquals(6, TimeBudget.limits(go, 0, 50, CAP).depth());
        assertTrue(TimeBudget.limits(go, 0, 50, CAP).deterministic());
    }

    @Test
    void aGoWithoutAnyLimitGetsTheInteractiveCap() {
        GoRequest go = new GoRequest();
        assertEquals(SearchLimits.caps().withCapMs(CAP), TimeBudget.limits(go, 0, 50, CAP));
        assertEquals(SearchLimits.caps(), TimeBudget.limits(go, 0, 50, 0), "MoveTimeCap 0: no cap");
    }

    @Test
    void infiniteAndPonderIgnoreClockAndCap() {
        GoRequest go = new GoRequest();
        go.infinite = true;
        go.timeMs[0] = 1000L;
        assertEquals(SearchLimits.caps(), TimeBudget.limits(go, 0, 50, CAP), "infinite waits for stop");
        go = new GoRequest();
        go.ponder = true;
        assertEquals(SearchLimits.caps(), TimeBudget.limits(go, 0, 50, CAP));
    }
}
