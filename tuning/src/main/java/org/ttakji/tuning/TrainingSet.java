package org.ttakji.tuning;

import java.util.ArrayList;
import java.util.List;
import org.ttakji.engines.core.SplitMix64;
import org.ttakji.engines.eval.FeatureSet;
import org.ttakji.engines.eval.FeatureVector;
import org.ttakji.engines.eval.Weights;

/**
 * The sampled positions split into a training part and a held-out validation part, by game: every position of
 * a game goes to the validation part when {@code mix(key(game id) ^ mix(seed))} falls in the validation
 * fraction, so the split depends only on the game and the seed (not on the order positions arrive in).
 * Splitting by game, not by position, keeps the held-out loss honest: positions of one game share its result,
 * so a position-level split would let the fit see the validation games' results through their other positions.
 *
 * @param train      training positions
 * @param validation held-out positions (never seen by the fit)
 */
public record TrainingSet(List<Sample> train, List<Sample> validation) {
    /** Copies the lists. */
    public TrainingSet {
        train = List.copyOf(train);
        validation = List.copyOf(validation);
    }

    /**
     * Splits the positions.
     *
     * @param samples            the positions (deduplicated)
     * @param validationFraction share held out, 0 &lt; f &lt; 1
     * @param seed               the split's seed
     * @throws IllegalArgumentException if the fraction is outside (0, 1)
     */
    public static TrainingSet split(List<Sample> samples, double validationFraction, long seed) {
        if (!(validationFraction > 0 && validationFraction < 1)) {
            throw new IllegalArgumentException("validation fraction must be within (0, 1), got " + validationFraction);
        }
        long threshold = (long) (validationFraction * (1L << 32));
        List<Sample> train = new ArrayList<>();
        List<Sample> validation = new ArrayList<>();
        for (Sample s : samples) {
            long u = SplitMix64.mix(GameSampler.gameKey(s.gameId()) ^ SplitMix64.mix(seed)) >>> 32;
            (u < threshold ? validation : train).add(s);
        }
        return new TrainingSet(train, validation);
    }

    /** Number of positions in both parts. */
    public int size() {
        return train.size() + validation.size();
    }

    /**
     * The engine's evaluation of each position with {@code weights}: exactly what
     * {@link org.ttakji.engines.eval.LinearEvaluator} returns for the quiet position (fixed-point weights,
     * rounded to whole centipawns, clamped), via {@link Weights#evaluate(FeatureVector)}.
     *
     * @return centipawns, side to move's view, in the order given
     */
    public static int[] engineEvaluations(List<Sample> positions, Weights weights) {
        FeatureVector x = new FeatureVector(weights.featureSet());
        int[] out = new int[positions.size()];
        for (int i = 0; i < out.length; i++) {
            fill(x, positions.get(i));
            out[i] = weights.evaluate(x);
        }
        return out;
    }

    /** The sample's features as a vector of {@code featureSet} (cleared first). */
    public static FeatureVector fill(FeatureVector x, Sample s) {
        x.clear();
        for (int k = 0; k < s.featureCount(); k++) {
            x.add(s.index(k), s.value(k));
        }
        return x;
    }

    /** The game results of the positions, side to move's view (1, 0.5, 0). */
    public static double[] results(List<Sample> positions) {
        double[] r = new double[positions.size()];
        for (int i = 0; i < r.length; i++) {
            r[i] = positions.get(i).result();
        }
        return r;
    }

    /** The recorded search scores of the positions, side to move's view (null where none). */
    public static Integer[] recordedScores(List<Sample> positions) {
        Integer[] r = new Integer[positions.size()];
        for (int i = 0; i < r.length; i++) {
            r[i] = positions.get(i).evalCp();
        }
        return r;
    }

    /** Checks that every feature index of every position is within the feature set. */
    public void checkIndexes(FeatureSet featureSet) {
        for (List<Sample> part : List.of(train, validation)) {
            for (Sample s : part) {
                for (int k = 0; k < s.featureCount(); k++) {
                    if (s.index(k) < 0 || s.index(k) >= featureSet.size()) {
                        throw new IllegalArgumentException("position " + s + " has feature index " + s.index(k)
                                + " outside " + featureSet);
                    }
                }
            }
        }
    }
}
