package org.ttakji.tuning.rate;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeSet;
import org.ttakji.engines.core.LabInputException;
import org.ttakji.engines.levels.Level;
import org.ttakji.engines.levels.Strength;

/**
 * Which parameter calibration moves, and to where. Calibration moves a level's search budget, the one parameter
 * whose effect on strength is monotone and large: a level with a depth limit moves its depth (its node limit kept),
 * a level without one moves its node limit, never above {@code maxNodes} (the time budget: the largest node limit
 * of the base levels file and its parents, which the interactive cap was set for). A level keeps its character
 * (evaluation noise, temperature: how it loses, set by hand), with these exceptions: a depth-limited level that its
 * depth cannot bring into its band (at depth 1 and still too strong, or whose depth the model finds no effect of)
 * moves its blunder rate, within 0..{@value #MAX_BLUNDER_RATE}, by the model's fitted effect of blunders
 * (docs/decisions/calibration.md 13); one still too strong at depth 1 with its blunder rate at that cap (or without
 * a fitted effect of blunders) moves its evaluation noise, within its own..{@value #MAX_CALIBRATED_NOISE_CP} cp, by
 * the fitted effect of noise (decision 19); one too weak whose depth has no fitted effect, with its blunder rate at 0
 * (or without a fitted effect of blunders), lowers its noise, within 0..its own (decision 21).
 *
 * @param level     the chosen parameters
 * @param predicted the model's rating for them, lab Elo (NaN when nothing was fitted: {@link CalibrationPlan#asSet})
 * @param target    the rating aimed at ({@link LevelBands.Band#target}: the band's aim, by default its middle)
 * @param kept      what was kept as it was and why, or null when everything was moved to the prediction nearest the
 *                  target
 */
public record LevelChoice(Level level, double predicted, double target, String kept) {
    /** The smallest node limit calibration gives a level. */
    public static final long MIN_NODES = 100;
    /** The deepest depth limit calibration gives a level (unless its file has a deeper one), plies. */
    public static final int MAX_DEPTH = 10;
    /** The largest blunder rate calibration gives a level: one move in two. */
    public static final double MAX_BLUNDER_RATE = 0.5;
    /**
     * The largest evaluation noise calibration gives a level, cp (standard deviation): about a minor piece (a Janggi
     * cannon 350, a Chess960 knight 320) or four pawns, below every game's most valuable piece (a Janggi chariot
     * 650, a Shogi rook 990, a queen 950), so a level at depth 1 still tells the capture of such a piece from the
     * noise most of the time instead of approaching the random mover, which easy's bands keep it well above; and
     * within less than a doubling of the noisiest candidate a gauntlet rates for the usual easy (4 x 60 = 240 cp),
     * as the linear model's predictions far from what was measured are guesses.
     */
    public static final int MAX_CALIBRATED_NOISE_CP = 400;

    /**
     * The parameters of {@code base} whose predicted rating is nearest the band's target (its aim, by default its
     * middle).
     *
     * A depth-limited level whose fitted depth effect is not positive is kept as it is (with {@link #kept} saying
     * why): such levels (easy) are weakened mostly by their noise and blunders, and the measured ratings of Xiangqi's
     * and Banqi's easy at depth 1, 2 and 3 did not grow with depth (results/calibration-xiangqi.md,
     * results/calibration-banqi.md), so "depth does not matter here" is a finding, not bad data; the confirmation
     * still measures the kept level against its band.
     *
     * @param maxNodes the largest node limit allowed
     * @throws LabInputException if the model does not make strength grow with the node limit of a level without a
     *                           depth limit (more nodes never weaken the search: the data cannot say where to move
     *                           it; rate more candidates)
     */
    public static LevelChoice choose(StrengthModel model, Level base, LevelBands.Band band, long maxNodes) {
        boolean byDepth = base.depth() != null;
        double slope = byDepth ? -model.coefficient("depthShortfall") : model.coefficient("log2Nodes");
        if (byDepth && !(slope > 0)) {
            return byCharacter(model, new LevelChoice(base, model.predict(base), band.target(), String.format(
                    java.util.Locale.ROOT, "kept: the model fitted %+.0f Elo per ply of depth", slope)), band, true);
        }
        if (!(slope > 0)) {
            throw new LabInputException("the strength model fitted " + String.format(java.util.Locale.ROOT, "%+.0f", slope)
                    + " Elo per " + (byDepth ? "ply of depth" : "doubling of nodes") + " for " + base.name()
                    + ": the ratings do not say how to move its " + (byDepth ? "depth" : "node limit")
                    + " (rate candidates around it: calibrate --pairs N)");
        }
        LevelChoice best = null;
        for (Level candidate : grid(base, maxNodes)) {
            double p = model.predict(candidate);
            if (best == null || Math.abs(p - band.target()) < Math.abs(best.predicted() - band.target())) {
                best = new LevelChoice(candidate, p, band.target(), null);
            }
        }
        return byDepth ? byCharacter(model, best, band, false) : best;
    }

