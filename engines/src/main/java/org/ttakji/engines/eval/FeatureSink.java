package org.ttakji.engines.eval;

/**
 * Receives the features of one position from a {@link FeatureExtractor}. Implementations: the engine's
 * dot product ({@link LinearEvaluator}) and the tuner's sparse vector ({@link FeatureVector}).
 */
public interface FeatureSink {
    /**
     * Adds {@code value} to feature {@code feature}. An extractor may report the same feature several
     * times (e.g. once per piece); the values add up.
     *
     * @param feature index in the extractor's {@link FeatureSet}, 0..size-1 (not checked on the hot path)
     * @param value   the amount, in the feature's own unit (side to move's view)
     */
    void add(int feature, int value);
}
