package org.ttakji.tuning;

import java.util.ArrayList;
import java.util.List;
import org.ttakji.engines.core.LabInputException;
import org.ttakji.engines.eval.FeatureSet;
import org.ttakji.engines.eval.Tapered;

/**
 * How the logistic model is fitted (Deeplearning4j, Adam on mini-batches of the cross-entropy).
 *
 * @param epochs       passes over the training positions, 1..10,000
 * @param batchSize    positions per mini-batch, 1..1,000,000
 * @param learningRate Adam's step size in the model's units ({@code K/400} per centipawn per feature unit),
 *                     0 &lt; rate &lt;= 1
 * @param l2           strength of the pull towards the parent's weights: {@code l2 / 2} times the sum of the
 *                     squared weight changes measured in units of 100 cp is added to the mean cross-entropy;
 *                     0 = none, at most 1000
 * @param seed         seed of the mini-batch order
 * @param freeze       features kept at the parent's weight (their gradient is zeroed; the new file holds the
 *                     parent's value as the engine's fixed point has it, within 1/2048 cp of the file's): exact
 *                     names, or a prefix ending in {@code *} ({@code pst.*}); empty = none
 * @param l2ByEvaluation whether each weight's squared change is multiplied by {@code max(1, E[x²])}, the mean
 *                     square of its feature over the training positions, so that the pull counts the change of the
 *                     evaluation a weight causes rather than the change of the weight: a mobility weight (a feature of
 *                     tens of moves) is held as firmly as the evaluation it moves, a rare piece-square entry keeps
 *                     the plain pull (results/improve-why.md)
 */
public record FitSettings(int epochs, int batchSize, double learningRate, double l2, long seed, List<String> freeze,
                          boolean l2ByEvaluation) {
    /**
     * Defaults: 20 epochs of 256 positions at rate 0.002, l2 0.01, seed 1. (On 23.5k Chess960 positions of 800
     * normal-level games, split by game: held-out cross-entropy 0.48695 for the parent, 0.48463 with l2 0.001,
     * 0.48217 with l2 0.01, 0.48418 with l2 0.1; the weaker pull overfits rarely seen piece-square entries.)
     */
    public static final FitSettings DEFAULTS = new FitSettings(20, 256, 0.002, 0.01, 1, List.of());

    /** Settings whose L2 pull counts cp of weight change ({@link #l2ByEvaluation()} false). */
    public FitSettings(int epochs, int batchSize, double learningRate, double l2, long seed, List<String> freeze) {
        this(epochs, batchSize, learningRate, l2, seed, freeze, false);
    }

    /** Settings without frozen features. */
    public FitSettings(int epochs, int batchSize, double learningRate, double l2, long seed) {
        this(epochs, batchSize, learningRate, l2, seed, List.of());
    }

    /**
     * Validates the ranges.
     *
     * @throws LabInputException naming the setting and its range
     */
    public FitSettings {
        if (epochs < 1 || epochs > 10_000) {
            throw new LabInputException("epochs must be 1..10000, got " + epochs);
        }
        if (batchSize < 1 || batchSize > 1_000_000) {
            throw new LabInputException("batch size must be 1..1000000, got " + batchSize);
        }
        if (!(learningRate > 0 && learningRate <= 1)) {
            throw new LabInputException("learning rate must be within (0, 1], got " + learningRate);
        }
        if (!(l2 >= 0 && l2 <= 1000)) {
            throw new LabInputException("l2 must be within 0..1000, got " + l2);
        }
        freeze = freeze == null ? List.of() : freeze.stream().map(String::trim).filter(f -> !f.isEmpty()).toList();
    }

    /**
     * Which features of {@code featureSet} are frozen: a name, a prefix ending in {@code *}, or a base name of a
     * tapered set (both its copies).
     *
     * @return one flag per feature index
     * @throws LabInputException naming a {@code --freeze} pattern that matches no feature of the set
     */
    public boolean[] frozenMask(FeatureSet featureSet) {
        boolean[] mask = new boolean[featureSet.size()];
        List<String> unmatched = new ArrayList<>();
        for (String pattern : freeze) {
            boolean prefix = pattern.endsWith("*");
            String stem = prefix ? pattern.substring(0, pattern.length() - 1) : pattern;
            boolean any = false;
            for (int i = 0; i < mask.length; i++) {
                String name = featureSet.name(i);
                if (prefix ? name.startsWith(stem) : name.equals(stem) || Tapered.isCopyOf(name, stem)) {
                    mask[i] = true;
                    any = true;
                }
            }
            if (!any) {
                unmatched.add(pattern);
            }
        }
        if (!unmatched.isEmpty()) {
            throw new LabInputException("--freeze: " + String.join(", ", unmatched) + " matches no feature of "
                    + featureSet.id() + " (names as in 'lab weights show', e.g. " + featureSet.name(0)
                    + "; a trailing * matches a prefix)");
        }
        return mask;
    }

    /** The same settings with another seed. */
    public FitSettings withSeed(long newSeed) {
        return new FitSettings(epochs, batchSize, learningRate, l2, newSeed, freeze, l2ByEvaluation);
    }

    /** The same settings with the L2 pull counted per cp of weight change (false) or of evaluation change (true). */
    public FitSettings withL2ByEvaluation(boolean byEvaluation) {
        return new FitSettings(epochs, batchSize, learningRate, l2, seed, freeze, byEvaluation);
    }
}
