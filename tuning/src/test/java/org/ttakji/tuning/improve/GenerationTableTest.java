package org.ttakji.tuning.improve;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.ttakji.engines.core.LabInputException;

/**
 * The generations table: rows filled step by step, a generation without a candidate (verdict {@code none}, the next
 * one from the same version), the anchor match after the promotion, JSON and CSV that read back (also a table of
 * before the anchor columns), and one text line per row.
 */
class GenerationTableTest {
    @TempDir
    Path dir;

    private static GenerationRow promoted() {
        return GenerationRow.started(1, "v0001").withData("g01-data", 400)
                .withTuning(30_000, 0.71, 0.69, 0.70, "v0002", null)
                .withGate("g01-gate", "H1", 2.95, 320L, 25.0, 5.5, 44.5).done("v0002")
                .withAnchor("v0001", 192, 21.0, -20.5, 63.0);
    }

    private static GenerationRow noCandidate() {
        return GenerationRow.started(2, "v0002").withData("g02-data", 400)
                .withTuning(null, null, null, null, null, "the new weights do not lower the held-out loss (0.7, 0.6)")
                .withGate(null, GenerationRow.NO_CANDIDATE, null, null, null, null, null).done(null);
    }

    @Test
    void aRowGoesThroughItsStepsAndNamesTheVersionTheNextGenerationStartsFrom() {
        GenerationRow r = GenerationRow.started(1, "v0001");
        assertTrue(r.did("started") && !r.did("data"));
        assertEquals("v0002", promoted().next());
        assertEquals("v0002", noCandidate().next(), "no candidate: the next generation starts from the same version");
        assertTrue(noCandidate().did("done"));
        assertTrue(promoted().did("done") && promoted().did("anchored"), "the anchor match comes after the promotion");
        assertTrue(!noCandidate().did("anchored"), "no candidate, no anchor match");
        assertEquals("v0002", promoted().promoted(), "the anchor step keeps what the steps before found");
    }

    @Test
    void theTableReadsBackFromItsJsonAndItsCsvHasOneLinePerRow() throws Exception {
        GenerationTable t = new GenerationTable("xiangqi", List.of()).with(promoted()).with(noCandidate());
        t.write(dir);
        assertEquals(t, GenerationTable.read(dir, "xiangqi"));
        List<String> csv = Files.readAllLines(dir.resolve(GenerationTable.CSV_FILE));
        assertEquals(3, csv.size());
        assertEquals("1,anchored,v0001,g01-data,400,30000,0.71,0.69,0.7,v0002,,g01-gate,H1,2.95,320,25.0,5.5,44.5,v0002"
                + ",v0001,192,21.0,-20.5,63.0", csv.get(1), "the anchor columns last");
        assertEquals("2,done,v0002,g02-data,400,,,,,,\"the new weights do not lower the held-out loss (0.7, 0.6)\",,none"
                + ",,,,,,,,,,,", csv.get(2), "a cell with a comma is quoted");
        assertEquals(new GenerationTable("xiangqi", List.of()), GenerationTable.read(dir.resolve("none"), "xiangqi"));
        assertThrows(LabInputException.class, () -> GenerationTable.read(dir, "shogi"));
    }

    @Test
    void aTableOfBeforeTheAnchorMatchesReadsWithoutThem() throws Exception {
        Files.writeString(dir.resolve(GenerationTable.JSON_FILE), """
                {"format": "ttakji-improve-generations", "formatVersion": 1, "variant": "xiangqi", "rows": [
                  {"generation": 1, "step": "done", "parent": "v0001", "dataRun": "g01-data", "games": 400,
                   "positions": 29325, "parentValidationLoss": 0.674662, "trainLoss": 0.584888,
                   "validationLoss": 0.653, "candidate": "v0003", "note": null, "gateRun": "g01-gate",
                   "verdict": "H0", "llr": -3.51, "gateGames": 224, "elo": -83.8, "eloLow": -128.8,
                   "eloHigh": -41.4, "promoted": null}]}
                """);
        GenerationRow r = GenerationTable.read(dir, "xiangqi").rows().get(0);
        assertEquals("done", r.step());
        assertTrue(!r.did("anchored"), "a resumed run plays its anchor match");
        assertEquals(null, r.anchor());
        assertEquals(null, r.anchorGames());
        assertEquals(-83.8, r.elo());
        List<String> lines = new GenerationTable("xiangqi", List.of(r)).lines();
        assertTrue(lines.get(0).contains("vs anchor [95%]"), lines.get(0));
        assertTrue(lines.get(1).matches(".*-83\\.8 \\[-128\\.8, -41\\.4] +- +- *"), lines.get(1));
    }

    @Test
    void theTextHasAHeaderAndALinePerRow() {
        List<String> lines = new GenerationTable("xiangqi", List.of(promoted(), noCandidate(),
                GenerationRow.started(3, "v0002").withData("g03-data", 400))).lines();
        assertEquals(4, lines.size());
        assertTrue(lines.get(0).matches(".* Elo \\[95%] +vs v0001 \\[95%] +promoted *"), lines.get(0));
        assertTrue(lines.get(1).matches("1 +v0001 +g01-data +400 +30000 +0\\.71000->0\\.70000 +v0002 +H1 +2\\.95 +320"
                + " +\\+25\\.0 \\[\\+5\\.5, \\+44\\.5] +\\+21\\.0 \\[-20\\.5, \\+63\\.0] 192g +v0002 *"), lines.get(1));
        assertTrue(lines.get(2).matches("2 +v0002 +g02-data +400 +- +- +none +none .*"), lines.get(2));
        assertTrue(lines.get(3).contains("(data)"), "an unfinished row says its last step: " + lines.get(3));
    }
}
