package org.ttakji.selfplay;

import java.io.Serializable;
import java.util.Locale;
import java.util.Set;
import org.ttakji.engines.core.LabInputException;
import org.ttakji.engines.levels.Level;
import org.ttakji.engines.play.EngineConfig;
import org.ttakji.engines.play.external.ExternalSpec;

/**
 * One side of a pairing as a match spec names it: a serializable mirror of {@link EngineConfig} (which
 * Spark cannot ship to executors as it is), with the spec's short text form.
 *
 * <p>Short form: {@code random}, or a level {@code easy|normal|expert} optionally followed by
 * {@code @<weights version>} (e.g. {@code expert@v0003}). Limits and the levels version need the object
 * form of the spec ({@code {engine, level, weights, levels, depth, nodes, moveTimeMs, blunderRate, evalNoiseCp}}).
 *
 * <p>An external engine ({@code engine: external} with its own command line, or the name of an anchor of
 * {@code data/anchors/anchors.json} such as {@code fairy-stockfish}) has the object form only, with
 * {@code nodes} and/or {@code depth} (required: they make its play independent of the machine's load) and the
 * fields of {@link ExternalSpec}; no level, versions or {@code moveTimeMs}.
 *
 * @param engine         {@code ttakji}, {@code random}, {@code external} or an anchor's name
 * @param level          {@code easy}, {@code normal} or {@code expert}; null for {@code random}
 * @param weightsVersion pinned weights version ({@code v0003}) or null for the promoted one
 * @param levelsVersion  pinned levels version or null for the promoted one
 * @param depth          explicit depth limit in plies, or null for the level's
 * @param nodes          explicit node limit per move, or null for the level's
 * @param moveTimeMs     explicit wall-time limit per move in milliseconds (not allowed in deterministic
 *                       runs), or null
 * @param external       what the spec says about an external engine (command, protocol, options, settings,
 *                       timeout), or null for the lab's engine and the random mover
 * @param blunderRate    the lab's engine only: a blunder rate replacing the level's (0..1; what calibration's
 *                       candidates vary at a level's depth floor), or null for the level's
 * @param evalNoiseCp    the lab's engine only: an evaluation noise replacing the level's (standard deviation, cp,
 *                       0..{@value Level#MAX_EVAL_NOISE_CP}; what calibration's candidates vary at a level's depth
 *                       floor), or null for the level's
 */
