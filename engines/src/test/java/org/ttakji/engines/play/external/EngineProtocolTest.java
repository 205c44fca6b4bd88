package org.ttakji.engines.play.external;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.ttakji.engines.core.LabInputException;
import org.ttakji.engines.search.Scores;

/** The protocols' lines: options, positions, go, bestmove and scores, as each protocol writes them. */
class EngineProtocolTest {

    private static Integer score(EngineProtocol p, String info) {
        String[] w = info.split(" ");
        return p.score(w, List.of(w).indexOf("score"));
    }

    @Test
    void uciMateIsInMovesUsiMateInPliesUcciPlainCentipawns() {
        assertEquals(Scores.MATE - 5, score(EngineProtocol.UCI, "info depth 9 score mate 3 pv"));
        assertEquals(-(Scores.MATE - 4), score(EngineProtocol.UCI, "info score mate -2"));
        assertEquals(Scores.MATE - 5, score(EngineProtocol.USI, "info score mate 5"));
        assertEquals(-(Scores.MATE - 4), score(EngineProtocol.USI, "info score mate -4"));
        assertEquals(Scores.MATE - 1, score(EngineProtocol.USI, "info score mate +"));
        assertEquals(35, score(EngineProtocol.UCI, "info score cp 35 lowerbound"));
        assertEquals(-35, score(EngineProtocol.UCCI, "info depth 3 score -35 pv"));
        assertEquals(Scores.MATE - 3, score(EngineProtocol.UCCI, "info score " + (Scores.MATE - 3)));
        assertEquals(Scores.MAX_EVAL, score(EngineProtocol.UCI, "info score cp 99999"), "never read as a mate");
        assertNull(score(EngineProtocol.UCI, "info score cp"));
    }

    @Test
    void bestMoveAndNoMove() {
        assertEquals("e2e4", EngineProtocol.UCI.bestMove("bestmove e2e4 ponder e7e5"));
        assertEquals("", EngineProtocol.UCI.bestMove("bestmove (none)"));
        assertEquals("", EngineProtocol.UCI.bestMove("bestmove 0000"));
        assertEquals("", EngineProtocol.USI.bestMove("bestmove resign"));
        assertEquals("win", EngineProtocol.USI.bestMove("bestmove win"));
        assertEquals("", EngineProtocol.UCCI.bestMove("nobestmove"));
        assertNull(EngineProtocol.UCI.bestMove("info depth 3"));
    }

    @Test
    void optionsPositionsAndGo() {
        assertEquals("setoption name Skill Level value 5", EngineProtocol.UCI.setOption("Skill Level", "5"));
        assertEquals("setoption hashsize 16", EngineProtocol.UCCI.setOption("hashsize", "16"));
        assertEquals("Skill Level", EngineProtocol.UCI.announcedOption("option name Skill Level type spin default 20"));
        assertEquals("usemillisec", EngineProtocol.UCCI.announcedOption("option usemillisec type check default false"));
        assertNull(EngineProtocol.UCI.announcedOption("id name X"));
        assertEquals("position sfen 9/9 b - 1", EngineProtocol.USI.position("sfen 9/9 b - 1", List.of()));
        assertEquals("position fen F moves a b", EngineProtocol.UCI.position("fen F", List.of("a", "b")));
        assertEquals("go depth 3 nodes 100 searchmoves a b", EngineProtocol.UCI.go(3, 100L, List.of("a", "b")));
        assertEquals("go nodes 100", EngineProtocol.UCCI.go(null, 100L, List.of()));
        assertEquals(EngineProtocol.USI, EngineProtocol.parse("USI"));
        assertThrows(LabInputException.class, () -> EngineProtocol.parse("xboard"));
    }

    @Test
    void optionNamesCompareWithoutCaseUnderscoresOrTheUciUsiPrefix() {
        assertEquals(ExternalEngine.normal("Skill Level"), ExternalEngine.normal("skill_level"));
        assertEquals(ExternalEngine.normal("UCI_Elo"), ExternalEngine.normal("USI_Elo"));
        assertEquals(ExternalEngine.normal("Hash"), ExternalEngine.normal("USI_Hash"));
    }
}
