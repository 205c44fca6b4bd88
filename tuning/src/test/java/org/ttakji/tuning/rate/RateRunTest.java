package org.ttakji.tuning.rate;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.ttakji.engines.core.Variant;
import org.ttakji.engines.play.EngineConfig;
import org.ttakji.selfplay.EngineSpec;
import org.ttakji.selfplay.SelfPlayJob;

/**
 * A rating run end to end on Spark {@code local[2]}: one self-play run of the ladder's pairings whose log gives the
 * ladder, its report and its files. Chess960 with the repository's weights and levels, the levels at a few dozen
 * nodes a move so the run takes seconds; Fairy-Stockfish joins when the anchors are installed.
 */
class RateRunTest {
    private static final Variant V = Variant.CHESS960;
    private static final Path REPO = Path.of("").toAbsolutePath().getParent();
    @TempDir
    static Path home;

    @BeforeAll
    static void copyData() throws IOException {
        for (String kind : List.of("weights", "levels", "anchors")) {
            Path from = REPO.resolve("data").resolve(kind);
            try (Stream<Path> files = Files.walk(from)) {
                for (Path f : files.toList()) {
                    Path to = home.resolve("data").resolve(kind).resolve(from.relativize(f).toString());
                    if (Files.isDirectory(f)) {
                        Files.createDirectories(to);
                    } else {
                        Files.copy(f, to);
                    }
                }
            }
        }
    }

    private static Ladder tinyLadder(List<String> anchors) {
        List<EngineSpec> levels = List.of(level("easy", 40), level("normal", 80), level("expert", 160));
        return new Ladder(levels, anchors.stream().map(a -> AnchorText.parse(a, null)).toList());
    }

    private static EngineSpec level(String name, long nodes) {
        return new EngineSpec(EngineConfig.TTAKJI, name, null, null, null, nodes, null);
    }

    private static LadderReport rate(Ladder ladder, String runId) {
        RateSettings s = new RateSettings(V, ladder, 1, null, 5, 120, 2, 8, home.resolve("games").toString(), null);
        RateRun run = RateRun.prepare(s, runId, SelfPlayJob.Options.defaults().withLabHome(home).withLabVersion("test"));
        assertEquals("shuffle", run.openings().toText(), "Chess960 rates from shuffled start numbers");
        SelfPlayJob.Result played = run.play(SharedSpark.get());
        assertEquals(2L * ladder.pairings().size(), played.playedNow());
        List<LadderGame> games = LadderGames.read(SharedSpark.get(), run.runDir(), run.spec());
        LadderResult result = LadderResult.of(games, ladder, Map.of("easy:nodes=40", 100_000L), 60_000, 50, 5);
        return new LadderReport(run.runId(), run.runDir(), run.spec(), result, "test", 1.0, played.seconds());
    }

    @Test
    void aRatingRunIsOneSelfPlayRunWhoseLogGivesTheLadderAndItsFiles() throws IOException {
        Ladder ladder = tinyLadder(List.of("random"));
        LadderReport report = rate(ladder, "tiny");
        LadderResult r = report.result();
        assertEquals(2L * ladder.pairings().size(), r.games());
        assertEquals(0.0, r.row("random").orElseThrow().rating(), 1e-9);
        assertEquals(4, r.players().size());
        for (LadderResult.Row row : r.players()) {
            assertTrue(row.games() > 0, row.toString());
        }
        LevelCost easy = r.costs().get(0);
        assertTrue(easy.moves() > 0 && !Double.isNaN(easy.medianMillis()), "times are recorded: " + easy);
        assertEquals(100_000L, easy.nodeLimit());
        assertEquals(0, easy.overLimit(), easy.toString());
        List<String> lines = report.lines();
        assertTrue(lines.stream().anyMatch(l -> l.contains("beats the random mover")), String.join("\n", lines));
        assertTrue(report.json().contains("\"format\" : \"ttakji-ladder\""));
        String[] files = LadderFiles.write(report.runDir(), report);
        Path dir = Path.of(java.net.URI.create(report.runDir()));
        assertTrue(Files.size(dir.resolve(LadderFiles.JSON)) > 0 && Files.size(dir.resolve(LadderFiles.PNG)) > 0,
                String.join(", ", files));
        assertEquals(report.json(), Files.readString(dir.resolve(LadderFiles.JSON)));
    }

    @Test
    void anchorsAloneAreOneRunRatedWithoutPromises() throws IOException {
        Ladder ladder = Ladder.anchorsOnly(List.of("random", "lab:nodes=40", "lab:nodes=160"));
        LadderReport report = rate(ladder, "anchors-alone");
        assertEquals(2L * 3, report.result().games(), "three pairings: next and one after next");
        assertEquals(List.of(), report.result().costs());
        List<String> lines = report.lines();
        assertTrue(lines.stream().noneMatch(l -> l.contains("promises")), String.join("\n", lines));
        assertTrue(report.json().contains("\"costs\" : [ ]"), report.json());
        LadderFiles.write(report.runDir(), report);
        Path png = Path.of(java.net.URI.create(report.runDir())).resolve(LadderFiles.PNG);
        assertTrue(Files.size(png) > 0, "the ladder's PNG: " + png);
    }

    @Test
    void fairyStockfishIsAnAnchorWhenInstalled() {
        Path uci = REPO.resolve("tools/anchors/node_modules/fairy-stockfish-nnue.wasm/uci.js");
        Assumptions.assumeTrue(Files.isRegularFile(uci), "anchors not installed (scripts/install-anchors): no"
                + " Fairy-Stockfish ladder");
        // The anchors' command names ${labHome}: the copied data's home has no tools/, so link them in.
        try {
            Files.createDirectories(home.resolve("tools"));
            if (!Files.exists(home.resolve("tools/anchors"))) {
                Files.createSymbolicLink(home.resolve("tools/anchors"), REPO.resolve("tools/anchors"));
            }
        } catch (IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
        Ladder ladder = new Ladder(List.of(level("easy", 40)), List.of(AnchorText.parse("random", null),
                AnchorText.parse("fairy-stockfish:skill=0:nodes=200", null)));
        LadderReport report = rate(ladder, "fairy");
        assertTrue(report.result().row("fairy-stockfish:skill=0:nodes=200").orElseThrow().games() >= 4);
    }
}
