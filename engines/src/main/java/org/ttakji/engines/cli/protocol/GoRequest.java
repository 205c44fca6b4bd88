package org.ttakji.engines.cli.protocol;

import java.util.ArrayList;
import java.util.List;

/**
 * What a {@code go} command asked for, in milliseconds and plies, filled in by a {@link Dialect}'s reader. Null
 * fields were not given. Clock fields are per side (index 0 = the first player: UCI {@code wtime}, USI
 * {@code btime} = sente); UCCI gives only the engine's own clock, which is stored for both sides.
 */
final class GoRequest {
    /** Depth limit, plies. */
    Integer depth;
    /** Node limit. */
    Long nodes;
    /** Exact time for this move, ms. */
    Long moveTimeMs;
    /** Time left on each side's clock, ms. */
    final Long[] timeMs = new Long[2];
    /** Increment per move of each side, ms. */
    final Long[] incrementMs = new Long[2];
    /** Moves to the next time control (0 or null = the rest of the game). */
    Integer movesToGo;
    /** Byoyomi per move, ms (USI). */
    Long byoyomiMs;
    /** Search until {@code stop}; the best move is sent only then. */
    boolean infinite;
    /** Ponder search (treated as {@link #infinite} until {@code ponderhit} or {@code stop}). */
    boolean ponder;
    /** UCI {@code mate N}: a mate in N moves is looked for (searched as depth 2N plies). */
    Integer mateMoves;
    /** Root moves to consider (UCI {@code searchmoves}), machine notation; empty = all. */
    final List<String> searchMoves = new ArrayList<>();

    /** True when any clock field is set. */
    boolean hasClock() {
        return timeMs[0] != null || timeMs[1] != null || byoyomiMs != null;
    }
}
