package org.ttakji.engines.janggi;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.ttakji.engines.janggi.Boards.RULES;
import static org.ttakji.engines.janggi.Boards.fen;
import static org.ttakji.engines.janggi.Boards.moves;
import static org.ttakji.engines.janggi.Boards.play;
import static org.ttakji.engines.janggi.Boards.position;

import java.util.Set;
import org.junit.jupiter.api.Test;
import org.ttakji.engines.core.IllegalMoveException;
import org.ttakji.engines.core.Outcome;
import org.ttakji.engines.core.Termination;

/** The pass and every ending of docs/rules/janggi.md, one test each. */
class JanggiEndingsTest {
    /** White general boxed in on d0: d1 and e1 covered by the chariot on a1, e0 by the horse on g1. */
    private static final String BOXED = fen('w', "Kd0", "ra1", "ng1", "ke8");
    /** The same with a second chariot giving check down the d-file. */
    private static final String MATED = fen('w', "Kd0", "ra1", "ng1", "rd5", "ke8");

    @Test
    void passIsLegalWhenNotInCheck() {
        JanggiPosition start = RULES.startPosition(RULES.defaultRules());
        assertTrue(moves(start).contains("pass"));
        start.makeMove(RULES.parseMachine(start, "pass"));
        assertEquals(1, start.sideToMove());
    }

    @Test
    void passIsIllegalInCheck() {
        JanggiPosition p = position(fen('w', "Ke1", "re7", "kf9"));
        assertTrue(p.inCheck());
        assertFalse(moves(p).contains("pass"));
        assertThrows(IllegalMoveException.class, () -> RULES.parseMachine(p, "pass"));
    }

    @Test
    void twoPassesInARowAreAllowed() {
        JanggiPosition p = play(RULES.startPosition(RULES.defaultRules()), "pass");
        assertTrue(moves(p).contains("pass"));
        play(p, "pass");
        assertEquals(RULES.startPosition(RULES.defaultRules()).hash(), p.hash());
        assertEquals(Outcome.ONGOING, p.status());
    }

    @Test
    void thereIsNoStalemateBecauseThePassIsAlwaysLegal() {
        JanggiPosition p = position(BOXED);
        assertFalse(p.inCheck());
        assertEquals(Set.of("pass"), moves(p), "no piece move, but the pass");
        assertEquals(Outcome.ONGOING, p.status());
    }

    @Test
    void checkmateWins() {
        JanggiPosition p = position(MATED);
        assertTrue(p.inCheck());
        assertEquals(Set.of(), moves(p));
        assertEquals(Outcome.loss(0, Termination.CHECKMATE), p.status());
    }

    @Test
    void bikjangDrawsImmediately() {
        JanggiPosition p = position(fen('w', "Kd1", "Pa3", "ke8"));
        assertTrue(moves(p).contains("d1e1"), "leaving the generals facing is a legal move");
        play(p, "d1e1");
        assertTrue(p.generalsFace());
        assertEquals(Outcome.draw(Termination.BIKJANG), p.status());
    }

    @Test
    void bikjangByAnyPieceLeavingTheFileDraws() {
        JanggiPosition p = position(fen('w', "Ke1", "Ne4", "ke8"));
        play(p, "e4c5");
        assertEquals(Outcome.draw(Termination.BIKJANG), p.status());
    }

    @Test
    void facingGeneralsInAPositionReadFromTextDoNotEndIt() {
        assertEquals(Outcome.ONGOING, position(fen('w', "Ke1", "ke8")).status());
    }

    @Test
    void bikjangAfterAPassDraws() {
        // Facing generals read from text end nothing, but a pass leaves them facing: that ply is a bikjang.
        JanggiPosition p = position(fen('w', "Ke1", "Pa3", "ke8"));
        assertEquals(Outcome.ONGOING, p.status());
        assertTrue(moves(p).contains("pass"));
        play(p, "pass");
        assertEquals(Outcome.draw(Termination.BIKJANG), p.status());
        p.unmakeMove();
        play(p, "e1d1");
        assertEquals(Outcome.ONGOING, p.status(), "stepping off the file avoids it");
    }

