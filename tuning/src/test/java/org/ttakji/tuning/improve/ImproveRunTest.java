package org.ttakji.tuning.improve;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
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

/**
 * A tiny improve run end to end on Spark {@code local[2]}: Banqi, 24 data games at 100 nodes a move, tuned on the
 * recorded search scores (lambda 1: a small sample still lowers the held-out loss), a gate of at most 8 games whose
 * bounds (logistic −2000 / −1000 Elo) make a candidate of about its parent's strength pass: generation 1 promotes its
 * candidate and generation 2 starts from it. Run generation by generation (the second call goes on with the first's
 * directory); generation 1 again in another lab home gives the same row; a rerun of the finished run does nothing.
 */
class ImproveRunTest {
    private static final Variant BANQI = Variant.BANQI;
    @TempDir
    static Path tmp;
    private static Path homeA;
    private static Path homeB;
    private static GenerationTable stepwise;
    private static GenerationTable inOneGo;
    private static List<String> lines = new ArrayList<>();

    private static ImproveSpec spec(int generations) {
        return new ImproveSpec("banqi", "v0001", 5, generations,
                new ImproveSpec.Data("normal", 100, 24, null, 200, new Adjudication(1000, 6, 0, 0, 0)),
                new ImproveSpec.Tune(20_000, 200, 0, 2000, 1, 0.2, 4, 256, 0.002, 0.01),
                new ImproveSpec.Gate("normal", 100L, null, 200, -2000, -1000, 0.2, 0.2, "logistic", 8, 2));
    }

    private static Path home(String name) throws IOException {
        Path home = tmp.resolve(name);
        Path repo = Path.of("").toAbsolutePath().getParent().resolve("data");
        for (String kind : List.of("weights", "levels")) {
            Path to = Files.createDirectories(home.resolve("data").resolve(kind).resolve(BANQI.cliName()));
            try (Stream<Path> files = Files.list(repo.resolve(kind).resolve(BANQI.cliName()))) {
                for (Path f : files.toList()) {
                    Files.copy(f, to.resolve(f.getFileName()));
                }
            }
        }
        return home;
    }

    private static SelfPlayJob.Options options(Path home) {
        return SelfPlayJob.Options.defaults().withLabHome(home).withLabVersion("test");
    }

    private static SparkSession spark() {
        return SparkSupport.start("local[2]");
    }

    private static GenerationTable run(ImproveRun run) {
        return run.run(spark(), line -> {
            synchronized (lines) {
                lines.add(line);
            }
        }, ProgressListener.NONE);
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
    }

    @Test
    void everyGenerationIsARowOfItsStepsAndAnH1PromotesTheCandidateTheNextOneStartsFrom() {
        List<GenerationRow> rows = stepwise.rows();
        assertEquals(2, rows.size());
        GenerationRow g1 = rows.get(0);
        assertEquals("done", g1.step());
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
        assertEquals("done", rows.get(1).step());
    }

    @Test
    void thePromotedWeightsNameTheirGenerationRowAndTheIndexKeepsTheGatesTest() {
        WeightsStore store = WeightsStore.at(homeA.resolve("data"));
        Map<?, ?> improve = (Map<?, ?>) store.read(BANQI, "v0002").provenance().get("improve");
        assertEquals(1, ((Number) improve.get("generation")).intValue());
        assertEquals(homeA.resolve("data/improve/banqi").toAbsolutePath().normalize().resolve("generations.json")
                .toString(), improve.get("table"));
        assertEquals("g01-data", improve.get("dataRun"));
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
        GenerationTable again = run(ImproveRun.open(dir, spec(2), options(homeA), "local[2]"));
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
        assertTrue(csv.get(1).startsWith("1,done,v0001,g01-data,24,"), csv.get(1));
        assertEquals(spec(2), ImproveFile.read(dir));
        assertEquals(3, stepwise.lines().size(), "a header and a line per generation");
        assertTrue(stepwise.lines().get(1).contains("H1"), stepwise.lines().get(1));
    }

    @Test
    void aDirectoryOfOtherSettingsIsRefused() {
        Path dir = homeA.resolve("data/improve/banqi");
        ImproveSpec other = new ImproveSpec("banqi", "v0001", 6, 2, spec(2).data(), spec(2).tune(), spec(2).gate());
        LabInputException e = assertThrows(LabInputException.class, () -> ImproveRun.open(dir, other, options(homeA),
                "local[2]"));
        assertTrue(e.getMessage().contains("holds an improve run of other settings"), e.getMessage());
    }

    @Test
    void everyStepSaysWhatItDoes() {
        String all = String.join("\n", lines);
        assertTrue(all.contains("improve banqi: generation 1/1 from v0001"), all);
        assertTrue(all.contains("data: run g01-data, 24 games of v0001 vs itself at 100 nodes"), all);
        assertTrue(all.contains("sampling: "), "the tuning's sampling progress");
        assertTrue(all.contains("gate: run g01-gate, v0002 vs v0001"), all);
        assertTrue(all.contains("generation 1: H1, v0002 promoted"), all);
    }
}
