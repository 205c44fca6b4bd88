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
import java.util.stream.Stream;
import org.apache.hadoop.conf.Configuration;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.ttakji.engines.core.LabInputException;
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
    void commandLineRefusesSpecOptionsWithResume() {
        StringWriter err = new StringWriter();
        assertEquals(2, cli(err, "--resume", "r", "--games", "4"));
        assertTrue(err.toString().contains("--resume plays the run's own spec"), err.toString());
    }
}
