package org.ttakji.engines.play;

import java.util.function.Supplier;

/**
 * Makes the players of one configuration for a series of games on one thread (a self-play task): a new
 * {@link Player} per game, while what is costly to start (an external engine's process) lives as long as the
 * source and is closed with it. Not thread-safe: one source per task thread.
 */
public interface PlayerSource extends AutoCloseable {

    /**
     * The player of the next game (a game must not depend on earlier ones: the lab's players are new or keep
     * nothing from one search to the next, an external engine is told a new game starts).
     *
     * @throws org.ttakji.engines.core.LabInputException if the player cannot be built from its configuration
     */
    Player newPlayer();

    /** Ends what the source started (an external engine's process); players it made must not be used after. */
    @Override
    void close();

    /** A source of players that hold nothing to close (the lab's engine, the random mover). */
    static PlayerSource of(Supplier<Player> players) {
        return new PlayerSource() {
            @Override
            public Player newPlayer() {
                return players.get();
            }

            @Override
            public void close() {
            }
        };
    }
}
