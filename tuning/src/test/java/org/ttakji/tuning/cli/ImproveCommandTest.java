package org.ttakji.tuning.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.ttakji.engines.core.LabInputException;
import org.ttakji.engines.core.Variant;
import org.ttakji.engines.play.Adjudication;
import org.ttakji.engines.weights.WeightsFile;
import org.ttakji.engines.weights.WeightsStore;
import org.ttakji.tuning.TestData;
import org.ttakji.tuning.improve.ImproveFile;
import org.ttakji.tuning.improve.ImproveSpec;
import picocli.CommandLine;

/** The improve command's bad input: refused with one line naming the option, before any game or Spark. */
class ImproveCommandTest {
    @TempDir
    Path home;

    @BeforeEach
    void banqiWeights() {
        // the expectations are written against v0001 promoted, whatever later Banqi versions the repository holds
        TestData.startingCopyOf(home, "banqi");
    }

    private String run(int expectedStatus, String... args) {
        return CommandRuns.run(new ImproveCommand(), home.resolve("data"), expectedStatus, args);
    }

    @Test
    void adjudicationIsOffOrFiveWholeNumbers() {
        assertEquals(Adjudication.NONE, ImproveCommand.adjudication("off"));
        assertEquals(new Adjudication(900, 6, 5, 20, 60), ImproveCommand.adjudication("900,6,5,20,60"));
        assertTrue(assertThrows(LabInputException.class, () -> ImproveCommand.adjudication("900,6"))
                .getMessage().startsWith("--adjudication must be off or R,K,D,K2,P"));
        assertTrue(assertThrows(LabInputException.class, () -> ImproveCommand.adjudication("900,1,5,20,60"))
                .getMessage().contains("resignPlies"));
    }

    @Test
    void badSettingsAreNamedBeforeAnythingIsWritten() {
        assertTrue(run(2, "banqi", "--data-games", "7").contains("--data-games"));
        assertTrue(run(2, "banqi", "--generations", "0").contains("--generations"));
        assertTrue(run(2, "banqi", "--model", "bayes").contains("--model"));
        assertTrue(run(2, "banqi", "--adjudication", "x").contains("--adjudication"));
        assertTrue(run(2, "banqi", "--from", "v0009").contains("v0009"));
        assertTrue(run(2, "banqi", "--anchor", "v0009").contains("v0009"), "an anchor that does not exist");
        assertTrue(run(2, "banqi", "--anchor-pairs", "-1").contains("--anchor-pairs"));
        assertTrue(Files.notExists(home.resolve("data/improve")), "nothing written");
    }

    @Test
    void aRerunStartsFromTheVersionItsRunBeganWithNotTheOnePromotedSince() {
        WeightsStore store = WeightsStore.at(home.resolve("data"));
        WeightsFile v1 = store.read(Variant.BANQI, "v0001");
        store.publish(new WeightsFile(Variant.BANQI, "v0002", "v0001", v1.createdAt(), v1.featureSetId(),
                v1.featureSetHash(), v1.weights(), Map.of("trainer", "test: a copy"), null));
        ImproveCommand first = new ImproveCommand();
        new CommandLine(first).parseArgs("banqi", "--seed", "3");
        Path dir = first.dir(home);
        ImproveSpec begun = first.settings(home, dir);
        assertEquals("v0001", begun.from());
        assertEquals(ImproveSpec.Anchor.DEFAULT, begun.anchor(), "v0001, 96 pairs unless told");
        ImproveFile.write(dir, begun);
        store.promote(Variant.BANQI, "v0002", "test: as a generation's H1 would");
        ImproveCommand rerun = new ImproveCommand();
        new CommandLine(rerun).parseArgs("banqi", "--seed", "3", "--generations", "2");
        assertEquals(begun.withGenerations(2), rerun.settings(home, dir));
        ImproveCommand fresh = new ImproveCommand();
        new CommandLine(fresh).parseArgs("banqi", "--seed", "4");
        assertEquals("v0002", fresh.settings(home, fresh.dir(home)).from(), "a new run starts from the promoted one");
    }

    @Test
    void aResumedRunRefusesOptionsThatWouldChangeItAndNeedsItsDirectory() {
        String err = run(2, "banqi", "--resume", "--data-nodes", "5");
        assertTrue(err.contains("--data-nodes cannot be given with --resume"), err);
        err = run(2, "banqi", "--resume", "--anchor-pairs", "8");
        assertTrue(err.contains("--anchor-pairs cannot be given with --resume"), err);
        err = run(2, "banqi", "--resume", "--out", "elsewhere");
        assertTrue(err.contains("holds no improve run"), err);
    }
}
