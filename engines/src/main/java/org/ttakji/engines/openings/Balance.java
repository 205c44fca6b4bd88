package org.ttakji.engines.openings;

import java.io.Serializable;
import org.ttakji.engines.Variants;
import org.ttakji.engines.core.Position;
import org.ttakji.engines.core.Variant;
import org.ttakji.engines.eval.FeatureExtractor;
import org.ttakji.engines.eval.LinearEvaluator;
import org.ttakji.engines.eval.Weights;
import org.ttakji.engines.search.OrderingValues;
import org.ttakji.engines.search.Scores;
import org.ttakji.engines.search.SearchLimits;
import org.ttakji.engines.search.SearchSettings;
import org.ttakji.engines.search.Searcher;
import org.ttakji.engines.weights.WeightsCodec;

/**
 * When an opening counts as balanced: a deterministic search of the lab's engine (its search with the linear
 * evaluation of one pinned weights version, a fresh table for every position, no clock) scores the position within
 * ±{@code boundCp} centipawns for the side to move, and not as a forced game end.
 *
 * @param boundCp        the bound, centipawns, 0..{@value #MAX_BOUND_CP}
 * @param depth          the search's depth limit in plies, or 0 for none (then {@code nodes} limits it)
 * @param nodes          the search's node limit, or 0 for none (then {@code depth} limits it)
 * @param weightsVersion the weights version the evaluation uses (pinned, so the openings never change with a
 *                       promotion)
 * @param weightsJson    that version's file text (read once on the driver; travels with the rule)
 */
public record Balance(int boundCp, int depth, long nodes, String weightsVersion, String weightsJson)
        implements Serializable {
    /** The largest bound accepted, centipawns. */
    public static final int MAX_BOUND_CP = Scores.MAX_EVAL;
    /** The node limit of the check when the rule names neither nodes nor depth. */
    public static final long DEFAULT_NODES = 5_000;
    /** Transposition table of a check, MiB (a check is a few thousand nodes). */
    private static final int HASH_MB = 1;

    /**
     * Checks the ranges.
     *
     * @throws IllegalArgumentException if a value is out of range or neither limit is given
     */
    public Balance {
        if (boundCp < 0 || boundCp > MAX_BOUND_CP) {
            throw new IllegalArgumentException("balance bound must be 0.." + MAX_BOUND_CP + " cp, got " + boundCp);
        }
        if (depth == 0 && nodes == 0) {
            throw new IllegalArgumentException("a balance check needs a depth or node limit");
        }
        java.util.Objects.requireNonNull(weightsVersion, "weightsVersion");
        java.util.Objects.requireNonNull(weightsJson, "weightsJson");
    }

    /** The search's limits: the given depth and nodes, the caps for the one not given, no clock. */
    public SearchLimits limits() {
        return new SearchLimits(depth == 0 ? SearchLimits.MAX_DEPTH : depth,
                nodes == 0 ? SearchLimits.HARD_MAX_NODES : nodes, 0);
    }

    /**
     * The score of the check's search of {@code position} (side to move's view, centipawns or a mate score).
     *
     * @param variant  the variant
     * @param position the position (left as it was)
     */
    public int score(Variant variant, Position position) {
        FeatureExtractor fx = Variants.featureExtractor(variant);
        Weights weights = WeightsCodec.load("weights " + weightsVersion + " of the balance check", weightsJson,
                variant, weightsVersion, fx.featureSet());
        int[] values = fx.pieceValues(weights);
        SearchSettings settings = SearchSettings.defaults().withHashMegabytes(HASH_MB)
                .withOrderingValues(values == null ? OrderingValues.uniform() : OrderingValues.of(values));
        Searcher searcher = new Searcher(new LinearEvaluator(fx, weights), settings);
        return searcher.search(position.playerView(), limits()).score();
    }

    /** True when the check's score is within the bound and not a forced game end. */
    public boolean accepts(Variant variant, Position position) {
        int score = score(variant, position);
        return !Scores.isMate(score) && Math.abs(score) <= boundCp;
    }

    /** The options as the rule text writes them: {@code balanced:150,nodes:5000,weights:v0001}. */
    public String toText() {
        return "balanced:" + boundCp + (depth > 0 ? ",depth:" + depth : "") + (nodes > 0 ? ",nodes:" + nodes : "")
                + ",weights:" + weightsVersion;
    }

    /** Without the weights file's text. */
    @Override
    public String toString() {
        return "Balance[" + toText() + "]";
    }
}
