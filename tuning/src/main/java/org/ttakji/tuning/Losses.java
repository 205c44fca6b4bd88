package org.ttakji.tuning;

/**
 * Losses of one set of weights with the engine's evaluation, {@code sigmoid(K · eval / 400)} against the
 * targets ({@link Texel}).
 *
 * @param trainCrossEntropy      mean cross-entropy on the training positions
 * @param validationCrossEntropy mean cross-entropy on the held-out positions
 * @param trainMse               mean squared error on the training positions
 * @param validationMse          mean squared error on the held-out positions
 */
public record Losses(double trainCrossEntropy, double validationCrossEntropy, double trainMse, double validationMse) {
    /** The losses of engine evaluations against targets with a frozen K. */
    public static Losses of(int[] trainEvals, double[] trainTargets, int[] validationEvals, double[] validationTargets,
                            double k) {
        return new Losses(Texel.crossEntropy(trainEvals, trainTargets, k),
                Texel.crossEntropy(validationEvals, validationTargets, k),
                Texel.meanSquaredError(trainEvals, trainTargets, k),
                Texel.meanSquaredError(validationEvals, validationTargets, k));
    }
}
