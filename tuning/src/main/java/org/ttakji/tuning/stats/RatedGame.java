package org.ttakji.tuning.stats;

import java.util.Objects;
import org.ttakji.engines.core.Result;

/**
 * One finished game for a rating fit.
 *
 * @param first  the player who moved first (White in chess, Sente in shogi, Red in xiangqi, Cho in janggi)
 * @param second the other player
 * @param result the result from the first player's view ({@code ONGOING} is refused)
 */
public record RatedGame(String first, String second, Result result) {
    /**
     * Validates the game.
     *
     * @throws IllegalArgumentException on a missing name or result, a player playing itself, or an unfinished game
     */
    public RatedGame {
        Objects.requireNonNull(first, "first");
        Objects.requireNonNull(second, "second");
        Objects.requireNonNull(result, "result");
        if (first.equals(second)) {
            throw new IllegalArgumentException("a rated game needs two players, got '" + first + "' twice");
        }
        if (result == Result.ONGOING) {
            throw new IllegalArgumentException("game " + first + " - " + second + " is not finished");
        }
    }

    /** The first player's points: 1, 1/2 or 0. */
    public double firstScore() {
        return result.firstPlayerScore();
    }

    /** The points of {@code player} in this game. @throws IllegalArgumentException if it did not play */
    public double scoreOf(String player) {
        if (player.equals(first)) {
            return firstScore();
        }
        if (player.equals(second)) {
            return 1 - firstScore();
        }
        throw new IllegalArgumentException("'" + player + "' did not play " + first + " - " + second);
    }
}
