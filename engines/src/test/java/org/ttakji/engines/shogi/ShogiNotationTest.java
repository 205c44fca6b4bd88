package org.ttakji.engines.shogi;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.ttakji.engines.shogi.ShogiTesting.RULES;
import static org.ttakji.engines.shogi.ShogiTesting.play;
import static org.ttakji.engines.shogi.ShogiTesting.sfen;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.ttakji.engines.core.IllegalMoveException;
import org.ttakji.engines.core.InvalidPositionException;
import org.ttakji.engines.core.Move;
import org.ttakji.engines.core.NotationException;

/** SFEN, USI and Western notation: round trips, accepted variants and errors. */
class ShogiNotationTest {
    @Test
    void sfenRoundTrips() {
        for (String s : List.of(ShogiRules.START_SFEN,
                "l6nl/5+P1gk/2np1S3/p1p4Pp/3P2Sp1/1PPb2P1P/P5GS1/R8/LN4bKL w RGgsn5p 1",
                "R8/2K1S1SSk/4B4/9/9/9/9/9/1L1L1L3 b RBGSNLP3g3n17p 1",
                "4K4/9/9/9/9/9/9/9/4k4 b 2R2B4G4S4N4L18P 123",
                "+l+n+s+b+r4/9/9/9/4k4/9/9/9/K4+P+S+N+L w - 7")) {
            assertEquals(s, sfen(s).toFen());
        }
    }

    @Test
    void sfenAcceptsUsiPrefixesStartposAndMoves() {
        assertEquals(ShogiRules.START_SFEN, sfen("startpos").toFen());
        assertEquals(ShogiRules.START_SFEN, sfen("sfen " + ShogiRules.START_SFEN).toFen());
        assertEquals(ShogiRules.START_SFEN, sfen(ShogiRules.START_SFEN.replace(" 1", "")).toFen());
        ShogiPosition p = sfen("position startpos moves 7g7f 3c3d 8h2b+");
        assertEquals("lnsgkgsnl/1r5+B1/pppppp1pp/6p2/9/2P6/PP1PPPPPP/7R1/LNSGKGSNL w B 4", p.toFen());
        assertEquals(3, p.ply());
        p.unmakeMove();
        assertEquals("lnsgkgsnl/1r5b1/pppppp1pp/6p2/9/2P6/PP1PPPPPP/1B5R1/LNSGKGSNL b - 3", p.toFen(),
                "the moves are history: they can be taken back");
        assertEquals(p.toFen(), sfen("position sfen " + ShogiRules.START_SFEN + " moves 7g7f 3c3d").toFen());
    }

    @Test
    void malformedSfenListsEveryProblem() {
        InvalidPositionException e = assertThrows(InvalidPositionException.class, () ->
                sfen("lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSN x 2Z 1"));
        assertEquals(3, e.problems().size(), e.getMessage());
        assertTrue(e.getMessage().contains("rank i") && e.getMessage().contains("'x'") && e.getMessage().contains("'Z'"));
    }

    @Test
    void illegalSetupListsEveryProblem() {
        InvalidPositionException e = assertThrows(InvalidPositionException.class, () ->
                sfen("P3k3N/9/9/4P4/4P4/9/9/9/4K1K2 b 3R 1"));
        String m = e.getMessage();
        assertTrue(m.contains("P on 9a can never move"), m);
        assertTrue(m.contains("N on 1a can never move"), m);
        assertTrue(m.contains("sente has 2 kings"), m);
        assertTrue(m.contains("nifu"), m);
        assertTrue(m.contains("3 pieces of kind R"), m);
        assertEquals(5, e.problems().size(), m);
    }

    @Test
    void sideNotToMoveMayNotBeInCheck() {
        InvalidPositionException e = assertThrows(InvalidPositionException.class, () -> sfen("4k4/9/9/9/4R4/9/9/9/4K4 b - 1"));
        assertTrue(e.getMessage().contains("gote, not to move, is in check"), e.getMessage());
    }

    @Test
    void illegalMoveAfterMovesIsReportedWithItsNumber() {
        InvalidPositionException e = assertThrows(InvalidPositionException.class, () -> sfen("startpos moves 7g7f 7g7f"));
        assertTrue(e.getMessage().contains("move 2"), e.getMessage());
    }

