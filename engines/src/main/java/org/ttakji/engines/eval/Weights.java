package org.ttakji.engines.eval;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.ttakji.engines.core.LabInputException;

/**
 * One weight per feature of a {@link FeatureSet}, in centipawns per unit of the feature, with the
 * engine's fixed-point copy (see the package documentation, "Arithmetic"). Immutable and thread-safe.
 * Weight files ({@code org.ttakji.engines.weights}) are read into and written from this class.
 */
public final class Weights {
    /** Fractional bits of the fixed-point weights: a weight {@code w} is used as {@code round(w · 1024)}. */
    public static final int FRACTION_BITS = 10;
    /** The evaluation is clamped to ±15,000 cp, below the search's mate scores (20,000 and up). */
    public static final int MAX_EVAL_CP = 15_000;
    /** Largest accepted |weight|, cp per unit: keeps the fixed-point sums far from overflow. */
    public static final double MAX_ABS_WEIGHT = 1_000_000;

    private static final double SCALE = 1L << FRACTION_BITS;

    private final FeatureSet featureSet;
    private final double[] values;
    private final long[] fixed;

    private Weights(FeatureSet featureSet, double[] values) {
        this.featureSet = featureSet;
        this.values = values.clone();
        this.fixed = new long[values.length];
        for (int i = 0; i < values.length; i++) {
            fixed[i] = Math.round(values[i] * SCALE);
        }
    }

    /**
     * Weights from an array in feature index order.
     *
     * @param featureSet the features
     * @param values     {@code double[featureSet.size()]}, cp per unit, finite, |w| &lt;= {@link #MAX_ABS_WEIGHT}
     * @throws IllegalArgumentException if the length is wrong or a value is not finite or too large
     */
    public static Weights of(FeatureSet featureSet, double[] values) {
        if (values.length != featureSet.size()) {
            throw new IllegalArgumentException("feature set " + featureSet.id() + " has " + featureSet.size()
                    + " features but " + values.length + " weights were given");
        }
        List<String> problems = new ArrayList<>();
        for (int i = 0; i < values.length; i++) {
            checkValue(featureSet.name(i), values[i], problems);
        }
        if (!problems.isEmpty()) {
            throw new IllegalArgumentException(String.join("; ", problems));
        }
        return new Weights(featureSet, values);
    }

    /**
     * Weights from a name → value map that must name every feature of the set exactly once.
     *
     * @throws LabInputException listing every missing feature, unknown feature and bad value
     */
    public static Weights of(FeatureSet featureSet, Map<String, ? extends Number> byName) {
        List<String> problems = new ArrayList<>();
        List<String> missing = new ArrayList<>();
        for (String name : featureSet.names()) {
            if (!byName.containsKey(name)) {
                missing.add(name);
            }
        }
        List<String> unknown = new ArrayList<>();
        for (String name : byName.keySet()) {
            if (featureSet.indexOf(name) < 0) {
                unknown.add(name);
            }
        }
        if (!missing.isEmpty()) {
            problems.add("missing feature" + (missing.size() > 1 ? "s " : " ") + String.join(", ", missing));
        }
        if (!unknown.isEmpty()) {
            problems.add("unknown feature" + (unknown.size() > 1 ? "s " : " ") + String.join(", ", unknown)
                    + " (not in " + featureSet.id() + ")");
        }
        double[] values = new double[featureSet.size()];
        for (Map.Entry<String, ? extends Number> e : byName.entrySet()) {
            int i = featureSet.indexOf(e.getKey());
            if (i >= 0) {
                if (e.getValue() == null) {
                    problems.add("feature " + e.getKey() + " has no value");
                } else {
                    values[i] = e.getValue().doubleValue();
                    checkValue(e.getKey(), values[i], problems);
                }
            }
        }
        if (!problems.isEmpty()) {
            throw new LabInputException(String.join("; ", problems));
        }
        return new Weights(featureSet, values);
    }

    private static void checkValue(String name, double v, List<String> problems) {
        String problem = valueProblem(name, v);
        if (problem != null) {
            problems.add(problem);
        }
    }

    /**
     * What is wrong with a weight, or null when it is usable: it must be finite with
     * |w| &lt;= {@link #MAX_ABS_WEIGHT}. The weights files' reader uses it too, so a file is refused with the
     * same words as weights built in code.
     *
     * @param name the feature
     * @param v    its weight, cp per unit
     */
    public static String valueProblem(String name, double v) {
        if (!Double.isFinite(v) || Math.abs(v) > MAX_ABS_WEIGHT) {
            return "weight of " + name + " is " + v + " (must be finite, |w| <= " + (long) MAX_ABS_WEIGHT + ")";
        }
        return null;
    }

