package org.ttakji.tuning.rate;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import java.time.Instant;
import java.util.LinkedHashMap;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.ttakji.engines.core.Variant;
import org.ttakji.engines.levels.Level;
import org.ttakji.engines.levels.LevelsFile;
import org.ttakji.engines.levels.Strength;
import org.ttakji.selfplay.EngineSpec;

/** A level's parameters become a ladder player and come back from it, a blunder rate of its own included. */
class LevelPlayersTest {
    private static final Level EASY = new Level("easy", 2, 4_000L, null, 60, 40, 0.12, 350, Strength.UNKNOWN);

    private static LevelsFile file() {
        Map<String, Level> levels = new LinkedHashMap<>();
        levels.put("easy", EASY);
        levels.put("normal", new Level("normal", null, 40_000L, null, 10, 0, 0.02, 60, Strength.UNKNOWN));
        levels.put("expert", new Level("expert", null, 400_000L, null, 0, 0, 0, 0, Strength.UNKNOWN));
        return new LevelsFile(Variant.SHOGI, "v0001", null, Instant.parse("2026-12-05T00:00:00Z"), "v0001", levels,
                Map.of("author", "hand-set"), null);
    }

    @Test
    void theLevelAsTheFileHasItIsPlayedByItsNameAlone() {
        EngineSpec p = LevelPlayers.player(EASY, EASY, "v0001");
        assertEquals("easy", AnchorText.nameOf(p));
        assertNull(p.blunderRate());
    }

    @Test
    void anotherBlunderRateIsPlayedAsAnOverrideAndReadBackAsTheParameters() {
        Level floor = new Level("easy", 1, 4_000L, null, 60, 40, 0.24, 350, Strength.UNKNOWN);
        EngineSpec p = LevelPlayers.player(floor, EASY, "v0001");
        assertEquals("easy:depth=1:nodes=4000:blunders=0.24", AnchorText.nameOf(p));
        Level back = LevelPlayers.parameters(p, v -> file());
        assertEquals(floor, back);
        EngineSpec deeper = LevelPlayers.player(new Level("easy", 3, 4_000L, null, 60, 40, 0.12, 350,
                Strength.UNKNOWN), EASY, "v0001");
        assertNull(deeper.blunderRate(), "the file's blunder rate needs no override");
        assertEquals(0.12, LevelPlayers.parameters(deeper, v -> file()).blunderRate());
    }

    @Test
    void anotherNoiseIsPlayedAsAnOverrideAndReadBackAsTheParameters() {
        Level noisier = new Level("easy", 1, 4_000L, null, 240, 40, 0.5, 350, Strength.UNKNOWN);
        EngineSpec p = LevelPlayers.player(noisier, EASY, "v0001");
        assertEquals("easy:depth=1:nodes=4000:blunders=0.5:noise=240", AnchorText.nameOf(p));
        assertEquals(240, p.evalNoiseCp());
        assertEquals(noisier, LevelPlayers.parameters(p, v -> file()));
        EngineSpec ownNoise = LevelPlayers.player(new Level("easy", 1, 4_000L, null, 60, 40, 0.5, 350,
                Strength.UNKNOWN), EASY, "v0001");
        assertNull(ownNoise.evalNoiseCp(), "the file's noise needs no override");
        assertEquals(60, LevelPlayers.parameters(ownNoise, v -> file()).evalNoiseCp());
        EngineSpec noiseAlone = LevelPlayers.player(EASY.withEvalNoiseCp(100), EASY, "v0001");
        assertEquals("easy:depth=2:nodes=4000:noise=100", AnchorText.nameOf(noiseAlone),
                "the level at its own limits and another noise is not the level itself");
        assertEquals(EASY.withEvalNoiseCp(100), LevelPlayers.parameters(noiseAlone, v -> file()));
    }
}
