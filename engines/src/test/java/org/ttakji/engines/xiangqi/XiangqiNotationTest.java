package org.ttakji.engines.xiangqi;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.ttakji.engines.core.IllegalMoveException;
import org.ttakji.engines.core.MoveList;
import org.ttakji.engines.core.NotationException;
import org.ttakji.engines.core.SplitMix64;

/** Coordinates, WXF and Chinese notation: examples, column conventions and round trips. */
class XiangqiNotationTest {
    private static final XiangqiRules RULES = new XiangqiRules();

    private static XiangqiPosition position(String fen) {
        return RULES.fromFen(fen, RULES.defaultRules());
    }

    private static int coord(XiangqiPosition p, String text) {
        return XiangqiNotation.parseCoordinates(p, text, CoordinateRanks.ZERO_BASED);
    }

    /** Asserts that the coordinate move reads and writes as the WXF and Chinese texts. */
    private static void assertNotations(XiangqiPosition p, String coordinates, String wxf, String chinese) {
        int move = coord(p, coordinates);
        assertEquals(wxf, XiangqiNotation.toWxf(p, move), "WXF of " + coordinates);
        assertEquals(chinese, XiangqiNotation.toChinese(p, move), "Chinese of " + coordinates);
        assertEquals(move, XiangqiNotation.parseWxf(p, wxf), "reading " + wxf);
        assertEquals(move, XiangqiNotation.parseChinese(p, chinese), "reading " + chinese);
    }

    @Test
    void coordinatesUseRanksZeroToNine() {
        XiangqiPosition p = position(Fen.START);
        int move = RULES.parseMachine(p, "h2e2");
        assertEquals("h2e2", RULES.toMachine(p, move));
        assertEquals(move, RULES.parseMachine(p, "H2-E2"), "ICCS form");
        assertEquals(move, XiangqiNotation.parseCoordinates(p, "h2e2", CoordinateRanks.ZERO_BASED));
    }

    @Test
    void coordinatesAcceptRanksOneToTenWhereUnambiguous() {
        XiangqiPosition p = position(Fen.START);
        int cannon = coord(p, "h2e2");
        assertEquals(cannon, RULES.parseMachine(p, "h3e3"), "h3e3 is no move with ranks 0..9, so it is read as 1..10");
        assertEquals(cannon, XiangqiNotation.parseCoordinates(p, "h3e3", CoordinateRanks.ONE_BASED));
        assertEquals(coord(p, "a0a1"), RULES.parseMachine(p, "a0a1"), "rank 0 means ranks 0..9");
        XiangqiPosition black = position("rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR b - - 0 1");
        assertEquals(coord(black, "a9a8"), RULES.parseMachine(black, "a10a9"), "rank 10 means ranks 1..10");
        assertThrows(NotationException.class, () -> XiangqiNotation.parseCoordinates(p, "a0a1", CoordinateRanks.ONE_BASED));
        assertThrows(IllegalMoveException.class, () -> XiangqiNotation.parseCoordinates(p, "h3e3", CoordinateRanks.ZERO_BASED));
        assertThrows(NotationException.class, () -> RULES.parseMachine(p, "j2e2"));
        assertThrows(IllegalMoveException.class, () -> RULES.parseMachine(p, "e5e6"));
    }

    @Test
    void openingMovesInWxfAndChinese() {
        XiangqiPosition p = position(Fen.START);
        assertNotations(p, "h2e2", "C2.5", "炮二平五");
        assertNotations(p, "h0g2", "H2+3", "馬二進三");
        assertNotations(p, "g0e2", "E3+5", "相三進五");
        assertNotations(p, "f0e1", "A4+5", "仕四進五");
        assertNotations(p, "e0e1", "K5+1", "帥五進一");
        assertNotations(p, "i0i1", "R1+1", "車一進一");
        assertNotations(p, "c3c4", "P7+1", "兵七進一");
        assertNotations(p, "h2h9", "C2+7", "炮二進七");
        p.makeMove(coord(p, "h2e2"));
        assertNotations(p, "h9g7", "H8+7", "馬８進７");
        assertNotations(p, "h7e7", "C8.5", "炮８平５");
        assertNotations(p, "c6c5", "P3+1", "卒３進１");
        assertNotations(p, "c9e7", "E3+5", "象３進５");
        assertNotations(p, "d9e8", "A4+5", "士４進５");
    }

