package org.ttakji.engines.chess960;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.ttakji.engines.chess960.Boards.board;
import static org.ttakji.engines.chess960.Boards.legal;
import static org.ttakji.engines.chess960.Boards.play;

import java.util.Set;
import org.junit.jupiter.api.Test;
import org.ttakji.engines.core.Move;

/** En passant (FIDE 3.7 d), including the pinned and discovered-check cases. */
class EnPassantTest {

    @Test
    void enPassantCaptureRemovesThePawnThatJustDoubleStepped() {
        Chess960Position p = play("4k3/8/8/8/3p4/8/4P3/4K3 w - - 0 1", "e2e4");
        assertEquals("e3", p.toFen().split(" ")[3]);
        int ep = Boards.RULES.parseMachine(p, "d4e3");
        assertEquals(Move.EN_PASSANT, Move.kind(ep));
        p.makeMove(ep);
        assertEquals("4k3/8/8/8/8/4p3/8/4K3", board(p));
        p.unmakeMove();
        assertEquals("4k3/8/8/8/3pP3/8/8/4K3", board(p));
    }

    @Test
    void enPassantIsOnlyLegalRightAfterTheDoubleStep() {
        Chess960Position p = play("4k3/8/8/8/3p4/8/4P3/4K3 w - - 0 1", "e2e4", "e8e7", "e1e2");
        assertFalse(legal(p).contains("d4e3"));
        assertEquals("-", p.toFen().split(" ")[3]);
    }

    @Test
    void aSingleStepGivesNoEnPassant() {
        Chess960Position p = play("4k3/8/8/8/3p4/4P3/8/4K3 w - - 0 1", "e3e4");
        assertFalse(legal(p).contains("d4e3"));
    }

    @Test
    void enPassantThatExposesTheKingAlongTheRankIsIllegal() {
        // both pawns leave rank 5: the rook on h5 would see the king on a5
        Chess960Position p = play("4k3/2p5/8/KP5r/8/8/8/8 b - - 0 1", "c7c5");
        assertFalse(legal(p).contains("b5c6"));
        assertEquals("-", p.toFen().split(" ")[3], "no legal capture: no en-passant square");
    }

    @Test
    void enPassantByADiagonallyPinnedPawnIsIllegal() {
        // the pawn e5 shields the king a1 from the bishop h8; exd6 would leave the diagonal
        Chess960Position p = play("4k2b/3p4/8/4P3/8/8/8/K7 b - - 0 1", "d7d5");
        assertFalse(legal(p).contains("e5d6"));
    }

    @Test
    void enPassantThatRemovesADiagonalBlockerIsIllegal() {
        // set up from FEN: the captured pawn d5 shields the king g2 from the bishop a8
        Chess960Position p = play("b3k3/8/8/3pP3/8/8/6K1/8 w - d6 0 1");
        assertFalse(legal(p).contains("e5d6"));
        assertEquals("-", p.toFen().split(" ")[3]);
    }

    @Test
    void aPinnedPawnMayCaptureEnPassantAlongThePinLine() {
        // black king b5, pawn c4, white bishop e2: the capture c4xd3 stays on the b5-e2 diagonal
        Chess960Position p = play("8/8/8/1k6/2p5/8/3PB3/7K w - - 0 1", "d2d4");
        assertTrue(legal(p).contains("c4d3"));
    }

    @Test
    void aPinnedPawnMayNotCaptureEnPassantOffThePinLine() {
        // black king b3, pawn c4, white bishop e6: c4xd3 would leave the b3-e6 diagonal
        Chess960Position p = play("8/8/4B3/8/2p5/1k6/3P4/7K w - - 0 1", "d2d4");
        assertFalse(legal(p).contains("c4d3"));
        assertEquals("-", p.toFen().split(" ")[3]);
    }

    @Test
    void enPassantMayCaptureTheCheckingPawn() {
        Chess960Position p = play("8/8/8/5k2/3p4/8/4P3/4K3 w - - 0 1", "e2e4");
        assertTrue(p.inCheck());
        assertTrue(legal(p).contains("d4e3"));
    }

    @Test
    void enPassantThatDoesNotAnswerACheckIsIllegal() {
        // d7-d5 uncovers the rook a7's check on the king h7; exd6 does not block rank 7
        Chess960Position p = play("k7/r2p3K/8/4P3/8/8/8/8 b - - 0 1", "d7d5");
        assertTrue(p.inCheck());
        Set<String> moves = legal(p);
        assertFalse(moves.contains("e5d6"));
    }
}
