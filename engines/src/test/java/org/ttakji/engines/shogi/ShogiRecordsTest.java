package org.ttakji.engines.shogi;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.ttakji.engines.core.IllegalMoveException;
import org.ttakji.engines.core.NotationException;

/** The CSA, KIF and KI2 readers on small hand-written records. */
class ShogiRecordsTest {
    private static byte[] utf8(String s) {
        return s.getBytes(StandardCharsets.UTF_8);
    }

    @Test
    void csaReadsHandicapRemovalsCommaStatementsAndPromotionByChangedPiece() {
        String csa = """
                'a comment
                V2.2
                N+alice
                N-bob
                $EVENT:test
                PI82HI22KA
                -
                -3334FU,T3
                +7776FU
                T4
                -9394FU
                +8822UM
                %KACHI,'* 5000 win
                +5958OU
                """;
        ShogiRecord r = ShogiRecords.parse("test.csa", utf8(csa));
        assertEquals("lnsgkgsnl/9/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1", r.startSfen());
        assertEquals(List.of("3c3d", "7g7f", "9c9d", "8h2b+"), r.moves());
        assertEquals(RecordEnding.DECLARATION, r.ending());
        assertEquals("alice", r.headers().get("sente"));
        assertEquals("test", r.headers().get("EVENT"));
        assertEquals("CSA", r.format());
    }

    @Test
    void csaReadsRowsHandsAndAllTheRestInHand() {
        String csa = """
                P1 *  *  *  * -OU *  *  *  *\s
                P2 *  *  *  *  *  *  *  *  *\s
                P3 *  *  *  *  *  *  *  *  *\s
                P4 *  *  *  *  *  *  *  *  *\s
                P5 *  *  *  *  *  *  *  *  *\s
                P6 *  *  *  *  *  *  *  *  *\s
                P7 *  *  *  *  *  *  *  *  *\s
                P8 *  *  *  *  *  *  *  *  *\s
                P9 *  *  *  * +OU *  *  *  *\s
                P+00HI00KA
                P-00AL
                +
                +0055KA
                -5152OU
                %TORYO
                """;
        ShogiRecord r = ShogiRecords.parse("rows.csa", utf8(csa));
        assertEquals("4k4/9/9/9/9/9/9/9/4K4 b RBrb4g4s4n4l18p 1", r.startSfen());
        assertEquals(List.of("B*5e", "5a5b"), r.moves());
        assertEquals(RecordEnding.RESIGNATION, r.ending());
    }

    private static final String KIF = """
            #KIF version=2.0 encoding=UTF-8
            開始日時：2026/11/30
            手合割：平手　　
            先手：A
            後手：B
            手数----指手---------消費時間--
               1 ７六歩(77)   ( 0:01/00:00:01)
               2 ３四歩(33)   ( 0:02/00:00:02)
               3 ２二角成(88)
               4 同　銀(31)
            *a comment
               5 ５五角打
               6 投了
            まで5手で先手の勝ち
            変化：3手
               3 ６六歩(67)
            """;

    @Test
    void kifReadsSameSquareDropsPromotionAndSkipsVariations() {
        ShogiRecord r = ShogiRecords.parse("game.kif", utf8(KIF));
        assertEquals(ShogiRules.START_SFEN, r.startSfen());
        assertEquals(List.of("7g7f", "3c3d", "8h2b+", "3a2b", "B*5e"), r.moves());
        assertEquals(RecordEnding.RESIGNATION, r.ending());
        assertEquals("A", r.headers().get("先手"));
        assertNull(r.foulMove());
    }

    @Test
    void kifIsReadInShiftJisOrUtf8WithByteOrderMark() {
        String plain = KIF.replace("#KIF version=2.0 encoding=UTF-8\n", "");
        List<String> moves = ShogiRecords.parse("game.kif", utf8(KIF)).moves();
        assertEquals(moves, ShogiRecords.parse("sjis.kif", plain.getBytes(JapaneseText.SHIFT_JIS)).moves());
        byte[] body = utf8(plain);
        byte[] bom = new byte[body.length + 3];
        bom[0] = (byte) 0xEF;
        bom[1] = (byte) 0xBB;
        bom[2] = (byte) 0xBF;
        System.arraycopy(body, 0, bom, 3, body.length);
        assertEquals(moves, ShogiRecords.parse("bom.kif", bom).moves());
        assertEquals(moves, ShogiRecords.parseText("no-extension", plain).moves());
    }