    @Test
    void usiNotationRoundTrips() {
        ShogiPosition p = play(sfen("startpos"), "7g7f 3c3d");
        int promote = RULES.parseMachine(p, "8h2b+");
        assertEquals(Move.PROMOTION, Move.kind(promote));
        assertEquals("8h2b+", RULES.toMachine(p, promote));
        assertEquals("8h2b", RULES.toMachine(p, RULES.parseMachine(p, "8h2b")));
        play(p, "8h2b+ 3a2b");
        int drop = RULES.parseMachine(p, "B*5e");
        assertEquals(Move.DROP, Move.kind(drop));
        assertEquals("B*5e", RULES.toMachine(p, drop));
    }

    @Test
    void badUsiTextIsANotationErrorAndAnImpossibleMoveIsIllegal() {
        ShogiPosition p = sfen("startpos");
        assertThrows(NotationException.class, () -> RULES.parseMachine(p, "7g7"));
        assertThrows(NotationException.class, () -> RULES.parseMachine(p, "K*5e"));
        assertThrows(NotationException.class, () -> RULES.parseMachine(p, "7j7f"));
        IllegalMoveException e = assertThrows(IllegalMoveException.class, () -> RULES.parseMachine(p, "7g7e"));
        assertTrue(e.getMessage().contains("cannot move to 7e"), e.getMessage());
        assertTrue(assertThrows(IllegalMoveException.class, () -> RULES.parseMachine(p, "P*5e")).getMessage()
                .contains("no P in hand"));
        assertTrue(assertThrows(IllegalMoveException.class, () -> RULES.parseMachine(p, "3c3d")).getMessage()
                .contains("no sente piece on 3c"));
    }

    @Test
    void westernNotationWritesTheProductsForm() {
        ShogiPosition p = sfen("startpos");
        assertEquals("P-7f", RULES.toHuman(p, RULES.parseMachine(p, "7g7f")));
        assertEquals("G6i-5h", RULES.toHuman(p, RULES.parseMachine(p, "6i5h")), "both golds can reach 5h");
        assertEquals("G4i-5h", RULES.toHuman(p, RULES.parseMachine(p, "4i5h")));
        assertEquals("G-7h", RULES.toHuman(p, RULES.parseMachine(p, "6i7h")));
        play(p, "7g7f 3c3d");
        assertEquals("Bx2b+", RULES.toHuman(p, RULES.parseMachine(p, "8h2b+")));
        assertEquals("Bx2b=", RULES.toHuman(p, RULES.parseMachine(p, "8h2b")), "a declined promotion says =");
        play(p, "8h2b+ 3a2b");
        assertEquals("B*5e", RULES.toHuman(p, RULES.parseMachine(p, "B*5e")));
        ShogiPosition tokin = sfen("9/4+P3k/9/9/9/9/9/K8/9 b - 1");
        assertEquals("+P-5a", RULES.toHuman(tokin, RULES.parseMachine(tokin, "5b5a")));
        ShogiPosition drop = sfen("9/8k/9/9/9/9/9/K8/9 b S 1");
        assertEquals("S*5b", RULES.toHuman(drop, RULES.parseMachine(drop, "S*5b")));
    }

    @Test
    void westernNotationReadsBackAndRefusesAmbiguity() {
        ShogiPosition p = sfen("startpos");
        assertEquals(RULES.parseMachine(p, "6i5h"), RULES.parseHuman(p, "G6i-5h"));
        assertEquals(RULES.parseMachine(p, "7g7f"), RULES.parseHuman(p, "P7g-7f"), "an unneeded origin is accepted");
        NotationException e = assertThrows(NotationException.class, () -> RULES.parseHuman(p, "G-5h"));
        assertTrue(e.getMessage().contains("ambiguous"), e.getMessage());
        assertThrows(NotationException.class, () -> RULES.parseHuman(p, "Q-5h"));
        assertThrows(IllegalMoveException.class, () -> RULES.parseHuman(p, "R-2c"));
        play(p, "7g7f 3c3d");
        assertThrows(NotationException.class, () -> RULES.parseHuman(p, "Bx2b"), "promotion must be + or =");
        assertEquals(RULES.parseMachine(p, "8h2b"), RULES.parseHuman(p, "Bx2b="));
        assertEquals(RULES.parseMachine(p, "8h2b+"), RULES.parseHuman(p, "Bx2b+"));
    }
}
