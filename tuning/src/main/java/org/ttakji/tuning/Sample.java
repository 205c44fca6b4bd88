package org.ttakji.tuning;

import java.util.Arrays;
import java.util.Objects;

/**
 * One training position: a quiet position reached from a logged game, its label and its features.
 *
 * @param gameId     the game it comes from
 * @param ply        the ply of the game at which it was sampled (0 = the start position)
 * @param quietPlies plies of the quiescence line played from the sampled position to reach this one
 * @param hash       the quiet position's Zobrist hash (Banqi: the hash of the side to move's view)
 * @param fen        the quiet position in the variant's text format (Banqi: the side to move's public form)
 * @param result     the game's result from this position's side to move's view: 1 win, 0.5 draw, 0 loss
 * @param evalCp     the search score recorded in the log at the sampled ply, turned to this position's side
 *                   to move's view (centipawns), or null when the log has none
 * @param indexes    feature indexes with a value, ascending (the engine's {@code FeatureExtractor} of the
 *                   variant, read from this position)
 * @param values     the feature values, same length as {@code indexes}
 */
public record Sample(String gameId, int ply, int quietPlies, long hash, String fen, double result, Integer evalCp,
                     int[] indexes, int[] values) {
    /** Checks the feature arrays and copies them. */
    public Sample {
        Objects.requireNonNull(gameId, "gameId");
        if (indexes.length != values.length) {
            throw new IllegalArgumentException("feature indexes and values differ in length: " + indexes.length
                    + " vs " + values.length);
        }
        indexes = indexes.clone();
        values = values.clone();
    }

    @Override
    public int[] indexes() {
        return indexes.clone();
    }

    @Override
    public int[] values() {
        return values.clone();
    }

    /** Number of stored features. */
    public int featureCount() {
        return indexes.length;
    }

    /** Feature index of entry {@code k}. */
    public int index(int k) {
        return indexes[k];
    }

    /** Feature value of entry {@code k}. */
    public int value(int k) {
        return values[k];
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof Sample s && s.gameId.equals(gameId) && s.ply == ply && s.quietPlies == quietPlies
                && s.hash == hash && s.fen.equals(fen) && s.result == result && Objects.equals(s.evalCp, evalCp)
                && Arrays.equals(s.indexes, indexes) && Arrays.equals(s.values, values);
    }

    @Override
    public int hashCode() {
        return Objects.hash(gameId, ply, hash);
    }

    @Override
    public String toString() {
        return "Sample[" + gameId + " ply " + ply + "+" + quietPlies + ", " + fen + ", result " + result + "]";
    }
}