    /** The feature set these weights belong to. */
    public FeatureSet featureSet() {
        return featureSet;
    }

    /** Weight of feature {@code i}, cp per unit. */
    public double weight(int i) {
        return values[i];
    }

    /** Weight of a named feature, cp per unit. @throws IllegalArgumentException if the set has no such feature */
    public double weight(String name) {
        int i = featureSet.indexOf(name);
        if (i < 0) {
            throw new IllegalArgumentException("no feature '" + name + "' in " + featureSet.id());
        }
        return values[i];
    }

    /** The fixed-point weight the engine uses: {@code round(weight(i) · 2^FRACTION_BITS)}. */
    public long fixed(int i) {
        return fixed[i];
    }

    /** A copy of the weights in index order, cp per unit. */
    public double[] toArray() {
        return values.clone();
    }

    /** The weights by name, in index order (a new mutable map). */
    public Map<String, Double> toMap() {
        Map<String, Double> m = new LinkedHashMap<>();
        for (int i = 0; i < values.length; i++) {
            m.put(featureSet.name(i), values[i]);
        }
        return m;
    }

    /** These weights with one feature changed (for tools and tests). */
    public Weights with(String name, double value) {
        double[] v = values.clone();
        int i = featureSet.indexOf(name);
        if (i < 0) {
            throw new IllegalArgumentException("no feature '" + name + "' in " + featureSet.id());
        }
        v[i] = value;
        return of(featureSet, v);
    }

    /**
     * The engine's evaluation of a collected feature vector: exactly what {@link LinearEvaluator}
     * returns for the position the vector was extracted from. Centipawns, side to move's view.
     *
     * @throws IllegalArgumentException if the vector belongs to another feature set
     */
    public int evaluate(FeatureVector x) {
        requireSameSet(x);
        long sum = 0;
        for (int k = 0; k < x.nonZeroCount(); k++) {
            sum += fixed[x.index(k)] * x.value(k);
        }
        return toCentipawns(sum, featureSet.valueScale());
    }

    /**
     * The unrounded, unclamped linear score {@code Σ weight[i] · x[i] / valueScale} in centipawns with the
     * double weights (what a float model such as the tuner's computes before its sigmoid).
     */
    public double rawScore(FeatureVector x) {
        requireSameSet(x);
        double sum = 0;
        for (int k = 0; k < x.nonZeroCount(); k++) {
            sum += values[x.index(k)] * x.value(k);
        }
        return sum / featureSet.valueScale();
    }

    /**
     * The weight the engine actually uses for {@code w}: its fixed-point value, {@code round(w · 2^10) / 2^10}. A
     * lift that multiplies a weight (e.g. by a phase maximum) multiplies this, so the engine's sums stay exact.
     */
    public static double quantised(double w) {
        return Math.round(w * SCALE) / SCALE;
    }

    /**
     * Converts a fixed-point sum to the evaluation: rounds half up to whole centipawns
     * ({@code floor(sum / 2^10 + 1/2)}) and clamps to ±{@link #MAX_EVAL_CP}.
     */
    public static int toCentipawns(long fixedSum) {
        long cp = (fixedSum + (1L << (FRACTION_BITS - 1))) >> FRACTION_BITS;
        return (int) Math.max(-MAX_EVAL_CP, Math.min(MAX_EVAL_CP, cp));
    }

    /**
     * Converts a fixed-point sum of values stored times {@code valueScale} ({@link FeatureSet#valueScale()}) to
     * the evaluation: {@code floor(sum / (valueScale · 2^10) + 1/2)}, clamped to ±{@link #MAX_EVAL_CP}; the same
     * as {@link #toCentipawns(long)} for a scale of 1.
     */
    public static int toCentipawns(long fixedSum, int valueScale) {
        if (valueScale == 1) {
            return toCentipawns(fixedSum);
        }
        long unit = (long) valueScale << FRACTION_BITS;
        long cp = Math.floorDiv(fixedSum + unit / 2, unit);
        return (int) Math.max(-MAX_EVAL_CP, Math.min(MAX_EVAL_CP, cp));
    }

    private void requireSameSet(FeatureVector x) {
        if (x.featureSet() != featureSet && !x.featureSet().hash().equals(featureSet.hash())) {
            throw new IllegalArgumentException("feature vector of " + x.featureSet() + " used with weights of "
                    + featureSet);
        }
    }
}
