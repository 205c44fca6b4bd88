package org.ttakji.engines.banqi;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.ttakji.engines.banqi.BanqiTestPositions.RULES;
import static org.ttakji.engines.banqi.BanqiTestPositions.position;

import org.junit.jupiter.api.Test;
import org.ttakji.engines.core.IllegalMoveException;
import org.ttakji.engines.core.Move;
import org.ttakji.engines.core.NotationException;

/** Machine notation (= human notation): {@code a1?} / {@code +a1}, {@code a1-a2}, {@code a1xa3}. */
class BanqiNotationTest {
    private static final BanqiPosition P = position("8/8/?p7/Rn3P1k 1 r 0 30");

    @Test
    void revealIsWrittenWithAQuestionMarkAndPlusIsAccepted() {
        int reveal = RULES.parseMachine(P, "a2?");
        assertEquals(Move.REVEAL, Move.kind(reveal));
        assertEquals("a2?", RULES.toMachine(P, reveal));
        assertEquals(reveal, RULES.parseMachine(P, "+a2"));
        assertEquals(reveal, RULES.parseHuman(P, " a2? "));
    }

    @Test
    void movesUseADashAndCapturesAnX() {
        assertEquals("f1-f2", RULES.toMachine(P, RULES.parseMachine(P, "f1-f2")));
        int capture = RULES.parseMachine(P, "a1xb1");
        assertTrue(Move.isCapture(capture));
        assertEquals("a1xb1", RULES.toHuman(P, capture));
        BanqiPosition jump = position("7C/8/7?P/7k 1 r 0 30");
        assertEquals("h4xh1", RULES.toMachine(jump, RULES.parseMachine(jump, "h4xh1")), "a cannon's jump capture");
    }

    @Test
    void wrongSeparatorIsRefusedNamingTheRightSpelling() {
        IllegalMoveException e = assertThrows(IllegalMoveException.class, () -> RULES.parseMachine(P, "a1-b1"));
        assertTrue(e.getMessage().contains("write a1xb1"), e.getMessage());
        e = assertThrows(IllegalMoveException.class, () -> RULES.parseMachine(P, "f1xf2"));
        assertTrue(e.getMessage().contains("write f1-f2"), e.getMessage());
    }

    @Test
    void malformedTextIsANotationError() {
        for (String bad : new String[] {"", "a5?", "i1?", "a1a2", "a1-a9", "+a", "a1?K", "reveal a1"}) {
            assertThrows(NotationException.class, () -> RULES.parseMachine(P, bad), bad);
        }
    }

    @Test
    void illegalMovesSayWhyInPublicTerms() {
        IllegalMoveException e = assertThrows(IllegalMoveException.class, () -> RULES.parseMachine(P, "a1?"));
        assertTrue(e.getMessage().contains("a1 is not face down"), e.getMessage());
        e = assertThrows(IllegalMoveException.class, () -> RULES.parseMachine(P, "h1-h2"));
        assertTrue(e.getMessage().contains("no piece of the side to move"), e.getMessage());
        assertFalse(e.getMessage().contains("?p"), "the message shows the public form only: " + e.getMessage());
    }
}
