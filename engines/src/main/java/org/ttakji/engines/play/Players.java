package org.ttakji.engines.play;

import org.ttakji.engines.core.LabInputException;
import org.ttakji.engines.core.Variant;

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
     * @throws LabInputException for an unknown engine or level
     */
    public static Player create(Variant variant, EngineConfig config, EngineFiles files) {
        return switch (config.engine()) {
            case EngineConfig.RANDOM -> new RandomPlayer();
            case EngineConfig.TTAKJI -> throw new UnsupportedOperationException("the search engine is not implemented yet");
            default -> throw new LabInputException("unknown engine '" + config.engine() + "' (expected "
                    + EngineConfig.TTAKJI + " or " + EngineConfig.RANDOM + ")");
        };
    }
}