    /**
     * A depth-limited level's choice with the levers of its character moved when its depth cannot bring it into its
     * band: its blunder rate first ({@link #byBlunders}), then, with its blunders spent, its evaluation noise
     * ({@link #byNoise}).
     */
    private static LevelChoice byCharacter(StrengthModel model, LevelChoice choice, LevelBands.Band band,
                                           boolean depthKept) {
        boolean tooStrong = choice.predicted() > band.high();
        boolean tooWeak = choice.predicted() < band.low() && depthKept;
        return byNoise(model, byBlunders(model, choice, band, depthKept), band, tooStrong ? 1 : tooWeak ? -1 : 0);
    }

    /**
     * A depth-limited level's choice with its blunder rate moved towards the band's target when its depth cannot
     * bring it into the band: too strong at depth 1, or out of the band when the depth has no fitted effect
     * ({@code depthKept}). The rate moves by the model's fitted effect of blunders, within
     * 0..{@value #MAX_BLUNDER_RATE}, in steps of 0.01; without a fitted effect (no rated player with another rate)
     * it is kept and the note says so.
     */
    static LevelChoice byBlunders(StrengthModel model, LevelChoice choice, LevelBands.Band band, boolean depthKept) {
        Level l = choice.level();
        boolean tooStrong = choice.predicted() > band.high();
        boolean tooWeak = choice.predicted() < band.low();
        if (!(tooStrong && (depthKept || l.depth() == 1) || tooWeak && depthKept)) {
            return choice;
        }
        String kept = choice.kept() == null ? "" : choice.kept() + "; ";
        double perRate = model.coefficient("blunderRate") * 10; // Elo per unit of blunder rate (the feature is x10)
        if (!(perRate < 0)) {
            return new LevelChoice(l, choice.predicted(), choice.target(), kept + (l.depth() == 1 && !depthKept
                    ? "at depth 1, " : "") + "blunder rate kept: the model has no fitted effect of blunders (rate"
                    + " candidates with other blunder rates: calibrate --pairs N)");
        }
        double rate = l.blunderRate() + (band.target() - choice.predicted()) / perRate;
        rate = Math.round(Math.max(0, Math.min(MAX_BLUNDER_RATE, rate)) * 100) / 100.0;
        Level moved = l.withBlunderRate(rate);
        return new LevelChoice(moved, model.predict(moved), choice.target(), choice.kept());
    }

