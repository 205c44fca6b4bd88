package org.ttakji.engines.eval;

import org.ttakji.engines.core.Position;
import org.ttakji.engines.core.Variant;

/**
 * The named features of a variant's positions (see the package documentation for the perspective and
 * value conventions). The same extractor feeds the engine's evaluator and the tuner, so a weight means
 * the same thing in both.
 *
 * <p>Implementations are called at every leaf of the search: they must not allocate, must leave the
 * position as found, and must be deterministic (the same position always gives the same features).
 * They may keep scratch buffers, so they are not thread-safe: get one instance per thread from
 * {@link org.ttakji.engines.Variants#featureExtractor(Variant)}.
 */
public interface FeatureExtractor {

    /** The variant whose positions this extractor reads. */
    Variant variant();

    /** The features, in index order; the same instance for every extractor of the variant. */
    FeatureSet featureSet();

    /**
     * Writes the features of {@code position} into {@code sink}, from the side to move's view. Features
     * that are zero may be skipped.
     *
     * @param position a position of {@link #variant()} (for Banqi: a player's observation, so the
     *                 features never depend on hidden pieces)
     * @param sink     receives {@code (feature index, value)} pairs
     * @throws ClassCastException if the position belongs to another variant
     */
    void extract(Position position, FeatureSink sink);

    /**
     * Piece values for the search's move ordering ("most valuable victim first"), indexed by the piece
     * code the variant packs into moves ({@link org.ttakji.engines.core.Move#captured},
     * {@link org.ttakji.engines.core.Move#piece}), 32 entries, each 0..100,000 (centipawns, from the
     * weights' material terms). Only compared with each other. Default: null (every piece alike).
     *
     * @param weights the weights in use (of this extractor's feature set)
     */
    default int[] pieceValues(Weights weights) {
        return null;
    }
}
