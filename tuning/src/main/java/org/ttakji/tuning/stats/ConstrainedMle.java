package org.ttakji.tuning.stats;

import org.apache.commons.math3.analysis.solvers.BrentSolver;
import org.apache.commons.math3.exception.NoBracketingException;
import org.apache.commons.math3.exception.TooManyEvaluationsException;

/**
 * Maximum-likelihood estimates of a discrete distribution on fixed outcomes {@code a_i}, given its empirical
 * probabilities {@code p_i}, under a constraint on the distribution: the generalised SPRT compares the likelihoods of
 * the two constrained estimates.
 *
 * <p>Source: M. Van den Bergh, "Computing the MLE of a multinomial distribution with a given expectation"
 * (Proposition 1.1) and "Normalized Elo - practical" (Section 4.1), as implemented by fishtest's
 * {@code LLRcalc.MLE_expected}, {@code MLE_t_value} and {@code secular}.
 */
final class ConstrainedMle {
    /** Distance kept from the poles of the secular equation (fishtest's epsilon). */
    private static final double POLE_MARGIN = 1e-9;
    /** Fixed-point iterations of the t-value estimate stop when no probability moves more than this (fishtest). */
    private static final double T_VALUE_TOLERANCE = 1e-9;
    private static final int T_VALUE_MAX_ITERATIONS = 100;

    private ConstrainedMle() {
    }

    /**
     * The MLE with expectation {@code s}: {@code q_i = p_i / (1 + x·(a_i - s))}, {@code x} the root of the secular
     * equation for {@code b_i = a_i - s}.
     *
     * @throws IllegalArgumentException if {@code s} is not strictly inside the range of the outcomes
     */
    static double[] withExpectation(double[] a, double[] p, double s) {
        double[] b = new double[a.length];
        for (int i = 0; i < a.length; i++) {
            b[i] = a[i] - s;
        }
        double x = secularRoot(b, p);
        double[] q = new double[a.length];
        for (int i = 0; i < a.length; i++) {
            q[i] = p[i] / (1 + x * b[i]);
        }
        return q;
    }

    /**
     * The MLE with t-value {@code (μ - ref) / σ = s}: a fixed point, each step solving the secular equation for
     * {@code b_i = a_i - ref - s·σ·(1 + ((μ - a_i) / σ)²) / 2} with {@code μ, σ} of the previous estimate (the
     * first is uniform), then {@code q_i = p_i / (1 + x·b_i)}. Fishtest stops after 10 steps; this stops when the
     * probabilities move less than 1e-9 (which those 10 steps reach on real counts), at most 100 steps.
     *
     * @throws IllegalArgumentException if {@code s} is a t-value the outcomes cannot have
     */
    static double[] withTValue(double[] a, double[] p, double ref, double s) {
        int n = a.length;
        double[] q = new double[n];
        java.util.Arrays.fill(q, 1.0 / n);
        for (int iteration = 0; iteration < T_VALUE_MAX_ITERATIONS; iteration++) {
            double mu = mean(a, q);
            double sigma = Math.sqrt(variance(a, q, mu));
            double[] b = new double[n];
            for (int i = 0; i < n; i++) {
                double d = (mu - a[i]) / sigma;
                b[i] = a[i] - ref - s * sigma * (1 + d * d) / 2;
            }
            double x = secularRoot(b, p);
            double change = 0;
            for (int i = 0; i < n; i++) {
                double next = p[i] / (1 + x * b[i]);
                change = Math.max(change, Math.abs(next - q[i]));
                q[i] = next;
            }
            if (change < T_VALUE_TOLERANCE) {
                break;
            }
        }
        return q;
    }

    /**
     * The root {@code x} of the secular equation {@code Σ p_i·b_i / (1 + x·b_i) = 0} between its poles
     * {@code -1 / max b} and {@code -1 / min b} (the left side falls from +∞ to -∞ there), by Brent's method.
     *
     * @throws IllegalArgumentException if the {@code b_i} do not take both signs (no root: the constraint is outside
     *                                  what the outcomes can reach)
     */
    static double secularRoot(double[] b, double[] p) {
        double min = Double.POSITIVE_INFINITY;
        double max = Double.NEGATIVE_INFINITY;
        for (double v : b) {
            min = Math.min(min, v);
            max = Math.max(max, v);
        }
        if (!(min < 0 && max > 0)) {
            throw new IllegalArgumentException("no distribution on these outcomes meets the constraint (shifted "
                    + "outcomes " + min + ".." + max + " do not take both signs)");
        }
        double lower = -1 / max + POLE_MARGIN;
        double upper = -1 / min - POLE_MARGIN;
        BrentSolver solver = new BrentSolver(1e-15, 1e-15);
        try {
            return solver.solve(1000, x -> {
                double sum = 0;
                for (int i = 0; i < b.length; i++) {
                    sum += p[i] * b[i] / (1 + x * b[i]);
                }
                return sum;
            }, lower, upper);
        } catch (NoBracketingException | TooManyEvaluationsException e) {
            throw new IllegalStateException("secular equation not solved: " + e.getMessage(), e);
        }
    }

    static double mean(double[] a, double[] q) {
        double m = 0;
        for (int i = 0; i < a.length; i++) {
            m += q[i] * a[i];
        }
        return m;
    }

    static double variance(double[] a, double[] q, double mu) {
        double v = 0;
        for (int i = 0; i < a.length; i++) {
            v += q[i] * (a[i] - mu) * (a[i] - mu);
        }
        return v;
    }
}
