package org.ttakji.tuning.stats;

import java.util.List;
import java.util.Optional;

/**
 * The result of a rating fit.
 *
 * @param players            every player, by name, with its rating relative to the anchor
 * @param anchor             the player held at 0
 * @param firstMoveAdvantage the first player's bonus in Elo (fitted or as given)
 * @param drawParameter      Davidson's {@code ν} (fitted or as given)
 * @param logLikelihood      the log-likelihood of the games among the estimated players at the optimum (natural log)
 * @param iterations         Newton iterations used
 */
public record RatingTable(List<PlayerRating> players, String anchor, double firstMoveAdvantage, double drawParameter,
                          double logLikelihood, int iterations) {
    /** Copies the list. */
    public RatingTable {
        players = List.copyOf(players);
    }

    /** The named player's rating, if it played. */
    public Optional<PlayerRating> player(String name) {
        return players.stream().filter(p -> p.name().equals(name)).findFirst();
    }

    /**
     * The named player's rating in Elo.
     *
     * @throws IllegalArgumentException if it did not play
     */
    public double elo(String name) {
        return player(name).orElseThrow(() -> new IllegalArgumentException("no rating for '" + name + "'")).elo();
    }

    /**
     * The same fit on a scale where {@code reference} is at 0: {@link #relativeTo(String, double)} with 0.
     *
     * @throws IllegalArgumentException if {@code reference} did not play
     */
    public RatingTable relativeTo(String reference) {
        return relativeTo(reference, 0);
    }

    /**
     * The same fit on a scale where {@code reference} is at {@code value} Elo: every rating minus the reference's,
     * plus {@code value}; the reference as the anchor (its kind kept when it is a floor or ceiling for a perfect
     * score), the former anchor an estimate. The model parameters and the likelihood do not change.
     *
     * @param value the reference's rating on the new scale, Elo (finite)
     * @throws IllegalArgumentException if {@code reference} did not play or {@code value} is not finite
     */
    public RatingTable relativeTo(String reference, double value) {
        if (!Double.isFinite(value)) {
            throw new IllegalArgumentException("the reference's value must be finite, got " + value);
        }
        double zero = elo(reference) - value;
        List<PlayerRating> shifted = players.stream().map(p -> new PlayerRating(p.name(), p.elo() - zero,
                p.name().equals(reference) && p.kind() == RatingKind.ESTIMATE ? RatingKind.ANCHOR
                        : !p.name().equals(reference) && p.kind() == RatingKind.ANCHOR ? RatingKind.ESTIMATE : p.kind(),
                p.games(), p.points())).toList();
        return new RatingTable(shifted, reference, firstMoveAdvantage, drawParameter, logLikelihood, iterations);
    }

    /** The first player's expected score against an opponent {@code difference} Elo weaker (advantage included). */
    public double expectedFirstScore(double difference) {
        return DavidsonModel.expectedScore(difference + firstMoveAdvantage, drawParameter);
    }

    /** {@link DavidsonModel#logisticScale(double)} at the fitted draw parameter. */
    public double logisticScale() {
        return DavidsonModel.logisticScale(drawParameter);
    }
}
