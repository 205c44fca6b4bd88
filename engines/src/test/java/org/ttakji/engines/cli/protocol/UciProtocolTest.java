package org.ttakji.engines.cli.protocol;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.ttakji.engines.core.Variant;

/** Scripted UCI sessions through pipes: the handshake, searching, stopping, and bad input. */
class UciProtocolTest {
    private static final String INFO = "info depth \\d+ score (cp -?\\d+|mate -?\\d+) nodes \\d+ nps \\d+ time \\d+ pv .+";

    @Test
    void handshakeAnnouncesIdOptionsAndUciok() throws Exception {
        try (EngineDriver e = EngineDriver.uci()) {
            List<String> lines = e.send("uci").until(l -> l.equals("uciok"));
            assertTrue(lines.get(0).startsWith("id name Ttakji Lab"), lines.get(0));
            assertTrue(lines.contains("option name Hash type spin default 16 min 1 max 4096"), lines.toString());
            assertTrue(lines.contains("option name Level type combo default full var full var easy var normal var expert"),
                    lines.toString());
            assertTrue(lines.contains("option name UCI_Variant type combo default chess960 var chess960 var shogi"
                    + " var xiangqi var janggi var banqi"), lines.toString());
            assertTrue(lines.contains("option name UCI_Chess960 type check default true"), lines.toString());
            e.send("isready");
            assertTrue(e.until(l -> l.equals("readyok")).stream().anyMatch(l -> l.startsWith("info string chess960: full strength")));
        }
    }

    @Test
    void goDepthAnswersInfoLinesAndALegalBestMove() throws Exception {
        try (EngineDriver e = EngineDriver.uci()) {
            String position = "startpos moves e2e4 e7e5 g1f3";
            List<String> lines = e.send("ucinewgame", "position " + position, "go depth 3").until(l -> l.startsWith("bestmove"));
            List<String> infos = lines.stream().filter(l -> l.startsWith("info depth")).toList();
            assertEquals(3, infos.size(), lines.toString());
            infos.forEach(l -> assertTrue(l.matches(INFO), l));
            String best = lines.get(lines.size() - 1).split(" ")[1];
            Legal.assertLegal(Variant.CHESS960, position, best);
            assertTrue(infos.get(2).contains(" pv " + best), "the last PV starts with the best move: " + lines);
        }
    }

    @Test
    void stopEndsAnInfiniteSearchAndOnlyThenTheBestMoveIsSent() throws Exception {
        try (EngineDriver e = EngineDriver.uci()) {
            e.send("position startpos", "go infinite");
            e.lineStarting("info depth 1 ");
            assertFalse(e.linesFor(300).stream().anyMatch(l -> l.startsWith("bestmove")), "no bestmove before stop");
            e.send("stop");
            Legal.assertLegal(Variant.CHESS960, "startpos", e.bestMove());
        }
    }

    @Test
    void infiniteSearchThatFindsAMateStillWaitsForStop() throws Exception {
        try (EngineDriver e = EngineDriver.uci()) {
            // White mates in one (Qh7 is protected by the bishop? no: Ra8 mate on the back rank)
            e.send("position fen 6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1", "go infinite");
            e.until(l -> l.contains("score mate 1"));
            assertFalse(e.linesFor(300).stream().anyMatch(l -> l.startsWith("bestmove")), "no bestmove before stop");
            e.send("stop");
            assertEquals("a1a8", e.bestMove());
        }
    }

    @Test
    void isreadyIsAnsweredWhileSearching() throws Exception {
        try (EngineDriver e = EngineDriver.uci()) {
            e.send("position startpos", "go infinite");
            e.lineStarting("info depth 1 ");
            List<String> lines = e.send("isready").until(l -> l.equals("readyok"));
            assertFalse(lines.stream().anyMatch(l -> l.startsWith("bestmove")), lines.toString());
            e.send("stop");
            e.bestMove();
        }
    }

    @Test
    void quitDuringASearchEndsTheSession() throws Exception {
        EngineDriver e = EngineDriver.uci();
        e.send("position startpos", "go infinite");
        e.lineStarting("info depth 1 ");
        e.send("quit");
        e.awaitEnd();
        e.close();
    }

