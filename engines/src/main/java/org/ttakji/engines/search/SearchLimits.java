package org.ttakji.engines.search;

/**
 * How much a search may do. Two kinds of limit, kept apart:
 * <ul>
 *   <li>deterministic limits, {@code depth} and {@code nodes}: self-play, matches, gates, tuning and tests use
 *       only these, and the same position, evaluator and settings then give the same {@link SearchResult}
 *       whatever the machine's load (the clock is read only to report the search's duration);</li>
 *   <li>clocks, for interactive play only: {@code timeMs}, a move time managed by the search (no new iteration
 *       once half of it is spent, a stop mid-iteration at the end), and {@code capMs}, the product's "never makes
 *       a player wait" cap (a stop mid-iteration; the engine protocols' {@code MoveTimeCap} option,
 *       {@value #INTERACTIVE_CAP_MS} ms by default). A search that a clock stopped says so
 *       ({@link StopReason#byClock()}), and its result is not reproducible.</li>
 * </ul>
 * Every search also stops at {@link #MAX_DEPTH} and {@link #HARD_MAX_NODES}, which no caller can raise: the node
 * cap is the deterministic bound on the work of any single search.
 *
 * @param depth  maximum depth in plies, 1..{@link #MAX_DEPTH}
 * @param nodes  maximum nodes (every node entered, quiescence included), 1..{@link #HARD_MAX_NODES}
 * @param timeMs managed move time in milliseconds, 0 = none, else 1..{@link #MAX_TIME_MS}
 * @param capMs  hard wall-time cap in milliseconds, 0 = none, else 1..{@link #MAX_TIME_MS}
 */
public record SearchLimits(int depth, long nodes, long timeMs, long capMs) {
    /** Deepest iteration of iterative deepening, plies. */
    public static final int MAX_DEPTH = 64;
    /** No search visits more nodes than this: the deterministic bound on any search's work. */
    public static final long HARD_MAX_NODES = 20_000_000L;
    /** The largest time limit or cap a search accepts, ms (one day: a sanity bound on the input, not a policy). */
    public static final long MAX_TIME_MS = 86_400_000L;
    /**
     * The product's promise for interactive play (docs/rules/: the computer answers quickly): the default of the
     * engine protocols' {@code MoveTimeCap}, ms. Never applied to deterministic work.
     */
    public static final long INTERACTIVE_CAP_MS = 5_000L;

    /**
     * Validates the ranges.
     *
     * @throws IllegalArgumentException naming the field and the allowed range
     */
    public SearchLimits {
        if (depth < 1 || depth > MAX_DEPTH) {
            throw new IllegalArgumentException("search depth must be 1.." + MAX_DEPTH + " plies, got " + depth);
        }
        if (nodes < 1 || nodes > HARD_MAX_NODES) {
            throw new IllegalArgumentException("search node limit must be 1.." + HARD_MAX_NODES + ", got " + nodes);
        }
        if (timeMs < 0 || timeMs > MAX_TIME_MS) {
            throw new IllegalArgumentException("search time limit must be 0 (none) or 1.." + MAX_TIME_MS
                    + " ms, got " + timeMs);
        }
        if (capMs < 0 || capMs > MAX_TIME_MS) {
            throw new IllegalArgumentException("search time cap must be 0 (none) or 1.." + MAX_TIME_MS
                    + " ms, got " + capMs);
        }
    }

    /**
     * Limits without a cap.
     *
     * @param depth  plies, 1..{@link #MAX_DEPTH}
     * @param nodes  nodes, 1..{@link #HARD_MAX_NODES}
     * @param timeMs managed move time, ms, 0 = none (deterministic)
     * @throws IllegalArgumentException if a value is out of range
     */
    public SearchLimits(int depth, long nodes, long timeMs) {
        this(depth, nodes, timeMs, 0);
    }

    /** As deep as the caps allow: depth {@link #MAX_DEPTH}, {@link #HARD_MAX_NODES}, no clock. */
    public static SearchLimits caps() {
        return new SearchLimits(MAX_DEPTH, HARD_MAX_NODES, 0);
    }

    /** A depth-limited search (plies); nodes up to the cap, no clock. */
    public static SearchLimits depth(int plies) {
        return new SearchLimits(plies, HARD_MAX_NODES, 0);
    }

    /** A node-limited search; depth up to the cap, no clock. */
    public static SearchLimits nodes(long nodes) {
        return new SearchLimits(MAX_DEPTH, nodes, 0);
    }

    /** A search with a managed move time in milliseconds (not deterministic). */
    public static SearchLimits timeMs(long ms) {
        return new SearchLimits(MAX_DEPTH, HARD_MAX_NODES, ms);
    }

    /**
     * Limits from optional values, each clamped to its maximum instead of refused (for levels and command lines
     * that say "as much as allowed").
     *
     * @param depth  plies, or null for {@link #MAX_DEPTH}
     * @param nodes  nodes, or null for {@link #HARD_MAX_NODES}
     * @param timeMs milliseconds, or null/0 for no clock
     * @throws IllegalArgumentException if a given value is below 1 (time: below 0)
     */
    public static SearchLimits clamped(Integer depth, Long nodes, Long timeMs) {
        int d = depth == null ? MAX_DEPTH : Math.min(depth, MAX_DEPTH);
        long n = nodes == null ? HARD_MAX_NODES : Math.min(nodes, HARD_MAX_NODES);
        long t = timeMs == null ? 0 : Math.min(timeMs, MAX_TIME_MS);
        return new SearchLimits(d, n, t);
    }

    /** The same limits with another depth. */
    public SearchLimits withDepth(int plies) {
        return new SearchLimits(plies, nodes, timeMs, capMs);
    }

    /** The same limits with another node limit. */
    public SearchLimits withNodes(long maxNodes) {
        return new SearchLimits(depth, maxNodes, timeMs, capMs);
    }

    /** The same limits with another managed move time (0 = none). */
    public SearchLimits withTimeMs(long ms) {
        return new SearchLimits(depth, nodes, ms, capMs);
    }

    /** The same limits with another hard wall-time cap (0 = none). */
    public SearchLimits withCapMs(long ms) {
        return new SearchLimits(depth, nodes, timeMs, ms);
    }

    /** True when no clock can stop the search, so its result depends only on its inputs. */
    public boolean deterministic() {
        return timeMs == 0 && capMs == 0;
    }

    /** The earliest clock stop in milliseconds after the start (the move time or the cap), 0 when there is none. */
    long deadlineMs() {
        if (timeMs == 0) {
            return capMs;
        }
        return capMs == 0 ? timeMs : Math.min(timeMs, capMs);
    }

    /** The reason to give when the clock stops the search at {@link #deadlineMs()}. */
    StopReason deadlineReason() {
        return timeMs != 0 && (capMs == 0 || timeMs <= capMs) ? StopReason.TIME : StopReason.CLOCK_CAP;
    }
}
