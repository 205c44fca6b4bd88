package org.ttakji.engines.play;

/**
 * A player's answer for one move, with the search figures the game log records.
 *
 * @param move         the packed move, legal in the view the player was given
 * @param scoreCp      search score after the move from the mover's view, centipawns (mate scores are
 *                     large: see the search package); 0 for players that do not search
 * @param depth        completed search depth in plies (0 if no search)
 * @param nodes        nodes searched
 * @param timeMicros   wall time spent choosing, microseconds (measured, never used to decide)
 * @param clockStopped true when a clock (a move time or a wall-time cap) stopped a search of this move, so the
 *                     move is not reproducible from the game's seed; never true for deterministic limits
 */
public record MoveChoice(int move, int scoreCp, int depth, long nodes, long timeMicros, boolean clockStopped) {
    /** An answer that no clock stopped. */
    public MoveChoice(int move, int scoreCp, int depth, long nodes, long timeMicros) {
        this(move, scoreCp, depth, nodes, timeMicros, false);
    }
}
