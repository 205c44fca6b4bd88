package org.ttakji.tuning.improve;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.apache.spark.sql.SparkSession;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.ttakji.engines.core.LabInputException;
import org.ttakji.engines.core.Variant;
import org.ttakji.engines.play.Adjudication;
import org.ttakji.engines.weights.WeightsStore;
import org.ttakji.selfplay.ProgressListener;
import org.ttakji.selfplay.SelfPlayJob;
import org.ttakji.tuning.SparkSupport;
import org.ttakji.tuning.TestData;
import org.ttakji.tuning.match.MatchRun;
import org.ttakji.tuning.match.MatchSettings;
import org.ttakji.tuning.stats.MatchElo;

/**
 * A tiny improve run end to end on Spark {@code local[2]}: Banqi, 24 data games at 100 nodes a move, tuned on the
 * recorded search scores (lambda 1, and the loop's default pull towards the parent, 0.001: a small sample still
 * lowers the held-out loss; with 0.01 banqi-v4's second generation did not), a gate of at most 8 games whose
 * bounds (logistic −2000 / −1000 Elo) make a candidate of about its parent's strength pass: generation 1 promotes its
 * candidate and generation 2 starts from it; every candidate then plays an anchor match of 4 pairs against v0001.
 * Run generation by generation (the second call goes on with the first's directory); generation 1 again in another
 * lab home gives the same row; a rerun of the finished run does nothing; a copy of that home made to look like a run
 * of before the anchor matches (no {@code anchor} in its files, no anchor run) gets its anchor match when resumed.
 */
