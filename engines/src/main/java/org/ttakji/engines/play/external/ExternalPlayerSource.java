package org.ttakji.engines.play.external;

import java.nio.file.Path;
import org.ttakji.engines.core.Variant;
import org.ttakji.engines.play.Player;
import org.ttakji.engines.play.PlayerSource;

/**
 * The players of one external engine configuration for one self-play task: one engine process for all the
 * task's games (started at the first move of the first game, a new game command per game), replaced by a new
 * process after it crashed or timed out, ended by {@link #close()}. Not thread-safe: one task thread.
 */
public final class ExternalPlayerSource implements PlayerSource {
    private final ExternalEngineConfig config;
    private final EngineNotation notation;
    private final Variant variant;
    private final Path workingDirectory;
    private ExternalEngine engine;

    /**
     * A source.
     *
     * @param variant          the variant its players play
     * @param config           the engine
     * @param workingDirectory where the engine runs, or null for the current directory
     * @throws org.ttakji.engines.core.LabInputException if the engine cannot play the variant under its protocol
     */
    public ExternalPlayerSource(Variant variant, ExternalEngineConfig config, Path workingDirectory) {
        this.variant = variant;
        this.config = config;
        this.workingDirectory = workingDirectory;
        this.notation = EngineNotation.of(variant, config.protocol(), config.notation());
    }

    @Override
    public Player newPlayer() {
        return new ExternalPlayer(this, config, notation);
    }

    /**
     * The engine, told that a new game starts: the running one, or a new process when there is none or the last
     * one broke.
     *
     * @throws org.ttakji.engines.play.PlayerFailure as {@link ExternalEngine#start} and
     *                                                {@link ExternalEngine#newGame}
     */
    ExternalEngine engineForNewGame() {
        if (engine != null && engine.broken()) {
            engine.close();
            engine = null;
        }
        if (engine == null) {
            engine = ExternalEngine.start(config, variant, workingDirectory);
        }
        engine.newGame();
        return engine;
    }

    /** Ends the engine process, if one runs. */
    @Override
    public void close() {
        if (engine != null) {
            engine.close();
            engine = null;
        }
    }
}
