package org.ttakji.tuning.stats;

import java.util.Objects;

/**
 * One parameter tuned by SPSA, given as in fishtest's SPSA form: {@code name, start, min, max, c_end, r_end}.
 *
 * @param name  the parameter's name
 * @param start its starting value
 * @param min   the lowest value it may take
 * @param max   the highest value it may take
 * @param cEnd  the perturbation size at the last iteration, {@code > 0} (same unit as the parameter)
 * @param rEnd  the learning rate at the last iteration, {@code >= 0}: the step is {@code r·c} per unit of
 *              wins minus losses
 */
public record SpsaParameter(String name, double start, double min, double max, double cEnd, double rEnd) {
    /**
     * Validates the parameter.
     *
     * @throws IllegalArgumentException naming the parameter if {@code min <= start <= max}, {@code cEnd > 0} or
     *                                  {@code rEnd >= 0} fails
     */
    public SpsaParameter {
        Objects.requireNonNull(name, "name");
        if (!(min <= start && start <= max)) {
            throw new IllegalArgumentException("SPSA parameter " + name + ": start " + start + " must be within ["
                    + min + ", " + max + "]");
        }
        if (!(cEnd > 0) || !(rEnd >= 0) || !Double.isFinite(cEnd) || !Double.isFinite(rEnd)) {
            throw new IllegalArgumentException("SPSA parameter " + name + ": c_end must be > 0 and r_end >= 0, got "
                    + cEnd + " and " + rEnd);
        }
    }

    /** {@code value} clipped to {@code [min, max]}. */
    public double clip(double value) {
        return Math.min(Math.max(value, min), max);
    }
}
