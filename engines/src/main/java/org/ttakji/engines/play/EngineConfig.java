package org.ttakji.engines.play;

import java.util.Objects;
import org.ttakji.engines.levels.Level;

/**
 * Which player to build: an engine kind, a level, the weights and levels versions, and optional explicit
 * search limits that override the level's. This is what self-play specs name and what the game log
 * records ({@code first}/{@code second}: engine, level, weights_version, params_json).
 *
 * @param engine         {@code ttakji} (the lab's search engine) or {@code random} (uniform random mover)
 * @param level          {@code easy}, {@code normal} or {@code expert}; null for {@code random}
 * @param weightsVersion e.g. {@code v0003}; null = the promoted version
 * @param levelsVersion  e.g. {@code v0002}; null = the promoted version
 * @param depth          explicit depth limit in plies, or null
 * @param nodes          explicit node limit, or null
 * @param moveTimeMs     explicit wall-time limit per move in milliseconds, or null (non-deterministic)
 * @param blunderRate    explicit blunder rate replacing the level's (0..1; calibration's candidates), or null
 * @param evalNoiseCp    explicit evaluation noise replacing the level's (standard deviation, cp; calibration's
 *                       candidates at the depth floor), or null
 */
public record EngineConfig(String engine, String level, String weightsVersion, String levelsVersion,
                           Integer depth, Long nodes, Long moveTimeMs, Double blunderRate, Integer evalNoiseCp) {

    /** The lab's engine. */
    public static final String TTAKJI = "ttakji";
    /** The uniform random mover (a baseline). */
    public static final String RANDOM = "random";

    /** Requires an engine name. */
    public EngineConfig {
        Objects.requireNonNull(engine, "engine");
    }

    /** A configuration without a blunder-rate or noise override. */
    public EngineConfig(String engine, String level, String weightsVersion, String levelsVersion, Integer depth,
                        Long nodes, Long moveTimeMs) {
        this(engine, level, weightsVersion, levelsVersion, depth, nodes, moveTimeMs, null, null);
    }

    /** The level of the levels file with this configuration's blunder rate and evaluation noise, if it has them. */
    public Level applyTo(Level fileLevel) {
        Level l = blunderRate == null ? fileLevel : fileLevel.withBlunderRate(blunderRate);
        return evalNoiseCp == null ? l : l.withEvalNoiseCp(evalNoiseCp);
    }

    /** The lab engine at a level, promoted weights and levels, the level's own limits. */
    public static EngineConfig level(String level) {
        return new EngineConfig(TTAKJI, level, null, null, null, null, null);
    }

    /** The uniform random mover. */
    public static EngineConfig random() {
        return new EngineConfig(RANDOM, null, null, null, null, null, null);
    }

    /**
     * Short label for tables, e.g. {@code expert}, {@code normal@v0003}, {@code random}, {@code easy/d1/b0.5/e240}
     * (depth in plies, nodes, blunder rate, evaluation noise in cp).
     */
    public String label() {
        if (RANDOM.equals(engine)) {
            return RANDOM;
        }
        StringBuilder b = new StringBuilder(level == null ? engine : level);
        if (weightsVersion != null) {
            b.append("@").append(weightsVersion);
        }
        if (depth != null) {
            b.append("/d").append(depth);
        }
        if (nodes != null) {
            b.append("/n").append(nodes);
        }
        if (blunderRate != null) {
            b.append("/b").append(blunderRate);
        }
        if (evalNoiseCp != null) {
            b.append("/e").append(evalNoiseCp);
        }
        return b.toString();
    }
}
