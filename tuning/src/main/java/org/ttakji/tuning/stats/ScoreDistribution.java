package org.ttakji.tuning.stats;

import java.util.Arrays;

/**
 * The empirical distribution of a sample's mean score per game, where a sample is one game (trinomial counts) or one
 * game pair (pentanomial counts): {@code 2n + 1} counts, low to high, of samples scoring {@code 0, 1/2, ..., n} points
 * over their {@code n} games become the values {@code a_i = i / 2n} in 0..1 with probabilities {@code p_i = c_i / N}.
 *
 * <p>Source: fishtest's {@code LLRcalc.results_to_pdf} and {@code regularize}: a count of 0 is replaced by
 * {@code 0.001} first, so that no probability is 0 (the SPRT takes logarithms of them, and a sample without spread
 * still has a variance); {@code N} is the regularised total. Every statistic here is of that regularised
 * distribution, as fishtest's are.
 */
public final class ScoreDistribution {
    /** The count that stands in for 0 (fishtest's {@code regularize}). */
    public static final double ZERO_COUNT = 1e-3;

    private final double[] values;
    private final double[] probabilities;
    private final double samples;

    private ScoreDistribution(double[] values, double[] probabilities, double samples) {
        this.values = values;
        this.probabilities = probabilities;
        this.samples = samples;
    }

    /**
     * The distribution of counts low to high.
     *
     * @param counts {@code 2n + 1} non-negative counts, {@code n >= 1} (3 for games, 5 for pairs)
     * @throws IllegalArgumentException on an even or short length or a negative count
     */
    public static ScoreDistribution of(long... counts) {
        if (counts.length < 3 || counts.length % 2 == 0) {
            throw new IllegalArgumentException("score counts come in 2n+1 (3 for games, 5 for pairs), got "
                    + counts.length);
        }
        double[] regularised = new double[counts.length];
        double total = 0;
        for (int i = 0; i < counts.length; i++) {
            if (counts[i] < 0) {
                throw new IllegalArgumentException("score counts must be >= 0, got " + Arrays.toString(counts));
            }
            regularised[i] = counts[i] == 0 ? ZERO_COUNT : counts[i];
            total += regularised[i];
        }
        double[] values = new double[counts.length];
        double[] probabilities = new double[counts.length];
        for (int i = 0; i < counts.length; i++) {
            values[i] = (double) i / (counts.length - 1);
            probabilities[i] = regularised[i] / total;
        }
        return new ScoreDistribution(values, probabilities, total);
    }

    /** Number of outcomes, {@code 2n + 1}. */
    public int size() {
        return values.length;
    }

    /** Games in one sample, {@code n}: 1 for games, 2 for pairs. */
    public int gamesPerSample() {
        return (values.length - 1) / 2;
    }

    /** The regularised number of samples {@code N} (the count of games or pairs, plus 0.001 per empty outcome). */
    public double samples() {
        return samples;
    }

    /** The outcome values {@code a_i = i / 2n}, per-game scores 0..1. */
    public double[] values() {
        return values.clone();
    }

    /** The outcome probabilities {@code p_i}, summing to 1. */
    public double[] probabilities() {
        return probabilities.clone();
    }

    /** The mean score per game {@code μ = Σ p_i·a_i}. */
    public double mean() {
        double m = 0;
        for (int i = 0; i < values.length; i++) {
            m += probabilities[i] * values[i];
        }
        return m;
    }

    /** The variance of a sample's mean score per game, {@code Σ p_i·(a_i - μ)²} (per pair for pentanomials). */
    public double variance() {
        return centralMoment(2);
    }

    /** The standard error of {@link #mean()}, {@code √(variance / N)}. */
    public double standardError() {
        return Math.sqrt(variance() / samples);
    }

    /**
     * The variance per game, {@code σ²_pg = n·variance}: fishtest's {@code sigma_pg²} ({@code LLRcalc}:
     * {@code 2·var} for pairs, {@code var} for games), the variance a game would have if the games of a sample were
     * independent.
     */
    public double variancePerGame() {
        return gamesPerSample() * variance();
    }

    /** Skewness {@code m3 / m2^1.5} (fishtest's {@code LLRcalc.stats_ex}). */
    public double skewness() {
        return centralMoment(3) / Math.pow(variance(), 1.5);
    }

    /** Excess kurtosis {@code m4 / m2² - 3} (fishtest's {@code LLRcalc.stats_ex}). */
    public double excessKurtosis() {
        double v = variance();
        return centralMoment(4) / (v * v) - 3;
    }

    private double centralMoment(int k) {
        double m = mean();
        double sum = 0;
        for (int i = 0; i < values.length; i++) {
            sum += probabilities[i] * Math.pow(values[i] - m, k);
        }
        return sum;
    }
}