class ImproveRunTest {
    private static final Variant BANQI = Variant.BANQI;
    private static final int ANCHOR_PAIRS = 4;
    private static final ObjectMapper JSON = new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT);
    @TempDir
    static Path tmp;
    private static Path homeA;
    private static Path homeB;
    private static Path homeC;
    private static GenerationTable oldRunWithAnchorOff;
    private static GenerationTable oldRunResumed;
    private static List<String> oldRunLines = new ArrayList<>();
    private static GenerationTable stepwise;
    private static GenerationTable inOneGo;
    private static List<String> lines = new ArrayList<>();

    private static ImproveSpec spec(int generations) {
        return new ImproveSpec("banqi", "v0001", 5, generations,
                new ImproveSpec.Data("normal", 400, 24, null, 200, new Adjudication(1000, 6, 0, 0, 0)),
                new ImproveSpec.Tune(20_000, 200, 0, 2000, 1, 0.2, 4, 256, 0.002, 0.001, 1),
                new ImproveSpec.Gate("normal", 100L, null, 200, -2000, -1000, 0.2, 0.2, "logistic", 8, 2),
                new ImproveSpec.Anchor("v0001", ANCHOR_PAIRS));
    }

    /** A lab home holding Banqi's starting files only (v0001 promoted), whatever later versions the repository holds. */
    private static Path home(String name) {
        Path home = tmp.resolve(name);
        TestData.startingCopyOf(home, BANQI.cliName());
        return home;
    }

    private static SelfPlayJob.Options options(Path home) {
        return SelfPlayJob.Options.defaults().withLabHome(home).withLabVersion("test");
    }

    private static SparkSession spark() {
        return SparkSupport.start("local[2]");
    }

    private static GenerationTable run(ImproveRun run) {
        return run(run, lines);
    }

    private static GenerationTable run(ImproveRun run, List<String> into) {
        return run.run(spark(), line -> {
            synchronized (into) {
                into.add(line);
            }
        }, ProgressListener.NONE);
    }

    /**
     * Makes the run of {@code dir} look as if written before the anchor matches: no {@code anchor...} members in
     * its table's rows (step {@code done}), no anchor run, and the given anchor in its {@code improve.json} (an
     * absent one reads as the default, 96 pairs: ImproveFileTest; too many games for this test).
     */
    private static void makeOld(Path dir, Map<String, Object> anchor) throws IOException {
        ObjectNode improve = (ObjectNode) JSON.readTree(dir.resolve(ImproveFile.NAME).toFile());
        ObjectNode spec = (ObjectNode) improve.get("spec");
        spec.set("anchor", JSON.valueToTree(anchor));
        Files.writeString(dir.resolve(ImproveFile.NAME), JSON.writeValueAsString(improve));
        ObjectNode table = (ObjectNode) JSON.readTree(dir.resolve(GenerationTable.JSON_FILE).toFile());
        for (JsonNode r : table.get("rows")) {
            ObjectNode row = (ObjectNode) r;
            row.remove(List.of("anchor", "anchorGames", "anchorElo", "anchorLow", "anchorHigh"));
            row.put("step", "done");
        }
        Files.writeString(dir.resolve(GenerationTable.JSON_FILE), JSON.writeValueAsString(table));
        Path anchorRun = dir.resolve("games/run=g01-anchor");
        if (!Files.exists(anchorRun)) {
            return;
        }
        try (Stream<Path> walk = Files.walk(anchorRun)) {
            for (Path p : walk.sorted(Comparator.reverseOrder()).toList()) {
                Files.delete(p);
            }
        }
    }

    private static void copy(Path from, Path to) throws IOException {
        try (Stream<Path> walk = Files.walk(from)) {
            for (Path p : walk.toList()) {
                Files.copy(p, to.resolve(from.relativize(p).toString()));
            }
        }
    }

    @BeforeAll
    static void runTwice() throws IOException {
        homeA = home("a");
        homeB = home("b");
        Path dirA = homeA.resolve("data/improve/banqi");
        GenerationTable first = run(ImproveRun.open(dirA, spec(1), options(homeA), "local[2]"));
        assertEquals(1, first.rows().size());
        stepwise = run(ImproveRun.resume(dirA, 2, options(homeA), "local[2]"));
        inOneGo = run(ImproveRun.open(homeB.resolve("out"), spec(1), options(homeB), "local[2]"));
        stepwise.lines().forEach(System.out::println);

        homeC = tmp.resolve("c");
        copy(homeB, homeC);
        Path dirC = homeC.resolve("out");
        makeOld(dirC, Map.of("version", "v0001", "pairs", 0));
        oldRunWithAnchorOff = run(ImproveRun.resume(dirC, null, options(homeC), "local[2]"), oldRunLines);
        makeOld(dirC, Map.of("version", "v0001", "pairs", ANCHOR_PAIRS));
        oldRunResumed = run(ImproveRun.resume(dirC, null, options(homeC), "local[2]"), oldRunLines);
    }

    @Test
    void everyGenerationIsARowOfItsStepsAndAnH1PromotesTheCandidateTheNextOneStartsFrom() {
        List<GenerationRow> rows = stepwise.rows();
        assertEquals(2, rows.size());
        GenerationRow g1 = rows.get(0);
        assertEquals("anchored", g1.step(), "the last step, after the promotion");
        assertEquals("v0001", g1.parent());
        assertEquals("g01-data", g1.dataRun());
        assertEquals(24L, g1.games());
        assertTrue(g1.positions() >= 200, "positions " + g1.positions());
        assertTrue(g1.validationLoss() < g1.parentValidationLoss(), "a candidate lowers the held-out loss");
        assertEquals("v0002", g1.candidate());
        assertEquals("g01-gate", g1.gateRun());
        assertEquals("H1", g1.verdict(), "the gate's bounds let a candidate of its parent's strength pass");
        assertTrue(g1.gateGames() >= 4 && g1.gateGames() <= 8, "games " + g1.gateGames());
        assertNotNull(g1.llr());
        assertTrue(g1.eloLow() <= g1.elo() && g1.elo() <= g1.eloHigh());
        assertEquals("v0002", g1.promoted());
        assertEquals("v0002", rows.get(1).parent(), "generation 2 starts from the promoted version");
        assertEquals("g02-data", rows.get(1).dataRun());
        assertEquals("anchored", rows.get(1).step());
    }

    @Test
    void everyCandidatePlaysAFixedLengthMatchAgainstTheAnchorAtTheGatesLevelAndNodes() {
        for (GenerationRow r : stepwise.rows()) {
            assertEquals("anchored", r.step());
            assertEquals("v0001", r.anchor());
            assertEquals(2L * ANCHOR_PAIRS, r.anchorGames(), "a fixed length, whatever the gate did");
            assertNotNull(r.anchorElo());
            assertTrue((r.anchorLow() == null || r.anchorLow() <= r.anchorElo())
                    && (r.anchorHigh() == null || r.anchorElo() <= r.anchorHigh()), r.toString());
            String id = String.format("g%02d-anchor", r.generation());
            try (MatchRun run = MatchRun.resume(homeA.resolve("data/improve/banqi/games").toString(), id,
                    options(homeA))) {
                MatchSettings m = run.settings();
                assertEquals(r.candidate(), m.candidate().weightsVersion());
                assertEquals("v0001", m.opponent().weightsVersion());
                assertEquals(100L, m.candidate().nodes(), "the gate's node limit");
                assertEquals(100L, m.opponent().nodes());
                assertEquals("normal", m.opponent().level());
                assertEquals(ImproveSeeds.of(5, r.generation(), ImproveSeeds.Step.ANCHOR), m.seed());
                assertEquals(ANCHOR_PAIRS, run.pairs());
                MatchElo elo = run.statistics(spark()).elo();
                assertEquals(elo.elo().estimate(), r.anchorElo(), 1e-9, "the Elo of MatchStatistics over the log");
            }
        }
        assertEquals("v0002", stepwise.rows().get(1).parent());
        assertEquals("v0003", stepwise.rows().get(1).candidate(), "generation 2's candidate, against v0001 too");
    }

    @Test
    void aRunOfBeforeTheAnchorMatchesReadsAndGetsThemWhenResumedWithAnchorMatchesOn() {
        GenerationRow off = oldRunWithAnchorOff.rows().get(0);
        assertEquals("done", off.step(), "anchor matches off: none is played");
        assertEquals(null, off.anchor());
        assertEquals(null, off.anchorGames());
        assertEquals(inOneGo.rows().get(0), oldRunResumed.rows().get(0),
                "the rerun plays the anchor match the run would have played");
        String all = String.join("\n", oldRunLines);
        assertTrue(all.contains("anchor: run g01-anchor, v0002 vs v0001"), all);
        assertTrue(!all.contains("data: ") && !all.contains("gate: "), "only the anchor step is done: " + all);
    }

    @Test
    void thePromotedWeightsNameTheirGenerationRowAndTheIndexKeepsTheGatesTest() {
        WeightsStore store = WeightsStore.at(homeA.resolve("data"));
        Map<?, ?> improve = (Map<?, ?>) store.read(BANQI, "v0002").provenance().get("improve");
        assertEquals(1, ((Number) improve.get("generation")).intValue());
        assertEquals(homeA.resolve("data/improve/banqi").toAbsolutePath().normalize().resolve("generations.json")
                .toString(), improve.get("table"));
        assertEquals("g01-data", improve.get("dataRun"));
        assertEquals(List.of("g01-data"), store.read(BANQI, "v0002").provenance().get("runs"));
        assertEquals(List.of("g02-data"), store.read(BANQI, "v0003").provenance().get("runs"), "a data window of 1");
        Map<String, Object> test = store.files().index(BANQI).orElseThrow().history().stream()
                .filter(p -> p.version().equals("v0002")).findFirst().orElseThrow().test();
        assertEquals("g01-gate", test.get("runId"));
        assertEquals("H1", test.get("verdict"));
    }

    @Test
    void theSameSeedGivesTheSameTableInAnotherLabHome() {
        assertEquals(1, inOneGo.rows().size());
        assertEquals(stepwise.rows().get(0), inOneGo.rows().get(0));
    }

    @Test
    void aRerunOfAFinishedRunChangesNothing() throws IOException {
        Path dir = homeA.resolve("data/improve/banqi");
        WeightsStore store = WeightsStore.at(homeA.resolve("data"));
        List<String> versions = store.versions(BANQI);
        String json = Files.readString(dir.resolve(GenerationTable.JSON_FILE));
        List<String> said = new ArrayList<>();
        GenerationTable again = run(ImproveRun.open(dir, spec(2), options(homeA), "local[2]"), said);
        assertEquals(List.of(), said, "every step, the anchor match too, is skipped");
        assertEquals(stepwise.rows(), again.rows());
        assertEquals(versions, store.versions(BANQI), "no version written again");
        assertEquals(json, Files.readString(dir.resolve(GenerationTable.JSON_FILE)));
    }

    @Test
    void theTableIsKeptAsJsonAndCsvAndTheSpecBesideIt() throws IOException {
        Path dir = homeA.resolve("data/improve/banqi");
        assertEquals(stepwise.rows(), GenerationTable.read(dir, "banqi").rows());
        List<String> csv = Files.readAllLines(dir.resolve(GenerationTable.CSV_FILE));
        assertEquals(3, csv.size());
        assertEquals(String.join(",", GenerationTable.COLUMNS), csv.get(0));
        assertTrue(csv.get(1).startsWith("1,anchored,v0001,g01-data,24,"), csv.get(1));
        assertTrue(csv.get(1).contains(",v0002,v0001," + 2 * ANCHOR_PAIRS + ","), "promoted, anchor, games: " + csv.get(1));
        assertEquals(spec(2), ImproveFile.read(dir));
        assertEquals(3, stepwise.lines().size(), "a header and a line per generation");
        assertTrue(stepwise.lines().get(0).contains("vs v0001 [95%]"), stepwise.lines().get(0));
        assertTrue(stepwise.lines().get(1).contains("H1"), stepwise.lines().get(1));
    }

    @Test
    void aDirectoryOfOtherSettingsIsRefused() {
        Path dir = homeA.resolve("data/improve/banqi");
        ImproveSpec other = new ImproveSpec("banqi", "v0001", 6, 2, spec(2).data(), spec(2).tune(), spec(2).gate(),
                spec(2).anchor());
        LabInputException e = assertThrows(LabInputException.class, () -> ImproveRun.open(dir, other, options(homeA),
                "local[2]"));
        assertTrue(e.getMessage().contains("holds an improve run of other settings"), e.getMessage());
    }

    @Test
    void everyStepSaysWhatItDoes() {
        String all = String.join("\n", lines);
        assertTrue(all.contains("improve banqi: generation 1/1 from v0001"), all);
        assertTrue(all.contains("data: run g01-data, 24 games of v0001 vs itself at 400 nodes"), all);
        assertTrue(all.contains("sampling: "), "the tuning's sampling progress");
        assertTrue(all.contains("gate: run g01-gate, v0002 vs v0001"), all);
        assertTrue(all.contains("generation 1: H1, v0002 promoted"), all);
        assertTrue(all.contains("anchor: run g01-anchor, v0002 vs v0001, 8 games at 100 nodes (level normal)"), all);
        assertTrue(all.contains("anchor: v0003 vs v0001: Elo "), all);
    }

    @Test
    void aGenerationTunesOnTheDataRunsOfItsWindowOldestFirst() {
        List<GenerationRow> rows = stepwise.rows();
        GenerationRow third = GenerationRow.started(3, "v0003").withData("g03-data", 24L);
        List<GenerationRow> all = List.of(rows.get(0), rows.get(1), third);
        assertEquals(List.of("g03-data"), ImproveRun.windowRuns(all, third, 1));
        assertEquals(List.of("g02-data", "g03-data"), ImproveRun.windowRuns(all, third, 2));
        assertEquals(List.of("g01-data", "g02-data", "g03-data"), ImproveRun.windowRuns(all, third, 99),
                "never before generation 1");
        assertEquals(List.of("g01-data"), ImproveRun.windowRuns(all, rows.get(0), 2));
    }
}
