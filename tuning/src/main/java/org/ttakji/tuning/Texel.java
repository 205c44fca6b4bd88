package org.ttakji.tuning;

/**
 * The arithmetic of Texel tuning (Peter Österlund, "Texel's Tuning Method", chessprogramming.org): a position
 * whose evaluation is {@code e} centipawns (side to move's view) is expected to score
 * {@code p = sigmoid(K · e / 400)} for its side to move, with {@code sigmoid(z) = 1 / (1 + exp(-z))}; the
 * scaling constant {@code K} is fitted once on the current weights and then frozen while the weights are fitted.
 * The loss is the mean binary cross-entropy {@code -(t·ln p + (1 - t)·ln(1 - p))} against the target {@code t}
 * (1 win, 0.5 draw, 0 loss, or a blend with the recorded score); the mean squared error {@code (t - p)²} of the
 * original method is reported alongside. Stateless.
 */
public final class Texel {
    /** The centipawn scale of the sigmoid: {@code sigmoid(K · e / 400)}. */
    public static final double SCALE_CP = 400;
    /** Smallest K the fit considers. */
    public static final double MIN_K = 1e-3;
    /** Largest K the fit considers. */
    public static final double MAX_K = 100;

    private Texel() {
    }

    /** {@code 1 / (1 + exp(-z))}. */
    public static double sigmoid(double z) {
        return z >= 0 ? 1 / (1 + Math.exp(-z)) : Math.exp(z) / (1 + Math.exp(z));
    }

    /**
     * Cross-entropy of one prediction from its logit {@code z}, computed without overflow as
     * {@code softplus(z) - t·z} (equal to {@code -(t·ln σ(z) + (1 - t)·ln(1 - σ(z)))}).
     */
    public static double crossEntropyOfLogit(double z, double target) {
        double softplus = Math.max(z, 0) + Math.log1p(Math.exp(-Math.abs(z)));
        return softplus - target * z;
    }

    /**
     * Mean cross-entropy of {@code sigmoid(K · evals[i] / 400)} against {@code targets[i]}.
     *
     * @param evals   evaluations in centipawns, side to move's view
     * @param targets expected scores 0..1, same length
     * @param k       the scaling constant, &gt; 0
     * @throws IllegalArgumentException if the lengths differ or there is no position
     */
    public static double crossEntropy(int[] evals, double[] targets, double k) {
        check(evals, targets);
        double sum = 0;
        for (int i = 0; i < evals.length; i++) {
            sum += crossEntropyOfLogit(k * evals[i] / SCALE_CP, targets[i]);
        }
        return sum / evals.length;
    }

    /** Mean squared error of {@code sigmoid(K · evals[i] / 400)} against {@code targets[i]} (Texel's loss). */
    public static double meanSquaredError(int[] evals, double[] targets, double k) {
        check(evals, targets);
        double sum = 0;
        for (int i = 0; i < evals.length; i++) {
            double d = targets[i] - sigmoid(k * evals[i] / SCALE_CP);
            sum += d * d;
        }
        return sum / evals.length;
    }

    /**
     * The K that minimises the mean cross-entropy of the evaluations against the game results: a golden-section
     * search on {@code ln K} over [{@value #MIN_K}, {@value #MAX_K}] (the loss is convex in K, so it has one
     * minimum there, or the minimum is at an end).
     *
     * @param evals   evaluations with the current weights, centipawns, side to move's view
     * @param results game results from the side to move's view (1, 0.5, 0)
     * @return K, within [{@value #MIN_K}, {@value #MAX_K}], to 6 significant digits
     */
    public static double fitK(int[] evals, double[] results) {
        check(evals, results);
        double invPhi = (Math.sqrt(5) - 1) / 2;
        double a = Math.log(MIN_K);
        double b = Math.log(MAX_K);
        double c = b - invPhi * (b - a);
        double d = a + invPhi * (b - a);
        double fc = crossEntropy(evals, results, Math.exp(c));
        double fd = crossEntropy(evals, results, Math.exp(d));
        while (b - a > 1e-9) {
            if (fc <= fd) {
                b = d;
                d = c;
                fd = fc;
                c = b - invPhi * (b - a);
                fc = crossEntropy(evals, results, Math.exp(c));
            } else {
                a = c;
                c = d;
                fc = fd;
                d = a + invPhi * (b - a);
                fd = crossEntropy(evals, results, Math.exp(d));
            }
        }
        return round6(Math.exp((a + b) / 2));
    }

    /**
     * Training targets: the game result blended with the recorded search score,
     * {@code (1 - λ)·result + λ·sigmoid(K · recorded / 400)}; where no score was recorded the result alone.
     *
     * @param results  game results from the side to move's view
     * @param recorded recorded scores in centipawns from the same view (entries may be null)
     * @param lambda   0..1 (0 = results only, Texel's original)
     * @param k        the frozen K
     * @throws IllegalArgumentException if λ is outside 0..1 or the lengths differ
     */
    public static double[] targets(double[] results, Integer[] recorded, double lambda, double k) {
        if (!(lambda >= 0 && lambda <= 1)) {
            throw new IllegalArgumentException("lambda must be within 0..1, got " + lambda);
        }
        if (results.length != recorded.length) {
            throw new IllegalArgumentException("results and recorded scores differ in length");
        }
        double[] t = new double[results.length];
        for (int i = 0; i < t.length; i++) {
            t[i] = recorded[i] == null || lambda == 0 ? results[i]
                    : (1 - lambda) * results[i] + lambda * sigmoid(k * recorded[i] / SCALE_CP);
        }
        return t;
    }

    /** {@code x} rounded to 6 significant digits (for reports and provenance). */
    public static double round6(double x) {
        if (x == 0 || !Double.isFinite(x)) {
            return x;
        }
        return new java.math.BigDecimal(x).round(new java.math.MathContext(6)).doubleValue();
    }

    private static void check(int[] evals, double[] targets) {
        if (evals.length != targets.length) {
            throw new IllegalArgumentException("evaluations and targets differ in length: " + evals.length + " vs "
                    + targets.length);
        }
        if (evals.length == 0) {
            throw new IllegalArgumentException("no position to compute a loss on");
        }
    }
}
