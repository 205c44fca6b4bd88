package org.ttakji.engines.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import picocli.CommandLine;

class SearchCommandsTest {
    @TempDir
    Path emptyData;

    private static int run(Object command, StringWriter out, StringWriter err, String... args) {
        CommandLine cl = new CommandLine(command);
        cl.setOut(new PrintWriter(out));
        cl.setErr(new PrintWriter(err));
        cl.setExecutionExceptionHandler(new BadInputHandler());
        return cl.execute(args);
    }

    @Test
    void analysePrintsBestMoveScoreDepthNodesNpsAndPv() {
        StringWriter out = new StringWriter();
        int code = run(new AnalyseCommand(), out, new StringWriter(), "chess960", "--fen",
                "6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1", "--depth", "3", "--data=" + emptyData);
        assertEquals(0, code, out.toString());
        List<String> lines = out.toString().lines().toList();
        assertTrue(lines.get(0).startsWith("eval material"), "no weights in an empty data dir: the stand-in");
        assertTrue(lines.contains("bestmove a1a8"), out.toString());
        assertTrue(lines.contains("score mate 1"), out.toString());
        assertTrue(lines.contains("depth 3"), out.toString());
        assertTrue(lines.stream().anyMatch(l -> l.startsWith("nodes ")));
        assertTrue(lines.stream().anyMatch(l -> l.startsWith("nps ")));
        assertTrue(lines.contains("pv a1a8"), out.toString());
    }

    @Test
    void analyseOfABanqiViewListsEveryRootMove() {
        StringWriter out = new StringWriter();
        int code = run(new AnalyseCommand(), out, new StringWriter(), "banqi", "--fen",
                "8/8/p7/C?k5 1 r 0 30 KAABBRRNNCPPPPaabbrrnnccpppp", "--nodes", "5000", "--multipv", "8");
        assertEquals(0, code, out.toString());
        assertTrue(out.toString().contains("root a1xc1 "), out.toString());
        assertTrue(out.toString().contains("root b1? "), out.toString());
        assertTrue(out.toString().contains("bestmove a1xc1"), out.toString());
    }

    @Test
    void analyseWithoutALimitIsRefused() {
        StringWriter err = new StringWriter();
        int code = run(new AnalyseCommand(), new StringWriter(), err, "chess960");
        assertEquals(2, code);
        assertTrue(err.toString().contains("give a limit"), err.toString());
        StringWriter err2 = new StringWriter();
        assertEquals(2, run(new AnalyseCommand(), new StringWriter(), err2, "chess960", "--depth", "99"));
        assertTrue(err2.toString().contains("search depth must be 1..64"), err2.toString());
    }

    @Test
    void analyseLimitsBelowOneAreRefusedNamingTheOption() {
        String[][] cases = {{"--depth", "0"}, {"--nodes", "0"}, {"--time", "0"}, {"--time", "-5"}};
        for (String[] limit : cases) {
            StringWriter err = new StringWriter();
            assertEquals(2, run(new AnalyseCommand(), new StringWriter(), err, "chess960", limit[0], limit[1]),
                    String.join(" ", limit));
            assertTrue(err.toString().contains("error: " + limit[0] + " must be >= 1, got " + limit[1]), err.toString());
        }
    }

    @Test
    void benchSearchEndsWithNps() {
        StringWriter out = new StringWriter();
        int code = run(new BenchSearchCommand(), out, new StringWriter(), "shogi", "--nodes", "2000", "--passes", "1",
                "--material");
        assertEquals(0, code, out.toString());
        List<String> lines = out.toString().lines().toList();
        assertTrue(lines.get(lines.size() - 1).matches("nps \\d+"), out.toString());
    }
}
