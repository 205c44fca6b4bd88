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
    /** The caller's wall-time limit was reached (not reproducible). */
    TIME,
    /** The hard time cap ({@link SearchLimits#HARD_MAX_TIME_MS}) stopped a search without a time limit. */
    HARD_TIME_CAP,
    /** {@link Searcher#requestStop()} was called (a protocol's {@code stop}). */
    STOPPED,
    /** The root position is already over or has no move: nothing to search. */
    TERMINAL
}
