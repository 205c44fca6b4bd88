package org.ttakji.selfplay;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.ttakji.selfplay.cli.SelfPlayCommand;
import picocli.CommandLine;

/** {@code selfplay --resume} of a complete run has nothing to play: it prints the summary without starting Spark. */
class ResumeOfACompleteRunTest {
    @TempDir
    Path tmp;

    @Test
    void resumingACompleteRunPrintsItsSummaryWithoutSpark() throws IOException {
        Path from = TestRuns.referenceRunDir();
        Path run = tmp.resolve("run=" + TestRuns.RUN_ID);
        try (Stream<Path> files = Files.walk(from)) {
            for (Path f : files.filter(Files::isRegularFile).toList()) {
                if (!f.getFileName().toString().equals(RunLock.LOCK_FILE)) {
                    Files.copy(f, Files.createDirectories(run.resolve(from.relativize(f)).getParent()).resolve(f.getFileName()));
                }
            }
        }
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        CommandLine cl = new CommandLine(new SelfPlayCommand());
        cl.setOut(new PrintWriter(out));
        cl.setErr(new PrintWriter(err));
        cl.setExecutionExceptionHandler(new org.ttakji.engines.cli.BadInputHandler());
        // A master nobody listens on: starting Spark (or even connecting) would fail.
        int status = cl.execute("--resume", TestRuns.RUN_ID, "--out", tmp.toString(), "--master", "spark://127.0.0.1:9");
        assertEquals(0, status, err.toString());
        assertTrue(out.toString().startsWith("run " + TestRuns.RUN_ID + ": 0 games played, complete (nothing left to play)\n"
                + "output: " + run.toUri().toString().replaceFirst("/$", "").replaceFirst("^file:///", "file:/")), out.toString());
        assertTrue(out.toString().contains("chess960") && out.toString().contains("banqi")
                && out.toString().contains("moves stopped by a clock: 0"), out.toString());
        assertEquals("", err.toString());
    }
}
