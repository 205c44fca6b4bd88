package org.ttakji.selfplay;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.stream.Stream;
import org.apache.hadoop.conf.Configuration;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.ttakji.engines.core.LabInputException;
import org.ttakji.engines.core.Variant;
import org.ttakji.engines.levels.Level;
import org.ttakji.engines.levels.LevelsFile;
import org.ttakji.engines.levels.LevelsStore;
import picocli.CommandLine;

/**
 * Bad input fails before any game is played (before Spark even starts) with a message naming the input,
 * and leaves nothing behind.
 */
class BadInputTest {
    @TempDir
    Path tmp;

    private String prepareError(String yaml) {
        ObjectNode tree = MatchSpecReader.overlay(TestRuns.specTree(tmp.resolve("out")),
                MatchSpecReader.parse(yaml, false, "test"));
        return assertThrows(LabInputException.class, () -> SelfPlayJob.prepareNew(TestRuns.spec(tree), "r",
                TestRuns.options(tmp), new Configuration())).getMessage();
    }

    private void assertNothingWritten() throws IOException {
        Path out = tmp.resolve("out");
        if (Files.exists(out)) {
            try (Stream<Path> s = Files.list(out)) {
                assertEquals(0, s.count(), "output left behind");
            }
        }
    }

    @Test
    void unknownWeightsVersionFailsBeforeAnyGame() throws IOException {
        String m = prepareError("pairings: [expert@v9999-random]");
        assertTrue(m.contains("expert@v9999"), m);
        assertNothingWritten();
    }

    @Test
    void unwritableOutputFailsBeforeAnyGame() throws IOException {
        Path file = tmp.resolve("not-a-dir");
        Files.writeString(file, "x");
        ObjectNode tree = TestRuns.specTree(file.resolve("games"));
        String m = assertThrows(LabInputException.class, () -> SelfPlayJob.prepareNew(TestRuns.spec(tree), "r",
                TestRuns.options(tmp), new Configuration())).getMessage();
        assertTrue(m.contains("not writable") && m.contains("not-a-dir"), m);
        assertEquals("x", Files.readString(file));
    }

    @Test
    void theWritabilityCheckCreatesNoOutputFolder() {
        Path out = tmp.resolve("a/b/games");
        SelfPlayJob.prepareNew(TestRuns.spec(out), "r", TestRuns.options(tmp), new Configuration());
        assertFalse(Files.exists(tmp.resolve("a")), "probed in the nearest existing folder, nothing left");
    }

    @Test
    void resumingAMissingRunFails() {
        String m = assertThrows(LabInputException.class, () -> SelfPlayJob.prepareResume(tmp.toString(), "nope", null,
                TestRuns.options(tmp), new Configuration())).getMessage();
        assertTrue(m.contains("no run nope"), m);
    }

    @Test
    void badRunIdFails() {
        String m = assertThrows(LabInputException.class, () -> SelfPlayJob.prepareNew(TestRuns.spec(tmp), "../x",
                TestRuns.options(tmp), new Configuration())).getMessage();
        assertTrue(m.contains("bad run id"), m);
    }

    /** The levels version {@link #homeWithTimedExpert()} publishes: the next free one after the repository's. */
    private String timed;

    /**
     * A lab home holding the repository's Chess960 weights and levels, plus levels {@link #timed}: v0001's levels
     * with {@code moveTimeMs} 500 on expert.
     */
    private Path homeWithTimedExpert() throws IOException {
        Path repoData = Path.of("").toAbsolutePath().getParent().resolve("data");
        Path data = tmp.resolve("home/data");
        for (String kind : new String[]{"weights", "levels"}) {
            Path from = repoData.resolve(kind + "/chess960");
            Files.createDirectories(data.resolve(kind + "/chess960"));
            try (Stream<Path> files = Files.list(from)) {
                for (Path f : (Iterable<Path>) files::iterator) {
                    Files.copy(f, data.resolve(kind + "/chess960").resolve(f.getFileName().toString()));
                }
            }
        }
        LevelsStore store = LevelsStore.at(data);
        LevelsFile v1 = store.load(Variant.CHESS960, "v0001");
        Map<String, Level> levels = new LinkedHashMap<>(v1.levels());
        Level e = levels.get("expert");
        levels.put("expert", new Level(e.name(), e.depth(), e.nodes(), 500L, e.evalNoiseCp(), e.temperatureCp(),
                e.blunderRate(), e.blunderMaxLossCp(), e.strength()));
        timed = store.nextVersion(Variant.CHESS960);
        store.publish(new LevelsFile(Variant.CHESS960, timed, "v0001", v1.createdAt(), v1.weightsVersion(), levels,
                v1.provenance(), null));
        return data.getParent();
    }

