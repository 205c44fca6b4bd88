package org.ttakji.engines.play;

import org.ttakji.engines.Variants;
import org.ttakji.engines.core.LabInputException;
import org.ttakji.engines.core.Variant;
import org.ttakji.engines.eval.FeatureExtractor;
import org.ttakji.engines.eval.Weights;
import org.ttakji.engines.levels.Level;

/** Builds {@link Player}s from configurations. */
public final class Players {
    private Players() {
    }

    /**
     * A new player (not thread-safe: one per game thread).
     *
     * @param variant the variant
     * @param config  which engine, level, versions and limits
     * @param files   the weights and levels it needs ({@link EngineFiles#load})
     * @throws LabInputException for an unknown engine or level, a missing level for the {@code ttakji}
     *                           engine, files of another variant, or files that do not validate
     */
    public static Player create(Variant variant, EngineConfig config, EngineFiles files) {
        return switch (config.engine()) {
            case EngineConfig.RANDOM -> new RandomPlayer();
            case EngineConfig.TTAKJI -> engine(variant, config, files);
            default -> throw new LabInputException("unknown engine '" + config.engine() + "' (expected "
                    + EngineConfig.TTAKJI + " or " + EngineConfig.RANDOM + ")");
        };
    }

    private static Player engine(Variant variant, EngineConfig config, EngineFiles files) {
        if (config.level() == null) {
            throw new LabInputException("engine " + EngineConfig.TTAKJI + " needs a level (one of "
                    + String.join(", ", Level.NAMES) + ")");
        }
        if (files == null || files.variant() != variant || files.weightsJson() == null || files.levelsJson() == null) {
            throw new LabInputException("engine files for " + variant + " are missing or belong to another variant"
                    + " (load them with EngineFiles.load)");
        }
        FeatureExtractor extractor = Variants.featureExtractor(variant);
        Weights weights = files.weights(variant + " weights " + files.weightsVersion(), extractor.featureSet());
        Level level = config.applyTo(files.levels(variant + " levels " + files.levelsVersion()).level(config.level()));
        return new EnginePlayer(config, level, weights, extractor);
    }
}
