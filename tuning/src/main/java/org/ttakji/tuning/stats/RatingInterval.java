package org.ttakji.tuning.stats;

/**
 * A fitted value with its bootstrap percentile interval.
 *
 * @param name      the player, or {@code first-move advantage} / {@code draw parameter}
 * @param estimate  the fit on all games
 * @param low       the 2.5% percentile of the resampled fits (NaN if no resample had it)
 * @param high      the 97.5% percentile of the resampled fits (NaN if no resample had it)
 * @param kind      what the estimate is ({@link RatingKind#ESTIMATE} for the model parameters)
 * @param resamples resamples that produced a value (a player absent from a resample has none there)
 */
public record RatingInterval(String name, double estimate, double low, double high, RatingKind kind, int resamples) {
    /** Whether {@code value} lies in {@code [low, high]}. */
    public boolean contains(double value) {
        return value >= low && value <= high;
    }
}
