package org.ttakji.tuning.cli;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.ttakji.tuning.TestData;

/** The calibrate command's bad input: refused with one line naming the problem, before any game or Spark. */
class CalibrateCommandTest {
    @TempDir
    Path home;

    private String run(String... args) throws Exception {
        Files.createDirectories(home.resolve("data"));
        return CommandRuns.run(new CalibrateCommand(), home.resolve("data"), 2, args);
    }

    @Test
    void nothingToFitIsRefused() throws Exception {
        String err = run("xiangqi", "--pairs", "0");
        assertTrue(err.contains("nothing to fit: give --from RUN,... or a candidate gauntlet (--pairs N)"), err);
        assertTrue(run("xiangqi", "--confirm-pairs", "-1").contains("must be 0 or more"));
    }

    @Test
    void confirmingOnlyRefusesWhatWouldBeFitted() throws Exception {
        String refused = "error: --confirm-only fits nothing: --from and --pairs cannot be given with it";
        assertTrue(run("xiangqi", "--confirm-only", "--from", "r1").contains(refused));
        assertTrue(run("xiangqi", "--confirm-only", "--pairs", "2").contains(refused));
        assertTrue(run("xiangqi", "--confirm-only", "--confirm-pairs", "0").contains("would play and write nothing"));
    }

    @Test
    void anchorsWithoutTheScalesAnchorAreRefused() throws Exception {
        Path bands = home.resolve("bands.json");
        Files.copy(Path.of("..", "data", "levels", "bands", "xiangqi.json"), bands);
        String err = run("xiangqi", "--bands", bands.toString(), "--anchors", "random,lab:nodes=1000");
        assertTrue(err.contains("error: --anchors must include fairy-stockfish:skill=0:nodes=20000, the anchor of the"
                + " bands' scale (fairy-stockfish:skill=0:nodes=20000 = +650, fairy-stockfish:skill=5:nodes=20000 = +1450"
                + " (fixed), fairy-stockfish:skill=10:nodes=20000 = +2033 (fixed))"), err);
    }

    @Test
    void aMissingBandsFileIsNamed() throws Exception {
        Path bands = home.resolve("nowhere.json");
        String err = run("xiangqi", "--bands", bands.toString());
        assertTrue(err.contains("error: no level bands file " + bands), err);
    }

    @Test
    void aTakenConfirmingRunIdIsRefusedBeforeTheCandidatesArePlayed() throws Exception {
        TestData.copyOf(home, "xiangqi");
        Path out = home.resolve("games");
        Files.createDirectories(out.resolve("run=taken-confirm"));
        String err = run("xiangqi", "--pairs", "1", "--run-id", "taken", "--out", out.toString(), "--bands",
                TestData.repoData().resolve("levels").resolve("bands").resolve("xiangqi.json").toString());
        assertTrue(err.contains("error: run taken-confirm already exists in"), err);
        assertTrue(!Files.exists(out.resolve("run=taken-candidates")), "no candidate game was played");
    }
}
