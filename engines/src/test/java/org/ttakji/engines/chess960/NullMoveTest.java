package org.ttakji.engines.chess960;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.ttakji.engines.chess960.Boards.play;

import org.junit.jupiter.api.Test;
import org.ttakji.engines.core.Outcome;

class NullMoveTest {
    @Test
    void nullMovePassesTheTurnAndIsUndoneExactly() {
        Chess960Position p = play("4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 1");
        String fen = p.toFen();
        long hash = p.hash();
        assertTrue(p.nullMoveAllowed());
        p.makeNullMove();
        assertEquals(1, p.sideToMove());
        assertEquals(-1, p.enPassantSquare(), "a null move ends the en-passant right");
        assertNotEquals(hash, p.hash());
        p.unmakeNullMove();
        assertEquals(fen, p.toFen());
        assertEquals(hash, p.hash());
    }

    @Test
    void noNullMoveInCheck() {
        assertFalse(play("4k3/8/8/8/8/8/8/r3K3 w - - 0 1").nullMoveAllowed());
    }

    @Test
    void repetitionIsNotCountedAcrossANullMove() {
        Chess960Position p = play(Scharnagl.fen(Scharnagl.CLASSICAL), "g1f3", "g8f6", "f3g1", "f6g8");
        p.makeNullMove();
        p.makeNullMove();
        for (String m : new String[]{"g1f3", "g8f6", "f3g1", "f6g8"}) {
            p.makeMove(Boards.RULES.parseMachine(p, m));
        }
        assertEquals(Outcome.ONGOING, p.ruleStatus());
    }

    @Test
    void unmakeRefusesTheWrongKind() {
        Chess960Position p = play(Scharnagl.fen(Scharnagl.CLASSICAL));
        assertThrows(IllegalStateException.class, p::unmakeMove);
        p.makeNullMove();
        assertThrows(IllegalStateException.class, p::unmakeMove);
        p.unmakeNullMove();
        assertThrows(IllegalStateException.class, p::unmakeNullMove);
    }
}
