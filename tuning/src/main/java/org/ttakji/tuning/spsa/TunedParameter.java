package org.ttakji.tuning.spsa;

import java.util.Objects;
import org.ttakji.tuning.stats.SpsaParameter;

/**
 * A parameter an SPSA run tunes: where it lives and its SPSA form.
 *
 * <p>Names: a weights feature as the weights file names it ({@code material.horse}), or a level field as
 * {@code level.<level>.<field>} ({@code level.normal.evalNoiseCp}); see {@link ParameterSpace}.
 *
 * @param kind      a weight or a level field
 * @param parameter start, range, {@code c_end} and {@code r_end} (its name is the parameter's name)
 */
public record TunedParameter(Kind kind, SpsaParameter parameter) {
    /** Where a parameter lives. */
    public enum Kind {
        /** An evaluation weight, cp per unit of its feature. */
        WEIGHT,
        /** A numeric field of a level of the levels file; written rounded to an integer except {@code blunderRate}. */
        LEVEL
    }

    /** Requires both. */
    public TunedParameter {
        Objects.requireNonNull(kind, "kind");
        Objects.requireNonNull(parameter, "parameter");
    }

    /** The parameter's name. */
    public String name() {
        return parameter.name();
    }

    /** For a level field: the level ({@code normal}); null for a weight. */
    public String level() {
        return kind == Kind.LEVEL ? name().split("\\.")[1] : null;
    }

    /** For a level field: the field ({@code evalNoiseCp}); null for a weight. */
    public String field() {
        return kind == Kind.LEVEL ? name().split("\\.")[2] : null;
    }
}
