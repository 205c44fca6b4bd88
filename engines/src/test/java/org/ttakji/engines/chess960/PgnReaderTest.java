package org.ttakji.engines.chess960;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.StringReader;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.ttakji.engines.core.LabInputException;
import org.ttakji.engines.core.Result;

class PgnReaderTest {
    private static List<PgnGame> read(String text) {
        return new PgnReader(new StringReader(text), "test.pgn").readAll();
    }

    @Test
    void readsTagsMovesAndResultSkippingCommentsVariationsAndNags() {
        String pgn = """
                [Event "TCEC"]
                [Variant "fischerandom"]
                [SetUp "1"]
                [FEN "rknqbbrn/pppppppp/8/8/8/8/PPPPPPPP/RKNQBBRN w KQkq - 0 1"]
                [Result "1-0"]
                [Termination "adjudication"]

                { WhiteEngineOptions: Protocol=UCI; a } 1. Ng3 { d=27, pv=Ng3 Ng6 {nested-looking} e6 (1... d5 {c} 2. d4 (2. e4)) $1
                e6 2. a4 ; a rest-of-line comment 3. h4
                a5 3...b6 4.O-O 1-0
                """;
        List<PgnGame> games = read(pgn);
        assertEquals(1, games.size());
        PgnGame g = games.get(0);
        assertEquals("rknqbbrn/pppppppp/8/8/8/8/PPPPPPPP/RKNQBBRN w KQkq - 0 1", g.fen());
        assertEquals("adjudication", g.tag("Termination"));
        assertTrue(g.isChess960());
        assertEquals(Result.FIRST_WINS, g.result());
        assertEquals("1-0", g.resultToken());
    }

    @Test
    void braceCommentsEndAtTheFirstClosingBrace() {
        PgnGame g = read("[Event \"x\"]\n\n1. e4 { a { b } e5 2. Nf3 *\n").get(0);
        assertEquals(List.of("e4", "e5", "Nf3"), g.moves());
        assertEquals("*", g.resultToken());
    }

    @Test
    void movesAreReadWithoutNumbers() {
        PgnGame g = read("[Event \"x\"]\n\n1.e4 e5 2. Nf3 2...Nc6 3.Bb5 a6 $14 1/2-1/2\n").get(0);
        assertEquals(List.of("e4", "e5", "Nf3", "Nc6", "Bb5", "a6"), g.moves());
    }

    @Test
    void headersOnlyGamesSeparatedByABlankLineAreSeparateGames() {
        String pgn = "[Event \"a\"]\n[Result \"1-0\"]\n[Variant \"chess 960\"]\n\n[Event \"b\"]\n[Result \"0-1\"]\n\n[Event \"c\"]\n";
        List<PgnGame> games = read(pgn);
        assertEquals(3, games.size());
        assertEquals("b", games.get(1).tag("Event"));
        assertEquals(Result.SECOND_WINS, games.get(1).result());
        assertTrue(games.get(1).moves().isEmpty());
        assertNull(games.get(0).resultToken());
        assertTrue(games.get(0).isChess960());
    }

    @Test
    void gamesWithoutResultTokenEndAtTheNextTags() {
        List<PgnGame> games = read("[Event \"a\"]\n\n1. e4 e5\n[Event \"b\"]\n\n1. d4 *");
        assertEquals(2, games.size());
        assertEquals(List.of("e4", "e5"), games.get(0).moves());
        assertEquals(4, games.get(1).line());
    }

    @Test
    void crLfAndEscapedQuotesAreHandled() {
        PgnGame g = read("[White \"Tal, \\\"M\\\"\"]\r\n\r\n1. e4 1-0\r\n").get(0);
        assertEquals("Tal, \"M\"", g.tag("White"));
    }

    @Test
    void variantTagSpellings() {
        for (String v : List.of("Chess960", "chess 960", "fischerandom", "Fischer Random", "FRC")) {
            assertTrue(read("[Variant \"" + v + "\"]\n\n*").get(0).isChess960(), v);
        }
        assertTrue(!read("[Variant \"crazyhouse\"]\n\n*").get(0).isChess960());
    }

    @Test
    void unterminatedCommentsAndTagsAreReportedWithTheirLine() {
        LabInputException e = assertThrows(LabInputException.class, () -> read("[Event \"x\"]\n\n1. e4 { never closed"));
        assertTrue(e.getMessage().contains("test.pgn line 3"), e.getMessage());
        assertThrows(LabInputException.class, () -> read("[Event \"x\n\n"));
    }
}
