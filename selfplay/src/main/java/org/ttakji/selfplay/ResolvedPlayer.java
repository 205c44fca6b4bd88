package org.ttakji.selfplay;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.Serializable;
import java.nio.file.Path;
import org.ttakji.engines.core.LabInputException;
import org.ttakji.engines.core.Variant;
import org.ttakji.engines.levels.Level;
import org.ttakji.engines.play.EngineFiles;
import org.ttakji.engines.play.EnginePlayer;
import org.ttakji.engines.play.Player;
import org.ttakji.engines.play.Players;
import org.ttakji.gamelog.PlayerInfo;

/**
 * A player configuration with the data files it needs, resolved on the driver and shipped with the Spark
 * tasks: executors on a cluster cannot read the driver's {@code data/}, so they build players from this.
 *
 * @param variant    the variant
 * @param spec       the configuration
 * @param files      the weights and levels files, as text ({@link EngineFiles#load})
 * @param info       what the game log records about this player
 * @param moveTimeMs the wall-time limit per move its searches obey, ms (the spec's explicit one, else its
 *                   level's when the spec gives no limits), or 0 for none (every move a function of the seed)
 */
public record ResolvedPlayer(Variant variant, EngineSpec spec, EngineFiles files, PlayerInfo info, long moveTimeMs)
        implements Serializable {

    private static final ObjectMapper JSON = new ObjectMapper();

    /**
     * Loads the files of a configuration from {@code <labHome>/data} and checks that a player can be built.
     *
     * @throws LabInputException naming the variant and player for an unknown weights or levels version, a
     *                           corrupt file, or an engine this build does not have yet
     */
    public static ResolvedPlayer resolve(Path labHome, Variant variant, EngineSpec spec) {
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
        String weights = files.weightsVersion() != null ? files.weightsVersion() : spec.weightsVersion();
        // The limits the player itself applies, so this cannot disagree with how it searches.
        long moveTimeMs = built instanceof EnginePlayer engine ? engine.limits().timeMs() : 0;
        return new ResolvedPlayer(variant, spec, files,
                new PlayerInfo(spec.engine(), spec.level(), weights, params.toString()), moveTimeMs);
    }

    /**
     * The level this player plays, as its levels file defines it, or null for the random player.
     *
     * @throws LabInputException if the levels file does not validate (never after {@link #resolve})
     */
    public Level level() {
        return spec.level() == null || files.levelsJson() == null ? null
                : files.levels(variant + " levels " + files.levelsVersion()).level(spec.level());
    }

    /** A new player (one per game: players keep search state, and a game must not depend on earlier ones). */
    public Player newPlayer() {
        return Players.create(variant, spec.toConfig(), files);
    }
}