    @Test
    void chess960CastlingIsKingTakesRookInBothDirections() throws Exception {
        String fen = "rk4r1/pppppppp/8/8/8/8/PPPPPPPP/RK4R1 w AGag - 0 1";
        try (EngineDriver e = EngineDriver.uci()) {
            e.send("position fen " + fen, "go depth 1 searchmoves b1a1");
            assertEquals("b1a1", e.bestMove());
            e.send("position fen " + fen + " moves b1g1 b8a8", "go depth 2");
            Legal.assertLegal(Variant.CHESS960, "fen " + fen + " moves b1g1 b8a8", e.bestMove());
            e.send("position fen " + fen + " moves b1g1 b8a8 g1f1", "isready");
            assertTrue(e.until(l -> l.equals("readyok")).stream().anyMatch(l -> l.startsWith("info string error: position: move 3 'g1f1'")),
                    "after castling the king is on g1 and the rook on f1: " + e.transcript());
        }
    }

    @Test
    void withoutUciChess960CastlingFromTheEFileIsKingToDestination() throws Exception {
        String fen = "r3k2r/pppppppp/8/8/8/8/PPPPPPPP/R3K2R w KQkq - 0 1";
        try (EngineDriver e = EngineDriver.uci()) {
            e.send("setoption name UCI_Chess960 value false", "position fen " + fen, "go depth 1 searchmoves e1h1");
            assertEquals("e1g1", e.bestMove());
            e.send("position fen " + fen + " moves e1c1", "go depth 1 searchmoves e8g8");
            assertEquals("e8g8", e.bestMove());
            e.send("setoption name UCI_Chess960 value true", "go depth 1 searchmoves e8g8");
            assertEquals("e8h8", e.bestMove());
        }
    }

    @Test
    void badInputIsReportedAndTheEngineCarriesOn() throws Exception {
        try (EngineDriver e = EngineDriver.uci()) {
            e.send("frobnicate");
            assertTrue(e.error().contains("unknown command 'frobnicate'"));
            e.send("position startpos moves e2e5");
            assertTrue(e.error().contains("move 1 'e2e5'"));
            e.send("go depth 1");
            assertTrue(e.error().contains("no position"));
            assertEquals("0000", e.bestMove());
            e.send("position fen 8/8/8 w - - 0 1");
            assertTrue(e.error().startsWith("info string error: invalid position"));
            e.send("position");
            assertTrue(e.error().contains("expected startpos"));
            e.send("setoption name Hash value lots");
            assertTrue(e.error().contains("not a whole number"));
            e.send("setoption name NoSuchThing value 1");
            assertTrue(e.error().contains("unknown option 'NoSuchThing'"));
            e.send("setoption name Rules value promotion=sometimes");
            assertTrue(e.error().contains("promotion"));
            e.send("position startpos", "go depth 2 wtime banana");
            assertTrue(e.error().contains("'wtime' needs a number"));
            Legal.assertLegal(Variant.CHESS960, "startpos", e.bestMove());
            e.send("go depth -3 nodes 500");
            assertTrue(e.error().contains("go: 'depth' must be at least 1, got -3"));
            Legal.assertLegal(Variant.CHESS960, "startpos", e.bestMove());
            e.send("go nodes 0 depth 1");
            assertTrue(e.error().contains("go: 'nodes' must be at least 1, got 0"));
            Legal.assertLegal(Variant.CHESS960, "startpos", e.bestMove());
            e.send("isready");
            e.lineStarting("readyok");
        }
    }

    @Test
    void aLevelThatCannotLoadFallsBackToFullStrength() throws Exception {
        try (EngineDriver e = EngineDriver.uci()) {
            e.send("setoption name Weights value v0999", "isready");
            assertTrue(e.error().contains("v0999"));
            e.lineStarting("readyok");
            e.send("setoption name Level value easy", "setoption name Seed value 7", "isready");
            assertTrue(e.until(l -> l.equals("readyok")).stream().anyMatch(l -> l.startsWith("info string chess960: level easy")),
                    e.transcript());
            e.send("position startpos", "go wtime 10000 btime 10000");
            Legal.assertLegal(Variant.CHESS960, "startpos", e.bestMove());
        }
    }

    @Test
    void janggiPassIsAMoveAndZeroMovesReadAsPass() throws Exception {
        try (EngineDriver e = EngineDriver.uci()) {
            e.send("setoption name UCI_Variant value janggi", "position startpos moves pass 0000", "go depth 1 searchmoves pass");
            assertEquals("pass", e.bestMove());
            e.send("go depth 2");
            Legal.assertLegal(Variant.JANGGI, "startpos moves pass pass", e.bestMove());
        }
    }
}
