package org.ttakji.tuning.spsa;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.ttakji.engines.core.Variant;
import org.ttakji.engines.levels.LevelsFile;
import org.ttakji.engines.levels.LevelsStore;
import org.ttakji.engines.weights.WeightsFile;
import org.ttakji.engines.weights.WeightsStore;
import org.ttakji.tuning.TestData;
import org.ttakji.tuning.cli.SpsaCommand;
import picocli.CommandLine;

/**
 * {@code ./lab spsa} end to end on Spark {@code local[2]}: a tiny Xiangqi run (2 iterations of 1 pair, 150 nodes a
 * move, 30 plies) writes its spec, trajectory, chart and games, and its result as a new unpromoted weights version
 * whose provenance records the run; the lab's index is only read until then.
 */
class SpsaCommandTest {
    private static final Variant XQ = Variant.XIANGQI;
    @TempDir
    static Path home;

    @BeforeAll
    static void copyData() throws IOException {
        TestData.startingCopyOf(home, XQ.cliName()); // the expectations are written against v0001
    }

    private static int run(StringWriter out, StringWriter err, String... args) {
        CommandLine cl = new CommandLine(new SpsaCommand());
        cl.setOut(new PrintWriter(out));
        cl.setErr(new PrintWriter(err));
        return cl.execute(args);
    }

    @Test
    void aTinyRunWritesTheTrajectoryAndAnUnpromotedCandidateWithItsProvenance() throws IOException {
        Path data = home.resolve("data");
        WeightsStore store = WeightsStore.at(data);
        List<String> before = store.versions(XQ);
        String next = store.nextVersion(XQ);
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        int code = run(out, err, "xiangqi", "--params", "material.horse,material.cannon", "--iterations", "2",
                "--pairs-per-iteration", "1", "--batch", "2", "--nodes", "150", "--max-plies", "30", "--seed", "5",
                "--run-id", "tiny", "--master", "local[2]", "--data", data.toString());
        assertEquals(0, code, err.toString());
        Path dir = home.resolve("data/spsa/spsa=tiny");
        assertEquals(2, Trajectory.read(dir, SpsaSpec.read(dir).parameters()).size());
        assertTrue(Files.size(dir.resolve(TrajectoryChart.FILE)) > 1000);
        assertTrue(Files.isDirectory(dir.resolve("games/run=tiny-b0000")), "the batch's games are logged beside it");
        assertTrue(err.toString().contains("spsa: iteration 2 / 2"), err.toString());
        assertTrue(out.toString().contains("candidate weights " + next + " (not promoted"), out.toString());
        assertTrue(out.toString().contains("material.horse"), out.toString());

        List<String> after = new java.util.ArrayList<>(before);
        after.add(next);
        assertEquals(after, store.versions(XQ), "only the result is written to the lab's index");
        assertEquals("v0001", store.promoted(XQ).orElseThrow());
        WeightsFile candidate = store.read(XQ, next);
        assertEquals("v0001", candidate.parent());
        Map<String, Object> p = candidate.provenance();
        assertEquals("spsa", p.get("trainer"));
        assertEquals("tiny", p.get("spsaRun"));
        assertEquals(2, p.get("iterations"));
        assertEquals(5, ((Number) p.get("seed")).intValue());
        assertEquals(4, ((Number) p.get("games")).intValue());
        List<?> params = (List<?>) p.get("params");
        // v0001 is of xiangqi-v1, lifted into the engine's tapered xiangqi-v2: a base name tunes both its copies
        assertEquals("material.horse.mg", ((Map<?, ?>) params.get(0)).get("name"));
        assertEquals("material.horse.eg", ((Map<?, ?>) params.get(1)).get("name"));
        double[] fin = Trajectory.read(dir, SpsaSpec.read(dir).parameters()).get(1).theta();
        assertEquals(fin[0], candidate.weights().get("material.horse.mg"), 1e-9);
        assertEquals(store.read(XQ, "v0001").weights().get("material.chariot"), candidate.weights().get("material.chariot.mg"));

        // Resuming the finished run plays nothing and publishes nothing new.
        StringWriter again = new StringWriter();
        assertEquals(0, run(again, new StringWriter(), "xiangqi", "--resume", "tiny", "--master", "local[2]",
                "--data", data.toString()));
        assertTrue(again.toString().contains("candidate weights " + next), again.toString());
        assertEquals(after, store.versions(XQ));
    }

    @Test
    void aRunOverLevelFieldsPublishesAnUnpromotedLevelsVersionAndNoWeights() {
        Path data = home.resolve("data");
        LevelsStore levels = LevelsStore.at(data);
        List<String> weightsBefore = WeightsStore.at(data).versions(XQ);
        String promotedBefore = levels.promoted(XQ).orElseThrow();
        String next = levels.nextVersion(XQ);
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        int code = run(out, err, "xiangqi", "--level", "easy", "--params", "level.easy.temperatureCp", "--iterations",
                "2", "--batch", "2", "--nodes", "150", "--max-plies", "30", "--seed", "6", "--run-id", "tiny-levels",
                "--master", "local[2]", "--data", data.toString());
        assertEquals(0, code, err.toString());
        assertTrue(out.toString().contains("candidate levels " + next + " (not promoted"), out.toString());
        assertEquals(weightsBefore, WeightsStore.at(data).versions(XQ), "no weights were tuned, none are written");
        assertEquals(promotedBefore, levels.promoted(XQ).orElseThrow(), "a levels candidate is measured, not promoted");
        LevelsFile candidate = levels.load(XQ, next);
        assertEquals("spsa", candidate.provenance().get("trainer"));
        Path dir = home.resolve("data/spsa/spsa=tiny-levels");
        double[] fin = Trajectory.read(dir, SpsaSpec.read(dir).parameters()).get(1).theta();
        assertEquals(Math.round(fin[0]), candidate.levels().get("easy").temperatureCp());
    }

    @Test
    void anUnknownParameterIsOneLineOfBadInputNamingIt() {
        StringWriter err = new StringWriter();
        int code = run(new StringWriter(), err, "xiangqi", "--params", "material.queen", "--data",
                home.resolve("data").toString());
        assertTrue(code != 0, err.toString()); // the lab's handler (app) makes it exit 2 with one line
        assertTrue(err.toString().contains("material.queen"), err.toString());
    }
}
