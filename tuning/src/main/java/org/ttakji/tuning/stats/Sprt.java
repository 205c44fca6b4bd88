package org.ttakji.tuning.stats;

import java.util.Objects;
import org.ttakji.tuning.EloEstimate;

/**
 * The generalised sequential probability ratio test (GSPRT) of H0: Elo = elo0 against H1: Elo = elo1, on game pairs
 * (pentanomial counts, what fishtest uses) or single games (trinomial counts), as fishtest computes it.
 *
 * <p>The log-likelihood ratio is {@code LLR = N·Σ p_i·(ln q1_i - ln q0_i)} over the {@link ScoreDistribution} of the
 * samples ({@code N} samples, empirical probabilities {@code p_i}, zero counts regularised to 0.001), where
 * {@code q0} and {@code q1} are the maximum-likelihood distributions on the same outcomes that meet H0 and H1
 * (fishtest {@code LLRcalc.LLR}; the constrained MLEs are {@link ConstrainedMle}'s):
 *
 * <ul>
 *   <li>{@link EloModel#LOGISTIC} ({@code LLRcalc.LLR_logistic}): the expectation is {@code 1 / (1 + 10^(-elo/400))}.
 *   <li>{@link EloModel#NORMALIZED} ({@code LLRcalc.LLR_normalized}): the t-value {@code (μ - 1/2) / σ} of a sample
 *       is {@code nElo / (800 / ln 10) · √n} with {@code n} games per sample ({@code √2} for pairs), i.e. the
 *       per-game t-value {@code nElo / (800 / ln 10)}.</li>
 * </ul>
 *
 * <p>Wald's bounds: H0 is accepted below {@code ln(β / (1 - α))}, H1 above {@code ln((1 - β) / α)} (±2.944 for
 * α = β = 0.05). Fishtest also corrects the bounds for the expected overshoot of each batch of pairs (Siegmund,
 * <i>Sequential Analysis</i>, Corollary 8.33) from the LLR's history; this test has no history, so it uses Wald's
 * bounds as they are.
 *
 * @param alpha the type I error, the probability of accepting H1 when Elo = elo0, in (0, 1)
 * @param beta  the type II error, the probability of accepting H0 when Elo = elo1, in (0, 1)
 * @param elo0  H0's Elo, in the model's unit
 * @param elo1  H1's Elo, in the model's unit, above elo0
 * @param model the unit of elo0 and elo1
 */
public record Sprt(double alpha, double beta, double elo0, double elo1, EloModel model) {
    /**
     * Validates the test.
     *
     * @throws IllegalArgumentException if α or β is outside (0, 1), α + β ≥ 1, or elo0 ≥ elo1
     */
    public Sprt {
        Objects.requireNonNull(model, "model");
        if (!(alpha > 0 && alpha < 1) || !(beta > 0 && beta < 1) || alpha + beta >= 1) {
            throw new IllegalArgumentException("SPRT alpha and beta must be in (0, 1) with alpha + beta < 1, got alpha "
                    + alpha + ", beta " + beta);
        }
        if (!(elo0 < elo1)) {
            throw new IllegalArgumentException("SPRT elo0 must be below elo1, got " + elo0 + " and " + elo1);
        }
        if (!Double.isFinite(elo0) || !Double.isFinite(elo1)) {
            throw new IllegalArgumentException("SPRT bounds must be finite, got " + elo0 + " and " + elo1);
        }
    }

    /** Fishtest's usual test: α = β = 0.05, bounds in normalized Elo. */
    public static Sprt normalized(double elo0, double elo1) {
        return new Sprt(0.05, 0.05, elo0, elo1, EloModel.NORMALIZED);
    }

    /** α = β = 0.05, bounds in logistic Elo. */
    public static Sprt logistic(double elo0, double elo1) {
        return new Sprt(0.05, 0.05, elo0, elo1, EloModel.LOGISTIC);
    }

    /** Wald's lower bound {@code ln(β / (1 - α))}: H0 is accepted below it. */
    public double lowerBound() {
        return Math.log(beta / (1 - alpha));
    }

    /** Wald's upper bound {@code ln((1 - β) / α)}: H1 is accepted above it. */
    public double upperBound() {
        return Math.log((1 - beta) / alpha);
    }

    /** The LLR of game pairs. */
    public double llr(Pentanomial pairs) {
        return llr(pairs.distribution());
    }

    /** The LLR of single games. */
    public double llr(Trinomial games) {
        return llr(games.distribution());
    }

    /**
     * The LLR of a sample distribution (see the class comment).
     *
     * @throws IllegalArgumentException if a bound is one no distribution on the outcomes can have (e.g. a
     *                                  normalized Elo so large that its t-value is out of reach)
     */
    public double llr(ScoreDistribution d) {
        double[] a = d.values();
        double[] p = d.probabilities();
        double[] q0;
        double[] q1;
        if (model == EloModel.LOGISTIC) {
            q0 = ConstrainedMle.withExpectation(a, p, EloEstimate.expectedScore(elo0));
            q1 = ConstrainedMle.withExpectation(a, p, EloEstimate.expectedScore(elo1));
        } else {
            double perSample = Math.sqrt(d.gamesPerSample()) / MatchElo.NELO_PER_T;
            q0 = ConstrainedMle.withTValue(a, p, 0.5, elo0 * perSample);
            q1 = ConstrainedMle.withTValue(a, p, 0.5, elo1 * perSample);
        }
        double perSampleLlr = 0;
        for (int i = 0; i < a.length; i++) {
            perSampleLlr += p[i] * (Math.log(q1[i]) - Math.log(q0[i]));
        }
        return d.samples() * perSampleLlr;
    }

    /** The decision for an LLR: below the lower bound H0, above the upper bound H1, else continue. */
    public SprtDecision decide(double llr) {
        if (llr < lowerBound()) {
            return SprtDecision.ACCEPT_H0;
        }
        if (llr > upperBound()) {
            return SprtDecision.ACCEPT_H1;
        }
        return SprtDecision.CONTINUE;
    }

    /** The test's state after these pairs. */
    public SprtResult test(Pentanomial pairs) {
        double llr = llr(pairs);
        return new SprtResult(this, llr, decide(llr));
    }

    /** The test's state after these games (unpaired). */
    public SprtResult test(Trinomial games) {
        double llr = llr(games);
        return new SprtResult(this, llr, decide(llr));
    }
}
