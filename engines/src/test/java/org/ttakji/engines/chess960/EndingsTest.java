package org.ttakji.engines.chess960;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.ttakji.engines.chess960.Boards.play;

import org.junit.jupiter.api.Test;
import org.ttakji.engines.core.Outcome;
import org.ttakji.engines.core.Termination;

/** docs/rules/chess960.md endings: each with its own {@link Termination}. */
class EndingsTest {
    private static final String START = Scharnagl.fen(Scharnagl.CLASSICAL);

    @Test
    void checkmateWins() {
        Chess960Position p = play(START, "f2f3", "e7e5", "g2g4", "d8h4");
        assertEquals(Outcome.win(1, Termination.CHECKMATE), p.status());
        assertEquals(Outcome.ONGOING, p.ruleStatus());
    }

    @Test
    void stalemateIsADraw() {
        Chess960Position p = play("7k/5Q2/6K1/8/8/8/8/8 b - - 0 1");
        assertEquals(Outcome.draw(Termination.STALEMATE), p.status());
    }

    @Test
    void threefoldRepetitionDraws() {
        Chess960Position p = play(START, "g1f3", "g8f6", "f3g1", "f6g8");
        assertEquals(Outcome.ONGOING, p.status(), "second occurrence");
        p = play(START, "g1f3", "g8f6", "f3g1", "f6g8", "g1f3", "g8f6", "f3g1", "f6g8");
        assertEquals(Outcome.draw(Termination.REPETITION), p.status(), "third occurrence");
    }

    @Test
    void repetitionCountsOnlyPositionsWithTheSameCastlingRights() {
        // after Ke2-e1 the placement repeats, but White's castling rights are gone: a different position
        String fen = "r3k2r/8/8/8/8/8/8/R3K2R w HAha - 0 1";
        Chess960Position p = play(fen, "e1e2", "e8e7", "e2e1", "e7e8", "e1e2", "e8e7", "e2e1", "e7e8");
        assertEquals(Outcome.ONGOING, p.ruleStatus(), "the start placement with rights occurred once only");
        p = play(fen, "e1e2", "e8e7", "e2e1", "e7e8", "e1e2", "e8e7", "e2e1", "e7e8", "e1e2", "e8e7", "e2e1", "e7e8");
        assertEquals(Outcome.draw(Termination.REPETITION), p.ruleStatus());
    }

    @Test
    void repetitionCountsOnlyPositionsWithTheSameEnPassantPossibility() {
        // after d7-d5 white may take en passant; the same placement later, without that right, is another position
        String fen = "4k3/3p4/8/4P3/8/8/8/4K1N1 b - - 0 1";
        Chess960Position p = play(fen, "d7d5", "g1f3", "e8d7", "f3g1", "d7e8", "g1f3", "e8d7", "f3g1", "d7e8");
        assertEquals(Outcome.ONGOING, p.ruleStatus(), "only two occurrences without en passant");
        p.makeMove(Boards.RULES.parseMachine(p, "g1f3"));
        p.makeMove(Boards.RULES.parseMachine(p, "e8d7"));
        p.makeMove(Boards.RULES.parseMachine(p, "f3g1"));
        p.makeMove(Boards.RULES.parseMachine(p, "d7e8"));
        assertEquals(Outcome.draw(Termination.REPETITION), p.ruleStatus());
    }

    @Test
    void fiftyMoveRuleDrawsAfterOneHundredPliesWithoutCaptureOrPawnMove() {
        Chess960Position p = play("4k3/8/8/8/8/8/4P3/R3K3 w - - 99 80");
        assertEquals(Outcome.ONGOING, p.ruleStatus());
        p.makeMove(Boards.RULES.parseMachine(p, "a1a2"));
        assertEquals(Outcome.draw(Termination.NO_PROGRESS), p.ruleStatus());
        p.unmakeMove();
        p.makeMove(Boards.RULES.parseMachine(p, "e2e3"));
        assertEquals(Outcome.ONGOING, p.ruleStatus(), "a pawn move resets the count");
    }

    @Test
    void mateOnTheHundredthPlyIsCheckmateNotADraw() {
        Chess960Position p = play("k7/8/1K6/8/8/8/8/7R w - - 99 80", "h1h8");
        assertEquals(Outcome.win(0, Termination.CHECKMATE), p.ruleStatus());
        assertEquals(Outcome.win(0, Termination.CHECKMATE), p.status());
    }

    @Test
    void insufficientMaterialDraws() {
        Outcome dead = Outcome.draw(Termination.INSUFFICIENT_MATERIAL);
        assertEquals(dead, play("4k3/8/8/8/8/8/8/4K3 w - - 0 1").ruleStatus(), "K v K");
        assertEquals(dead, play("4k3/8/8/8/8/8/8/4KN2 w - - 0 1").ruleStatus(), "K+N v K");
        assertEquals(dead, play("4kb2/8/8/8/8/8/8/4K3 w - - 0 1").ruleStatus(), "K v K+B");
    }

    @Test
    void bishopsOnSquaresOfOneColourAreInsufficientOnlyOnePerSide() {
        Outcome dead = Outcome.draw(Termination.INSUFFICIENT_MATERIAL);
        // f1 is light, c8 is light: same colour
        assertEquals(dead, play("2b1k3/8/8/8/8/8/8/4KB2 w - - 0 1").ruleStatus());
        // f1 light, f8 dark: opposite colours, mate is possible
        assertEquals(Outcome.ONGOING, play("4kb2/8/8/8/8/8/8/4KB2 w - - 0 1").ruleStatus());
    }

    @Test
    void otherMaterialIsNotDeclaredDead() {
        // docs/rules/ lists exactly three cases; everything else plays on
        assertEquals(Outcome.ONGOING, play("4k3/8/8/8/8/8/8/3NKN2 w - - 0 1").ruleStatus(), "K+N+N v K");
        assertEquals(Outcome.ONGOING, play("4kn2/8/8/8/8/8/8/4KN2 w - - 0 1").ruleStatus(), "K+N v K+N");
        assertEquals(Outcome.ONGOING, play("4k3/8/8/8/8/8/7P/4K3 w - - 0 1").ruleStatus(), "K+P v K");
    }
}
