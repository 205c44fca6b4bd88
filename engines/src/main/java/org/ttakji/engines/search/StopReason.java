package org.ttakji.engines.search;

/** Why a search stopped. */
public enum StopReason {
    /** The depth limit was reached: the last iteration completed. */
    DEPTH,
    /**
     * A forced end of the game (mate score) was found and confirmed by {@link Searcher#MATE_CONFIRM_PLIES}
     * further plies of search: deeper iterations would only repeat it.
     */
    GAME_END_FOUND,
    /** The node limit was reached. */
    NODES,
    /** The managed move time ({@link SearchLimits#timeMs()}) was used up (a clock: not reproducible). */
    TIME,
    /** The interactive wall-time cap ({@link SearchLimits#capMs()}) stopped the search (a clock: not reproducible). */
    CLOCK_CAP,
    /** {@link Searcher#requestStop()} was called (a protocol's {@code stop}). */
    STOPPED,
    /** The root position is already over or has no move: nothing to search. */
    TERMINAL;

    /** True when a clock ended the search ({@link #TIME}, {@link #CLOCK_CAP}): the result is not reproducible. */
    public boolean byClock() {
        return this == TIME || this == CLOCK_CAP;
    }
}
