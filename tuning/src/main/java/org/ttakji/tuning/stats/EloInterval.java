package org.ttakji.tuning.stats;

import java.util.Locale;

/**
 * An Elo-like estimate with the ends of its 95% interval, in the unit of the estimate (logistic Elo or normalized
 * Elo).
 *
 * @param estimate the point estimate
 * @param low      the lower end ({@code -∞} where the interval runs past a score of 0)
 * @param high     the upper end ({@code +∞} where the interval runs past a score of 1)
 */
public record EloInterval(double estimate, double low, double high) {
    /**
     * Half the interval's width, {@code (high - low) / 2}: the "±" fishtest prints (its {@code elo95}). For the
     * logistic Elo the interval is not symmetric around the estimate, so this is a summary, not a bound.
     */
    public double halfWidth() {
        return (high - low) / 2;
    }

    /** Text such as {@code 55.03 ± 1.38 [53.65, 56.41]}. */
    public String describe() {
        return String.format(Locale.ROOT, "%.2f ± %.2f [%.2f, %.2f]", estimate, halfWidth(), low, high);
    }
}
