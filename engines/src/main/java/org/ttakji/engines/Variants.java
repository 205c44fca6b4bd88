package org.ttakji.engines;

import org.ttakji.engines.core.LabInputException;
import org.ttakji.engines.core.Variant;
import org.ttakji.engines.core.VariantRules;
import org.ttakji.engines.eval.FeatureExtractor;

/**
 * The registry from {@link Variant} to its rules. The only class that names every variant package.
 */
public final class Variants {
    private Variants() {
    }

    /**
     * The rules of a variant.
     *
     * @throws LabInputException if the variant is not implemented in this build
     */
    public static VariantRules rules(Variant variant) {
        VariantRules r = switch (variant) {
            case CHESS960 -> new org.ttakji.engines.chess960.Chess960Rules();
            case SHOGI -> new org.ttakji.engines.shogi.ShogiRules();
            case BANQI -> new org.ttakji.engines.banqi.BanqiRules();
            case XIANGQI -> new org.ttakji.engines.xiangqi.XiangqiRules();
            case JANGGI -> new org.ttakji.engines.janggi.JanggiRules();
            default -> null;
        };
        if (r == null) {
            throw new LabInputException("variant " + variant + " is not implemented in this build");
        }
        return r;
    }

    /**
     * The rules of a variant given by its command-line name.
     *
     * @throws IllegalArgumentException for an unknown name
     * @throws LabInputException        if the variant is not implemented in this build
     */
    public static VariantRules rules(String cliName) {
        return rules(Variant.fromCliName(cliName));
    }

    /**
     * A new evaluation-feature extractor of a variant (one per thread: extractors keep scratch buffers).
     * The engine's evaluator and the tuner both use it, so a weight means the same thing in both.
     *
     * @throws LabInputException if the variant has no evaluation in this build
     */
    public static FeatureExtractor featureExtractor(Variant variant) {
        FeatureExtractor fx = switch (variant) {
            case CHESS960 -> new org.ttakji.engines.chess960.Chess960Features();
            case SHOGI -> new org.ttakji.engines.shogi.ShogiFeatures();
            case XIANGQI -> new org.ttakji.engines.xiangqi.XiangqiFeatures();
            case JANGGI -> new org.ttakji.engines.janggi.JanggiFeatures();
            case BANQI -> new org.ttakji.engines.banqi.BanqiFeatures();
            default -> null;
        };
        if (fx == null) {
            throw new LabInputException("variant " + variant + " has no evaluation features in this build");
        }
        return fx;
    }
}
