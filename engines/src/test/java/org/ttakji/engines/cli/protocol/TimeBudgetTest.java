package org.ttakji.engines.cli.protocol;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;
import org.ttakji.engines.search.SearchLimits;

/** The documented time allocation: a share of the clock, never beyond it, never beyond the hard cap. */
class TimeBudgetTest {
    @Test
    void thirtyMovesHorizonWithoutMovesToGo() {
        assertEquals(2000, TimeBudget.budgetMs(60_000, 0, 0, 0, 50));
    }

    @Test
    void threeQuartersOfTheIncrementIsAdded() {
        assertEquals(2750, TimeBudget.budgetMs(60_000, 1000, 0, 0, 50));
    }

    @Test
    void movesToGoSpreadsTheTimeButNeverBeyondTheClockMinusOverhead() {
        assertEquals(1000, TimeBudget.budgetMs(10_000, 0, 10, 0, 50));
        assertEquals(2950, TimeBudget.budgetMs(3000, 0, 1, 0, 50));
        assertEquals(100, TimeBudget.budgetMs(5000, 0, 500, 0, 50), "movestogo is capped at 50");
    }

    @Test
    void byoyomiIsSpentButTheOverheadKeptBack() {
        assertEquals(2950, TimeBudget.budgetMs(0, 0, 0, 3000, 50));
    }

    @Test
    void neverMoreThanTheHardCapNorLessThanOneMillisecond() {
        assertEquals(SearchLimits.HARD_MAX_TIME_MS, TimeBudget.budgetMs(3_600_000, 0, 0, 0, 50));
        assertEquals(1, TimeBudget.budgetMs(10, 0, 0, 0, 50));
        assertEquals(1, TimeBudget.budgetMs(-500, 0, 0, 0, 50));
    }

    @Test
    void goLimitsUseTheSideToMovesClock() {
        GoRequest go = new GoRequest();
        go.timeMs[0] = 60_000L;
        go.timeMs[1] = 3_000L;
        assertEquals(2000, TimeBudget.limits(go, 0, 50).timeMs());
        assertEquals(100, TimeBudget.limits(go, 1, 50).timeMs());
    }

    @Test
    void movetimeDepthNodesMateAndInfinite() {
        GoRequest go = new GoRequest();
        go.moveTimeMs = 1000L;
        assertEquals(new SearchLimits(SearchLimits.MAX_DEPTH, SearchLimits.HARD_MAX_NODES, 950), TimeBudget.limits(go, 0, 50));
        go = new GoRequest();
        go.depth = 7;
        go.nodes = 5000L;
        assertEquals(new SearchLimits(7, 5000, 0), TimeBudget.limits(go, 0, 50));
        go = new GoRequest();
        go.mateMoves = 3;
        assertEquals(6, TimeBudget.limits(go, 0, 50).depth());
        go = new GoRequest();
        go.infinite = true;
        go.timeMs[0] = 1000L;
        assertEquals(SearchLimits.caps(), TimeBudget.limits(go, 0, 50), "infinite ignores the clock, keeps the caps");
    }
}
