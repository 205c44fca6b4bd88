package org.ttakji.selfplay;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import org.apache.avro.generic.GenericRecord;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.ttakji.engines.core.Game;
import org.ttakji.engines.core.Variant;
import org.ttakji.engines.core.VariantRules;
import org.ttakji.gamelog.GameRecord;

/**
 * External engines in self-play: a run on local Spark with the lab's own engine as an external UCI process (and
 * Fairy-Stockfish when the anchors are installed) logs the engine's {@code id name}, protocol, options and limits
 * in {@code params_json}, and every game replays legally; an engine that never answers loses by
 * {@code time-forfeit}, counted in {@code clock_stops}.
 */
class ExternalPlayersSelfPlayTest {
    /** The repository root: its data/ (the easy level) and tools/anchors. */
    private static final Path LAB_HOME = Path.of("").toAbsolutePath().getParent();
    private static final Set<String> FAILURES = Set.of("illegal-move", "engine-failure", "time-forfeit");

    @TempDir
    Path tmp;

    /** The command of a test engine main: the test JVM's java and classpath. */
    private static String command(String... args) {
        List<String> cmd = new ArrayList<>(List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-Xmx128m", "-XX:TieredStopAtLevel=1", "-cp", System.getProperty("java.class.path"),
                LabUciMain.class.getName()));
        cmd.addAll(List.of(args));
        StringBuilder b = new StringBuilder("[");
        for (String w : cmd) {
            b.append(b.length() > 1 ? ", " : "").append('"').append(w.replace("\\", "\\\\").replace("\"", "\\\"")).append('"');
        }
        return b.append(']').toString();
    }

    private static boolean anchorsInstalled() {
        return Files.isRegularFile(LAB_HOME.resolve("tools/anchors/node_modules/fairy-stockfish-nnue.wasm/uci.js"));
    }

    private MatchSpec spec(String pairings) {
        ObjectNode t = MatchSpecReader.overlay(MatchSpecReader.defaults(), MatchSpecReader.parse("""
                variants: [chess960]
                gamesPerPairing: 2
                batchSize: 4
                gamesPerTask: 2
                maxPlies: 16
                seed: 3
                pairings:
                """ + pairings, false, "test spec"));
        t.put("out", tmp.toString());
        return TestRuns.spec(t);
    }

    @Test
    void aRunWithExternalPlayersLogsTheirIdNameOptionsAndLimits() throws IOException {
        Assumptions.assumeTrue(Files.isDirectory(LAB_HOME.resolve("data/levels/chess960")), "no chess960 levels");
        String pairings = "  - {a: {engine: external, name: lab-uci, protocol: uci, command: "
                + command("--data", LAB_HOME.resolve("data").toString()) + ", options: {Hash: 8}, nodes: 300},"
                + " b: {level: easy, nodes: 200}}\n";
        boolean fairy = anchorsInstalled();
        if (fairy) {
            pairings += "  - {a: {engine: fairy-stockfish, skill: 0, nodes: 2000}, b: random}\n";
        } else {
            System.out.println("ExternalPlayersSelfPlayTest: anchors not installed (scripts/install-anchors),"
                    + " the run has no Fairy-Stockfish pairing");
        }
        MatchSpec spec = spec(pairings);
        SelfPlayJob.Result r = TestRuns.run(spec, "ext", TestRuns.options(LAB_HOME).withLabVersion("test"));
        assertEquals(spec.totalGames(), r.playedNow());
        List<GenericRecord> games = ParquetReplayTest.readAll(tmp.resolve("run=ext"));
        assertEquals(spec.totalGames(), games.size());
        VariantRules rules = TestCatalog.INSTANCE.rules(Variant.CHESS960);
        int fairyGames = 0;
        for (GenericRecord g : games) {
            assertFalse(FAILURES.contains(g.get("termination").toString()), g.get("termination") + " " + g.get("game_id"));
            Game game = new Game(rules, rules.fromFen(g.get("start_fen").toString(), rules.defaultRules()));
            for (String move : ParquetReplayTest.moves(g)) {
                game.play(move);
            }
            for (String side : List.of("first", "second")) {
                GenericRecord player = (GenericRecord) g.get(side);
                String params = player.get("params_json").toString();
                switch (player.get("engine").toString()) {
                    case "lab-uci" -> {
                        assertTrue(params.startsWith("{\"id\":\"Ttakji Lab ") && params.contains("\"protocol\":\"uci\"")
                                && params.contains("\"options\":{\"Hash\":\"8\"}") && params.contains("\"nodes\":300")
                                && params.contains("\"timeoutMs\":60300"), params);
                        assertEquals(null, player.get("level"));
                    }
                    case "fairy-stockfish" -> {
                        fairyGames++;
                        assertTrue(params.startsWith("{\"id\":\"Fairy-Stockfish ") && params.contains("\"Skill Level\":\"0\""),
                                params);
                        assertEquals("skill=0", player.get("level").toString());
                    }
                    default -> { }
                }
            }
            assertEquals(0, (int) g.get("clock_stops"));
        }
        assertEquals(fairy ? 2 : 0, fairyGames);
    }

    @Test
    void anEngineThatNeverAnswersLosesByTimeForfeitCountedAsAClockStop() {
        MatchSpec spec = spec("  - {a: {engine: external, name: silent, protocol: uci, command: " + command("--silent")
                + ", nodes: 100, timeoutMs: 300}, b: random}\n");
        GameTask task = RunPlan.task(spec, Variant.CHESS960, 0, org.ttakji.engines.Variants.rules(Variant.CHESS960));
        try (GamePlayer player = new GamePlayer(GamePlayerTest.context(spec, LAB_HOME))) {
            GameRecord g = player.play(task);
            assertEquals("time-forfeit", g.termination());
            assertEquals("0-1", g.result(), "the external side (a) moves first in game 0 and forfeits");
            assertEquals(0, g.plies());
            assertEquals(1, g.clockStops());
            assertEquals("silent", g.first().engine());
            assertTrue(g.first().paramsJson().contains("\"id\":\"Silent\""), g.first().paramsJson());
        }
    }
}
