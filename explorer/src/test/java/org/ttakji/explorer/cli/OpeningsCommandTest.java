package org.ttakji.explorer.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.ttakji.engines.cli.BadInputHandler;
import picocli.CommandLine;

/** The {@code openings} commands' bad input: one {@code error:} line, exit status 2. */
class OpeningsCommandTest {
    @TempDir
    Path dir;

    private record Run(int code, String out, String err) {
    }

    private static Run run(String... args) {
        CommandLine cl = new CommandLine(new OpeningsCommand());
        cl.setExecutionExceptionHandler(new BadInputHandler());
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        cl.setOut(new PrintWriter(out, true));
        cl.setErr(new PrintWriter(err, true));
        return new Run(cl.execute(args), out.toString(), err.toString());
    }

    @Test
    void aMissingExplorerABadFormatOrANonGameItemIsOneErrorLine() {
        Run r = run("show", "chess960", "--explorer", dir.resolve("none").toString());
        assertEquals(2, r.code());
        assertEquals("error: no explorer at " + dir.resolve("none") + " (no explorer.json; build one: ./lab openings"
                + " build --games ... --out " + dir.resolve("none") + ")\n", r.err());
        r = run("starts", "chess960", "--explorer", dir.toString(), "--format", "xml");
        assertEquals(2, r.code());
        assertEquals("error: --format 'xml': expected text, csv or json\n", r.err());
        r = run("build", "--games", dir.toString(), "--out", dir.resolve("x").toString());
        assertEquals(2, r.code());
        assertTrue(r.err().startsWith("error: --games: no games in '"), r.err());
        r = run("build", "--games", dir.toString(), "--plies", "0");
        assertEquals(2, r.code());
        assertEquals("error: --plies must be 1..400, got 0\n", r.err());
        assertEquals(2, run("show", "chess961").code());
    }
}
