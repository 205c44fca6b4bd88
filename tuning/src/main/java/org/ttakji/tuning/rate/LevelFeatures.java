package org.ttakji.tuning.rate;

import java.util.List;
import org.ttakji.engines.levels.Level;

/**
 * The level parameters the strength model regresses rating on, as numbers of comparable size. A level's file
 * holds more (the largest blunder loss, a wall-time limit); those are held fixed by calibration and are not
 * features.
 * <ol>
 *   <li>{@code log2Nodes}: log2 of the node limit per move ({@value #UNLIMITED_LOG2_NODES} without one): each
 *       doubling of the budget adds about the same Elo, as in every engine's scaling measurements;</li>
 *   <li>{@code depthShortfall}: how many plies the depth limit lies below {@value #DEPTH_REFERENCE} (0 without a
 *       depth limit or above it);</li>
 *   <li>{@code evalNoise}: the evaluation noise's standard deviation, per 100 cp;</li>
 *   <li>{@code temperature}: the move-choice temperature, per 100 cp;</li>
 *   <li>{@code blunderRate}: the deliberate weaker moves per 10 moves;</li>
 *   <li>{@code depthLimited}: 1 for a level with a depth limit, else 0. Without it {@code depthShortfall} (about 10
 *       for every depth-limited level, 0 for the rest) would also have to carry the gap between easy and the
 *       levels without a depth limit, which easy's noise and blunders explain as well: the fit then gave depth no
 *       effect although easy at depth 1 measured hundreds of Elo below depth 2 (results/calibration-xiangqi.md,
 *       fourth calibration). With it, {@code depthShortfall} is fitted from the depths of depth-limited players
 *       alone.</li>
 * </ol>
 */
public final class LevelFeatures {
    /** The feature names, in vector order. */
    public static final List<String> NAMES = List.of("log2Nodes", "depthShortfall", "evalNoise", "temperature",
            "blunderRate", "depthLimited");
    /**
     * The sign each feature's coefficient must have, in {@link #NAMES} order: more nodes never weaken a level; a
     * shallower depth limit, more noise, a higher temperature, more blunders or a depth limit never strengthen it.
     */
    static final int[] SIGNS = {1, -1, -1, -1, -1, -1};
    /** log2 of the node limit a level without one is taken to have. */
    public static final double UNLIMITED_LOG2_NODES = 24;
    /** The depth below which a depth limit counts as a shortfall, plies. */
    public static final int DEPTH_REFERENCE = 12;

    private LevelFeatures() {
    }

    /** The features of a level's parameters, in {@link #NAMES} order. */
    public static double[] of(Level level) {
        double log2Nodes = level.nodes() == null ? UNLIMITED_LOG2_NODES
                : Math.log(level.nodes()) / Math.log(2);
        double shortfall = level.depth() == null ? 0 : Math.max(0, DEPTH_REFERENCE - level.depth());
        return new double[]{log2Nodes, shortfall, level.evalNoiseCp() / 100.0, level.temperatureCp() / 100.0,
            level.blunderRate() * 10, level.depth() == null ? 0 : 1};
    }
}
