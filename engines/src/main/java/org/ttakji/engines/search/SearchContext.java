package org.ttakji.engines.search;

import org.ttakji.engines.core.MoveList;
import org.ttakji.engines.core.Position;
import org.ttakji.engines.eval.Evaluator;

/**
 * The state one search shares between its parts (root, node, quiescence, chance): the position, the
 * evaluator, the table and ordering, per-ply scratch arrays allocated once, the principal-variation table,
 * and the node/time accounting that decides when to stop.
 */
final class SearchContext {
    /** Outcomes a chance move may have (the contract promises room for 16; Banqi has at most 14). */
    static final int MAX_OUTCOMES = 32;
    private static final int CLOCK_CHECK_MASK = 1023;

    final Evaluator evaluator;
    final SearchSettings settings;
    private final SearchClock clock;
    final TranspositionTable table;
    final MoveOrdering ordering;
    final MoveList[] moveLists = new MoveList[Scores.MAX_PLY + 1];
    final int[][] pv = new int[Scores.MAX_PLY + 1][Scores.MAX_PLY + 1];
    final int[] pvLength = new int[Scores.MAX_PLY + 1];
    final int[][] chanceMoves = new int[Scores.MAX_PLY + 1][MAX_OUTCOMES];
    final double[][] chanceProbabilities = new double[Scores.MAX_PLY + 1][MAX_OUTCOMES];

    Position position;
    long nodes;
    private long nodeLimit;
    private long startNanos;
    private long deadlineNanos;
    private boolean clockLimited;
    private StopReason deadlineReason;
    private boolean aborted;
    private StopReason abortReason;
    private volatile boolean stopRequested;

    SearchContext(Evaluator evaluator, SearchSettings settings, SearchClock clock) {
        this.evaluator = evaluator;
        this.settings = settings;
        this.clock = clock;
        this.table = new TranspositionTable(settings.hashMegabytes());
        this.ordering = new MoveOrdering(settings.orderingValues());
        for (int i = 0; i < moveLists.length; i++) {
            moveLists[i] = new MoveList();
        }
    }

    /**
     * Resets the accounting for a new search of {@code root}. The clock is read here to report the search's
     * duration; only a search with a clock in its limits reads it again to decide when to stop.
     */
    void start(Position root, SearchLimits limits) {
        this.position = root;
        this.nodes = 0;
        this.nodeLimit = limits.nodes();
        this.startNanos = clock.nanoTime();
        this.clockLimited = !limits.deterministic();
        this.deadlineNanos = startNanos + limits.deadlineMs() * 1_000_000L;
        this.deadlineReason = limits.deadlineReason();
        this.aborted = false;
        this.abortReason = null;
        this.stopRequested = false;
        if (settings.reuseTable()) {
            table.newSearch(true);
            ordering.age();
        } else {
            table.newSearch(false);
            ordering.clear();
        }
    }

    /**
     * Counts a node about to be searched, or stops the search: at the node limit (checked at every node,
     * so node-limited searches stop at exactly the same node every time), and every 1024 nodes at a stop
     * request or, only when the limits have a clock, at its deadline.
     *
     * @return false when the search is (now) aborted and the caller must return at once
     */
    boolean enterNode() {
        if (aborted) {
            return false;
        }
        if (nodes >= nodeLimit) {
            abort(StopReason.NODES);
            return false;
        }
        nodes++;
        if ((nodes & CLOCK_CHECK_MASK) == 0) {
            if (stopRequested) {
                abort(StopReason.STOPPED);
                return false;
            }
            if (clockLimited && clock.nanoTime() >= deadlineNanos) {
                abort(deadlineReason);
                return false;
            }
        }
        return true;
    }

    private void abort(StopReason reason) {
        aborted = true;
        abortReason = reason;
    }

    /** True once the search must stop; every loop checks it after each child. */
    boolean aborted() {
        return aborted;
    }

    /** Why the search was aborted (null if it was not). */
    StopReason abortReason() {
        return abortReason;
    }

    /** Sets the node limit (the searcher lifts the caller's limit during depth 1). */
    void setNodeLimit(long limit) {
        nodeLimit = limit;
    }

    /** True when {@link #requestStop()} was called during this search. */
    boolean stopRequested() {
        return stopRequested;
    }

    /** Asks the search to stop (from any thread); honoured within 1024 nodes. */
    void requestStop() {
        stopRequested = true;
    }

    /** Microseconds since the search started (reported, never used to decide a deterministic search). */
    long elapsedMicros() {
        return (clock.nanoTime() - startNanos) / 1000;
    }

    /** Nanoseconds since the search started. */
    long elapsedNanos() {
        return clock.nanoTime() - startNanos;
    }

    /** The static evaluation of the current position, clamped below the mate range. */
    int evaluate() {
        return Scores.clampEval(evaluator.evaluate(position));
    }

    /** Sets the PV at {@code ply} to {@code move} followed by the PV found at {@code ply + 1}. */
    void updatePv(int ply, int move) {
        int[] line = pv[ply];
        int[] child = pv[ply + 1];
        line[ply] = move;
        int end = pvLength[ply + 1];
        for (int i = ply + 1; i < end; i++) {
            line[i] = child[i];
        }
        pvLength[ply] = Math.max(end, ply + 1);
    }
}
