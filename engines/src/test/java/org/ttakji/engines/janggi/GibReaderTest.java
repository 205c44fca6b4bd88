package org.ttakji.engines.janggi;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.ttakji.engines.core.NotationException;

/** The {@code .gib} reader and notation on small hand-made records (the real set is in GibReplayTest). */
class GibReaderTest {
    private static final JanggiRules RULES = new JanggiRules();

    /** Two games, CRLF lines, every move spelling, suffixes, a pass, comments, time marks and debris. */
    private static final String FILE = String.join("\r\n",
            "\uFFFD[대회명 \"[(9급)a]VS[(7급)b]\"]",
            "[초차림 \"마상상마\"]",
            "[한차림 \"마상마상\"]",
            "[총수 \"10\"]",
            "",
            "{여러 줄",
            "주석} 1. 79졸78 <0> 2. 41漢兵42 3. 02楚馬83 {짧은 주석}",
            "4. 12마33 5. 한수쉼 6. 49한병48 7. h3卒h4 8. 45兵44",
            "9. 68초졸58장군 10. 48병58타졸",
            "\u001a",
            "[대회명 \"둘째\"]",
            "[초포진 \"상마상마\"]",
            "[한포진 \"상마마상\"]",
            "1. 71卒72");

    @Test
    void readsTagsAndMovesAndSkipsCommentsTimeMarksAndDebris() {
        List<GibRecord> games = GibReader.parse(FILE, "test.gib");
        assertEquals(2, games.size());
        GibRecord first = games.get(0);
        assertEquals("[(9급)a]VS[(7급)b]", first.tags().get("대회명"), "a value may hold brackets");
        assertEquals(List.of("79졸78", "41漢兵42", "02楚馬83", "12마33", "한수쉼", "49한병48", "h3卒h4", "45兵44",
                "68초졸58장군", "48병58타졸"), first.moves());
        assertEquals(1, first.line());
        assertEquals("상마상마", games.get(1).tags().get("초포진"));
        assertEquals(11, games.get(1).line(), "line numbers count the lines of the multi-line comment");
        assertEquals("test.gib#2", games.get(1).id());
    }

    @Test
    void everyMoveSpellingReadsTheSameMove() {
        GibNotation.GibMove plain = GibNotation.parseMove("79졸78");
        for (String spelling : List.of("79卒78", "79楚卒78", "79초졸78", "i3卒h3", "79졸78장군", "79졸78타포장군")) {
            GibNotation.GibMove m = GibNotation.parseMove(spelling);
            assertEquals(plain.from(), m.from(), spelling);
            assertEquals(plain.to(), m.to(), spelling);
            assertEquals(JanggiPiece.SOLDIER, m.type(), spelling);
        }
        assertEquals(0, GibNotation.parseMove("79楚卒78").side());
        assertEquals(1, GibNotation.parseMove("41한병42").side());
        assertEquals(-1, plain.side());
        assertTrue(GibNotation.parseMove("한수쉼").pass());
    }

    @Test
    void pointsAreRowThenColumnWithRowZeroChosBackRank() {
        GibNotation.GibMove m = GibNotation.parseMove("02마83");
        assertEquals("b0", org.ttakji.engines.grid.Grid9x10.name(m.from()));
        assertEquals("c2", org.ttakji.engines.grid.Grid9x10.name(m.to()));
        GibNotation.GibMove han = GibNotation.parseMove("12마33");
        assertEquals("b9", org.ttakji.engines.grid.Grid9x10.name(han.from()));
    }

    @Test
    void unreadableMovesAreRejectedClearly() {
        assertThrows(NotationException.class, () -> GibNotation.parseMove("79X78"));
        assertThrows(NotationException.class, () -> GibNotation.parseMove("70졸78"));
        assertThrows(NotationException.class, () -> GibNotation.parseMove("79졸"));
        assertThrows(NotationException.class, () -> GibNotation.parseMove("79궁졸78"));
    }

    @Test
    void boardStringsReadHangulPiecesAsHanAndHanjaAsCho() {
        List<String> problems = new ArrayList<>();
        int[] board = GibNotation.parseBoard(
                "차마상사1사상마차/4장/1포5포/졸1졸1졸1졸1졸///兵1兵1兵1兵1兵/1包5包/4將/車馬象士1士象馬車 한 접장기", problems);
        assertEquals(List.of(), problems);
        String fen = Fen.write(board, 0, 0, 1);
        assertEquals("rnba1abnr/4k4/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/4K4/RNBA1ABNR w - - 0 1", fen);
    }

    @Test
    void decodingReplacesInvalidBytes() {
        byte[] good = "[대회명 \"x\"]\n1. 79졸78".getBytes(GibReader.CP949);
        byte[] bytes = new byte[good.length + 2];
        bytes[0] = (byte) 0xFF;
        bytes[1] = (byte) 0xFF;
        System.arraycopy(good, 0, bytes, 2, good.length);
        String text = GibReader.decode(bytes);
        assertTrue(text.indexOf('\uFFFD') >= 0);
        assertEquals(List.of("79졸78"), GibReader.parse(text, "x").get(0).moves());
    }

    @Test
    void aRecordReplaysUnderTournamentRules() {
        GibReplay.Result r = GibReplay.replay(GibReader.parse(FILE, "test.gib").get(0), RULES);
        assertTrue(r.legal(), r.rejection());
        assertEquals(GibReplay.Start.FORMATIONS, r.start());
        assertEquals("rnba1anbr/4k4/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/4K4/RNBA1ABNR w - - 0 1", r.startFen());
        assertEquals(List.of("i3h3", "a6b6", "b0c2", "b9c7", "pass", "i6h6", "h3h4", "e6d6", "h4h5", "h6h5"),
                r.moves());
        GibReplay.Result second = GibReplay.replay(GibReader.parse(FILE, "test.gib").get(1), RULES);
        assertTrue(second.legal(), second.rejection());
        assertEquals("rbna1anbr/4k4/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/4K4/RBNA1ABNR w - - 0 1", second.startFen());
    }

    @Test
    void aMoveNamingAnotherPieceIsRejected() {
        GibRecord record = new GibRecord("x", 1, 1, java.util.Map.of("초차림", "마상상마", "한차림", "마상상마"),
                List.of("02상83"));
        GibReplay.Result r = GibReplay.replay(record, RULES);
        assertFalse(r.legal());
        assertTrue(r.rejection().startsWith("wrong-piece: ply 1 02상83"), r.rejection());
    }

    @Test
    void aPassTokenIsAPass() {
        GibRecord record = new GibRecord("x", 1, 1, java.util.Map.of("초차림", "마상상마", "한차림", "마상상마"),
                List.of("한수쉼"));
        assertEquals(List.of("pass"), GibReplay.replay(record, RULES).moves());
    }

    @Test
    void twoPassesEndTheGameOnlyUnderTheReferenceReading() {
        GibRecord record = new GibRecord("x", 1, 1, java.util.Map.of("초차림", "마상상마", "한차림", "마상상마"),
                List.of("한수쉼", "한수쉼", "79졸78"));
        assertTrue(GibReplay.replay(record, RULES, false).legal());
        GibReplay.Result reference = GibReplay.replay(record, RULES, true);
        assertTrue(reference.rejection().startsWith("after-double-pass: ply 3"), reference.rejection());
    }
}
