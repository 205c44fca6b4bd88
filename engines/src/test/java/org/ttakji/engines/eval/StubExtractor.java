package org.ttakji.engines.eval;

import org.ttakji.engines.core.Position;
import org.ttakji.engines.core.Variant;

/** Reports feature i = values[i] of a {@link StubPosition}, plus a repeated report of feature 0. */
public final class StubExtractor implements FeatureExtractor {
    /** Three features: a, b, c. */
    public static final FeatureSet SET;

    static {
        FeatureSet.Builder b = FeatureSet.builder("stub-v1");
        b.add("a", "first value");
        b.add("b", "second value");
        b.add("c", "third value");
        SET = b.build();
    }

    @Override
    public Variant variant() {
        return Variant.CHESS960;
    }

    @Override
    public FeatureSet featureSet() {
        return SET;
    }

    @Override
    public void extract(Position position, FeatureSink sink) {
        int[] v = ((StubPosition) position).values;
        for (int i = 0; i < v.length; i++) {
            if (v[i] != 0) {
                sink.add(i, v[i]);
            }
        }
        // Reports split over two calls must add up.
        sink.add(0, 1);
        sink.add(0, -1);
    }
}