    /**
     * A depth-limited level's choice with its evaluation noise moved towards the band's target when neither its depth
     * nor its blunder rate can bring it there. {@code direction} says which way the level was out of its band before
     * its blunder rate moved: +1 too strong (and it is at depth 1), -1 too weak (and its depth has no fitted effect),
     * 0 neither (the choice is returned as it is). Its blunders must be spent that way (at {@value #MAX_BLUNDER_RATE}
     * when too strong, at 0 when too weak, or without a fitted effect, as Shogi's measurements found) and it must
     * still be predicted beyond the target that way. The noise moves by the model's fitted effect of noise (Elo per
     * 100 cp), in steps of 5 cp, within the level's own noise..{@value #MAX_CALIBRATED_NOISE_CP} cp when too strong
     * and 0..its own when too weak; without a fitted effect (no rated player with other noise) it is kept and the
     * note says so.
     */
    static LevelChoice byNoise(StrengthModel model, LevelChoice choice, LevelBands.Band band, int direction) {
        Level l = choice.level();
        boolean noBlunderEffect = !(model.coefficient("blunderRate") < 0);
        boolean blundersSpent = noBlunderEffect
                || (direction > 0 ? l.blunderRate() >= MAX_BLUNDER_RATE : l.blunderRate() <= 0);
        boolean beyondTarget = direction > 0 ? choice.predicted() > band.target() : choice.predicted() < band.target();
        boolean atTheFloor = direction < 0 || l.depth() != null && l.depth() == 1;
        if (direction == 0 || !(blundersSpent && atTheFloor && beyondTarget)) {
            return choice;
        }
        double perCp = model.coefficient("evalNoise") / 100; // Elo per cp of noise (the feature is per 100 cp)
        if (!(perCp < 0)) {
            String kept = choice.kept() == null ? "" : choice.kept() + "; ";
            return new LevelChoice(l, choice.predicted(), choice.target(), kept + "blunders spent, noise kept: the"
                    + " model has no fitted effect of evaluation noise (rate candidates with more noise: calibrate"
                    + " --pairs N)");
        }
        int low = direction > 0 ? l.evalNoiseCp() : 0;
        int high = direction > 0 ? MAX_CALIBRATED_NOISE_CP : l.evalNoiseCp();
        double noise = l.evalNoiseCp() + (band.target() - choice.predicted()) / perCp;
        double within = Math.max(low, Math.min(high, noise)); // first: far from the data noise may pass int range
        int cp = Math.max(low, Math.min(high, (int) Math.round(within / 5) * 5)); // steps of 5 cp, still within
        Level moved = l.withEvalNoiseCp(cp);
        return new LevelChoice(moved, model.predict(moved), choice.target(), choice.kept());
    }

    /**
     * Every setting of the moved parameter one calibration considers: within one step beyond the candidates a
     * gauntlet rates ({@link #candidates}), i.e. depth ± 2 plies (within 1..{@value #MAX_DEPTH}), or the node
     * limit divided or multiplied by up to 16 on a log grid (within {@link #MIN_NODES}..{@code maxNodes}). The model
     * is linear and fitted to noisy ratings: far from what was measured its predictions are guesses, so a level
     * whose band is further away moves to the edge of this range, and a second calibration from the new version
     * continues from there.
     */
    static List<Level> grid(Level base, long maxNodes) {
        List<Level> out = new ArrayList<>();
        if (base.depth() != null) {
            for (int d = Math.max(1, base.depth() - 2); d <= Math.min(Math.max(MAX_DEPTH, base.depth()),
                    base.depth() + 2); d++) {
                out.add(with(base, d, base.nodes()));
            }
            return out;
        }
        long lo = Math.max(MIN_NODES, base.nodes() / 16);
        long hi = Math.min(maxNodes, base.nodes() * 16);
        for (long n : nodeGrid(maxNodes)) {
            if (n >= lo && n <= hi) {
                out.add(with(base, null, n));
            }
        }
        if (out.isEmpty()) {
            out.add(base);
        }
        return out;
    }

    /**
     * Node limits from {@link #MIN_NODES} to {@code maxNodes}: 1, 1.5, 2, 3, 4, 5, 6, 8 times the powers of ten
     * (round numbers about a quarter of a doubling apart), plus {@code maxNodes} itself.
     */
    static List<Long> nodeGrid(long maxNodes) {
        TreeSet<Long> out = new TreeSet<>();
        for (long p = 10; p <= maxNodes; p *= 10) {
            for (double m : new double[]{1, 1.5, 2, 3, 4, 5, 6, 8}) {
                long n = Math.round(p * m);
                if (n >= MIN_NODES && n <= maxNodes) {
                    out.add(n);
                }
            }
        }
        out.add(Math.max(MIN_NODES, maxNodes));
        return List.copyOf(out);
    }

