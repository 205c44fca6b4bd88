package org.ttakji.tuning;

/**
 * The Elo difference a match score implies, with a 95% confidence interval, from A's wins, draws and losses.
 *
 * <p>Model: Elo's logistic curve, the expected score of a player {@code D} Elo stronger being
 * {@code E(D) = 1 / (1 + 10^(-D / 400))}, so a score fraction {@code s} implies {@code D = -400 · log10(1 / s - 1)}
 * (A. Elo, <i>The Rating of Chessplayers, Past and Present</i>, 1978; the logistic form as used by the FIDE-style
 * tables and by match tools).
 *
 * <p>Interval: the per-game score is a trinomial variable (win 1, draw 1/2, loss 0). With the observed draw ratio
 * {@code δ = d / n}, a true score {@code p} has the per-game variance {@code σ²(p) = p·(1 - p) - δ/4}. The 95% interval
 * of the score is every {@code p} that a normal test of the observed score {@code s} does not reject,
 * {@code |s - p| ≤ z·σ(p)/√n} with {@code z = 1.959964}: the Wilson score interval (E. B. Wilson, "Probable inference,
 * the law of succession, and statistical inference", JASA 22, 1927) when there are no draws, the same construction
 * on the trinomial variance when there are. Its ends
 * solve that quadratic: {@code (s + k/2 ± √(k·(v + k·(1 - δ)/4))) / (1 + k)}, {@code k = z²/n}, {@code v} the
 * sample variance {@code s·(1 - s) - δ/4}; they are mapped through the curve above. Unlike the normal approximation
 * {@code s ± z·σ(s)/√n} (cutechess-cli's {@code Elo} class), the interval stays inside [0, 1] and keeps a width at a
 * score of 0% or 100%: after 2-0 the score is at least {@code n / (n + z²)} = 0.342, so the Elo is
 * {@code +∞ [-113, +∞]}, not {@code +∞ [+∞, +∞]}. It treats games as independent; paired games (same start, colours
 * swapped) are better served by the pentanomial model a sequential test (SPRT) should use.
 *
 * <p>The likelihood of superiority is {@code LOS = Φ((w - l) / √(w + l))} (Chess Programming Wiki, "Match
 * Statistics"), draws ignored.
 *
 * <p>Edge cases: a score of 1 gives {@code +∞} and an upper end {@code +∞}, 0 gives {@code -∞} and a lower end
 * {@code -∞}, the other end is finite; only draws give the point interval of 0 Elo (the sample shows no spread);
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

    /**
     * Standard error of the mean per-game score at the observed score, {@code √(v / n)} (NaN without games); the
     * interval does not use it (see the class comment).
     */
    public double scoreStandardError() {
        return Math.sqrt(sampleVariance() / games());
    }

    /** The Elo difference of A over B implied by the score. */
    public double elo() {
        return eloOf(score());
    }

    /** Lower end of the 95% interval of A's score fraction (Wilson score interval; NaN without games). */
    public double scoreLow() {
        return losses == games() && games() > 0 ? 0 : scoreBound(-1); // the formula's 0, without rounding
    }

    /** Upper end of the 95% interval of A's score fraction (Wilson score interval; NaN without games). */
    public double scoreHigh() {
        return wins == games() && games() > 0 ? 1 : scoreBound(+1); // the formula's 1, without rounding
    }

    /** Lower end of the 95% interval of the Elo difference ({@code -∞} only when A lost every game). */
    public double eloLow() {
        return eloOf(scoreLow());
    }

    /** Upper end of the 95% interval of the Elo difference ({@code +∞} only when A won every game). */
    public double eloHigh() {
        return eloOf(scoreHigh());
    }

    private double scoreBound(int sign) {
        int n = games();
        if (n == 0) {
            return Double.NaN;
        }
        double k = Z95 * Z95 / n;
        double drawRatio = (double) draws / n;
        double half = Math.sqrt(k * (sampleVariance() + k * (1 - drawRatio) / 4));
        return (score() + k / 2 + sign * half) / (1 + k);
    }

    /** The per-game score's sample variance {@code (w·(1 - s)² + d·(1/2 - s)² + l·s²) / n} (NaN without games). */
    private double sampleVariance() {
        int n = games();
        if (n == 0) {
            return Double.NaN;
        }
        double s = score();
        return (wins * sq(1 - s) + draws * sq(0.5 - s) + losses * sq(s)) / n;
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
