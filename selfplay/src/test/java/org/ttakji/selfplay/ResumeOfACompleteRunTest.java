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

/**
 * {@code selfplay --resume} of a complete run has nothing to play: it prints the summary without starting Spark (a
 * master nobody listens on, {@code spark://127.0.0.1:9}, would fail if it did).
 */
class ResumeOfACompleteRunTest {
    @TempDir
    Path tmp;

    @Test
    void resumingACompleteRunPrintsItsSummaryWithoutSpark() throws IOException {
        Path run = copyReferenceRunTo(tmp);
        int status = execute("--resume", TestRuns.RUN_ID, "--out", tmp.toString(), "--master", "spark://127.0.0.1:9");
        assertEquals(0, status, err.toString());
        assertTrue(out.toString().startsWith("run " + TestRuns.RUN_ID + ": 0 games played, complete (nothing left to play)\n"
                + "output: " + uri(run)), out.toString());
        assertTrue(out.toString().contains("chess960") && out.toString().contains("banqi")
                && out.toString().contains("moves stopped by a clock: 0"), out.toString());
        assertEquals("", err.toString());
    }

    /** A match or rating run played with {@code --data <copy>} is under the copy's games: its resume names that data. */
    @Test
    void aRunUnderAnotherLabHomesDataIsResumedWithItsDataOption() throws IOException {
        Path home = tmp.resolve("mylab");
        Path run = copyReferenceRunTo(home.resolve("data/games"));
        int status = execute("--resume", TestRuns.RUN_ID, "--data", home.resolve("data").toString(),
                "--master", "spark://127.0.0.1:9");
        assertEquals(0, status, err.toString());
        assertTrue(out.toString().contains("output: " + uri(run)), out.toString());
    }

    @Test
    void aDataDirectoryNotNamedDataIsRefusedBeforeAnythingIsRead() throws IOException {
        Path elsewhere = Files.createDirectories(tmp.resolve("mylab/weights-and-levels"));
        int status = execute("--resume", TestRuns.RUN_ID, "--data", elsewhere.toString());
        assertEquals(2, status, err.toString());
        assertTrue(err.toString().contains("--data '" + elsewhere + "'") && err.toString().contains("named data"),
                err.toString());
        assertEquals("", out.toString());
    }

    private final StringWriter out = new StringWriter();
    private final StringWriter err = new StringWriter();

    private int execute(String... args) {
        CommandLine cl = new CommandLine(new SelfPlayCommand());
        cl.setOut(new PrintWriter(out));
        cl.setErr(new PrintWriter(err));
        cl.setExecutionExceptionHandler(new org.ttakji.engines.cli.BadInputHandler());
        return cl.execute(args);
    }

    private static String uri(Path run) {
        return run.toUri().toString().replaceFirst("/$", "").replaceFirst("^file:///", "file:/");
    }

    /** The reference run copied to {@code root} (without its lock file); returns the run's directory. */
    private static Path copyReferenceRunTo(Path root) throws IOException {
        Path from = TestRuns.referenceRunDir();
        Path run = root.resolve("run=" + TestRuns.RUN_ID);
        try (Stream<Path> files = Files.walk(from)) {
            for (Path f : files.filter(Files::isRegularFile).toList()) {
                if (!f.getFileName().toString().equals(RunLock.LOCK_FILE)) {
                    Files.copy(f, Files.createDirectories(run.resolve(from.relativize(f)).getParent()).resolve(f.getFileName()));
                }
            }
        }
        return run;
    }
}
