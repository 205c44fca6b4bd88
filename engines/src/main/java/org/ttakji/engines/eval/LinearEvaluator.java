package org.ttakji.engines.eval;

import org.ttakji.engines.core.Position;

/**
 * The lab's evaluator: the dot product of a variant's features with a weight file's weights (divided by the
 * feature set's value scale), in centipawns from the side to move's view, clamped to ±{@link Weights#MAX_EVAL_CP}. Allocation-free:
 * the extractor writes straight into a private accumulating sink. Not thread-safe (the extractor may
 * keep scratch state): one per search thread.
 */
public final class LinearEvaluator implements Evaluator {
    private final FeatureExtractor extractor;
    private final Weights weights;
    private final DotProduct dot;
    private final int valueScale;

    /**
     * @param extractor the variant's extractor (its own instance: not shared with another thread)
     * @param weights   weights of the extractor's feature set
     * @throws IllegalArgumentException if the weights belong to another feature set
     */
    public LinearEvaluator(FeatureExtractor extractor, Weights weights) {
        FeatureSet fs = extractor.featureSet();
        if (!fs.id().equals(weights.featureSet().id()) || !fs.hash().equals(weights.featureSet().hash())) {
            throw new IllegalArgumentException("weights of feature set " + weights.featureSet()
                    + " cannot evaluate with extractor of " + fs);
        }
        this.extractor = extractor;
        this.weights = weights;
        long[] fixed = new long[fs.size()];
        for (int i = 0; i < fixed.length; i++) {
            fixed[i] = weights.fixed(i);
        }
        this.dot = new DotProduct(fixed);
        this.valueScale = fs.valueScale();
    }

    @Override
    public int evaluate(Position position) {
        dot.sum = 0;
        extractor.extract(position, dot);
        return Weights.toCentipawns(dot.sum, valueScale);
    }

    /** The weights in use. */
    public Weights weights() {
        return weights;
    }

    /** The feature extractor in use. */
    public FeatureExtractor extractor() {
        return extractor;
    }

    /** The engine's sink: accumulates {@code Σ fixed[i] · value} exactly in a long. */
    private static final class DotProduct implements FeatureSink {
        private final long[] fixed;
        long sum;

        DotProduct(long[] fixed) {
            this.fixed = fixed;
        }

        @Override
        public void add(int feature, int value) {
            sum += fixed[feature] * value;
        }
    }
}
