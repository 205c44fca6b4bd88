package org.ttakji.engines.records;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.ttakji.engines.core.LabInputException;

/** The records manifest: expected totals per folder, as text. */
class RecordsManifestTest {
    @Test
    void itReadsBackWhatItWrites() {
        RecordsManifest m = new RecordsManifest(List.of(new RecordsManifest.Entry("a/b", 3, 2, 1, 40, "no-result=1"),
                new RecordsManifest.Entry("c", 1, 1, 0, 0, "-")));
        assertEquals(m, RecordsManifest.parse(m.toText(), "m"));
        assertTrue(m.toText().contains("\nfolder\tgames\treplayed\trefused\tplies\treasons\na/b\t3\t2\t1\t40\tno-result=1\n"));
    }

    @Test
    void aBadLineNamesItsNumber() {
        LabInputException e = assertThrows(LabInputException.class,
                () -> RecordsManifest.parse("# c\n\nx\t1\t2\n", "m.tsv"));
        assertTrue(e.getMessage().startsWith("m.tsv line 3: 'x\t1\t2' is not"), e.getMessage());
    }
}
