package org.ttakji.selfplay;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.Serializable;
import java.nio.file.Path;
import org.ttakji.engines.core.LabInputException;
import org.ttakji.engines.core.Variant;
import org.ttakji.engines.levels.Level;
import org.ttakji.engines.play.EngineFiles;
import org.ttakji.engines.play.EnginePlayer;
import org.ttakji.engines.play.Player;
import org.ttakji.engines.play.PlayerFailure;
import org.ttakji.engines.play.PlayerSource;
import org.ttakji.engines.play.Players;
import org.ttakji.engines.play.external.ExternalEngine;
import org.ttakji.engines.play.external.ExternalEngineConfig;
import org.ttakji.engines.play.external.ExternalPlayerSource;
import org.ttakji.gamelog.PlayerInfo;

/**
 * A player configuration with the data files it needs, resolved on the driver and shipped with the Spark
 * tasks: executors on a cluster cannot read the driver's {@code data/}, so they build players from this.
 *
 * @param variant    the variant
 * @param spec       the configuration
 * @param files      the weights and levels files, as text ({@link EngineFiles#load}); none for external engines
 * @param info       what the game log records about this player
 * @param moveTimeMs the wall-time limit per move its searches obey, ms (the spec's explicit one, else its
 *                   level's when the spec gives no limits), or 0 for none (every move a function of the seed)
 * @param external   the external engine to start (command resolved on the driver: every executor needs it at
 *                   the same path), or null for the lab's players
 */
public record ResolvedPlayer(Variant variant, EngineSpec spec, EngineFiles files, PlayerInfo info, long moveTimeMs,
                             ExternalEngineConfig external) implements Serializable {

    private static final ObjectMapper JSON = new ObjectMapper();

    /**
     * Loads the files of a configuration from {@code <labHome>/data} and checks that a player can be built. An
     * external engine is resolved (its anchor in {@code data/anchors/anchors.json}) and started once, so a bad
     * command or option fails here, and its {@code id name} goes into the log's {@code params_json}.
     *
     * @throws LabInputException naming the variant and player for an unknown weights or levels version, a
     *                           corrupt file, an engine this build does not have yet, or an external engine that
     *                           cannot be resolved or started, lacks an option, or fails its handshake
     */
    public static ResolvedPlayer resolve(Path labHome, Variant variant, EngineSpec spec) {
        if (spec.isExternal()) {
            return resolveExternal(labHome, variant, spec);
        }
        EngineFiles files;
        Player built;
        try {
            files = EngineFiles.load(labHome, variant, spec.toConfig());
            built = Players.create(variant, spec.toConfig(), files);
        } catch (LabInputException e) {
            throw new LabInputException(variant + " player " + spec.label() + ": " + e.getMessage(), e);
        } catch (UnsupportedOperationException e) {
            throw new LabInputException(variant + " player " + spec.label() + ": engine '" + spec.engine()
                    + "' is not available in this build (" + e.getMessage() + ")", e);
        }
        ObjectNode params = JSON.createObjectNode();
        if (files.levelsVersion() != null) {
            params.put("levelsVersion", files.levelsVersion());
        }
        if (spec.depth() != null) {
            params.put("depth", spec.depth());
        }
        if (spec.nodes() != null) {
            params.put("nodes", spec.nodes());
        }
        if (spec.moveTimeMs() != null) {
            params.put("moveTimeMs", spec.moveTimeMs());
        }
        if (spec.blunderRate() != null) {
            params.put("blunderRate", spec.blunderRate());
        }
        if (spec.evalNoiseCp() != null) {
            params.put("evalNoiseCp", spec.evalNoiseCp());
        }
        String weights = files.weightsVersion() != null ? files.weightsVersion() : spec.weightsVersion();
        // The limits the player itself applies, so this cannot disagree with how it searches.
        long moveTimeMs = built instanceof EnginePlayer engine ? engine.limits().timeMs() : 0;
        return new ResolvedPlayer(variant, spec, files,
                new PlayerInfo(spec.engine(), spec.level(), weights, params.toString()), moveTimeMs, null);
    }

    /**
     * An external engine: its configuration, probed once (handshake, options). The log records it as engine =
     * the player's name, level = its settings ({@code skill=5}, or null), and params_json = {@code id} (the
     * engine's {@code id name}), {@code protocol}, {@code command}, {@code options}, the limits and the timeout.
     */
    private static ResolvedPlayer resolveExternal(Path labHome, Variant variant, EngineSpec spec) {
        ExternalEngineConfig config;
        String idName;
        try {
            config = spec.external().resolve(labHome, variant, spec.engine(), spec.depth(), spec.nodes());
            try (ExternalEngine probe = ExternalEngine.start(config, variant, null)) {
                idName = probe.idName();
            }
        } catch (LabInputException | PlayerFailure e) {
            throw new LabInputException(variant + " player " + spec.label() + ": " + e.getMessage(), e);
        }
        ObjectNode params = JSON.createObjectNode();
        params.put("id", idName);
        params.put("protocol", config.protocol().specName());
        ArrayNode command = params.putArray("command");
        config.command().forEach(command::add);
        ObjectNode options = params.putObject("options");
        config.options().forEach(options::put);
        if (config.depth() != null) {
            params.put("depth", config.depth());
        }
        if (config.nodes() != null) {
            params.put("nodes", config.nodes());
        }
        params.put("timeoutMs", config.timeoutMs());
        String level = config.settings().isEmpty() ? null : String.join(",", config.settings().entrySet().stream()
                .map(e -> e.getKey() + "=" + e.getValue()).toList());
        return new ResolvedPlayer(variant, spec, new EngineFiles(variant, null, null, null, null),
                new PlayerInfo(config.name(), level, null, params.toString()), 0, config);
    }

    /**
     * The level this player plays, as its levels file defines it (with the spec's blunder rate and evaluation noise,
     * if any), or null for the random player and external engines.
     *
     * @throws LabInputException if the levels file does not validate (never after {@link #resolve})
     */
    public Level level() {
        return spec.level() == null || files.levelsJson() == null ? null
                : spec.toConfig().applyTo(files.levels(variant + " levels " + files.levelsVersion())
                        .level(spec.level()));
    }

    /**
     * A new player of the lab's engine or the random mover.
     *
     * @throws IllegalStateException for an external engine (use {@link #newSource()})
     */
    public Player newPlayer() {
        if (external != null) {
            throw new IllegalStateException("an external engine's players come from newSource()");
        }
        return Players.create(variant, spec.toConfig(), files);
    }

    /**
     * The players of this configuration for one task: an external engine is one process for the task's games (a
     * new game each), ended when the source is closed; the lab's engine and the random mover are one player for the
     * task's games. Building the lab's engine costs about 3 ms of CPU (its 16 MiB transposition table, the weights),
     * and reusing it cannot make a game depend on earlier ones: its searches run with deterministic limits and a
     * fresh table (a new table generation, cleared move ordering), so each search is a function of its position
     * and the game's generator alone ({@link org.ttakji.engines.search.Searcher}); the random mover keeps nothing.
     */
    public PlayerSource newSource() {
        if (external != null) {
            return new ExternalPlayerSource(variant, external, null);
        }
        Player[] built = new Player[1];
        return PlayerSource.of(() -> {
            if (built[0] == null) {
                built[0] = newPlayer();
            }
            return built[0];
        });
    }
}
