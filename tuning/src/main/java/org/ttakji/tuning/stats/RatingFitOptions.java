package org.ttakji.tuning.stats;

/**
 * Which model parameters the rating fit estimates and which it takes as given.
 *
 * @param firstMoveAdvantage the first player's Elo bonus, or null to fit it (Ordo's {@code -W}, BayesElo's
 *                           {@code advantage})
 * @param drawParameter      Davidson's {@code ν >= 0}, or null to fit it; 0 means no draws can happen
 */
public record RatingFitOptions(Double firstMoveAdvantage, Double drawParameter) {
    /**
     * Validates fixed values.
     *
     * @throws IllegalArgumentException on a non-finite advantage or a negative or non-finite draw parameter
     */
    public RatingFitOptions {
        if (firstMoveAdvantage != null && !Double.isFinite(firstMoveAdvantage)) {
            throw new IllegalArgumentException("first-move advantage must be finite, got " + firstMoveAdvantage);
        }
        if (drawParameter != null && !(drawParameter >= 0 && Double.isFinite(drawParameter))) {
            throw new IllegalArgumentException("draw parameter must be >= 0, got " + drawParameter);
        }
    }

    /** Fits the ratings, the first-move advantage and the draw parameter. */
    public static RatingFitOptions fitAll() {
        return new RatingFitOptions(null, null);
    }

    /** Fits the ratings and the draw parameter with a fixed first-move advantage (e.g. 0 without colours). */
    public static RatingFitOptions withAdvantage(double elo) {
        return new RatingFitOptions(elo, null);
    }
}
