package org.ttakji.engines.shogi;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.ttakji.engines.shogi.ShogiTesting.RULES;
import static org.ttakji.engines.shogi.ShogiTesting.legal;
import static org.ttakji.engines.shogi.ShogiTesting.play;
import static org.ttakji.engines.shogi.ShogiTesting.sfen;

import org.junit.jupiter.api.Test;
import org.ttakji.engines.core.IllegalMoveException;
import org.ttakji.engines.core.Outcome;
import org.ttakji.engines.core.Termination;

/** docs/rules/shogi.md, illegal drops: nifu and uchifuzume (dead squares are in {@link ShogiMovementTest}). */
class ShogiDropRulesTest {
    /** Gote king 1a behind its knight on 2a, sente gold on 1c guarding 1b and 2b: P*1b would mate. */
    private static final String UCHIFUZUME = "7nk/9/8G/9/9/9/9/9/K8 b PL 1";

    @Test
    void nifuIsIllegal() {
        ShogiPosition p = sfen("9/8k/9/9/4P4/9/9/K8/9 b P 1");
        assertTrue(legal(p).stream().noneMatch(m -> m.startsWith("P*5")));
        IllegalMoveException e = assertThrows(IllegalMoveException.class, () -> RULES.parseMachine(p, "P*5g"));
        assertTrue(e.getMessage().contains("nifu"), e.getMessage());
    }

    @Test
    void nifuIgnoresTokin() {
        ShogiPosition p = sfen("9/8k/9/9/4+P4/9/9/K8/9 b P 1");
        assertTrue(legal(p).contains("P*5g"));
    }

    @Test
    void nifuCountsOnlyOwnPawns() {
        ShogiPosition p = sfen("9/8k/9/9/4p4/9/9/K8/9 b P 1");
        assertTrue(legal(p).contains("P*5g"));
    }

    @Test
    void pawnThatPromotesFreesItsFileForDrops() {
        ShogiPosition p = sfen("9/8k/9/4P4/9/9/9/K8/9 b P 1");
        play(p, "5d5c+ 1b1a");
        assertTrue(legal(p).contains("P*5g"));
        p.unmakeMove();
        p.unmakeMove();
        assertFalse(legal(p).contains("P*5g"), "unmake restores the file's pawn");
    }

    @Test
    void uchifuzumeIsIllegal() {
        ShogiPosition p = sfen(UCHIFUZUME);
        assertFalse(legal(p).contains("P*1b"));
        assertTrue(p.pawnDropWouldMate(ShogiSquare.of(1, 2)));
        IllegalMoveException e = assertThrows(IllegalMoveException.class, () -> RULES.parseMachine(p, "P*1b"));
        assertTrue(e.getMessage().contains("uchifuzume"), e.getMessage());
    }

    @Test
    void uchifuzumeCountsAPinnedDefenderAsUnableToCapture() {
        // the gote gold on 2b could take the pawn on 1b, but the sente bishop on 4d pins it to the king
        assertFalse(legal(sfen("7nk/7g1/8G/5B3/9/9/9/9/K8 b P 1")).contains("P*1b"));
        assertTrue(legal(sfen("7nk/7g1/8G/9/9/9/9/9/K8 b P 1")).contains("P*1b"), "without the pin the gold answers");
    }

    @Test
    void pawnDropCheckThatCanBeAnsweredIsLegal() {
        // the king takes the unprotected pawn
        assertTrue(legal(sfen("7nk/9/9/9/9/9/9/9/K8 b P 1")).contains("P*1b"));
        // the pawn is guarded by the gold on 2c, but the king steps aside to 2a
        ShogiPosition escape = sfen("8k/9/7G1/9/9/9/9/9/K8 b P 1");
        assertTrue(legal(escape).contains("P*1b"), "the king can go to 2a");
        play(escape, "P*1b");
        assertTrue(escape.inCheck());
        assertFalse(escape.status().isOver());
    }

    @Test
    void boardPawnMateIsLegal() {
        ShogiPosition p = sfen("7nk/9/7GP/9/9/9/9/9/K8 b - 1");
        assertTrue(legal(p).contains("1c1b"));
        play(p, "1c1b");
        assertEquals(Outcome.win(0, Termination.CHECKMATE), p.status());
    }

    @Test
    void otherDroppedPieceMayMate() {
        ShogiPosition p = sfen(UCHIFUZUME);
        assertTrue(legal(p).contains("L*1b"));
        play(p, "L*1b");
        assertEquals(Outcome.win(0, Termination.CHECKMATE), p.status());
    }

    @Test
    void goteUchifuzumeIsIllegalToo() {
        // mirror image: sente king 9i behind its knight on 8i, gote gold on 9g
        ShogiPosition p = sfen("k8/9/9/9/9/9/g8/9/KN7 w p 1");
        assertFalse(legal(p).contains("P*9h"));
        assertTrue(legal(sfen("k8/9/9/9/9/9/9/9/KN7 w p 1")).contains("P*9h"));
    }

    @Test
    void otherDropsStayDropsAfterAnUchifuzumeTest() {
        // regression: the uchifuzume test on 8f used to overwrite the silver-drop template of later squares
        ShogiPosition p = sfen("7+P1/2l1b3G/l1k1G1+N+PL/r1pp3P1/pK3P2P/1PP1p2g+n/r1S+s5/Pl4Ppp/1+p1PS1bNg w Nsp 262");
        assertEquals(new NaiveShogi(p.toFen()).legalMoves(), legal(p));
        assertEquals(111, legal(p).size());
    }
}
