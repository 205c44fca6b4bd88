package org.ttakji.engines.play;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.ttakji.engines.Variants;
import org.ttakji.engines.core.LabInputException;
import org.ttakji.engines.core.Variant;
import org.ttakji.engines.core.VariantRules;
import org.ttakji.engines.eval.StartingFiles;
import org.ttakji.engines.levels.Level;
import org.ttakji.engines.levels.LevelsStore;
import org.ttakji.engines.levels.Strength;
import org.ttakji.engines.search.SearchLimits;
import org.ttakji.engines.weights.DataFileException;
import org.ttakji.engines.weights.WeightsStore;

class EnginePlayerTest {
    private static final Variant V = Variant.CHESS960;

    private static List<String> game(String first, String second, long seed, long start) {
        VariantRules rules = Variants.rules(V);
        Player[] players = new Player[2];
        String[] levels = {first, second};
        for (int side = 0; side < 2; side++) {
            EngineConfig c = new EngineConfig(EngineConfig.TTAKJI, levels[side], null, null, null, 3_000L, null);
            players[side] = Players.create(V, c, EngineFiles.loadFromData(StartingFiles.dataDir(), V, c));
        }
        return GameLoop.play(rules, rules.startPosition(rules.defaultRules(), start), players, seed, 60, m -> {
        }).moves().stream().map(GameLoop.PlayedMove::machine).toList();
    }

    @Test
    void sameSeedSameGame() {
        List<String> a = game("easy", "normal", 17, 300);
        assertEquals(a, game("easy", "normal", 17, 300));
        assertNotEquals(a, game("easy", "normal", 18, 300), "another seed gives easy other choices");
    }

    @Test
    void explicitLimitsReplaceTheLevelsLimits() {
        Level level = new Level("x", 5, 1000L, null, 0, 0, 0, 0, Strength.UNKNOWN);
        assertEquals(new SearchLimits(5, 1000, 0), EnginePlayer.limitsOf(EngineConfig.level("x"), level));
        EngineConfig explicit = new EngineConfig(EngineConfig.TTAKJI, "x", null, null, null, 77L, null);
        assertEquals(new SearchLimits(SearchLimits.MAX_DEPTH, 77, 0), EnginePlayer.limitsOf(explicit, level));
    }

    @Test
    void anExplicitBlunderRateReplacesTheLevelsAndKeepsTheRestOfItsCharacter() {
        EngineConfig c = new EngineConfig(EngineConfig.TTAKJI, "easy", null, null, 1, null, null, 0.3, null);
        EnginePlayer p = (EnginePlayer) Players.create(V, c, EngineFiles.loadFromData(StartingFiles.dataDir(), V, c));
        Level file = EngineFiles.loadFromData(StartingFiles.dataDir(), V, c).levels("levels").level("easy");
        assertEquals(0.3, p.level().blunderRate());
        assertEquals(file.evalNoiseCp(), p.level().evalNoiseCp());
        assertEquals(file.blunderMaxLossCp(), p.level().blunderMaxLossCp());
        assertEquals("easy/d1/b0.3", c.label());
    }

    @Test
    void anExplicitNoiseReplacesTheLevelsAndKeepsTheRestOfItsCharacter() {
        EngineConfig c = new EngineConfig(EngineConfig.TTAKJI, "easy", null, null, 1, null, null, 0.5, 240);
        EnginePlayer p = (EnginePlayer) Players.create(V, c, EngineFiles.loadFromData(StartingFiles.dataDir(), V, c));
        Level file = EngineFiles.loadFromData(StartingFiles.dataDir(), V, c).levels("levels").level("easy");
        assertEquals(240, p.level().evalNoiseCp());
        assertEquals(0.5, p.level().blunderRate());
        assertEquals(file.temperatureCp(), p.level().temperatureCp());
        assertEquals(file.blunderMaxLossCp(), p.level().blunderMaxLossCp());
        assertEquals("easy/d1/b0.5/e240", c.label());
        EngineConfig noiseOnly = new EngineConfig(EngineConfig.TTAKJI, "easy", null, null, null, null, null, null, 0);
        assertEquals(file.blunderRate(), noiseOnly.applyTo(file).blunderRate(), "the level's blunder rate is kept");
        assertEquals(0, noiseOnly.applyTo(file).evalNoiseCp(), "no noise is a noise too");
        assertThrows(IllegalArgumentException.class, () -> file.withEvalNoiseCp(-1));
    }

    @Test
    void promotedFilesAreLoadedByDefaultAndPinnedVersionsOnRequest() {
        EngineFiles files = EngineFiles.loadFromData(StartingFiles.dataDir(), V, EngineConfig.level("easy"));
        assertEquals(WeightsStore.at(StartingFiles.dataDir()).promoted(V).orElseThrow(),
                files.weightsVersion());
        assertEquals(LevelsStore.at(StartingFiles.dataDir()).promoted(V).orElseThrow(),
                files.levelsVersion());
        LabInputException e = assertThrows(LabInputException.class, () -> EngineFiles.loadFromData(StartingFiles.dataDir(), V,
                new EngineConfig(EngineConfig.TTAKJI, "easy", "v0042", null, null, null, null)));
        assertTrue(e.getMessage().contains("weights v0042 of chess960 not found"), e.getMessage());
    }

    @Test
    void aCorruptWeightsFileIsRefusedBeforeAnyGame(@TempDir Path data) throws IOException {
        StartingFiles.copyStartingInto(data, V);
        Path w = data.resolve("weights/chess960/v0001.json");
        Files.writeString(w, Files.readString(w).replace("\"material.queen\" : 950.0", "\"material.queen\" : 9500.0"));
        DataFileException e = assertThrows(DataFileException.class,
                () -> EngineFiles.loadFromData(data, V, EngineConfig.level("expert")));
        assertTrue(e.getMessage().startsWith(w + ": checksum mismatch"), e.getMessage());
    }

    @Test
    void badConfigurationsAreClearErrors() {
        EngineFiles files = EngineFiles.loadFromData(StartingFiles.dataDir(), V, EngineConfig.level("easy"));
        assertThrows(LabInputException.class, () -> EngineFiles.loadFromData(StartingFiles.dataDir(), V,
                EngineConfig.level("grandmaster")));
        assertThrows(LabInputException.class, () -> Players.create(V,
                new EngineConfig(EngineConfig.TTAKJI, null, null, null, null, null, null), files));
        assertThrows(LabInputException.class, () -> Players.create(Variant.SHOGI, EngineConfig.level("easy"), files));
        assertThrows(LabInputException.class, () -> Players.create(V, new EngineConfig("stockfish", null, null, null,
                null, null, null), files));
    }

    @Test
    void verifyingADeclarationScoresItFromTheDeclarersView() {
        // Both kings in their enemy zones, sente holds every piece: declaring wins at once (docs/rules/shogi.md).
        Variant shogi = Variant.SHOGI;
        VariantRules rules = Variants.rules(shogi);
        org.ttakji.engines.core.Position p = rules.fromFen("9/4K4/9/9/9/9/9/4k4/9 b 2R2B4G4S4N4L18p 1",
                rules.defaultRules());
        EngineConfig c = EngineConfig.level("normal");
        EngineFiles files = EngineFiles.loadFromData(StartingFiles.dataDir(), shogi, c);
        EnginePlayer player = (EnginePlayer) Players.create(shogi, c, files);
        int declare = rules.parseMachine(p, "declare");
        assertTrue(player.verify(p, declare, SearchLimits.depth(2)) > 0,
                "a winning declaration must verify as a win for the declarer, not as a loss");
    }
}