    @Test
    void frontAndRearMarkTwoPiecesOnOneFile() {
        XiangqiPosition red = position("4k4/9/9/9/9/9/R8/9/R8/3K5 w - - 0 1");
        assertNotations(red, "a3b3", "R+.8", "前車平八");
        assertNotations(red, "a1b1", "R-.8", "後車平八");
        assertNotations(red, "a3a4", "R++1", "前車進一");
        assertNotations(red, "a1a2", "R-+1", "後車進一");
        assertNotations(red, "a3a2", "R+-1", "前車退一");
        assertNotations(red, "a1a0", "R--1", "後車退一");
        XiangqiPosition black = position("1n2k4/9/1n7/9/9/9/9/9/9/3K5 b - - 0 1");
        assertNotations(black, "b7c5", "H++3", "前馬進３");
        assertNotations(black, "b9c7", "H-+3", "後馬進３");
        assertNotations(black, "b9d8", "H-+4", "後馬進４");
        assertNotations(black, "b7d8", "H+-4", "前馬退４");
    }

    @Test
    void advisorsAndElephantsOnOneFileKeepTheirFile() {
        XiangqiPosition p = position("5k3/9/9/9/9/2B6/9/3A5/9/2BAK4 w - - 0 1");
        assertNotations(p, "c0e2", "E7+5", "相七進五");
        assertNotations(p, "c4e2", "E7-5", "相七退五");
        assertNotations(p, "d0e1", "A6+5", "仕六進五");
        assertNotations(p, "d2e1", "A6-5", "仕六退五");
        assertEquals(coord(p, "c0e2"), XiangqiNotation.parseChinese(p, "後相進五"), "front/rear accepted on input");
    }

    @Test
    void threeSoldiersOnAFileAreFrontMiddleRear() {
        XiangqiPosition p = position("9/4k4/2P6/2P6/2P6/9/9/9/9/3K5 w - - 0 1");
        assertNotations(p, "c7b7", "P+.8", "前兵平八");
        assertNotations(p, "c6b6", "P7.8", "中兵平八");
        assertNotations(p, "c5b5", "P-.8", "後兵平八");
        assertNotations(p, "c7c8", "P++1", "前兵進一");
        XiangqiPosition black = position("3k5/9/9/9/9/9/6p2/6p2/6p2/4K4 b - - 0 1");
        assertNotations(black, "g1f1", "P+.6", "前卒平６");
        assertNotations(black, "g2f2", "P7.6", "中卒平６");
        assertNotations(black, "g3f3", "P-.6", "後卒平６");
        assertNotations(black, "g1g0", "P++1", "前卒進１");
    }

    @Test
    void fourAndFiveSoldiersOnAFileAreCountedFromTheFront() {
        XiangqiPosition four = position("9/2P1k4/2P6/2P6/2P6/9/9/9/9/3K5 w - - 0 1");
        assertNotations(four, "c8b8", "++.8", "一兵平八");
        assertNotations(four, "c7b7", "P+.8", "二兵平八");
        assertNotations(four, "c6b6", "P-.8", "三兵平八");
        assertNotations(four, "c5b5", "--.8", "四兵平八");
        XiangqiPosition five = position("2P6/2P1k4/2P6/2P6/2P6/9/9/9/9/3K5 w - - 0 1");
        assertNotations(five, "c9b9", "++.8", "一兵平八");
        assertNotations(five, "c8b8", "P+.8", "二兵平八");
        assertNotations(five, "c7b7", "P7.8", "三兵平八");
        assertNotations(five, "c6b6", "P-.8", "四兵平八");
        assertNotations(five, "c5b5", "--.8", "五兵平八");
    }

