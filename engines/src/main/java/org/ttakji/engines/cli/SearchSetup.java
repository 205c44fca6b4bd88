package org.ttakji.engines.cli;

import java.nio.file.Path;
import java.util.List;
import org.ttakji.engines.Variants;
import org.ttakji.engines.core.LabInputException;
import org.ttakji.engines.core.Position;
import org.ttakji.engines.core.Variant;
import org.ttakji.engines.core.VariantRules;
import org.ttakji.engines.eval.Evaluator;
import org.ttakji.engines.eval.FeatureExtractor;
import org.ttakji.engines.eval.LinearEvaluator;
import org.ttakji.engines.eval.Weights;
import org.ttakji.engines.search.MaterialTracker;
import org.ttakji.engines.search.OrderingValues;
import org.ttakji.engines.search.SearchSettings;
import org.ttakji.engines.weights.WeightsStore;

/**
 * What the search commands (and benchmarks) search with: the position to search (the player's view), its
 * evaluator and the move-ordering values. The lab's linear evaluation with the promoted (or a pinned) weights
 * when the variant has evaluation features and weights; otherwise the variant-agnostic material stand-in
 * ({@link MaterialTracker}: material won since the root, every piece worth 100).
 *
 * @param position       the position to search (for the material stand-in, a wrapper of the view)
 * @param evaluator      the evaluation
 * @param orderingValues the move-ordering piece values
 * @param description    e.g. {@code linear chess960 v0001} or {@code material (stand-in)}, for output
 */
public record SearchSetup(Position position, Evaluator evaluator, OrderingValues orderingValues, String description) {
    /** What a promotion gains in the material stand-in, below the promoted piece's value. */
    private static final int MATERIAL_PROMOTION_BASE = OrderingValues.UNIFORM_VALUE / 2;

    /**
     * The setup for searching {@code view}.
     *
     * @param variant        the variant
     * @param view           the side to move's view ({@link Position#playerView()})
     * @param dataDir        the lab's data directory (weights)
     * @param weightsVersion a pinned weights version such as {@code v0003}, or null for the promoted one
     * @param materialOnly   true: always the material stand-in (fixed, weight-independent)
     * @throws LabInputException if a pinned weights version cannot be loaded
     */
    public static SearchSetup of(Variant variant, Position view, Path dataDir, String weightsVersion,
                                 boolean materialOnly) {
        if (!materialOnly) {
            FeatureExtractor fx;
            try {
                fx = Variants.featureExtractor(variant);
            } catch (LabInputException e) {
                if (weightsVersion != null) {
                    throw e;
                }
                return material(view, "material (stand-in: " + variant + " has no evaluation features)");
            }
            WeightsStore store = WeightsStore.at(dataDir);
            if (weightsVersion == null && store.promoted(variant).isEmpty()) {
                return material(view, "material (stand-in: no promoted " + variant + " weights in " + dataDir + ")");
            }
            String version = store.resolve(variant, weightsVersion);
            Weights weights = store.load(variant, version, fx.featureSet());
            int[] values = fx.pieceValues(weights);
            return new SearchSetup(view, new LinearEvaluator(fx, weights),
                    values == null ? OrderingValues.uniform() : OrderingValues.of(values),
                    "linear " + variant + " " + version);
        }
        return material(view, "material (stand-in)");
    }

    /** The material stand-in over {@code view}, uniform values (what the bench signature uses). */
    public static SearchSetup material(Position view, String description) {
        MaterialTracker tracker = new MaterialTracker(view, OrderingValues.uniform(), MATERIAL_PROMOTION_BASE);
        return new SearchSetup(tracker.position(), tracker.evaluator(), OrderingValues.uniform(), description);
    }

    /** The given settings with this setup's ordering values. */
    public SearchSettings settings(SearchSettings base) {
        return base.withOrderingValues(orderingValues);
    }

    /**
     * The fixed position set of {@code bench search} and the search signature: the distinct positions of the
     * variant's perft bench suite ({@link VariantRules#benchPerftSuite()}), as the side to move's views, read
     * with the default (play) rules.
     */
    public static List<Position> benchPositions(VariantRules rules) {
        return rules.benchPerftSuite().stream().map(c -> c.fen()).distinct()
                .map(fen -> rules.fromFen(fen, rules.defaultRules()).playerView()).toList();
    }
}
