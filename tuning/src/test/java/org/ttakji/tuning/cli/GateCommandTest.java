package org.ttakji.tuning.cli;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The gate command's bad input: refused with one line naming the option, before any game or Spark. */
class GateCommandTest {
    @TempDir
    Path home;

    private String run(int expectedStatus, String... args) throws Exception {
        Files.createDirectories(home.resolve("data"));
        return CommandRuns.run(new GateCommand(), home.resolve("data"), expectedStatus, args);
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
