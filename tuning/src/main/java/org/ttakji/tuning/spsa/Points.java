package org.ttakji.tuning.spsa;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.ttakji.engines.eval.Weights;
import org.ttakji.engines.levels.Level;
import org.ttakji.engines.levels.Strength;

/**
 * A point of the parameter space as the files the engine reads: the base weights with the tuned weights set, the
 * base levels with the tuned fields set. Weights keep their values (the engine's fixed point has 10 fraction bits);
 * integer level fields are rounded to the nearest integer, {@code blunderRate} is kept as is.
 */
public final class Points {
    private Points() {
    }

    /**
     * The base weights with the point's weights.
     *
     * @param values one value per parameter of {@code parameters} (level fields are skipped)
     */
    public static Weights weights(Weights base, List<TunedParameter> parameters, double[] values) {
        Weights w = base;
        for (int i = 0; i < parameters.size(); i++) {
            if (parameters.get(i).kind() == TunedParameter.Kind.WEIGHT) {
                w = w.with(parameters.get(i).name(), values[i]);
            }
        }
        return w;
    }

    /**
     * The base levels with the point's level fields (weights are skipped). A changed level's measured strength is
     * dropped: it was measured for other values.
     */
    public static Map<String, Level> levels(Map<String, Level> base, List<TunedParameter> parameters, double[] values) {
        Map<String, Level> out = new LinkedHashMap<>(base);
        for (int i = 0; i < parameters.size(); i++) {
            TunedParameter p = parameters.get(i);
            if (p.kind() == TunedParameter.Kind.LEVEL) {
                out.put(p.level(), with(out.get(p.level()), p.field(), values[i]));
            }
        }
        return out;
    }

    /** {@code l} with {@code field} set to {@code v} (rounded for integer fields). */
    static Level with(Level l, String field, double v) {
        long r = Math.round(v);
        return switch (field) {
            case "depth" -> new Level(l.name(), (int) r, l.nodes(), l.moveTimeMs(), l.evalNoiseCp(), l.temperatureCp(),
                    l.blunderRate(), l.blunderMaxLossCp(), Strength.UNKNOWN);
            case "nodes" -> new Level(l.name(), l.depth(), r, l.moveTimeMs(), l.evalNoiseCp(), l.temperatureCp(),
                    l.blunderRate(), l.blunderMaxLossCp(), Strength.UNKNOWN);
            case "evalNoiseCp" -> new Level(l.name(), l.depth(), l.nodes(), l.moveTimeMs(), (int) r, l.temperatureCp(),
                    l.blunderRate(), l.blunderMaxLossCp(), Strength.UNKNOWN);
            case "temperatureCp" -> new Level(l.name(), l.depth(), l.nodes(), l.moveTimeMs(), l.evalNoiseCp(), (int) r,
                    l.blunderRate(), l.blunderMaxLossCp(), Strength.UNKNOWN);
            case "blunderRate" -> new Level(l.name(), l.depth(), l.nodes(), l.moveTimeMs(), l.evalNoiseCp(),
                    l.temperatureCp(), v, l.blunderMaxLossCp(), Strength.UNKNOWN);
            case "blunderMaxLossCp" -> new Level(l.name(), l.depth(), l.nodes(), l.moveTimeMs(), l.evalNoiseCp(),
                    l.temperatureCp(), l.blunderRate(), (int) r, Strength.UNKNOWN);
            default -> throw new IllegalArgumentException("not a tunable level field: " + field);
        };
    }
}
