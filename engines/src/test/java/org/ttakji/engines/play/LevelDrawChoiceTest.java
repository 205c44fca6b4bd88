package org.ttakji.engines.play;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.ttakji.engines.Variants;
import org.ttakji.engines.core.Position;
import org.ttakji.engines.core.SplitMix64;
import org.ttakji.engines.core.Variant;
import org.ttakji.engines.core.VariantRules;
import org.ttakji.engines.eval.FeatureExtractor;
import org.ttakji.engines.eval.StartingFiles;
import org.ttakji.engines.levels.Level;
import org.ttakji.engines.levels.Strength;

/**
 * A level that is not worse never chooses, as a deliberate weaker move, one that draws at once (issue 13: Janggi
 * easy drew 4 of 10 games against the random mover by moving its general to face the other, bikjang:
 * {@code position startpos moves a0a2 f9f8 e1f2}, easy, seed 3 answered {@code e8f7}).
 */
class LevelDrawChoiceTest {
    @Test
    void aLevelThatIsNotWorseNeverFacesTheGeneralsByChoice() {
        Variant janggi = Variant.JANGGI;
        VariantRules rules = Variants.rules(janggi);
        Position p = rules.startPosition(rules.defaultRules());
        for (String m : new String[]{"a0a2", "f9f8", "e1f2"}) {
            p.makeMove(rules.parseMachine(p, m));
        }
        Position view = p.playerView();
        EngineConfig config = EngineConfig.level("easy");
        EngineFiles files = EngineFiles.loadFromData(StartingFiles.dataDir(), janggi, config);
        FeatureExtractor extractor = Variants.featureExtractor(janggi);
        // Every move a deliberate choice that may lose up to 1000 cp: a draw in an even position qualifies.
        Level deliberate = new Level("easy", 2, 4_000L, null, 60, 200, 1.0, 1_000, Strength.UNKNOWN);
        EnginePlayer player = new EnginePlayer(config, deliberate, files.weights("weights", extractor.featureSet()),
                extractor);
        int bikjang = rules.parseMachine(view, "e8f7");
        assertTrue(player.drawsAtOnce(view, bikjang), "e8f7 faces the generals: bikjang, a draw at once");
        for (long seed = 1; seed <= 30; seed++) {
            MoveChoice c = player.choose(view, new SplitMix64(seed));
            assertFalse(player.drawsAtOnce(view, c.move()), "seed " + seed + ": chose a move that draws at once, "
                    + "score " + c.scoreCp());
        }
    }
}