    private SelfPlayJob.Prepared prepare(Path home, String yaml) {
        ObjectNode tree = MatchSpecReader.overlay(TestRuns.specTree(tmp.resolve("out")),
                MatchSpecReader.parse("variants: [chess960]\n" + yaml, false, "test"));
        return SelfPlayJob.prepareNew(TestRuns.spec(tree), "r", TestRuns.options(home), new Configuration());
    }

    @Test
    void aDeterministicRunRefusesALevelWithAWallTimeLimitBeforeAnyGame() throws IOException {
        Path home = homeWithTimedExpert();
        String timedExpert = "pairings: [{a: {level: expert, levelsVersion: " + timed + "}, b: random}]\n";
        String m = assertThrows(LabInputException.class, () -> prepare(home, timedExpert)).getMessage();
        assertEquals("chess960 pairing expert v random: level expert of levels " + timed + " ("
                + home.resolve("data/levels/chess960/" + timed + ".json") + ") has moveTimeMs 500, a wall-time limit,"
                + " so its games would differ from run to run; a deterministic run refuses it: give the player a depth"
                + " or nodes limit, pin levels without moveTimeMs, or set deterministic: false", m);
        assertNothingWritten();
        // Where the wall time does not apply, or is asked for, the same levels are accepted.
        prepare(home, "pairings: [{a: {level: normal, levelsVersion: " + timed + "}, b: random}]\n");
        prepare(home, "pairings: [{a: {level: expert, levelsVersion: " + timed + ", nodes: 1000}, b: random}]\n");
        assertEquals(500, prepare(home, timedExpert + "deterministic: false\n").context()
                .player(Variant.CHESS960, 0, true).moveTimeMs());
    }

    private int cli(StringWriter err, String... args) {
        CommandLine cl = SelfPlayMain.commandLine();
        cl.setErr(new PrintWriter(err));
        cl.setOut(new PrintWriter(new StringWriter()));
        return cl.execute(args);
    }

    @Test
    void commandLineRefusesAnUnknownVariantWithStatus2() throws IOException {
        StringWriter err = new StringWriter();
        assertEquals(2, cli(err, "--variants", "chess960,go", "--out", tmp.resolve("out").toString()));
        assertTrue(err.toString().contains("error: spec field 'variants': unknown variant 'go'"), err.toString());
        assertNothingWritten();
    }

    @Test
    void commandLineRefusesAMalformedSpecWithStatus2() throws IOException {
        Path spec = tmp.resolve("spec.yaml");
        Files.writeString(spec, "variants: chess960\npairings: [random-random\n");
        StringWriter err = new StringWriter();
        assertEquals(2, cli(err, "--spec", spec.toString(), "--out", tmp.resolve("out").toString()));
        assertTrue(err.toString().contains("malformed spec file"), err.toString());
        assertFalse(Files.exists(tmp.resolve("out")));
    }

    @Test
    void commandLineChecksTheRulesOfAVariantItDoesNotPlay() {
        StringWriter err = new StringWriter();
        assertEquals(2, cli(err, "--variants", "chess960", "--rules", "xiangqi:foo=bar", "--out",
                tmp.resolve("out").toString()));
        assertTrue(err.toString().startsWith("error: unknown rule option 'foo' for xiangqi"), err.toString());
        assertFalse(Files.exists(tmp.resolve("out")));
    }

    @Test
    void commandLineRefusesSpecOptionsWithResume() {
        StringWriter err = new StringWriter();
        assertEquals(2, cli(err, "--resume", "r", "--games", "4"));
        assertTrue(err.toString().contains("--resume plays the run's own spec"), err.toString());
    }
}
