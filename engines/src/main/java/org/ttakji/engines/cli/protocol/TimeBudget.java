package org.ttakji.engines.cli.protocol;

import org.ttakji.engines.search.SearchLimits;

/**
 * The time allocation of the engine protocols: how many milliseconds one move may take, from the clock a GUI
 * sends. Deliberately simple (documented in DESIGN-NOTES.md, "Engine protocols"):
 * <pre>
 *   horizon   = movestogo (at most 50) if given, else 30 moves
 *   share     = time / horizon + 3/4 · increment + byoyomi
 *   available = time + byoyomi − overhead          (never plan beyond the clock)
 *   budget    = min(share, available, {@value SearchLimits#HARD_MAX_TIME_MS} ms), at least 1 ms
 * </pre>
 * The search then starts no iteration after half the budget and stops mid-iteration at the budget
 * ({@link org.ttakji.engines.search.Searcher}), so a move takes at most the budget plus the time to notice it
 * (1,024 nodes) — and depth 1, which always completes.
 */
final class TimeBudget {
    /** Moves the remaining time is spread over when the GUI gives no {@code movestogo}. */
    static final int DEFAULT_HORIZON = 30;
    /** The most moves a {@code movestogo} spreads the time over. */
    static final int MAX_HORIZON = 50;

    private TimeBudget() {
    }

    /**
     * The budget for one move.
     *
     * @param timeMs      time left on the engine's clock, ms (negative is read as 0)
     * @param incrementMs increment per move, ms
     * @param movesToGo   moves to the next time control, 0 = the rest of the game
     * @param byoyomiMs   byoyomi per move, ms (0 if none)
     * @param overheadMs  kept back for the GUI and the pipe, ms
     * @return milliseconds, 1..{@link SearchLimits#HARD_MAX_TIME_MS}
     */
    static long budgetMs(long timeMs, long incrementMs, int movesToGo, long byoyomiMs, long overheadMs) {
        long time = Math.max(0, timeMs);
        int horizon = movesToGo > 0 ? Math.min(movesToGo, MAX_HORIZON) : DEFAULT_HORIZON;
        long share = time / horizon + Math.max(0, incrementMs) * 3 / 4 + Math.max(0, byoyomiMs);
        long available = time + Math.max(0, byoyomiMs) - Math.max(0, overheadMs);
        long budget = Math.min(share, Math.min(available, SearchLimits.HARD_MAX_TIME_MS));
        return Math.max(1, budget);
    }

    /**
     * The search limits of a {@code go} for the side to move: {@code depth}, {@code nodes}, {@code mate} (2N
     * plies), {@code movetime} (minus the overhead) and the clock, each clamped to the search's hard caps;
     * {@code infinite} and {@code ponder} ignore the clock (the hard caps still end the search).
     *
     * @param go         the request
     * @param side       the side to move, 0 or 1
     * @param overheadMs the {@code MoveOverhead} option, ms
     */
    static SearchLimits limits(GoRequest go, int side, long overheadMs) {
        Integer depth = go.depth;
        if (go.mateMoves != null) {
            int plies = (int) Math.min(SearchLimits.MAX_DEPTH, 2L * Math.max(1, go.mateMoves));
            depth = depth == null ? plies : Math.min(depth, plies);
        }
        if (depth != null) {
            depth = Math.max(1, depth);
        }
        Long nodes = go.nodes == null ? null : Math.max(1, go.nodes);
        Long time = null;
        if (!go.infinite && !go.ponder) {
            if (go.moveTimeMs != null) {
                time = Math.max(1, go.moveTimeMs - overheadMs);
            } else if (go.timeMs[side] != null || go.byoyomiMs != null) {
                time = budgetMs(go.timeMs[side] == null ? 0 : go.timeMs[side],
                        go.incrementMs[side] == null ? 0 : go.incrementMs[side],
                        go.movesToGo == null ? 0 : go.movesToGo, go.byoyomiMs == null ? 0 : go.byoyomiMs, overheadMs);
            }
        }
        return SearchLimits.clamped(depth, nodes, time);
    }
}
