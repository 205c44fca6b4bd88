package org.ttakji.engines.search;

/**
 * How much a search may do. Every search also obeys the hard caps ({@link #HARD_MAX_NODES},
 * {@link #HARD_MAX_TIME_MS}, {@link #MAX_DEPTH}), which no caller can raise: the product promises that the
 * engine always answers quickly, so a search stops at the caps whatever it was asked.
 *
 * <p>Deterministic mode: with {@code timeMs == 0} the search is limited only by depth and nodes, and the
 * same position, evaluator and settings give the same {@link SearchResult}, byte for byte (the clock is
 * still read for the hard time cap; if that cap ever ends a search, {@link SearchResult#stopReason()} says
 * {@link StopReason#HARD_TIME_CAP} and the result is no longer guaranteed reproducible).
 *
 * @param depth  maximum depth in plies, 1..{@link #MAX_DEPTH}
 * @param nodes  maximum nodes (every node entered, quiescence included), 1..{@link #HARD_MAX_NODES}
 * @param timeMs wall-time limit in milliseconds, 0 = none (deterministic), else 1..{@link #HARD_MAX_TIME_MS}
 */
public record SearchLimits(int depth, long nodes, long timeMs) {
    /** Deepest iteration of iterative deepening, plies. */
    public static final int MAX_DEPTH = 64;
    /** No search visits more nodes than this. */
    public static final long HARD_MAX_NODES = 20_000_000L;
    /** No search runs longer than this many milliseconds (the engine never makes a player wait longer). */
    public static final long HARD_MAX_TIME_MS = 5_000L;

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
        if (timeMs < 0 || timeMs > HARD_MAX_TIME_MS) {
            throw new IllegalArgumentException("search time limit must be 0 (none) or 1.." + HARD_MAX_TIME_MS
                    + " ms, got " + timeMs);
        }
    }

    /** As deep as the caps allow: depth {@link #MAX_DEPTH}, {@link #HARD_MAX_NODES}, no time limit. */
    public static SearchLimits caps() {
        return new SearchLimits(MAX_DEPTH, HARD_MAX_NODES, 0);
    }

    /** A depth-limited search (plies); nodes up to the cap, no time limit. */
    public static SearchLimits depth(int plies) {
        return new SearchLimits(plies, HARD_MAX_NODES, 0);
    }

    /** A node-limited search; depth up to the cap, no time limit. */
    public static SearchLimits nodes(long nodes) {
        return new SearchLimits(MAX_DEPTH, nodes, 0);
    }

    /** A time-limited search in milliseconds (not deterministic). */
    public static SearchLimits timeMs(long ms) {
        return new SearchLimits(MAX_DEPTH, HARD_MAX_NODES, ms);
    }

    /**
     * Limits from optional values, each clamped to its cap instead of refused (for levels and command lines
     * that say "as much as allowed").
     *
     * @param depth  plies, or null for {@link #MAX_DEPTH}
     * @param nodes  nodes, or null for {@link #HARD_MAX_NODES}
     * @param timeMs milliseconds, or null/0 for no time limit
     * @throws IllegalArgumentException if a given value is below 1 (time: below 0)
     */
    public static SearchLimits clamped(Integer depth, Long nodes, Long timeMs) {
        int d = depth == null ? MAX_DEPTH : Math.min(depth, MAX_DEPTH);
        long n = nodes == null ? HARD_MAX_NODES : Math.min(nodes, HARD_MAX_NODES);
        long t = timeMs == null ? 0 : Math.min(timeMs, HARD_MAX_TIME_MS);
        return new SearchLimits(d, n, t);
    }

    /** The same limits with another depth. */
    public SearchLimits withDepth(int plies) {
        return new SearchLimits(plies, nodes, timeMs);
    }

    /** The same limits with another node limit. */
    public SearchLimits withNodes(long maxNodes) {
        return new SearchLimits(depth, maxNodes, timeMs);
    }

    /** The same limits with another time limit (0 = none). */
    public SearchLimits withTimeMs(long ms) {
        return new SearchLimits(depth, nodes, ms);
    }

    /** True when no wall-time limit is set, so the result depends only on the inputs. */
    public boolean deterministic() {
        return timeMs == 0;
    }

    /** The time after which the search is stopped mid-iteration: the limit, or the hard cap. */
    long deadlineMs() {
        return timeMs == 0 ? HARD_MAX_TIME_MS : timeMs;
    }
}
