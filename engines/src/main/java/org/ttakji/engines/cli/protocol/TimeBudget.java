package org.ttakji.engines.cli.protocol;

import org.ttakji.engines.search.SearchLimits;

/**
 * The time allocation of the engine protocols: how many milliseconds one move may take, from the clock a GUI
 * sends, and which searches the interactive cap ({@code MoveTimeCap}) applies to. Deliberately simple
 * (documented in docs/decisions/protocols.md):
 * <pre>
 *   horizon   = movestogo (at most 50) if given, else 30 moves
 *   share     = time / horizon + 3/4 · increment + byoyomi
 *   available = time + byoyomi − overhead          (never plan beyond the clock)
 *   budget    = min(share, available, cap), at least 1 ms      (cap = MoveTimeCap; 0 = no cap)
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
     * @param capMs       the interactive cap, ms, 0 = none
     * @return milliseconds, 1..{@link SearchLimits#MAX_TIME_MS}
     */
    static long budgetMs(long timeMs, long incrementMs, int movesToGo, long byoyomiMs, long overheadMs, long capMs) {
        long time = Math.max(0, timeMs);
        int horizon = movesToGo > 0 ? Math.min(movesToGo, MAX_HORIZON) : DEFAULT_HORIZON;
        long share = time / horizon + Math.max(0, incrementMs) * 3 / 4 + Math.max(0, byoyomiMs);
        long available = time + Math.max(0, byoyomiMs) - Math.max(0, overheadMs);
        long budget = Math.min(share, available);
        return Math.max(1, Math.min(capped(budget, capMs), SearchLimits.MAX_TIME_MS));
    }

    /**
     * The search limits of a {@code go} for the side to move:
     * <ul>
     *   <li>{@code depth}, {@code nodes}, {@code mate} (2N plies) as given, clamped to the search's maxima; with no
     *       clock besides them the search is deterministic (a match runner's node-limited games reproduce under
     *       any load) and the cap does not apply;</li>
     *   <li>{@code movetime} (minus the overhead) or the clock ({@link #budgetMs}), each at most the cap;</li>
     *   <li>a {@code go} with no limit at all (a level's own limits, or full strength) gets the cap;</li>
     *   <li>{@code infinite} and {@code ponder} ignore clock and cap: the GUI ends them with {@code stop}.</li>
     * </ul>
     *
     * @param go         the request
     * @param side       the side to move, 0 or 1
     * @param overheadMs the {@code MoveOverhead} option, ms
     * @param capMs      the {@code MoveTimeCap} option, ms, 0 = none
     */
    static SearchLimits limits(GoRequest go, int side, long overheadMs, long capMs) {
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
        boolean untimed = go.infinite || go.ponder;
        if (!untimed) {
            if (go.moveTimeMs != null) {
                time = capped(Math.max(1, go.moveTimeMs - overheadMs), capMs);
            } else if (go.timeMs[side] != null || go.byoyomiMs != null) {
                time = budgetMs(go.timeMs[side] == null ? 0 : go.timeMs[side],
                        go.incrementMs[side] == null ? 0 : go.incrementMs[side],
                        go.movesToGo == null ? 0 : go.movesToGo, go.byoyomiMs == null ? 0 : go.byoyomiMs, overheadMs,
                        capMs);
            }
        }
        SearchLimits limits = SearchLimits.clamped(depth, nodes, time);
        boolean noLimitGiven = depth == null && nodes == null && time == null;
        return !untimed && noLimitGiven ? limits.withCapMs(Math.min(capMs, SearchLimits.MAX_TIME_MS)) : limits;
    }

    private static long capped(long ms, long capMs) {
        return capMs > 0 ? Math.min(ms, capMs) : ms;
    }
}
