package org.ttakji.tuning.rate;

import java.util.Objects;
import org.ttakji.engines.levels.Level;

/**
 * One measured player of the lab's engine for the strength model: its level parameters and its rating.
 *
 * @param name       the player's ladder name ({@link AnchorText#nameOf})
 * @param parameters the parameters it played with (a level with any explicit limits applied)
 * @param rating     its rating, lab Elo (random mover 0)
 * @param low        the 95% interval's low end
 * @param high       the 95% interval's high end
 * @param games      games the rating rests on
 * @param runId      the rating run it was measured in
 */
public record LevelPoint(String name, Level parameters, double rating, double low, double high, long games,
                         String runId) {
    /**
     * Requires a finite rating and interval.
     *
     * @throws IllegalArgumentException for a non-finite rating or interval, or low above high
     */
    public LevelPoint {
        Objects.requireNonNull(parameters, "parameters");
        if (!Double.isFinite(rating) || !Double.isFinite(low) || !Double.isFinite(high) || low > high) {
            throw new IllegalArgumentException("a level point needs a finite rating and interval, got " + rating
                    + " [" + low + ", " + high + "]");
        }
    }

    /** The rating's standard error, Elo: the 95% interval's width over 3.92 (at least 1). */
    public double standardError() {
        return Math.max(1, (high - low) / 3.92);
    }
}
