package org.ttakji.engines.chess960;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.ttakji.engines.chess960.Boards.play;

import org.junit.jupiter.api.Test;
import org.ttakji.engines.core.IllegalMoveException;
import org.ttakji.engines.core.Move;
import org.ttakji.engines.core.NotationException;

/** UCI in its Chess960 form: castling as king takes own rook. */
class UciTest {
    private static final Chess960Rules R = Boards.RULES;

    @Test
    void castlingIsWrittenKingTakesOwnRook() {
        Chess960Position p = play("4k3/8/8/8/8/8/8/RK6 w A - 0 1");
        int castle = R.parseMachine(p, "b1a1");
        assertEquals(Move.CASTLE, Move.kind(castle));
        assertEquals("b1a1", R.toMachine(p, castle));
    }

    @Test
    void classicalCastlingTextIsAcceptedWhenTheKingIsOnTheEFile() {
        Chess960Position p = play("r3k2r/8/8/8/8/8/8/R3K2R w HAha - 0 1");
        assertEquals(R.parseMachine(p, "e1h1"), R.parseMachine(p, "e1g1"));
        assertEquals(R.parseMachine(p, "e1a1"), R.parseMachine(p, "e1c1"));
        // written back in the Chess960 form
        assertEquals("e1h1", R.toMachine(p, R.parseMachine(p, "e1g1")));
    }

    @Test
    void aKingStepToTheCastlingDestinationIsAnOrdinaryMove() {
        // king f1, rook h1: f1g1 is the ordinary king step, castling is f1h1
        Chess960Position p = play("4k3/8/8/8/8/8/8/5K1R w H - 0 1");
        assertEquals(Move.NORMAL, Move.kind(R.parseMachine(p, "f1g1")));
        assertEquals(Move.CASTLE, Move.kind(R.parseMachine(p, "f1h1")));
    }

    @Test
    void promotionsNameTheirPiece() {
        Chess960Position p = play("1r5k/P7/8/8/8/8/8/K7 w - - 0 1");
        assertEquals("a7b8n", R.toMachine(p, R.parseMachine(p, "a7b8n")));
        IllegalMoveException e = assertThrows(IllegalMoveException.class, () -> R.parseMachine(p, "a7a8"));
        assertTrue(e.getMessage().contains("must name its promotion piece"), e.getMessage());
    }

    @Test
    void malformedAndIllegalTextIsRefusedClearly() {
        Chess960Position p = play(Scharnagl.fen(Scharnagl.CLASSICAL));
        assertThrows(NotationException.class, () -> R.parseMachine(p, "e2"));
        assertThrows(NotationException.class, () -> R.parseMachine(p, "e2e4x"));
        assertThrows(NotationException.class, () -> R.parseMachine(p, "e7e8k"));
        assertTrue(assertThrows(IllegalMoveException.class, () -> R.parseMachine(p, "e3e4")).getMessage()
                .contains("no piece on e3"));
        assertTrue(assertThrows(IllegalMoveException.class, () -> R.parseMachine(p, "e7e5")).getMessage()
                .contains("not White's"));
        assertTrue(assertThrows(IllegalMoveException.class, () -> R.parseMachine(p, "e2e5")).getMessage()
                .contains("no legal move to e5"));
    }
}
