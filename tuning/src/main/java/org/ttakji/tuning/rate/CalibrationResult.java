package org.ttakji.tuning.rate;

import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.ttakji.engines.core.LabInputException;
import org.ttakji.engines.levels.Level;
import org.ttakji.engines.levels.LevelsFile;
import org.ttakji.engines.levels.Strength;
import org.ttakji.selfplay.EngineSpec;
import org.ttakji.tuning.stats.RatingKind;

/**
 * A calibration confirmed: the chosen levels rated afresh in their own gauntlet, each level's measured strength,
 * and the checks the issue asks for: every level inside its band, adjacent levels separated (disjoint 95%
 * intervals), and every band's tie to its anchors (the anchor it should lie above measured at or below the band's
 * low end, the one it should lie below at or above its high end).
 *
 * @param plan        what was chosen
 * @param confirmRun  the confirming rating run's id
 * @param ladder      its ladder
 * @param result      its ratings
 * @param strengths   per level, the strength measured
 * @param inBands     true when every level's rating is inside its band
 * @param separated   true when each level's interval lies wholly below the next level's
 * @param checks      the checks as lines ({@code yes}/{@code NO} first word after the colon)
 */
public record CalibrationResult(CalibrationPlan plan, String confirmRun, Ladder ladder, LadderResult result,
                                Map<String, Strength> strengths, boolean inBands, boolean separated,
                                List<String> checks) {
    /** Copies the collections. */
    public CalibrationResult {
        strengths = java.util.Collections.unmodifiableMap(new LinkedHashMap<>(strengths));
        checks = List.copyOf(checks);
    }

    /**
     * Reads the confirming ladder.
     *
     * @param ladder the confirming run's ladder: the plan's {@link CalibrationPlan#chosenPlayers} and anchors
     * @throws LabInputException if a chosen level has no finite rating and interval in it (a perfect or nil score:
     *                           play more pairs)
     */
    public static CalibrationResult of(CalibrationPlan plan, String confirmRun, Ladder ladder, LadderResult result) {
        List<String> anchors = ladder.anchors().stream().map(AnchorText::nameOf).toList();
        Map<String, Strength> strengths = new LinkedHashMap<>();
        List<String> checks = new ArrayList<>();
        boolean inBands = true;
        List<EngineSpec> players = plan.chosenPlayers();
        for (EngineSpec p : players) {
            String name = AnchorText.nameOf(p);
            LadderResult.Row row = result.row(name).orElseThrow(() -> new LabInputException(
                    "the confirming run " + confirmRun + " did not rate " + name));
            if (row.kind() != RatingKind.ESTIMATE || !Double.isFinite(row.low()) || !Double.isFinite(row.high())) {
                throw new LabInputException("the confirming run " + confirmRun + " gives " + p.level() + " (" + name
                        + ") no finite rating and interval (" + row.kind() + "): play more pairs");
            }
            strengths.put(p.level(), new Strength(row.rating(), row.low(), row.high(), row.games(), result.scaleUsed().strengthAnchor(),
                    confirmRun, anchors));
            LevelBands.Band band = plan.bands().band(p.level());
            boolean in = band.contains(row.rating());
            inBands &= in;
            checks.add(String.format(Locale.ROOT, "%s in its band [%+.0f, %+.0f]: %s, %+.0f [%+.0f, %+.0f]%s",
                    p.level(), band.low(), band.high(), in ? "yes" : "NO", row.rating(), row.low(), row.high(),
                    name.equals(p.level()) ? "" : " (played as " + name + ")"));
        }
        boolean separated = true;
        List<String> levels = new ArrayList<>(strengths.keySet());
        for (int i = 0; i + 1 < levels.size(); i++) {
            Strength lo = strengths.get(levels.get(i));
            Strength hi = strengths.get(levels.get(i + 1));
            boolean disjoint = lo.eloHigh() < hi.eloLow();
            separated &= disjoint;
            checks.add(String.format(Locale.ROOT, "%s and %s separated (disjoint 95%% intervals): %s, [%+.0f, %+.0f]"
                    + " and [%+.0f, %+.0f]", levels.get(i), levels.get(i + 1), disjoint ? "yes" : "NO", lo.eloLow(),
                    lo.eloHigh(), hi.eloLow(), hi.eloHigh()));
        }
        for (LevelBands.Band band : plan.bands().bands().values()) {
            tie(checks, result, band, band.above(), true, strengths.get(band.level()));
            tie(checks, result, band, band.below(), false, strengths.get(band.level()));
        }
        return new CalibrationResult(plan, confirmRun, ladder, result, strengths, inBands, separated, checks);
    }

    /**
     * The band's tie to an anchor as measured (the band's end against the anchor's rating) and, when the level was
     * measured, the level's own rating against the anchor's: where the scale above its fixed anchor moves from run
     * to run (Shogi, results/calibration-shogi.md), the second says where the level stands among the anchors the
     * band is meant to lie between.
     */
    private static void tie(List<String> checks, LadderResult result, LevelBands.Band band, String anchor,
                            boolean above, Strength level) {
        if (anchor == null) {
            return;
        }
        var row = result.row(anchor);
        if (row.isEmpty()) {
            checks.add(band.level() + "'s band tied " + (above ? "above " : "below ") + anchor
                    + ": not measured (not in this ladder)");
            return;
        }
        double r = row.get().rating();
        boolean holds = above ? r <= band.low() : r >= band.high();
        checks.add(String.format(Locale.ROOT, "%s's band [%+.0f, %+.0f] tied %s %s: %s, the anchor measured %+.0f",
                band.level(), band.low(), band.high(), above ? "above" : "below", anchor, holds ? "yes" : "NO", r));
        if (level != null) {
            boolean stands = above ? level.elo() > r : level.elo() < r;
            checks.add(String.format(Locale.ROOT, "%s measured %s %s: %s, %+.0f against %+.0f", band.level(),
                    above ? "above" : "below", anchor, stands ? "yes" : "NO", level.elo(), r));
        }
    }

    /**
     * The calibrated levels as the next levels version: the chosen parameters, each with its measured strength;
     * the weights version the gauntlets played; provenance naming the bands, the model and the runs.
     *
     * @param version    the new version
     * @param createdAt  its creation time
     * @param gitVersion the lab's build
     * @param runs       the rating runs whose ladders the model was fitted to (not recorded when nothing was fitted)
     * @param weights    the weights version the levels were measured with (the promoted one when the confirming
     *                   gauntlet played, which is what the levels play), so {@code levels show} can tell when a later
     *                   promotion makes the strengths stale
     */
    public LevelsFile next(String version, Instant createdAt, String gitVersion, List<String> runs, String weights) {
        LevelsFile base = plan.base();
        Map<String, Level> levels = new LinkedHashMap<>();
        for (LevelChoice c : plan.choices().values()) {
            Level l = c.level();
            Level was = base.level(l.name());
            levels.put(l.name(), new Level(l.name(), l.depth(), l.nodes(), was.moveTimeMs(), l.evalNoiseCp(),
                    l.temperatureCp(), l.blunderRate(), l.blunderMaxLossCp(), strengths.get(l.name())));
        }
        Map<String, Object> provenance = new LinkedHashMap<>();
        provenance.put("author", "calibrate");
        provenance.put("gitVersion", gitVersion);
        provenance.put("bands", base.variant().cliName() + " bands v" + plan.bands().version());
        if (plan.model() != null) {
            provenance.put("modelRuns", List.copyOf(runs));
        }
        provenance.put("confirmRun", confirmRun);
        if (plan.model() != null) {
            provenance.put("modelEloPerUnit", coefficients(plan.model()));
        }
        provenance.put("inBands", inBands);
        provenance.put("separated", separated);
        provenance.put("note", "levels " + base.version() + (plan.model() == null
                ? " as they are (./lab calibrate --confirm-only: nothing fitted or moved)"
                : " with the parameters ./lab calibrate chose for their bands' targets (search budgets; at the depth"
                + " floor blunder rate and noise)") + "; strengths from run " + confirmRun
                + (separated ? "" : "; adjacent levels are NOT separated (overlapping intervals)")
                + (inBands ? "" : "; some level is NOT inside its band"));
        return new LevelsFile(base.variant(), version, base.version(), createdAt, weights, levels,
                provenance, null);
    }

    private static Map<String, Object> coefficients(StrengthModel model) {
        Map<String, Object> out = new LinkedHashMap<>();
        double[] c = model.coefficients();
        for (int j = 0; j < c.length; j++) {
            out.put(LevelFeatures.NAMES.get(j), Math.round(c[j] * 10) / 10.0);
        }
        return out;
    }

    /** The checks and strengths as lines for a terminal. */
    public List<String> lines() {
        List<String> out = new ArrayList<>();
        out.add("confirmation (run " + confirmRun + "):");
        checks.forEach(c -> out.add("  " + c));
        return out;
    }
}