public record EngineSpec(String engine, String level, String weightsVersion, String levelsVersion,
                         Integer depth, Long nodes, Long moveTimeMs, ExternalSpec external, Double blunderRate,
                         Integer evalNoiseCp) implements Serializable {

    /** The level names of the lab engine. */
    public static final Set<String> LEVELS = Set.of("easy", "normal", "expert");

    /**
     * Validates the engine name, the level and the limits.
     *
     * @throws LabInputException naming the bad field
     */
    public EngineSpec {
        boolean lab = EngineConfig.TTAKJI.equals(engine) || EngineConfig.RANDOM.equals(engine);
        if (engine == null || engine.isBlank()) {
            throw new LabInputException("a player needs an engine (" + EngineConfig.TTAKJI + ", " + EngineConfig.RANDOM
                    + ", " + ExternalSpec.EXTERNAL + " or an anchor's name such as fairy-stockfish)");
        }
        if (!lab) {
            if (level != null || weightsVersion != null || levelsVersion != null || moveTimeMs != null) {
                throw new LabInputException("the external player " + engine + " takes no level, weights or levels"
                        + " version, or moveTimeMs (give nodes or depth, and the engine's own settings or options)");
            }
            if (depth == null && nodes == null) {
                throw new LabInputException("the external player " + engine + " needs a node or depth limit (nodes: N"
                        + " or depth: D), so its play does not depend on the machine's load");
            }
            if (external == null) {
                external = new ExternalSpec(null, null, null, null, null, null, null, null);
            }
        } else if (external != null) {
            throw new LabInputException("engine " + engine + " takes no external engine fields (name, protocol,"
                    + " command, options, timeoutMs, notation, searchMoves or settings)");
        }
        if (EngineConfig.TTAKJI.equals(engine) && (level == null || !LEVELS.contains(level))) {
            throw new LabInputException("unknown level '" + level + "' for engine " + engine
                    + " (expected easy, normal or expert)");
        }
        if (EngineConfig.RANDOM.equals(engine) && (level != null || weightsVersion != null || levelsVersion != null
                || depth != null || nodes != null || moveTimeMs != null)) {
            throw new LabInputException("the random engine takes no level, versions or limits");
        }
        if (blunderRate != null && !EngineConfig.TTAKJI.equals(engine)) {
            throw new LabInputException("only the lab's engine (" + EngineConfig.TTAKJI + ") takes a blunderRate");
        }
        if (blunderRate != null && !(blunderRate >= 0 && blunderRate <= 1)) {
            throw new LabInputException("blunderRate must be within 0..1, got " + blunderRate);
        }
        if (evalNoiseCp != null && !EngineConfig.TTAKJI.equals(engine)) {
            throw new LabInputException("only the lab's engine (" + EngineConfig.TTAKJI + ") takes an evalNoiseCp");
        }
        if (evalNoiseCp != null && (evalNoiseCp < 0 || evalNoiseCp > Level.MAX_EVAL_NOISE_CP)) {
            throw new LabInputException("evalNoiseCp must be within 0.." + Level.MAX_EVAL_NOISE_CP + " cp, got "
                    + evalNoiseCp);
        }
        if (depth != null && depth < 1 || nodes != null && nodes < 1 || moveTimeMs != null && moveTimeMs < 1) {
            throw new LabInputException("search limits must be positive (depth " + depth + ", nodes " + nodes
                    + ", moveTimeMs " + moveTimeMs + ")");
        }
    }

    /**
     * A player of the lab's engine or the random mover (no external engine fields), at its level's blunder rate and
     * evaluation noise.
     */
    public EngineSpec(String engine, String level, String weightsVersion, String levelsVersion, Integer depth,
                      Long nodes, Long moveTimeMs) {
        this(engine, level, weightsVersion, levelsVersion, depth, nodes, moveTimeMs, null, null, null);
    }

    /** A player without a blunder-rate or noise override. */
    public EngineSpec(String engine, String level, String weightsVersion, String levelsVersion, Integer depth,
                      Long nodes, Long moveTimeMs, ExternalSpec external) {
        this(engine, level, weightsVersion, levelsVersion, depth, nodes, moveTimeMs, external, null, null);
    }

    /** True for an external engine (own command line or anchor). */
    public boolean isExternal() {
        return external != null;
    }

    /**
     * Reads the short form: {@code random}, {@code easy}, {@code expert@v0003}.
     *
     * @throws LabInputException naming the text when it is none of those
     */
    public static EngineSpec parse(String text) {
        String t = text == null ? "" : text.trim().toLowerCase(Locale.ROOT);
        if (t.equals(EngineConfig.RANDOM)) {
            return new EngineSpec(EngineConfig.RANDOM, null, null, null, null, null, null);
        }
        int at = t.indexOf('@');
        String level = at < 0 ? t : t.substring(0, at);
        String weights = at < 0 ? null : t.substring(at + 1);
        if (!LEVELS.contains(level)) {
            throw new LabInputException("unknown player '" + text + "' (expected random, easy, normal or expert,"
                    + " optionally with @<weights version>, e.g. expert@v0003)");
        }
        if (weights != null && !weights.matches("v\\d{4}")) {
            throw new LabInputException("bad weights version '" + weights + "' in player '" + text
                    + "' (expected v followed by four digits, e.g. v0003)");
        }
        return new EngineSpec(EngineConfig.TTAKJI, level, weights, null, null, null, null);
    }

    /**
     * The engine configuration for {@link org.ttakji.engines.play.Players#create} (for an external engine: its
     * name and limits only).
     */
    public EngineConfig toConfig() {
        return new EngineConfig(engine, level, weightsVersion, levelsVersion, depth, nodes, moveTimeMs, blunderRate,
                evalNoiseCp);
    }

    /** True when a move's choice depends on wall time (an explicit {@code moveTimeMs}). */
    public boolean usesWallTime() {
        return moveTimeMs != null;
    }

    /**
     * The short text form ({@code random}, {@code expert}, {@code expert@v0003}) when this configuration has
     * one, else null (pinned levels version, explicit limits, a blunder rate or an evaluation noise need the object
     * form).
     */
    public String shortForm() {
        if (EngineConfig.RANDOM.equals(engine)) {
            return EngineConfig.RANDOM;
        }
        if (isExternal() || levelsVersion != null || depth != null || nodes != null || moveTimeMs != null
                || blunderRate != null || evalNoiseCp != null) {
            return null;
        }
        return weightsVersion == null ? level : level + "@" + weightsVersion;
    }

    /**
     * Short label for tables and pairing names, e.g. {@code expert}, {@code normal@v0003/d4}, {@code random},
     * {@code fairy-stockfish:skill=5/n20000}.
     */
    public String label() {
        if (!isExternal()) {
            return toConfig().label();
        }
        StringBuilder b = new StringBuilder(external.name() == null ? engine : external.name());
        String sep = ":";
        for (var s : external.settings().entrySet()) {
            b.append(sep).append(s.getKey()).append('=').append(s.getValue());
            sep = ",";
        }
        if (depth != null) {
            b.append("/d").append(depth);
        }
        if (nodes != null) {
            b.append("/n").append(nodes);
        }
        return b.toString();
    }
}
