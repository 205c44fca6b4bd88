package org.ttakji.tuning;

/**
 * The Elo difference a match score implies, with a 95% confidence interval, from A's wins, draws and losses.
 *
 * <p>Model: Elo's logistic curve, the expected score of a player {@code D} Elo stronger being
 * {@code E(D) = 1 / (1 + 10^(-D / 400))}, so a score fraction {@code s} implies {@code D = -400 · log10(1 / s - 1)}
 * (A. Elo, <i>The Rating of Chessplayers, Past and Present</i>, 1978; the logistic form as used by the FIDE-style
 * tables and by match tools).
 *
 * <p>Interval: the per-game score is a trinomial variable (win 1, draw 1/2, loss 0); its sample variance is
 * {@code σ² = (w·(1 - s)² + d·(1/2 - s)² + l·(0 - s)²) / n}, the mean score's standard error {@code σ / √n}, and the
 * 95% interval of the score {@code s ± 1.959964 · σ / √n} (normal approximation) is mapped through the curve above.
 * This is the method of cutechess-cli's {@code Elo} class (Ilari Pihlajisto, {@code projects/lib/src/elo.cpp}) and
 * of the Chess Programming Wiki's "Match Statistics" page. It treats games as independent; paired games (same
 * start, colours swapped) are better served by the pentanomial model a sequential test (SPRT) should use.
 *
 * <p>The likelihood of superiority is {@code LOS = Φ((w - l) / √(w + l))} (same wiki page), draws ignored.
 *
 * <p>Edge cases: a score of 1 gives {@code +∞}, 0 gives {@code -∞}; an interval end beyond 0 or 1 is infinite;
 * with no games everything is NaN.
 *
 * @param wins   games A won
 * @param draws  games drawn
 * @param losses games A lost
 */
public record EloEstimate(int wins, int draws, int losses) {
    /** The two-sided 95% normal quantile. */
    public static final double Z95 = 1.959963984540054;

    /** Requires non-negative counts. */
    public EloEstimate {
        if (wins < 0 || draws < 0 || losses < 0) {
            throw new IllegalArgumentException("game counts must be >= 0, got +" + wins + " =" + draws + " -" + losses);
        }
    }

    /** Games played. */
    public int games() {
        return wins + draws + losses;
    }

    /** A's points (win 1, draw 1/2). */
    public double points() {
        return wins + draws / 2.0;
    }

    /** A's score fraction 0..1 (NaN without games). */
    public double score() {
        return games() == 0 ? Double.NaN : points() / games();
    }

    /** Standard error of the mean per-game score (NaN without games). */
    public double scoreStandardError() {
        int n = games();
        if (n == 0) {
            return Double.NaN;
        }
        double s = score();
        double variance = (wins * sq(1 - s) + draws * sq(0.5 - s) + losses * sq(s)) / n;
        return Math.sqrt(variance / n);
    }

    /** The Elo difference of A over B implied by the score. */
    public double elo() {
        return eloOf(score());
    }

    /** Lower end of the 95% interval of the Elo difference. */
    public double eloLow() {
        return eloOf(score() - Z95 * scoreStandardError());
    }

    /** Upper end of the 95% interval of the Elo difference. */
    public double eloHigh() {
        return eloOf(score() + Z95 * scoreStandardError());
    }

    /** Likelihood of superiority of A, 0..1 (0.5 when wins = losses; NaN without decisive games). */
    public double likelihoodOfSuperiority() {
        int decisive = wins + losses;
        if (decisive == 0) {
            return Double.NaN;
        }
        return normalCdf((wins - losses) / Math.sqrt(decisive));
    }

    /**
     * The Elo difference for a score fraction: {@code -400 · log10(1 / s - 1)}; {@code ±∞} at or beyond 1 and 0.
     */
    public static double eloOf(double score) {
        if (Double.isNaN(score)) {
            return Double.NaN;
        }
        if (score >= 1) {
            return Double.POSITIVE_INFINITY;
        }
        if (score <= 0) {
            return Double.NEGATIVE_INFINITY;
        }
        return -400 * Math.log10(1 / score - 1);
    }

    /** The expected score for an Elo difference: {@code 1 / (1 + 10^(-d / 400))}. */
    public static double expectedScore(double eloDifference) {
        return 1 / (1 + Math.pow(10, -eloDifference / 400));
    }

    /** Text such as {@code +35 [-120, +190]} (whole Elo, {@code inf} for unbounded ends). */
    public String describe() {
        return String.format(java.util.Locale.ROOT, "%s [%s, %s]", signed(elo()), signed(eloLow()), signed(eloHigh()));
    }

    private static String signed(double elo) {
        if (Double.isNaN(elo)) {
            return "n/a";
        }
        if (Double.isInfinite(elo)) {
            return elo > 0 ? "+inf" : "-inf";
        }
        long whole = Math.round(elo);
        return String.format(java.util.Locale.ROOT, "%+d", whole); // never "-0"
    }

    private static double sq(double x) {
        return x * x;
    }

    /** Standard normal CDF, {@code Φ(x) = erfc(-x / √2) / 2}. */
    static double normalCdf(double x) {
        return 0.5 * erfc(-x / Math.sqrt(2));
    }

    /**
     * Complementary error function with fractional error below 1.2e-7 everywhere: the Chebyshev-fitted formula
     * {@code erfcc} of Press et al., <i>Numerical Recipes in C</i>, 2nd ed., §6.2.
     */
    static double erfc(double x) {
        double z = Math.abs(x);
        double t = 1 / (1 + 0.5 * z);
        double r = t * Math.exp(-z * z - 1.26551223 + t * (1.00002368 + t * (0.37409196 + t * (0.09678418
                + t * (-0.18628806 + t * (0.27886807 + t * (-1.13520398 + t * (1.48851587
                + t * (-0.82215223 + t * 0.17087277)))))))));
        return x >= 0 ? r : 2 - r;
    }
}
