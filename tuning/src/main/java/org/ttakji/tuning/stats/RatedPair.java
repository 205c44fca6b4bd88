package org.ttakji.tuning.stats;

import java.util.List;
import java.util.Objects;

/**
 * The two games of one start with the colours swapped: the unit the rating bootstrap resamples, since the games of a
 * pair share their opening and are not independent.
 *
 * @param first  the pair's first game
 * @param second the pair's second game, the same two players with the first mover swapped
 */
public record RatedPair(RatedGame first, RatedGame second) {
    /**
     * Validates the pairing.
     *
     * @throws IllegalArgumentException if the second game is not the first with the players' order swapped
     */
    public RatedPair {
        Objects.requireNonNull(first, "first");
        Objects.requireNonNull(second, "second");
        if (!first.first().equals(second.second()) || !first.second().equals(second.first())) {
            throw new IllegalArgumentException("a pair is one start with colours swapped, got " + first.first() + " - "
                    + first.second() + " and " + second.first() + " - " + second.second());
        }
    }

    /** Both games. */
    public List<RatedGame> games() {
        return List.of(first, second);
    }
}
