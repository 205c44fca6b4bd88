package org.ttakji.engines.cli.protocol;

import java.util.List;
import org.ttakji.engines.core.Position;
import org.ttakji.engines.search.IterationListener;
import org.ttakji.engines.search.SearchLimits;

/**
 * What the protocols think with: the lab's search at full strength ({@link FullStrengthBrain}) or a level's
 * player ({@link LevelBrain}). Used by one search thread at a time; {@link #requestStop()} may come from the
 * reader thread.
 */
interface Brain {
    /**
     * A decision.
     *
     * @param move       the move to play, or {@link org.ttakji.engines.core.Move#NONE} when there is none
     * @param pv         the principal variation of the main search (may be empty; its first move may differ
     *                   from {@code move} when a level chose another move)
     * @param score      cp from the mover's view (search conventions)
     * @param depth      completed depth, plies
     * @param nodes      nodes searched, verifying searches included
     * @param timeMicros   wall time, microseconds
     * @param clockStopped a clock (the move time or {@code MoveTimeCap}) stopped the search
     */
    record Thought(int move, List<Integer> pv, int score, int depth, long nodes, long timeMicros,
                   boolean clockStopped) {
        /** Copies the PV. */
        public Thought {
            pv = List.copyOf(pv);
        }
    }

    /**
     * Decides a move.
     *
     * @param view     the side to move's view ({@link Position#playerView()}), owned by the search thread
     * @param limits   limits from the GUI ({@link TimeBudget}); a level applies the stricter of these and its own
     * @param listener told about each completed iteration (info lines)
     * @param only     root moves to choose among (UCI {@code searchmoves}, UCCI {@code banmoves}), or null
     */
    Thought think(Position view, SearchLimits limits, IterationListener listener, int[] only);

    /** Asks a running {@link #think} to answer as soon as possible (any thread). */
    void requestStop();

    /** A new game starts: forget what earlier searches learnt, reseed a level's choices. */
    void newGame();

    /** One line for the GUI's log: the evaluation and level, e.g. {@code full strength, linear chess960 v0001}. */
    String description();
}
