package org.ttakji.engines.play;

import org.ttakji.engines.core.Position;
import org.ttakji.engines.core.SplitMix64;

/**
 * A computer player of one variant in one configuration. Not thread-safe: one instance per game thread.
 * Deterministic: given the same view, history and random generator state, it chooses the same move
 * (wall-time limits aside).
 */
public interface Player {

    /**
     * Chooses a move for the side to move.
     *
     * @param view   the side to move's view ({@link Position#playerView()}); the player may make and
     *               unmake moves on it but must leave it as it found it
     * @param random the only source of randomness (evaluation noise, blunders, temperature)
     * @return the chosen move, legal in {@code view}
     * @throws IllegalStateException if the view has no legal move
     */
    MoveChoice choose(Position view, SplitMix64 random);

    /**
     * Chooses a move knowing the game so far (what {@link GameLoop} calls). The lab's players search the view
     * and ignore the record (the default); an external engine is sent the start position and the moves.
     *
     * @param game   the start position as the players see it and the moves played since
     * @param view   as for {@link #choose(Position, SplitMix64)}
     * @param random as for {@link #choose(Position, SplitMix64)}
     * @return the chosen move, legal in {@code view}
     * @throws PlayerFailure          if the player cannot give a legal move (an external engine's illegal answer,
     *                                crash or timeout): the game ends as its loss
     * @throws IllegalStateException if the view has no legal move
     */
    default MoveChoice choose(GameSoFar game, Position view, SplitMix64 random) {
        return choose(view, random);
    }

    /** The configuration this player was built from. */
    EngineConfig config();
}
