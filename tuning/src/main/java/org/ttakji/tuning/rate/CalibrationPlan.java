package org.ttakji.tuning.rate;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.function.Function;
import org.ttakji.engines.core.LabInputException;
import org.ttakji.engines.levels.Level;
import org.ttakji.engines.levels.LevelsFile;
import org.ttakji.selfplay.EngineSpec;

/**
 * A calibration's choice before its confirmation: the strength model fitted to the measured players, and for each
 * level the parameters it predicts in the middle of the level's band ({@link LevelChoice}).
 *
 * @param bands   the target bands
 * @param base    the levels file calibrated (its levels' character is kept, their search budgets move)
 * @param points  the measured players the model was fitted to (none for {@link #asSet})
 * @param model   the fitted model, or null when nothing was fitted ({@link #asSet})
 * @param choices per level (easy, normal, expert), the chosen parameters
 */
public record CalibrationPlan(LevelBands bands, LevelsFile base, List<LevelPoint> points, StrengthModel model,
                              Map<String, LevelChoice> choices) {
    /** Copies the collections. */
    public CalibrationPlan {
        points = List.copyOf(points);
        choices = java.util.Collections.unmodifiableMap(new LinkedHashMap<>(choices));
    }

    /**
     * Fits the model and chooses each level's parameters.
     *
     * @param seed     the model's seed
     * @param maxNodes the time budget: the largest node limit a level may be given ({@link #maxNodes})
     * @throws LabInputException if the points cannot be fitted or do not say how to move a level (see
     *                           {@link StrengthModel#fit}, {@link LevelChoice#choose}), or a level has a wall-time
     *                           limit (calibration plays node- and depth-limited levels only)
     */
    public static CalibrationPlan of(List<LevelPoint> points, LevelsFile base, LevelBands bands, long seed,
                                     long maxNodes) {
        requireNoWallTime(base);
        StrengthModel model = StrengthModel.fit(points, seed);
        Map<String, LevelChoice> choices = new LinkedHashMap<>();
        for (Level l : base.levels().values()) {
            choices.put(l.name(), LevelChoice.choose(model, l, bands.band(l.name()), maxNodes));
        }
        return new CalibrationPlan(bands, base, points, model, choices);
    }

    /**
     * The levels of {@code base} as they are, with nothing fitted ({@code calibrate --confirm-only}): a levels file
     * set by hand from earlier measurements is confirmed in a fresh gauntlet and written as the next version with its
     * strengths, the same checks applied (docs/decisions/calibration.md 24). Each choice's prediction is NaN.
     *
     * @throws LabInputException if a level has a wall-time limit (calibration plays node- and depth-limited levels only)
     */
    public static CalibrationPlan asSet(LevelsFile base, LevelBands bands) {
        requireNoWallTime(base);
        Map<String, LevelChoice> choices = new LinkedHashMap<>();
        for (Level l : base.levels().values()) {
            choices.put(l.name(), new LevelChoice(l, Double.NaN, bands.band(l.name()).target(),
                    "kept: --confirm-only, as levels " + base.version() + " sets it"));
        }
        return new CalibrationPlan(bands, base, List.of(), null, choices);
    }

    private static void requireNoWallTime(LevelsFile base) {
        for (Level l : base.levels().values()) {
            if (l.moveTimeMs() != null) {
                throw new LabInputException(base.variant().cliName() + " levels " + base.version() + ": " + l.name()
                        + " has a wall-time limit (moveTimeMs); calibration rates deterministic levels only");
            }
        }
    }

    /**
     * The time budget calibration never exceeds: the largest node limit of {@code base} and of its parents (back to
     * the hand-set file the interactive cap was set for). Read from the whole lineage, not the base alone, so that a
     * level a round moved down can move back up in a later round (Xiangqi's and Banqi's expert, moved from 400,000
     * and 200,000 nodes to 20,000 and 15,000, were otherwise held there).
     *
     * @param parentOf the levels file of a version (the base's store)
     * @throws LabInputException if a parent cannot be read (from {@code parentOf})
     */
    public static long maxNodes(LevelsFile base, Function<String, LevelsFile> parentOf) {
        long max = LevelChoice.MIN_NODES;
        Set<String> seen = new HashSet<>();
        for (LevelsFile f = base; f != null && seen.add(f.version());
             f = f.parent() == null ? null : parentOf.apply(f.parent())) {
            max = Math.max(max, f.levels().values().stream().filter(l -> l.nodes() != null).mapToLong(Level::nodes)
                    .max().orElse(LevelChoice.MIN_NODES));
        }
        return max;
    }

    /**
     * The candidate players a calibration gauntlet rates ({@link LevelChoice#candidates} of every level of
     * {@code base}), weakest first, as players of {@code base}'s version, within {@code maxNodes} ({@link #maxNodes}).
     */
    public static List<EngineSpec> candidates(LevelsFile base, long maxNodes) {
        List<EngineSpec> out = new ArrayList<>();
        for (Level l : base.levels().values()) {
            for (Level c : LevelChoice.candidates(l, maxNodes)) {
                out.add(LevelPlayers.player(c, l, base.version()));
            }
        }
        return out;
    }

    /** The players of the chosen levels, weakest first, as players of {@code base}'s version. */
    public List<EngineSpec> chosenPlayers() {
        List<EngineSpec> out = new ArrayList<>();
        for (LevelChoice c : choices.values()) {
            out.add(LevelPlayers.player(c.level(), base.level(c.level().name()), base.version()));
        }
        return out;
    }

    /** The fit and the choice as lines for a terminal. */
    public List<String> lines() {
        List<String> out = new ArrayList<>();
        if (model == null) {
            out.add("no model (--confirm-only): the levels as levels " + base.version() + " sets them");
            for (LevelChoice ch : choices.values()) {
                LevelBands.Band band = bands.band(ch.level().name());
                out.add(String.format(Locale.ROOT, "choice %-6s band [%+.0f, %+.0f]: %s (%s)", ch.level().name(),
                        band.low(), band.high(), limits(ch.level()), ch.kept()));
            }
            return out;
        }
        StringBuilder coefficients = new StringBuilder();
        double[] c = model.coefficients();
        for (int j = 0; j < c.length; j++) {
            coefficients.append(j == 0 ? "" : ", ").append(LevelFeatures.NAMES.get(j))
                    .append(String.format(Locale.ROOT, " %+.0f", c[j]));
        }
        out.add(String.format(Locale.ROOT, "strength model (DL4J linear regression, %d measured players, weighted"
                + " RMS residual %.0f Elo): Elo per unit: %s", model.points(), model.weightedRms(), coefficients));
        for (LevelPoint p : points) {
            out.add(String.format(Locale.ROOT, "  %-34s %+6.0f [%+.0f, %+.0f] %4d games  model %+6.0f  (run %s)",
                    p.name(), p.rating(), p.low(), p.high(), p.games(), model.predict(p.parameters()), p.runId()));
        }
        for (LevelChoice ch : choices.values()) {
            LevelBands.Band band = bands.band(ch.level().name());
            Level was = base.level(ch.level().name());
            out.add(String.format(Locale.ROOT, "choice %-6s band [%+.0f, %+.0f] %s %+.0f: %s -> %s, predicted %+.0f%s",
                    ch.level().name(), band.low(), band.high(), band.aim() == null ? "mid" : "aim", band.target(),
                    moved(was, was, ch.level()), moved(ch.level(), was, ch.level()), ch.predicted(),
                    ch.kept() == null ? "" : " (" + ch.kept() + ")"));
        }
        return out;
    }

    /**
     * A level's search limits as text and, when the choice moved them ({@code was} to {@code chosen}), its blunder rate
     * and evaluation noise (cp): {@code depth 1, nodes 4000, blunders 0.5, noise 240}.
     */
    static String moved(Level l, Level was, Level chosen) {
        return limits(l) + (was.blunderRate() != chosen.blunderRate() ? ", blunders " + l.blunderRate() : "")
                + (was.evalNoiseCp() != chosen.evalNoiseCp() ? ", noise " + l.evalNoiseCp() : "");
    }

    /** A level's search limits as text: {@code depth 2, nodes 4000}. */
    static String limits(Level l) {
        return (l.depth() == null ? "" : "depth " + l.depth() + ", ") + "nodes " + (l.nodes() == null ? "-" : l.nodes());
    }
}