    @Test
    void bikjangContinueRuleLetsPlayGoOn() {
        JanggiPosition p = position(fen('w', "Kd1", "Pa3", "ke8"), "bikjang=continue");
        play(p, "d1e1");
        assertTrue(p.generalsFace());
        assertEquals(Outcome.ONGOING, p.status());
        assertTrue(moves(p).contains("pass"), "facing generals are simply legal");
    }

    @Test
    void hundredPliesWithoutCaptureDraws() {
        JanggiPosition p = position(fen('w', "Kd1", "Pa3", "ke8").replace(" 0 1", " 98 50"));
        play(p, "a3a4");
        assertEquals(Outcome.ONGOING, p.status());
        play(p, "pass");
        assertEquals(100, p.halfmoveClock(), "a pass counts toward the 100 plies");
        assertEquals(Outcome.draw(Termination.NO_CAPTURE), p.status());
    }

    @Test
    void captureResetsTheNoCaptureCount() {
        JanggiPosition p = position(fen('w', "Kd1", "Ra3", "pa6", "ke8").replace(" 0 1", " 99 50"));
        play(p, "a3a6");
        assertEquals(0, p.halfmoveClock());
        assertEquals(Outcome.ONGOING, p.status());
    }

    @Test
    void checkmateOnTheHundredthPlyStillWins() {
        JanggiPosition p = position(fen('b', "Kd0", "ra1", "ng1", "rc5", "ke8").replace(" 0 1", " 99 50"));
        play(p, "c5d5");
        assertEquals(Outcome.loss(0, Termination.CHECKMATE), p.status());
    }

    @Test
    void thirdRepetitionDraws() {
        JanggiPosition p = RULES.startPosition(RULES.defaultRules());
        play(p, "b0c2", "b9c7", "c2b0", "c7b9");
        assertEquals(2, p.repetitions());
        assertEquals(Outcome.ONGOING, p.status());
        play(p, "b0c2", "b9c7", "c2b0");
        assertEquals(Outcome.ONGOING, p.status());
        play(p, "c7b9");
        assertEquals(3, p.repetitions());
        assertEquals(Outcome.draw(Termination.REPETITION), p.status());
    }

    @Test
    void repetitionCountsPositionsReachedByPasses() {
        JanggiPosition p = RULES.startPosition(RULES.defaultRules());
        play(p, "pass", "pass", "pass");
        assertEquals(Outcome.ONGOING, p.status());
        play(p, "pass");
        assertEquals(Outcome.draw(Termination.REPETITION), p.status());
    }

    @Test
    void unmakeRestoresTheEndingState() {
        JanggiPosition p = position(fen('w', "Kd1", "Pa3", "ke8"));
        play(p, "d1e1");
        p.unmakeMove();
        assertEquals(Outcome.ONGOING, p.status());
        assertEquals(fen('w', "Kd1", "Pa3", "ke8"), p.toFen());
    }

    @Test
    void pointCountGivesHanOneAndAHalf() {
        JanggiPosition product = RULES.startPosition(RULES.defaultRules());
        assertEquals(0, product.hanSide(), "Han moves first by default");
        assertEquals(73.5, product.points(0));
        assertEquals(72.0, product.points(1));
        JanggiPosition tournament = RULES.startPosition(RULES.tournamentRules(Formation.NBBN, Formation.NBBN));
        assertEquals(1, tournament.hanSide());
        assertEquals(72.0, tournament.points(0));
        assertEquals(73.5, tournament.points(1));
    }

    @Test
    void nullMoveIsAPass() {
        JanggiPosition p = RULES.startPosition(RULES.defaultRules());
        long hash = p.hash();
        assertTrue(p.nullMoveAllowed());
        p.makeNullMove();
        assertEquals(1, p.sideToMove());
        p.unmakeNullMove();
        assertEquals(hash, p.hash());
        assertFalse(position(fen('w', "Ke1", "re7", "kf9")).nullMoveAllowed(), "not in check");
    }
}
