package org.ttakji.engines.banqi;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.ttakji.engines.banqi.BanqiTestPositions.moves;
import static org.ttakji.engines.banqi.BanqiTestPositions.play;
import static org.ttakji.engines.banqi.BanqiTestPositions.position;

import java.util.Set;
import org.junit.jupiter.api.Test;
import org.ttakji.engines.core.Outcome;
import org.ttakji.engines.core.Termination;

/**
 * {@code quietMoveDraws()}: at 19 plies without a reveal or a capture, a step onto an empty square makes 20 and
 * draws (docs/rules/banqi.md), so the side to move that has such a step can always have a draw.
 */
class BanqiQuietMoveDrawTest {

    @Test
    void atNineteenPliesAStepOntoAnEmptySquareDraws() {
        BanqiPosition p = position("8/8/8/R6k 1 r 19 30");
        assertTrue(p.quietMoveDraws());
        assertTrue(p.playerView().quietMoveDraws(), "the view knows it as the true position does");
        play(p, "a1-a2");
        assertEquals(Outcome.draw(Termination.NO_PROGRESS), p.status());
    }

    @Test
    void atEighteenPliesNoStepDrawsYet() {
        assertFalse(position("8/8/8/R6k 1 r 18 30").quietMoveDraws());
        assertFalse(position("8/8/8/R6k 1 r 0 30").quietMoveDraws());
    }

    @Test
    void aSideWhosePiecesCannotStepCannotDrawSo() {
        // The red chariot on a1 is boxed in by the face-down a2 and b1: red can only reveal, which restarts the count.
        BanqiPosition p = position("8/8/?p7/R?n5k 1 r 19 30");
        assertFalse(p.quietMoveDraws());
        assertEquals(Set.of("a2?", "b1?"), moves(p));
        assertTrue(position("8/8/?p7/R?n5k 2 r 19 30").quietMoveDraws(), "black's general can step");
    }

    @Test
    void aCaptureIsNotAQuietMove() {
        // The chariot's only move takes the horse: the count restarts, no draw.
        BanqiPosition p = position("8/8/?p7/Rn5k 1 r 19 30");
        assertEquals(Set.of("a2?", "a1xb1"), moves(p));
        assertFalse(p.quietMoveDraws());
    }
}
