package org.ttakji.engines.cli.protocol;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.ttakji.engines.core.Variant;

/** Scripted USI sessions: handshake, SFEN positions, drops, promotions, the declaration, byoyomi. */
class UsiProtocolTest {
    @Test
    void handshakeAnnouncesUsiOptionsAndUsiok() throws Exception {
        try (EngineDriver e = EngineDriver.usi()) {
            List<String> lines = e.send("usi").until(l -> l.equals("usiok"));
            assertTrue(lines.get(0).startsWith("id name Ttakji Lab"), lines.get(0));
            assertTrue(lines.contains("option name USI_Hash type spin default 16 min 1 max 4096"), lines.toString());
            assertTrue(lines.contains("option name USI_Ponder type check default false"), lines.toString());
            e.send("setoption name USI_Hash value 8", "setoption name USI_Ponder value true", "isready");
            e.lineStarting("readyok");
            e.send("usinewgame");
        }
    }

    @Test
    void goWithByoyomiAnswersALegalMove() throws Exception {
        String position = "startpos moves 7g7f 3c3d";
        try (EngineDriver e = EngineDriver.usi()) {
            e.send("position " + position, "go btime 0 wtime 0 byoyomi 300");
            List<String> lines = e.until(l -> l.startsWith("bestmove"));
            assertTrue(lines.stream().anyMatch(l -> l.matches("info depth \\d+ score cp -?\\d+ nodes \\d+ nps \\d+ time \\d+ pv .+")),
                    lines.toString());
            Legal.assertLegal(Variant.SHOGI, position, lines.get(lines.size() - 1).split(" ")[1]);
        }
    }

    @Test
    void aDropMateIsPlayedAndScoredInPlies() throws Exception {
        try (EngineDriver e = EngineDriver.usi()) {
            e.send("position sfen 4k4/9/4P4/9/9/9/9/9/4K4 b G 1", "go depth 3");
            List<String> lines = e.until(l -> l.startsWith("bestmove"));
            assertEquals("bestmove G*5b", lines.get(lines.size() - 1));
            assertTrue(lines.stream().anyMatch(l -> l.contains("score mate 1 ")), lines.toString());
        }
    }

    @Test
    void promotionsAreWrittenWithPlusAndReadBack() throws Exception {
        try (EngineDriver e = EngineDriver.usi()) {
            e.send("position startpos moves 7g7f 3c3d", "go depth 1 searchmoves 8h2b+");
            assertEquals("8h2b+", e.bestMove());
            String position = "startpos moves 7g7f 3c3d 8h2b+ 3a2b B*4e";
            e.send("position " + position, "go depth 2");
            Legal.assertLegal(Variant.SHOGI, position, e.bestMove());
        }
    }

    @Test
    void aWinningDeclarationIsBestmoveWin() throws Exception {
        try (EngineDriver e = EngineDriver.usi()) {
            e.send("position sfen 9/9/K8/9/9/9/9/9/8k b 2R2B4G4S4N4L18P 1", "go depth 2");
            assertEquals("win", e.bestMove());
        }
    }

    @Test
    void mateSearchIsNotImplementedAndNoMoveIsResign() throws Exception {
        try (EngineDriver e = EngineDriver.usi()) {
            e.send("position startpos", "go mate 1000");
            e.lineStarting("checkmate notimplemented");
            e.send("position sfen 4k4/4G4/4P4/9/9/9/9/9/4K4 w - 1", "go depth 2");
            assertEquals("resign", e.bestMove());
        }
    }

    @Test
    void stopDuringPonderAndGameover() throws Exception {
        try (EngineDriver e = EngineDriver.usi()) {
            e.send("position startpos", "go ponder btime 1000 wtime 1000 byoyomi 1000");
            e.lineStarting("info depth 1 ");
            assertFalse(e.linesFor(200).stream().anyMatch(l -> l.startsWith("bestmove")));
            e.send("stop");
            Legal.assertLegal(Variant.SHOGI, "startpos", e.bestMove());
            e.send("gameover win", "isready");
            e.lineStarting("readyok");
            e.send("quit");
            e.awaitEnd();
        }
    }
}
