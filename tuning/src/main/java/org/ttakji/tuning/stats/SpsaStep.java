package org.ttakji.tuning.stats;

import java.util.List;
import org.ttakji.engines.core.SplitMix64;

/**
 * One SPSA iteration: a random ±1 direction for every parameter, the two points {@code θ + c_k·Δ} and
 * {@code θ - c_k·Δ} (each clipped to the parameter's range) that play a game pair against each other, and the
 * update from the pair's result.
 *
 * <p>Update (fishtest's {@code spsa_handler.py}): with {@code result} = wins minus losses of the plus point,
 * {@code θ_i ← clip(θ_i + R_k·c_k·result·Δ_i)}, {@code R_k = a_k / c_k²}; i.e. {@code a_k·result / c_k·Δ_i}, Spall's
 * gradient step with the pair's result as the (scaled) difference of the two measurements. A batch of several pairs
 * played at the same {@code k} uses its total result; the caller then advances {@code k} by the pairs played.
 *
 * @param schedule   the gains
 * @param parameters the tuned parameters, in order
 * @param iteration  {@code k}, the 0-based iteration the points were drawn at
 * @param flips      the direction {@code Δ}, one ±1 per parameter
 * @param plus       {@code clip(θ + c_k·Δ)}
 * @param minus      {@code clip(θ - c_k·Δ)}
 */
public record SpsaStep(SpsaSchedule schedule, List<SpsaParameter> parameters, long iteration, int[] flips,
                       double[] plus, double[] minus) {
    /** Copies the arrays (the step is a value). */
    public SpsaStep {
        parameters = List.copyOf(parameters);
        flips = flips.clone();
        plus = plus.clone();
        minus = minus.clone();
    }

    /** The direction, one ±1 per parameter (a copy). */
    @Override
    public int[] flips() {
        return flips.clone();
    }

    /** The plus point (a copy). */
    @Override
    public double[] plus() {
        return plus.clone();
    }

    /** The minus point (a copy). */
    @Override
    public double[] minus() {
        return minus.clone();
    }

    /**
     * Draws the iteration's direction and points.
     *
     * @param schedule   the gains
     * @param parameters the tuned parameters
     * @param theta      the current values, one per parameter
     * @param iteration  {@code k}, 0-based, the game pairs played so far
     * @param random     the generator of the directions (one bit per parameter, so a seeded run repeats)
     * @throws IllegalArgumentException if {@code theta} does not have one value per parameter
     */
    public static SpsaStep draw(SpsaSchedule schedule, List<SpsaParameter> parameters, double[] theta, long iteration,
                                SplitMix64 random) {
        requireOnePerParameter(parameters, theta);
        int n = parameters.size();
        int[] flips = new int[n];
        double[] plus = new double[n];
        double[] minus = new double[n];
        for (int i = 0; i < n; i++) {
            SpsaParameter p = parameters.get(i);
            flips[i] = (random.nextLong() & 1) == 0 ? -1 : 1; // Bernoulli ±1, Spall's choice of Δ
            double ck = schedule.c(p, iteration);
            plus[i] = p.clip(theta[i] + ck * flips[i]);
            minus[i] = p.clip(theta[i] - ck * flips[i]);
        }
        return new SpsaStep(schedule, parameters, iteration, flips, plus, minus);
    }

    /**
     * The values after the pair(s) played at this iteration.
     *
     * @param theta  the current values (possibly moved by other iterations since the draw)
     * @param result wins minus losses of the plus point over the games played
     * @throws IllegalArgumentException if {@code theta} does not have one value per parameter
     */
    public double[] updated(double[] theta, double result) {
        requireOnePerParameter(parameters, theta);
        double[] next = new double[theta.length];
        for (int i = 0; i < theta.length; i++) {
            SpsaParameter p = parameters.get(i);
            double ck = schedule.c(p, iteration);
            next[i] = p.clip(theta[i] + schedule.r(p, iteration) * ck * result * flips[i]);
        }
        return next;
    }

    /** The parameters' start values. */
    public static double[] start(List<SpsaParameter> parameters) {
        return parameters.stream().mapToDouble(SpsaParameter::start).toArray();
    }

    private static void requireOnePerParameter(List<SpsaParameter> parameters, double[] theta) {
        if (theta.length != parameters.size()) {
            throw new IllegalArgumentException("SPSA needs one value per parameter: " + parameters.size()
                    + " parameters, " + theta.length + " values");
        }
    }
}