    /**
     * The candidates a calibration gauntlet rates around a level: the level itself and one step of its moved
     * parameter each way (depth ± 1, or the node limit divided and multiplied by 4, within 1..{@link #MAX_DEPTH}
     * and {@link #MIN_NODES}..{@code maxNodes}); for a depth-limited level whose candidates reach depth 1, also depth
     * 1 at four times its blunder rate (at least 0.1, at most {@value #MAX_BLUNDER_RATE}) and at half of it, so the
     * model can fit the blunder lever ({@link #byBlunders}): a wide spread, as a few game pairs rate a candidate
     * within a few hundred Elo; and depth 1 with four times its evaluation noise (at least 100 cp, at most
     * {@value #MAX_CALIBRATED_NOISE_CP} cp), so the model can fit the noise lever ({@link #byNoise}) for when blunders
     * are spent.
     */
    public static List<Level> candidates(Level base, long maxNodes) {
        List<Level> out = new ArrayList<>();
        if (base.depth() != null) {
            if (base.depth() <= 2) { // depth 1 is among the candidates: rate the blunder lever there too
                Level floor = with(base, 1, base.nodes());
                out.add(floor.withBlunderRate(Math.min(MAX_BLUNDER_RATE, Math.max(0.1, 4 * base.blunderRate()))));
                if (base.blunderRate() > 0) {
                    out.add(floor.withBlunderRate(Math.round(base.blunderRate() * 50) / 100.0));
                }
                out.add(floor.withEvalNoiseCp(noisier(base.evalNoiseCp()))); // the noise lever, when blunders are spent
            }
            for (int d = base.depth() - 1; d <= base.depth() + 1; d++) {
                if (d >= 1 && d <= Math.max(MAX_DEPTH, base.depth())) {
                    out.add(d == base.depth() ? base : with(base, d, base.nodes()));
                }
            }
            return distinct(out, base);
        }
        long n = base.nodes();
        if (n / 4 >= MIN_NODES) {
            out.add(with(base, null, n / 4));
        }
        out.add(base);
        if (n * 4 <= maxNodes) {
            out.add(with(base, null, n * 4));
        }
        return out;
    }

    /**
     * The noise of the noisier candidate at the depth floor: four times {@code noiseCp}, at least 100 cp (a spread a
     * few game pairs can measure), at most {@value #MAX_CALIBRATED_NOISE_CP} cp, never below {@code noiseCp} itself.
     */
    static int noisier(int noiseCp) {
        return Math.max(noiseCp, Math.min(MAX_CALIBRATED_NOISE_CP, Math.max(100, 4 * noiseCp)));
    }

    /**
     * The candidates without repeats, in their order: two with the same search limits and character are one player
     * of the gauntlet (at the blunder cap, four times the rate is the rate itself; at the noise cap, four times the
     * noise is the noise itself); {@code base} is kept as it is.
     */
    private static List<Level> distinct(List<Level> candidates, Level base) {
        Map<Level, Level> byParameters = new LinkedHashMap<>();
        for (Level l : candidates) {
            byParameters.merge(l.withBlunderRate(l.blunderRate()), l, (first, later) -> later == base ? later : first);
        }
        return List.copyOf(byParameters.values());
    }

    /** A level with other search limits (no wall-time limit, strength not measured). */
    static Level with(Level base, Integer depth, Long nodes) {
        return new Level(base.name(), depth, nodes, null, base.evalNoiseCp(), base.temperatureCp(),
                base.blunderRate(), base.blunderMaxLossCp(), Strength.UNKNOWN);
    }
}
