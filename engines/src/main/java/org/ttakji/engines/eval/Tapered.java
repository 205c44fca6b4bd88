package org.ttakji.engines.eval;

import java.util.LinkedHashMap;
import java.util.Map;
import java.util.function.UnaryOperator;

/**
 * Tapered evaluation: every feature of a base set twice, a middlegame and an endgame copy, blended by the game
 * phase (the tapered evaluation of Fruit and PeSTO, chessprogramming.org "Tapered Eval"). Base feature {@code i}
 * named {@code n} becomes feature {@code 2i}, {@code n.mg}, valued {@code x · phase}, and feature {@code 2i+1},
 * {@code n.eg}, valued {@code x · (max − phase)}; the set's {@linkplain FeatureSet#valueScale() value scale} is
 * {@code max}, so {@code eval = Σ x · (w_mg · phase + w_eg · (max − phase)) / max}: each weight runs linearly from
 * its endgame value (phase 0) to its middlegame value (phase {@code max}), in centipawns per unit as before.
 * The variant says what its phase counts.
 */
public final class Tapered {
    /** Suffix of the middlegame copy of a feature. */
    public static final String MG = ".mg";
    /** Suffix of the endgame copy of a feature. */
    public static final String EG = ".eg";

    private Tapered() {
    }

    /** The index of base feature {@code base}'s middlegame copy. */
    public static int mg(int base) {
        return 2 * base;
    }

    /** The index of base feature {@code base}'s endgame copy. */
    public static int eg(int base) {
        return 2 * base + 1;
    }

    /** True if {@code name} is the middlegame or endgame copy of the base feature {@code base}. */
    public static boolean isCopyOf(String name, String base) {
        return name.length() == base.length() + MG.length() && name.startsWith(base)
                && (name.endsWith(MG) || name.endsWith(EG));
    }

    /**
     * A builder holding the tapered copies of {@code base}'s features (value scale {@code phaseMax}), to which the
     * variant may add lifts before building.
     *
     * @param id           the tapered set's id, e.g. {@code chess960-v2}
     * @param base         the features to taper, in their order
     * @param phaseMax     the phase of a full middlegame, at least 1 (0 = bare endgame)
     * @param phaseMeaning what the phase counts, for the descriptions (e.g. "knights and bishops 1, ...")
     * @throws IllegalArgumentException if {@code phaseMax < 1}
     */
    public static FeatureSet.Builder builder(String id, FeatureSet base, int phaseMax, String phaseMeaning) {
        FeatureSet.Builder b = FeatureSet.builder(id).valueScale(phaseMax);
        for (int i = 0; i < base.size(); i++) {
            b.add(base.name(i) + MG, "weight at the full middlegame, blended with the .eg weight by the phase (0.."
                    + phaseMax + ": " + phaseMeaning + "): " + base.description(i));
            b.add(base.name(i) + EG, "weight in the bare endgame (phase 0): " + base.description(i));
        }
        return b;
    }

    /**
     * The lift of weights whose names are the base set's: each weight becomes both its middlegame and its endgame
     * copy, so every position evaluates as before.
     *
     * @param weights base weights by name
     * @return tapered weights by name, in the base's order
     */
    public static Map<String, Double> sameInBothPhases(Map<String, Double> weights) {
        Map<String, Double> out = new LinkedHashMap<>();
        weights.forEach((name, w) -> {
            out.put(name + MG, w);
            out.put(name + EG, w);
        });
        return out;
    }

    /**
     * The lift from an earlier tapered set whose base features are the first of {@code base}'s: every weight kept,
     * both copies of each feature the earlier set lacked at 0, so every position evaluates as before.
     *
     * @param base the later set's base features (the earlier set's first, in their order)
     * @return earlier tapered weights by name to the later set's, in {@code base}'s order
     */
    public static UnaryOperator<Map<String, Double>> addedFeaturesAtZero(FeatureSet base) {
        return earlier -> {
            Map<String, Double> out = new LinkedHashMap<>();
            for (String name : base.names()) {
                out.put(name + MG, earlier.getOrDefault(name + MG, 0.0));
                out.put(name + EG, earlier.getOrDefault(name + EG, 0.0));
            }
            return out;
        };
    }

    /**
     * The sink a variant's base extraction writes into: it passes each value on twice, times the phase and times
     * the rest of it, to the base feature's tapered copies. Reused per extractor (not thread-safe, no allocation).
     */
    public static final class Sink implements FeatureSink {
        private final int phaseMax;
        private FeatureSink target;
        private int phase;

        /** @param phaseMax the tapered set's phase maximum (its value scale) */
        public Sink(int phaseMax) {
            this.phaseMax = phaseMax;
        }

        /**
         * Points the sink at {@code target} for one position of game phase {@code phase}.
         *
         * @param phase 0..phaseMax (clamped)
         * @return this sink
         */
        public Sink to(FeatureSink target, int phase) {
            this.target = target;
            this.phase = Math.max(0, Math.min(phaseMax, phase));
            return this;
        }

        @Override
        public void add(int feature, int value) {
            if (phase != 0) {
                target.add(mg(feature), value * phase);
            }
            if (phase != phaseMax) {
                target.add(eg(feature), value * (phaseMax - phase));
            }
        }
    }
}
