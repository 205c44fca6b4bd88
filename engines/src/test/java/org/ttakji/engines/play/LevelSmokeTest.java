package org.ttakji.engines.play;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;
import org.ttakji.engines.core.Variant;

/**
 * The quick version of {@link LevelMatchTest} for the default suite: per playable variant, expert at 2,000
 * nodes wins two games against a uniformly random mover, and every level plays a legal game from the
 * committed files.
 */
class LevelSmokeTest {

    @ParameterizedTest
    @EnumSource(Variant.class)
    void expertBeatsARandomMoverTwice(Variant variant) {
        LevelMatchTest.assumeAvailable(variant);
        EngineConfig expert = new EngineConfig(EngineConfig.TTAKJI, "expert", null, null, null, 2_000L, null);
        EngineMatch.Score s = EngineMatch.play(variant, LevelMatchTest.data(), expert, EngineConfig.random(), 2, 5, 300);
        assertEquals(2, s.winsA(), variant + " " + s.terminations());
    }

    @ParameterizedTest
    @EnumSource(Variant.class)
    void easyAndNormalPlayWholeGames(Variant variant) {
        LevelMatchTest.assumeAvailable(variant);
        EngineConfig easy = new EngineConfig(EngineConfig.TTAKJI, "easy", null, null, null, 1_000L, null);
        EngineConfig normal = new EngineConfig(EngineConfig.TTAKJI, "normal", null, null, null, 1_000L, null);
        EngineMatch.Score s = EngineMatch.play(variant, LevelMatchTest.data(), normal, easy, 2, 9, 120);
        assertEquals(2, s.games());
    }
}
