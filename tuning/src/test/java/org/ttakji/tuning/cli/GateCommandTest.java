package org.ttakji.tuning.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.ttakji.engines.cli.BadInputHandler;
import picocli.CommandLine;

/** The gate command's bad input: refused with one line naming the option, before any game or Spark. */
class GateCommandTest {
    @TempDir
    Path home;

    private String run(int expectedStatus, String... args) throws Exception {
        Files.createDirectories(home.resolve("data"));
        StringWriter err = new StringWriter();
        CommandLine cl = new CommandLine(new GateCommand());
        cl.setErr(new PrintWriter(err));
        cl.setOut(new PrintWriter(new StringWriter()));
        cl.setExecutionExceptionHandler(new BadInputHandler());
        String[] all = new String[args.length + 2];
        System.arraycopy(args, 0, all, 0, args.length);
        all[args.length] = "--data";
        all[args.length + 1] = home.resolve("data").toString();
        assertEquals(expectedStatus, cl.execute(all), err.toString());
        return err.toString();
    }

    @Test
    void aGateNeedsACandidate() throws Exception {
        assertTrue(run(2, "xiangqi").contains("--candidate"));
    }

    @Test
    void aResumedGateRefusesOptionsThatWouldChangeItsTest() throws Exception {
        String err = run(2, "xiangqi", "--resume", "r1", "--elo1", "5");
        assertTrue(err.contains("--elo1 cannot be given with --resume"), err);
    }

    @Test
    void badBoundsAndModelsAreNamed() throws Exception {
        assertTrue(run(2, "xiangqi", "--candidate", "v0002", "--model", "bayes").contains("--model"));
        assertTrue(run(2, "xiangqi", "--candidate", "v0002", "--elo0", "5", "--elo1", "5").contains("--elo0"));
    }

    @Test
    void anUnknownCandidateIsNamed() throws Exception {
        String err = run(2, "xiangqi", "--candidate", "v0009");
        assertTrue(err.contains("v0009"), err);
    }
}
