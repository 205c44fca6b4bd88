package org.ttakji.engines.play.external;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.ttakji.engines.core.LabInputException;
import org.ttakji.engines.core.Variant;

/**
 * The committed anchor registry, and how a spec's external player resolves against it: the anchor's command,
 * protocol per variant, options and settings; the own-command form; every bad field named.
 */
class AnchorRegistryTest {
    private static final Path HOME = TestEngines.labHome();

    private static ExternalSpec anchor(Map<String, String> settings) {
        return new ExternalSpec(null, null, null, Map.of(), settings, null, null, null);
    }

    private static String error(Runnable r) {
        return assertThrows(LabInputException.class, r::run).getMessage();
    }

    @Test
    void theCommittedRegistryNamesFairyStockfishForFourVariantsAndStockfishForChess960() {
        AnchorRegistry registry = AnchorRegistry.load(HOME);
        assertEquals(List.of("fairy-stockfish", "stockfish"), registry.names());
        AnchorRegistry.Anchor fairy = registry.anchor("fairy-stockfish");
        assertEquals(Map.of(Variant.CHESS960, EngineProtocol.UCI, Variant.SHOGI, EngineProtocol.USI,
                Variant.XIANGQI, EngineProtocol.UCI, Variant.JANGGI, EngineProtocol.UCI), fairy.protocols());
        assertEquals(List.of("node", "--no-experimental-fetch",
                HOME + "/tools/anchors/node_modules/fairy-stockfish-nnue.wasm/uci.js"), fairy.command(HOME));
        assertEquals(Map.of(Variant.CHESS960, EngineProtocol.UCI), registry.anchor("stockfish").protocols());
        assertTrue(error(() -> registry.anchor("gnuchess")).contains("anchors: fairy-stockfish, stockfish"));
    }

    @Test
    void anAnchorPlayerTakesTheAnchorsCommandProtocolOptionsAndSettings() {
        ExternalEngineConfig c = anchor(Map.of("skill", "5")).resolve(HOME, Variant.SHOGI, "fairy-stockfish", null,
                20_000L);
        assertEquals("fairy-stockfish", c.name());
        assertEquals(EngineProtocol.USI, c.protocol());
        assertEquals(Map.of("Threads", "1", "Hash", "16", "Skill Level", "5"), c.options());
        assertEquals(80_000, c.timeoutMs(), "60 s + 1 ms per node");
        assertTrue(c.searchMoves());
        assertEquals("fairy-stockfish:skill=5/n20000", c.label());
        ExternalEngineConfig elo = anchor(Map.of("elo", "1500")).resolve(HOME, Variant.CHESS960, "stockfish", 8, null);
        assertEquals("true", elo.options().get("UCI_LimitStrength"));
        assertEquals("1500", elo.options().get("UCI_Elo"));
        assertEquals(140_000, elo.timeoutMs(), "60 s + 10 s per ply");
    }

    @Test
    void badAnchorPlayersAreRefusedNamingTheProblem() {
        assertEquals("anchor fairy-stockfish: skill must be from -20 to 20, got 30",
                error(() -> anchor(Map.of("skill", "30")).resolve(HOME, Variant.CHESS960, "fairy-stockfish", null, 1L)));
        assertTrue(error(() -> anchor(Map.of("strength", "3")).resolve(HOME, Variant.CHESS960, "fairy-stockfish",
                null, 1L)).contains("unknown player field 'strength' (anchor fairy-stockfish has the settings [skill, elo])"));
        assertEquals("anchor stockfish does not play xiangqi (it plays chess960)",
                error(() -> anchor(Map.of()).resolve(HOME, Variant.XIANGQI, "stockfish", null, 1L)));
        assertTrue(error(() -> anchor(Map.of()).resolve(HOME, Variant.CHESS960, "fairy-stockfish", null, null))
                .contains("needs a node or depth limit"));
        assertTrue(error(() -> new ExternalSpec(null, "uci", List.of("x"), Map.of(), Map.of(), null, null, null)
                .resolve(HOME, Variant.CHESS960, "fairy-stockfish", null, 1L)).contains("fixes its command and protocol"));
    }

    @Test
    void anOwnCommandNeedsNameProtocolAndCommand() {
        ExternalSpec own = new ExternalSpec("mine", "ucci", List.of("${labHome}/bin/engine", "--fast"),
                Map.of("hashsize", "32"), Map.of(), 5_000L, null, null);
        ExternalEngineConfig c = own.resolve(HOME, Variant.XIANGQI, ExternalSpec.EXTERNAL, 6, null);
        assertEquals(List.of(HOME + "/bin/engine", "--fast"), c.command());
        assertEquals(EngineProtocol.UCCI, c.protocol());
        assertEquals(5_000, c.timeoutMs());
        assertFalse(c.searchMoves(), "UCCI has no searchmoves");
        assertTrue(error(() -> new ExternalSpec("mine", null, List.of("x"), Map.of(), Map.of(), null, null, null)
                .resolve(HOME, Variant.XIANGQI, ExternalSpec.EXTERNAL, 6, null)).contains("needs name, protocol"));
        assertTrue(error(() -> new ExternalSpec("mine", "uci", List.of("x"), Map.of(), Map.of("skill", "1"), null, null,
                null).resolve(HOME, Variant.CHESS960, ExternalSpec.EXTERNAL, 6, null)).contains("unknown player fields [skill]"));
        assertEquals("shogi cannot be played under uci (expected usi)", error(() -> new ExternalSpec("mine", "uci",
                List.of("x"), Map.of(), Map.of(), null, null, null).resolve(HOME, Variant.SHOGI, ExternalSpec.EXTERNAL, 6,
                null)));
        assertEquals("unknown notation 'iccs' (expected standard or lab)", error(() -> new ExternalSpec("mine", "uci",
                List.of("x"), Map.of(), Map.of(), null, "iccs", null).resolve(HOME, Variant.CHESS960,
                ExternalSpec.EXTERNAL, 6, null)));
    }

    @Test
    void aMalformedRegistryIsRefusedNamingTheFile() {
        assertTrue(error(() -> AnchorRegistry.parse("a.json", "{\"format\": \"ttakji-anchors\", \"formatVersion\": 2,"
                + " \"anchors\": {}}")).contains("a.json is not format ttakji-anchors version 1"));
        assertTrue(error(() -> AnchorRegistry.parse("a.json", "{\"format\": \"ttakji-anchors\", \"formatVersion\": 1,"
                + " \"anchors\": {\"x\": {\"command\": [\"e\"], \"variants\": {\"chess960\": \"uci\"}, \"colour\": 1}}}"))
                .contains("a.json, anchor x: unknown member 'colour'"));
        assertTrue(error(() -> AnchorRegistry.parse("a.json", "{\"format\": \"ttakji-anchors\", \"formatVersion\": 1,"
                + " \"anchors\": {\"x\": {\"command\": [\"e\"], \"variants\": {\"chess\": \"uci\"}}}}"))
                .contains("unknown variant 'chess'"));
        assertTrue(error(() -> AnchorRegistry.load(HOME.resolve("nowhere"))).contains("does not exist"));
    }
}
