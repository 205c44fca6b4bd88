package org.ttakji.engines.play;

import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;
import org.ttakji.engines.Variants;
import org.ttakji.engines.core.Variant;
import org.ttakji.engines.core.VariantRules;
import org.ttakji.engines.eval.FeatureExtractor;
import org.ttakji.engines.eval.StartingFiles;
import org.ttakji.engines.levels.Level;
import org.ttakji.engines.levels.Strength;

/**
 * A level's node limit is what its move costs: the main search and every verifying search of a temperature or
 * blunder choice together never use more nodes than the limit (issue 13 item 6: a normal move used 80,000 nodes
 * against a 40,000-node limit, its blunder verifications each taking another quarter of the limit). The one
 * exception is the main search's first iteration, which always completes ({@code Searcher}); the limits here are
 * above what depth 1 costs (Banqi's flips make its depth 1 cost up to some 15,000 nodes).
 */
class LevelBudgetTest {
    /** The most verifying level there is: every move proposes other moves by temperature and by blunder. */
    private static Level verifiesEveryMove(long limit) {
        return new Level("easy", null, limit, null, 20, 80, 1.0, 400, Strength.UNKNOWN);
    }

    @ParameterizedTest
    @EnumSource(Variant.class)
    void everyMoveOfALevelThatVerifiesStaysWithinItsNodeLimit(Variant variant) {
        VariantRules rules = Variants.rules(variant);
        EngineConfig config = EngineConfig.level("easy");
        EngineFiles files = EngineFiles.loadFromData(StartingFiles.dataDir(), variant, config);
        FeatureExtractor extractor = Variants.featureExtractor(variant);
        long limit = variant == Variant.BANQI ? 20_000 : 3_000;
        Player[] players = {new EnginePlayer(config, verifiesEveryMove(limit), files.weights("weights",
                extractor.featureSet()), extractor), new RandomPlayer()};
        GameLoop.PlayedGame g = GameLoop.play(rules, rules.startPosition(rules.defaultRules()), players, 5, 40,
                m -> { });
        int moves = 0;
        for (GameLoop.PlayedMove m : g.moves()) {
            if (m.side() == 0) {
                moves++;
                assertTrue(m.choice().nodes() <= limit, variant + " ply " + m.ply() + " used " + m.choice().nodes()
                        + " nodes against a limit of " + limit);
            }
        }
        assertTrue(moves > 0, "the level moved");
    }
}
