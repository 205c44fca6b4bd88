package org.ttakji.selfplay;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.node.ObjectNode;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.LocalDate;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.ttakji.engines.core.LabInputException;
import org.ttakji.engines.core.Variant;
import org.ttakji.engines.play.Adjudication;
import org.ttakji.gamelog.GameRecord;

/**
 * The spec's {@code adjudication} field: off unless given, read and written back (the manifest's spec) when on,
 * bad members refused by name; a game of a spec with it on ends by {@code draw-adjudication} where the same game
 * without it plays on.
 */
class AdjudicationSpecTest {
    private static final LocalDate DAY = LocalDate.of(2026, 12, 2);

    private static ObjectNode tree(String yaml) {
        return MatchSpecReader.overlay(TestRuns.specTree(Path.of("/tmp/unused")), MatchSpecReader.parse(yaml, false, "test"));
    }

    private static MatchSpec read(String yaml) {
        return MatchSpecReader.toSpec(tree(yaml), TestCatalog.INSTANCE, DAY);
    }

    @Test
    void offUnlessGivenAndNotWrittenThen() {
        assertEquals(Adjudication.NONE, read("seed: 1").adjudication());
        assertEquals(Adjudication.NONE, read("adjudication: off").adjudication());
        assertFalse(MatchSpecReader.toTree(read("seed: 1")).has("adjudication"),
                "a spec without it writes the manifest it always wrote");
    }

    @Test
    void givenItIsReadAndWrittenBackAsTheManifestKeepsIt() {
        MatchSpec spec = read("adjudication: {resignCp: 800, resignPlies: 6, drawCp: 8, drawPlies: 20, drawAfterPly: 60}");
        assertEquals(new Adjudication(800, 6, 8, 20, 60), spec.adjudication());
        ObjectNode written = MatchSpecReader.toTree(spec);
        assertEquals(800, written.get("adjudication").get("resignCp").intValue());
        assertEquals(spec, MatchSpecReader.toSpec(written, TestCatalog.INSTANCE, DAY));
        assertEquals(new Adjudication(0, 0, 5, 10, 40), read("adjudication: {drawCp: 5, drawPlies: 10, drawAfterPly: 40}")
                .adjudication(), "a rule not given is off");
    }

    @Test
    void badMembersAreRefusedByName() {
        assertEquals("unknown spec field 'adjudication.resign' (known: resignCp, resignPlies, drawCp, drawPlies,"
                        + " drawAfterPly)",
                assertThrows(LabInputException.class, () -> read("adjudication: {resign: 3}")).getMessage());
        assertTrue(assertThrows(LabInputException.class, () -> read("adjudication: {drawPlies: -2}")).getMessage()
                .contains("adjudication.drawPlies"));
        assertEquals("spec field 'adjudication': adjudication resignPlies must be 0 (off) or 2..1000, got 1",
                assertThrows(LabInputException.class, () -> read("adjudication: {resignCp: 300, resignPlies: 1}"))
                        .getMessage());
        assertTrue(assertThrows(LabInputException.class, () -> read("adjudication: yes")).getMessage()
                .startsWith("spec field 'adjudication': expected off or a mapping"));
    }

    @Test
    void aGameOfASpecWithItOnEndsByAdjudicationRecordedAsSuch() {
        Path labHome = Path.of("").toAbsolutePath().getParent(); // the repository root, with data/
        Assumptions.assumeTrue(Files.isDirectory(labHome.resolve("data/levels/xiangqi")), "no xiangqi levels");
        String game = "variants: [xiangqi]\nmaxPlies: 40\nstarts: {xiangqi: 'random-plies:4'}\n"
                + "pairings: [{a: {level: expert, nodes: 200}, b: {level: expert, nodes: 200}}]\n";
        // every score is within 100000 cp: "dead even" by this bound, so the game is drawn after plies 10..15
        MatchSpec on = MatchSpecReader.toSpec(tree(game
                + "adjudication: {drawCp: 100000, drawPlies: 6, drawAfterPly: 10}"), TestCatalog.INSTANCE, DAY, labHome);
        MatchSpec off = MatchSpecReader.toSpec(tree(game), TestCatalog.INSTANCE, DAY, labHome);
        GameRecord adjudicated = new GamePlayer(GamePlayerTest.context(on, labHome))
                .play(RunPlan.task(on, Variant.XIANGQI, 0, TestCatalog.INSTANCE.rules(Variant.XIANGQI)));
        GameRecord played = new GamePlayer(GamePlayerTest.context(off, labHome))
                .play(RunPlan.task(off, Variant.XIANGQI, 0, TestCatalog.INSTANCE.rules(Variant.XIANGQI)));
        assertEquals("draw-adjudication", adjudicated.termination());
        assertEquals("1/2-1/2", adjudicated.result());
        assertEquals(16, adjudicated.plies());
        assertEquals(played.moves().subList(0, 16), adjudicated.moves(), "the same game up to the adjudication");
        assertTrue(played.plies() > 16, "without it the game goes on: " + played.termination());
    }
}