    @Test
    void kifReadsBoardDiagramsNonPromotionAndAbbreviatedPromotedNames() {
        String kif = """
                後手の持駒：なし
                  ９ ８ ７ ６ ５ ４ ３ ２ １
                +---------------------------+
                | ・ ・ ・ ・v玉 ・ ・ ・ ・|一
                | ・ ・ ・ ・ ・ ・ ・ ・ ・|二
                | ・ ・ ・ ・ ・ ・ ・ ・ ・|三
                | ・ ・ ・ ・ ・ ・ ・ 銀 ・|四
                | ・ ・ ・ ・ ・ ・ ・ 桂 ・|五
                | ・ ・ ・ ・ ・ ・ ・ ・ ・|六
                | ・ ・ ・ ・ ・ ・ ・ ・ ・|七
                | ・ ・ ・ ・ ・ ・ ・ ・ ・|八
                | ・ ・ ・ ・ 玉 ・ ・ ・ ・|九
                +---------------------------+
                先手の持駒：歩二
                手数----指手---------消費時間--
                1 ２三銀成(24)
                2 ５二玉(51)
                3 １三桂不成(25)
                4 ５一玉(52)
                5 ２二全(23)
                """;
        ShogiRecord r = ShogiRecords.parse("bod.kif", utf8(kif));
        assertEquals("4k4/9/9/7S1/7N1/9/9/9/4K4 b 2P 1", r.startSfen());
        assertEquals(List.of("2d2c+", "5a5b", "2e1c", "5b5a", "2c2b"), r.moves());
        assertEquals(RecordEnding.NONE, r.ending());
    }

    @Test
    void kifKeepsAFinalFoulThatTheRecordMarks() {
        String kif = "1 ７六歩(77)\n2 ３四歩(33)\n3 ７五歩(77)\n*反則手にて終局\n";
        ShogiRecord r = ShogiRecords.parse("foul.kif", utf8(kif));
        assertEquals(RecordEnding.ILLEGAL_MOVE, r.ending());
        assertEquals("７五歩(77)", r.foulMove());
        assertEquals(List.of("7g7f", "3c3d"), r.moves());
    }

    @Test
    void illegalMoveInARecordNamesTheFileLineAndPly() {
        IllegalMoveException e = assertThrows(IllegalMoveException.class,
                () -> ShogiRecords.parse("bad.kif", utf8("1 ７六歩(77)\n2 ７五歩(77)\n3 投了\n")));
        assertTrue(e.getMessage().contains("bad.kif line 2, ply 2"), e.getMessage());
        NotationException h = assertThrows(NotationException.class,
                () -> ShogiRecords.parse("h.kif", utf8("手合割：十九枚落ち\n1 ７六歩(77)\n")));
        assertTrue(h.getMessage().contains("unknown handicap"), h.getMessage());
        assertThrows(NotationException.class, () -> ShogiRecords.parse("x.kif", utf8("1 ７六竜王\n")));
    }

    @Test
    void ki2ResolvesRelativeQualifiersSameSquareAndImplicitDrops() {
        String ki2 = """
                手合割：平手
                先手：A
                後手：B

                ▲５八金右 △５二金左 ▲６八金寄 △３四歩 ▲７六歩
                △８八角成 ▲同　銀 △５五角
                まで8手で後手の勝ち
                """;
        ShogiRecord r = ShogiRecords.parse("q.ki2", utf8(ki2));
        assertEquals(List.of("4i5h", "4a5b", "5h6h", "3c3d", "7g7f", "2b8h+", "7i8h", "B*5e"), r.moves());
        assertEquals(RecordEnding.WIN, r.ending());
        assertEquals("KI2", r.format());
        NotationException e = assertThrows(NotationException.class,
                () -> ShogiRecords.parse("amb.ki2", utf8("▲５八金\n")));
        assertTrue(e.getMessage().contains("ambiguous"), e.getMessage());
    }

    @Test
    void ki2StraightUpAndBackQualifiersOnABoardDiagram() {
        String ki2 = """
                後手の持駒：なし
                  ９ ８ ７ ６ ５ ４ ３ ２ １
                +---------------------------+
                | ・ ・ ・ ・v玉 ・ ・ ・ ・|一
                | ・ ・ ・ ・ ・ ・ ・ ・ ・|二
                | ・ ・ ・ ・ ・ ・ ・ ・ ・|三
                | ・ ・ ・ ・ ・ 銀 ・ ・ ・|四
                | ・ ・ ・ ・ ・ ・ ・ ・ ・|五
                | ・ ・ ・ ・ ・ 銀 ・ ・ ・|六
                | ・ ・ ・ ・ ・ 金 ・ ・ ・|七
                | ・ ・ ・ ・ 金 ・ ・ ・ ・|八
                | ・ ・ ・ ・ 玉 ・ ・ ・ ・|九
                +---------------------------+
                先手の持駒：なし
                ▲５五銀引 △５二玉 ▲５七金直 △５一玉 ▲４五銀上
                """;
        ShogiRecord r = ShogiRecords.parse("q.ki2", utf8(ki2));
        assertEquals(List.of("4d5e", "5a5b", "5h5g", "5b5a", "4f4e"), r.moves());
    }
}