    @Test
    void soldiersOnTwoFilesNameTheFileInsteadOfThePiece() {
        XiangqiPosition p = position("9/4k4/2P6/2P3P2/2P3P2/9/9/9/9/3K5 w - - 0 1");
        assertNotations(p, "c7b7", "7+.8", "前七平八");
        assertNotations(p, "c6b6", "77.8", "中七平八");
        assertNotations(p, "c5b5", "7-.8", "後七平八");
        assertNotations(p, "g6h6", "3+.2", "前三平二");
        assertNotations(p, "g5h5", "3-.2", "後三平二");
    }

    @Test
    void badAndAmbiguousTextIsRejectedWithItsReason() {
        XiangqiPosition start = position(Fen.START);
        assertThrows(NotationException.class, () -> XiangqiNotation.parseWxf(start, "C2.0"));
        assertThrows(NotationException.class, () -> XiangqiNotation.parseWxf(start, "X2.5"));
        assertThrows(IllegalMoveException.class, () -> XiangqiNotation.parseWxf(start, "C2+6"));
        assertThrows(NotationException.class, () -> XiangqiNotation.parseChinese(start, "炮二走五"));
        assertThrows(IllegalMoveException.class, () -> XiangqiNotation.parseChinese(start, "馬二平三"));
        XiangqiPosition tandem = position("4k4/9/9/9/9/9/R8/9/R8/3K5 w - - 0 1");
        NotationException e = assertThrows(NotationException.class, () -> XiangqiNotation.parseWxf(tandem, "R9.8"));
        assertTrue(e.getMessage().contains("ambiguous"), e.getMessage());
        assertEquals(coord(tandem, "a3a9"), XiangqiNotation.parseWxf(tandem, "R9+6"),
                "the file alone is accepted when only one of the two can make the move");
        assertEquals(coord(start, "h2e2"), XiangqiNotation.parseWxf(start, "C2=5"), "= for sideways");
        assertEquals(coord(start, "h2e2"), XiangqiNotation.parseChinese(start, "砲2平5"), "variant characters and digits");
    }

    @Test
    void wxfAndChineseRoundTripOnRandomGames() {
        SplitMix64 random = new SplitMix64(3);
        MoveList moves = new MoveList();
        List<String> starts = List.of(Fen.START, "9/4k4/2P6/2P3P2/2P3P2/9/9/9/9/3K5 w - - 0 1",
                "2P6/2P1k4/2P6/2P6/2P6/9/9/9/9/3K5 w - - 0 1", "3k5/9/9/9/9/9/6p2/6p2/6p2/4K4 b - - 0 1",
                "1n2k4/9/1n7/9/9/9/9/9/9/3K5 b - - 0 1");
        int checked = 0;
        for (String fen : starts) {
            for (int game = 0; game < 20; game++) {
                XiangqiPosition p = position(fen);
                for (int ply = 0; ply < 120 && !p.ruleStatus().isOver(); ply++) {
                    moves.clear();
                    p.generateLegal(moves);
                    if (moves.isEmpty()) {
                        break;
                    }
                    Set<String> wxf = new HashSet<>();
                    Set<String> chinese = new HashSet<>();
                    for (int i = 0; i < moves.size(); i++) {
                        int m = moves.get(i);
                        String w = XiangqiNotation.toWxf(p, m);
                        String c = XiangqiNotation.toChinese(p, m);
                        assertTrue(wxf.add(w), "two moves written " + w + " in " + p.toFen());
                        assertTrue(chinese.add(c), "two moves written " + c + " in " + p.toFen());
                        assertEquals(m, XiangqiNotation.parseWxf(p, w), w + " in " + p.toFen());
                        assertEquals(m, XiangqiNotation.parseChinese(p, c), c + " in " + p.toFen());
                        checked++;
                    }
                    p.makeMove(moves.get(random.nextInt(moves.size())));
                }
            }
        }
        assertTrue(checked > 10_000, "moves checked: " + checked);
    }
}
