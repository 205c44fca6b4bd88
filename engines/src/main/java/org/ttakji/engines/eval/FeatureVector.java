package org.ttakji.engines.eval;

import java.util.Arrays;

/**
 * The tuner's sink: collects the features of one position as a sparse vector (values of repeated
 * features add up). Reusable: {@link #clear()} it between positions; clearing costs only the number of
 * non-zero entries. Not thread-safe.
 *
 * <p>Typical tuner loop:
 * <pre>{@code
 * FeatureExtractor fx = Variants.featureExtractor(variant);
 * FeatureVector x = new FeatureVector(fx.featureSet());
 * x.clear(); fx.extract(position, x);
 * for (int k = 0; k < x.nonZeroCount(); k++) row.putScalar(x.index(k), x.value(k));
 * }</pre>
 */
public final class FeatureVector implements FeatureSink {
    private final FeatureSet featureSet;
    private final int[] values;
    private final int[] touched;
    private final boolean[] isTouched;
    private int touchedCount;

    /** An empty vector over the given feature set. */
    public FeatureVector(FeatureSet featureSet) {
        this.featureSet = featureSet;
        this.values = new int[featureSet.size()];
        this.touched = new int[featureSet.size()];
        this.isTouched = new boolean[featureSet.size()];
    }

    /** The feature set the indexes refer to. */
    public FeatureSet featureSet() {
        return featureSet;
    }

    @Override
    public void add(int feature, int value) {
        if (!isTouched[feature]) {
            isTouched[feature] = true;
            touched[touchedCount++] = feature;
        }
        values[feature] += value;
    }

    /** Resets every feature to zero. */
    public void clear() {
        for (int k = 0; k < touchedCount; k++) {
            int i = touched[k];
            values[i] = 0;
            isTouched[i] = false;
        }
        touchedCount = 0;
    }

    /** The value of feature {@code i} (0 when not reported). */
    public int get(int i) {
        return values[i];
    }

    /**
     * Number of entries reported since the last {@link #clear()}, in ascending index order after
     * {@link #sortIndexes()}; an entry's value may be 0 if reports cancelled out.
     */
    public int nonZeroCount() {
        return touchedCount;
    }

    /** The feature index of entry {@code k}, 0 &lt;= k &lt; {@link #nonZeroCount()}. */
    public int index(int k) {
        return touched[k];
    }

    /** The value of entry {@code k}, 0 &lt;= k &lt; {@link #nonZeroCount()}. */
    public int value(int k) {
        return values[touched[k]];
    }

    /** Orders the entries by feature index (for stable output); the values are unchanged. */
    public void sortIndexes() {
        Arrays.sort(touched, 0, touchedCount);
    }

    /** A dense copy, {@code double[featureSet.size()]} (allocates; for tools and tests). */
    public double[] toDoubleArray() {
        double[] dense = new double[values.length];
        for (int k = 0; k < touchedCount; k++) {
            dense[touched[k]] = values[touched[k]];
        }
        return dense;
    }

    /** A dense copy of the int values (allocates). */
    public int[] toIntArray() {
        return values.clone();
    }
}
