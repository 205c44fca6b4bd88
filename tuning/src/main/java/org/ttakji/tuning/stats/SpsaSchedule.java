package org.ttakji.tuning.stats;

/**
 * The gain sequences of SPSA as fishtest runs it: at iteration {@code k} (0-based, counting game pairs played),
 * the perturbation {@code c_k = c / (k + 1)^γ} and the step gain {@code a_k = a / (A + k + 1)^α}, with
 * per-parameter {@code c = c_end·N^γ} and {@code a = r_end·c_end²·(A + N)^α}, so that at the last iteration
 * ({@code k + 1 = N}) {@code c_k = c_end} and {@code a_k / c_k² = r_end}.
 *
 * <p>Sources: Spall, "Implementation of the simultaneous perturbation algorithm for stochastic optimization" (IEEE
 * TAES 34, 1998), for the forms of the gains and α = 0.602, γ = 0.101, A about a tenth of the iterations; fishtest's
 * SPSA parameter parsing ({@code c = c_end·num_iter^γ}, {@code a_end = r_end·c_end²}, {@code a = a_end·(A +
 * num_iter)^α}, with {@code num_iter} = games / 2 and {@code A = int(0.1·games / 2)} by default) and
 * {@code spsa_handler.py} ({@code iter_local = iter + 1}, {@code c_k = c / iter_local^γ},
 * {@code R_k = a / (A + iter_local)^α / c_k²}).
 *
 * @param iterations {@code N}, the planned number of iterations (game pairs), {@code >= 1}
 * @param stability  {@code A}, the stability constant, {@code >= 0}
 * @param alpha      {@code α}, the step gain's decay exponent
 * @param gamma      {@code γ}, the perturbation's decay exponent
 */
public record SpsaSchedule(long iterations, double stability, double alpha, double gamma) {
    /** Spall's and fishtest's default decay exponents. */
    public static final double ALPHA = 0.602;
    /** Spall's and fishtest's default decay exponents. */
    public static final double GAMMA = 0.101;

    /**
     * Validates the schedule.
     *
     * @throws IllegalArgumentException if {@code iterations < 1}, {@code stability < 0} or an exponent is not finite
     */
    public SpsaSchedule {
        if (iterations < 1 || !(stability >= 0) || !Double.isFinite(stability) || !Double.isFinite(alpha)
                || !Double.isFinite(gamma)) {
            throw new IllegalArgumentException("SPSA schedule needs iterations >= 1 and A >= 0, got " + iterations
                    + " and " + stability);
        }
    }

    /** Fishtest's defaults for {@code games} games ({@code games / 2} iterations): A = int(0.1·N), α, γ above. */
    public static SpsaSchedule fishtest(long games) {
        long n = games / 2;
        return new SpsaSchedule(n, (long) (0.1 * n), ALPHA, GAMMA);
    }

    /** {@code c = c_end·N^γ}. */
    public double c(SpsaParameter p) {
        return p.cEnd() * Math.pow(iterations, gamma);
    }

    /** {@code a = r_end·c_end²·(A + N)^α}. */
    public double a(SpsaParameter p) {
        return p.rEnd() * p.cEnd() * p.cEnd() * Math.pow(stability + iterations, alpha);
    }

    /** The perturbation at iteration {@code k}: {@code c_k = c / (k + 1)^γ}. */
    public double c(SpsaParameter p, long k) {
        requireIteration(k);
        return c(p) / Math.pow(k + 1, gamma);
    }

    /** The step gain at iteration {@code k}: {@code a_k = a / (A + k + 1)^α}. */
    public double a(SpsaParameter p, long k) {
        requireIteration(k);
        return a(p) / Math.pow(stability + k + 1, alpha);
    }

    /** The learning rate at iteration {@code k}, {@code R_k = a_k / c_k²} (fishtest's {@code R}). */
    public double r(SpsaParameter p, long k) {
        double ck = c(p, k);
        return a(p, k) / (ck * ck);
    }

    private static void requireIteration(long k) {
        if (k < 0) {
            throw new IllegalArgumentException("SPSA iteration must be >= 0, got " + k);
        }
    }
}
