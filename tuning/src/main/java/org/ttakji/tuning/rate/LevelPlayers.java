package org.ttakji.tuning.rate;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.function.Function;
import org.ttakji.engines.levels.Level;
import org.ttakji.engines.levels.LevelsFile;
import org.ttakji.engines.levels.Strength;
import org.ttakji.engines.play.EngineConfig;
import org.ttakji.selfplay.EngineSpec;
import org.ttakji.tuning.stats.RatingKind;

/**
 * Between the parameters of a level and the players of a ladder: the player that plays given parameters (the
 * level of a levels version, with explicit search limits when they differ from the file's), the parameters a
 * ladder's player played with, and the strength model's points of a rated ladder.
 */
public final class LevelPlayers {
    private LevelPlayers() {
    }

    /**
     * The player of a level's parameters: the level of {@code levelsVersion} as it is when the parameters' limits are
     * the file's ({@code base}), else with the parameters' depth and node limits as explicit limits (which replace
     * the level's, {@code EnginePlayer.limitsOf}) and, when they differ from the file's, the parameters' blunder rate
     * and evaluation noise (cp); the other parameters are the file's.
     *
     * @param levelsVersion the levels version the player loads, or null for the promoted one
     */
    public static EngineSpec player(Level parameters, Level base, String levelsVersion) {
        boolean sameBlunders = parameters.blunderRate() == base.blunderRate();
        boolean sameNoise = parameters.evalNoiseCp() == base.evalNoiseCp();
        boolean same = Objects.equals(parameters.depth(), base.depth())
                && Objects.equals(parameters.nodes(), base.nodes()) && base.moveTimeMs() == null && sameBlunders
                && sameNoise;
        return same ? new EngineSpec(EngineConfig.TTAKJI, base.name(), null, levelsVersion, null, null, null)
                : new EngineSpec(EngineConfig.TTAKJI, base.name(), null, levelsVersion, parameters.depth(),
                        parameters.nodes(), null, null, sameBlunders ? null : parameters.blunderRate(),
                        sameNoise ? null : parameters.evalNoiseCp());
    }

    /**
     * The parameters a player of the lab's engine plays with: its level in its levels file, with its explicit limits
     * (if any) replacing the level's depth, node and time limits, and its blunder rate and evaluation noise (if any)
     * the level's. Null for a player that is not the lab's engine.
     *
     * @param levels the levels file of a version (null for the promoted one)
     */
    public static Level parameters(EngineSpec player, Function<String, LevelsFile> levels) {
        if (!EngineConfig.TTAKJI.equals(player.engine())) {
            return null;
        }
        Level l = player.toConfig().applyTo(levels.apply(player.levelsVersion()).level(player.level()));
        if (player.depth() == null && player.nodes() == null && player.moveTimeMs() == null) {
            return new Level(l.name(), l.depth(), l.nodes(), l.moveTimeMs(), l.evalNoiseCp(), l.temperatureCp(),
                    l.blunderRate(), l.blunderMaxLossCp(), Strength.UNKNOWN);
        }
        return new Level(l.name(), player.depth(), player.nodes(), player.moveTimeMs(), l.evalNoiseCp(),
                l.temperatureCp(), l.blunderRate(), l.blunderMaxLossCp(), Strength.UNKNOWN);
    }

    /**
     * The strength model's points of a rated ladder: every player of the lab's engine (levels, candidates and
     * {@code lab:} anchors) whose rating is an estimate with a finite interval (a perfect or nil score gives only a
     * floor or ceiling, which is not a point).
     *
     * @param runId the rating run, recorded in the points
     */
    public static List<LevelPoint> points(Ladder ladder, LadderResult result, String runId,
                                          Function<String, LevelsFile> levels) {
        Map<String, EngineSpec> byName = new LinkedHashMap<>();
        ladder.players().forEach(p -> byName.put(AnchorText.nameOf(p), p));
        List<LevelPoint> out = new ArrayList<>();
        for (LadderResult.Row row : result.players()) {
            EngineSpec spec = byName.get(row.name());
            Level parameters = spec == null ? null : parameters(spec, levels);
            if (parameters == null || row.kind() != RatingKind.ESTIMATE || !Double.isFinite(row.low())
                    || !Double.isFinite(row.high())) {
                continue;
            }
            out.add(new LevelPoint(row.name(), parameters, row.rating(), row.low(), row.high(), row.games(), runId));
        }
        return out;
    }
}
