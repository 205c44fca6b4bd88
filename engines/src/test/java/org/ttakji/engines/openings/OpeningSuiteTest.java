package org.ttakji.engines.openings;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.ttakji.engines.Variants;
import org.ttakji.engines.core.LabInputException;
import org.ttakji.engines.core.Variant;
import org.ttakji.engines.core.VariantRules;
import org.ttakji.engines.eval.StartingFiles;

/** Suite files: the committed ones load, and a bad line is refused with the file and the line number. */
class OpeningSuiteTest {
    @TempDir
    Path dir;

    private Path file(String text) throws IOException {
        return Files.writeString(dir.resolve("suite.txt"), text);
    }

    private String error(Variant v, String text) throws IOException {
        Path f = file(text);
        return assertThrows(LabInputException.class, () -> OpeningSuite.read(Variants.rules(v), f, "s")).getMessage();
    }

    @Test
    void theCommittedSuitesLoadWithTheirProvenanceHeader() throws IOException {
        for (Variant v : List.of(Variant.SHOGI, Variant.XIANGQI, Variant.JANGGI)) {
            Path f = StartingFiles.dataDir().resolve("openings").resolve(v.cliName()).resolve("records.txt");
            OpeningSuite suite = OpeningSuite.read(Variants.rules(v), f, "records");
            assertTrue(suite.positions().size() >= 80, v + ": " + suite.positions().size());
            String header = Files.readAllLines(f).get(1);
            assertTrue(header.startsWith("# made by: ./lab opening-suite " + v.cliName() + " --records ../shared/data/"
                    + "real-games/"), header);
        }
    }

    @Test
    void commentsAndBlankLinesAreSkippedAndPositionsKeepFileOrderInTheVariantsText() throws IOException {
        VariantRules rules = Variants.rules(Variant.XIANGQI);
        String a = "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1";
        String b = "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C2C4/9/RNBAKABNR b - - 1 1";
        OpeningSuite s = OpeningSuite.read(rules, file("# header\n\n" + b + "\n  " + a + "  \n"), "s");
        assertEquals(List.of(b, a), s.positions());
    }

    @Test
    void anEpdLineIsReadAsItsPosition() throws IOException {
        OpeningSuite s = OpeningSuite.read(Variants.rules(Variant.CHESS960), file(
                "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - bm e5; id \"king's pawn\";\n"), "s");
        assertEquals(List.of("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b HAha - 0 1"), s.positions());
    }

    @Test
    void aBadLineIsRefusedWithTheFileAndTheLineNumber() throws IOException {
        String ok = "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1";
        String m = error(Variant.XIANGQI, "# h\n" + ok + "\nrnbakabnr/9/1c5c1 w - - 0 1\n");
        assertTrue(m.startsWith(dir.resolve("suite.txt") + ":3: not a Xiangqi FEN position: "), m);
    }

    @Test
    void aRepeatedPositionIsRefusedNamingTheEarlierLine() throws IOException {
        String ok = "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1";
        String again = "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 3 9";
        assertEquals(dir.resolve("suite.txt") + ":3: the same position as line 1 ('" + again + "')",
                error(Variant.XIANGQI, ok + "\n\n" + again + "\n"));
    }

    @Test
    void aPositionWhereTheGameIsOverIsRefused() throws IOException {
        String foolsMate = "rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3";
        String m = error(Variant.CHESS960, foolsMate + "\n");
        assertTrue(m.startsWith(dir.resolve("suite.txt") + ":1: the game is over in this position"), m);
    }

    @Test
    void aSuiteWithoutPositionsOrNotInUtf8OrMissingIsRefused() throws IOException {
        assertTrue(error(Variant.SHOGI, "# only a header\n").endsWith("holds no position (one position per line, '#'"
                + " starts a comment)"));
        Files.write(dir.resolve("suite.txt"), new byte[]{(byte) 0x93, (byte) 0xfa, '\n'});
        LabInputException e = assertThrows(LabInputException.class,
                () -> OpeningSuite.read(Variants.rules(Variant.SHOGI), dir.resolve("suite.txt"), "s"));
        assertTrue(e.getMessage().endsWith("is not UTF-8 text"), e.getMessage());
        e = assertThrows(LabInputException.class,
                () -> OpeningSuite.read(Variants.rules(Variant.SHOGI), dir.resolve("none.txt"), "s"));
        assertTrue(e.getMessage().endsWith("none.txt does not exist"), e.getMessage());
    }
}
