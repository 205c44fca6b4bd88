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
 * one from the same version), JSON and CSV that read back, and one text line per row.
 */
class GenerationTableTest {
    @TempDir
    Path dir;

    private static GenerationRow promoted() {
        return GenerationRow.started(1, "v0001").withData("g01-data", 400)
                .withTuning(30_000, 0.71, 0.69, 0.70, "v0002", null)
                .withGate("g01-gate", "H1", 2.95, 320L, 25.0, 5.5, 44.5).done("v0002");
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
    }

    @Test
    void theTableReadsBackFromItsJsonAndItsCsvHasOneLinePerRow() throws Exception {
        GenerationTable t = new GenerationTable("xiangqi", List.of()).with(promoted()).with(noCandidate());
        t.write(dir);
        assertEquals(t, GenerationTable.read(dir, "xiangqi"));
        List<String> csv = Files.readAllLines(dir.resolve(GenerationTable.CSV_FILE));
        assertEquals(3, csv.size());
        assertEquals("1,done,v0001,g01-data,400,30000,0.71,0.69,0.7,v0002,,g01-gate,H1,2.95,320,25.0,5.5,44.5,v0002",
                csv.get(1));
        assertEquals("2,done,v0002,g02-data,400,,,,,,\"the new weights do not lower the held-out loss (0.7, 0.6)\",,none"
                + ",,,,,,", csv.get(2), "a cell with a comma is quoted");
        assertEquals(new GenerationTable("xiangqi", List.of()), GenerationTable.read(dir.resolve("none"), "xiangqi"));
        assertThrows(LabInputException.class, () -> GenerationTable.read(dir, "shogi"));
    }

    @Test
    void theTextHasAHeaderAndALinePerRow() {
        List<String> lines = new GenerationTable("xiangqi", List.of(promoted(), noCandidate(),
                GenerationRow.started(3, "v0002").withData("g03-data", 400))).lines();
        assertEquals(4, lines.size());
        assertTrue(lines.get(1).matches("1 +v0001 +g01-data +400 +30000 +0\\.71000->0\\.70000 +v0002 +H1 +2\\.95 +320"
                + " +\\+25\\.0 \\[\\+5\\.5, \\+44\\.5] +v0002 *"), lines.get(1));
        assertTrue(lines.get(2).matches("2 +v0002 +g02-data +400 +- +- +none +none .*"), lines.get(2));
        assertTrue(lines.get(3).contains("(data)"), "an unfinished row says its last step: " + lines.get(3));
    }
}
