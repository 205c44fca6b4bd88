package org.ttakji.engines.search;

/**
 * The search's verdict on one root move (or root action) after the last completed iteration.
 *
 * @param move  the packed move or action, legal in the searched position
 * @param score centipawns from the mover's view (the side to move at the root); for a chance move, the
 *              probability-weighted expectation over its outcomes
 * @param exact true when {@code score} is the move's exact search value; false when it is only an upper
 *              bound (the move was proven no better than the {@code multiPv}-th best, see
 *              {@link SearchSettings#multiPv()})
 */
public record RootMoveScore(int move, int score, boolean exact) {
}
