package org.ttakji.engines.cli.protocol;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.ttakji.engines.core.Variant;

/** Scripted UCCI sessions: handshake, coordinates with ranks 0..9, banmoves, seconds, bye. */
class UcciProtocolTest {
    private static final String START = "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1";

    @Test
    void handshakeAnnouncesUcciOptionsAndUcciok() throws Exception {
        try (EngineDriver e = EngineDriver.ucci()) {
            List<String> lines = e.send("ucci").until(l -> l.equals("ucciok"));
            assertEquals("id name Ttakji Lab", lines.get(0));
            assertTrue(lines.contains("option usemillisec type check default false"), lines.toString());
            assertTrue(lines.contains("option hashsize type spin min 1 max 4096 default 16"), lines.toString());
            e.send("setoption hashsize 8", "setoption usemillisec true", "isready");
            e.lineStarting("readyok");
        }
    }

    @Test
    void coordinatesCountRanksFromRedsBackRankAtZero() throws Exception {
        String position = "fen " + START + " moves h2e2 h9g7";
        try (EngineDriver e = EngineDriver.ucci()) {
            e.send("position " + position, "go depth 3");
            List<String> lines = e.until(l -> l.startsWith("bestmove"));
            assertTrue(lines.stream().anyMatch(l -> l.matches("info depth \\d+ score -?\\d+ nodes \\d+ time \\d+ pv .+")),
                    lines.toString());
            String best = lines.get(lines.size() - 1).split(" ")[1];
            assertTrue(best.matches("[a-i][0-9][a-i][0-9]"), best);
            Legal.assertLegal(Variant.XIANGQI, position, best);
            e.send("position fen " + START + " moves h0g2 h7e7 i0h0", "go depth 1 searchmoves h9i7");
            assertEquals("h9i7", e.bestMove(), "searchmoves (an extension of UCCI) reads the same coordinates");
        }
    }

    @Test
    void banmovesExcludesMovesFromTheNextSearch() throws Exception {
        try (EngineDriver e = EngineDriver.ucci()) {
            e.send("position startpos", "go depth 2");
            String first = e.bestMove();
            e.send("position startpos", "banmoves " + first, "go depth 2");
            String second = e.bestMove();
            assertNotEquals(first, second);
            Legal.assertLegal(Variant.XIANGQI, "startpos", second);
        }
    }

    @Test
    void timesAreSecondsUnlessUsemillisec() throws Exception {
        UcciDialect dialect = new UcciDialect();
        EngineOptions options = new EngineOptions(dialect.options(Variant.XIANGQI));
        GoRequest go = new GoRequest();
        List<String> problems = new java.util.ArrayList<>();
        dialect.readGo(new Dialect.Tokens(List.of("time", "3", "increment", "1")), go, options, problems);
        assertEquals(List.of(), problems);
        assertEquals(3000L, go.timeMs[0], "3 s");
        assertEquals(1000L, go.incrementMs[0]);
        assertEquals(850, TimeBudget.limits(go, 0, 0, 5000).timeMs(), "3 s over 30 moves + 3/4 of the 1 s increment");
        options.set("usemillisec", "true");
        go = new GoRequest();
        dialect.readGo(new Dialect.Tokens(List.of("time", "3")), go, options, problems);
        assertEquals(3L, go.timeMs[0], "3 ms");
        try (EngineDriver e = EngineDriver.ucci()) {
            e.send("position startpos", "go time 3 increment 0");
            Legal.assertLegal(Variant.XIANGQI, "startpos", e.bestMove());
        }
    }

    @Test
    void noLegalMoveIsNobestmoveAndQuitIsBye() throws Exception {
        try (EngineDriver e = EngineDriver.ucci()) {
            e.send("position fen 3k5/4R4/4R4/9/9/9/9/9/9/4K4 b - - 0 1", "go depth 2");
            e.lineStarting("nobestmove");
            e.send("quit");
            e.lineStarting("bye");
            e.awaitEnd();
        }
    }
}
