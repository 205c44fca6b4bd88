package org.ttakji.engines.xiangqi;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.ttakji.engines.core.Outcome;
import org.ttakji.engines.core.Result;
import org.ttakji.engines.core.Termination;

/** One test per ending of docs/rules/xiangqi.md, each with its own {@link Termination}. */
class XiangqiEndingsTest {
    private static final XiangqiRules RULES = new XiangqiRules();

    private static XiangqiPosition position(String fen) {
        return RULES.fromFen(fen, RULES.defaultRules());
    }

    private static void play(XiangqiPosition p, String... moves) {
        for (String m : moves) {
            p.makeMove(RULES.parseMachine(p, m));
        }
    }

    @Test
    void checkmateLosesForTheSideToMove() {
        XiangqiPosition p = position("3k5/9/9/9/9/9/9/9/3r5/4K3r w - - 0 1");
        assertTrue(p.inCheck());
        assertEquals(new Outcome(Result.SECOND_WINS, Termination.CHECKMATE), p.status());
    }

    @Test
    void checkmateByAFlyingGeneralPin() {
        // Red's horse on f7 checks the general on e9 (leg f8 open). Black's advisor on e8 could take it, but it is
        // the only piece between the generals on the e-file: leaving the file would make them face (docs/rules/xiangqi.md).
        XiangqiPosition p = position("3nkn3/4a4/5N3/9/9/9/9/9/9/4K4 b - - 0 1");
        assertTrue(p.inCheck());
        assertFalse(XiangqiMovementTest.legal(p).contains("e8f7"), "the advisor is pinned by the facing-general rule");
        assertEquals(new Outcome(Result.FIRST_WINS, Termination.CHECKMATE), p.status());
        // The same with Red's general off the e-file: the advisor takes the horse.
        XiangqiPosition free = position("3nkn3/4a4/5N3/9/9/9/9/9/9/3K5 b - - 0 1");
        assertTrue(XiangqiMovementTest.legal(free).contains("e8f7"));
        assertEquals(Outcome.ONGOING, free.status());
    }

    @Test
    void stalemateLoses() {
        XiangqiPosition p = position("5k3/9/9/9/3r5/9/9/6n2/9/4K4 w - - 0 1");
        assertFalse(p.inCheck());
        assertEquals(new Outcome(Result.SECOND_WINS, Termination.STALEMATE), p.status());
    }

    @Test
    void repetitionDrawsOnThirdOccurrence() {
        XiangqiPosition p = position(Fen.START);
        play(p, "h0g2", "h9g7", "g2h0", "g7h9");
        assertEquals(Outcome.ONGOING, p.status(), "second occurrence: the game goes on");
        play(p, "h0g2", "h9g7", "g2h0");
        assertEquals(Outcome.ONGOING, p.status());
        play(p, "g7h9");
        assertEquals(Outcome.draw(Termination.REPETITION), p.status());
    }

    @Test
    void perpetualCheckLosesOnThirdRepetition() {
        // Red's chariot checks along ranks 9 and 8 with every move; Black's general only steps away.
        XiangqiPosition p = position("3k5/R8/9/9/9/9/9/9/9/4K4 w - - 0 1");
        play(p, "a8a9", "d9d8", "a9a8", "d8d9", "a8a9", "d9d8", "a9a8");
        assertEquals(Outcome.ONGOING, p.status());
        play(p, "d8d9");
        assertEquals(new Outcome(Result.SECOND_WINS, Termination.PERPETUAL_CHECK), p.status());
    }

    @Test
    void perpetualCheckByBlackLosesForBlack() {
        XiangqiPosition p = position("4k4/9/9/9/9/9/9/9/r8/5K3 b - - 0 1");
        play(p, "a1a0", "f0f1", "a0a1", "f1f0", "a1a0", "f0f1", "a0a1", "f1f0");
        assertEquals(new Outcome(Result.FIRST_WINS, Termination.PERPETUAL_CHECK), p.status());
    }

    @Test
    void repetitionWithOneQuietMoveOfTheCheckerIsADraw() {
        // Black's spare horse lets Red make quiet moves (the general to f0 and back) inside the cycle.
        String fen = "3k5/R8/9/9/n8/9/9/9/9/4K4 w - - 0 1";
        XiangqiPosition checks = position(fen);
        play(checks, "a8a9", "d9d8", "a9a8", "d8d9", "a8a9", "d9d8", "a9a8", "d8d9");
        assertEquals(new Outcome(Result.SECOND_WINS, Termination.PERPETUAL_CHECK), checks.status());
        XiangqiPosition quiet = position(fen);
        play(quiet, "a8a9", "d9d8", "a9a8", "d8d9", "e0f0", "a5c4", "f0e0", "c4a5");
        assertEquals(Outcome.draw(Termination.REPETITION), quiet.status(),
                "Red did not check with every move since the first occurrence");
    }

    @Test
    void repetitionWithBothSidesCheckingEveryMoveIsADraw() {
        // Cross-checks: every move blocks a check and uncovers one (lab decision: a draw).
        XiangqiPosition p = position("9/3k5/9/5c3/5n3/3C5/3R5/9/5K3/9 w - - 0 1");
        play(p, "d4f4", "f5d6", "f4d4", "d6f5", "d4f4", "f5d6", "f4d4", "d6f5");
        assertEquals(Outcome.draw(Termination.REPETITION), p.status());
    }

    @Test
    void moveLimitDrawsAfter300Plies() {
        XiangqiPosition p = position("3k5/9/9/9/9/9/9/9/9/R3K4 w - - 0 150");
        assertEquals(298, p.ply());
        play(p, "a0a1");
        assertEquals(Outcome.ONGOING, p.status(), "ply 299");
        play(p, "d9d8");
        assertEquals(300, p.ply());
        assertEquals(Outcome.draw(Termination.MOVE_LIMIT), p.status());
    }

    @Test
    void mateOnThe300thPlyStillWins() {
        XiangqiPosition p = position("3k5/9/9/9/8r/9/9/9/3r5/4K4 b - - 0 150");
        assertEquals(299, p.ply());
        play(p, "i5i0");
        assertEquals(300, p.ply());
        assertEquals(new Outcome(Result.SECOND_WINS, Termination.CHECKMATE), p.status(),
                "lab decision: the move limit draws only when the side to move still has a move");
    }

    @Test
    void noAttackersDrawsImmediately() {
        XiangqiPosition p = position("3k5/9/9/9/9/9/9/3p5/4A4/4K4 w - - 0 1");
        assertEquals(Outcome.ONGOING, p.status());
        play(p, "e1d2");
        assertEquals(Outcome.draw(Termination.NO_ATTACKERS), p.status());
        assertEquals(Outcome.draw(Termination.NO_ATTACKERS), position("3k5/9/9/9/9/9/9/9/4A4/4K4 w - - 0 1").status());
    }

    @Test
    void unmakeKeepsTheRepetitionHistory() {
        XiangqiPosition p = position(Fen.START);
        play(p, "h0g2", "h9g7", "g2h0", "g7h9", "h0g2", "h9g7", "g2h0", "g7h9");
        assertEquals(Outcome.draw(Termination.REPETITION), p.status());
        p.unmakeMove();
        assertEquals(Outcome.ONGOING, p.status());
        play(p, "g7h9");
        assertEquals(Outcome.draw(Termination.REPETITION), p.status());
    }

    @Test
    void soldierAdvanceCutsTheRepetitionHistory() {
        XiangqiPosition p = position(Fen.START);
        play(p, "h0g2", "h9g7", "g2h0", "g7h9", "c3c4", "c6c5", "h0g2", "h9g7", "g2h0", "g7h9");
        assertEquals(Outcome.ONGOING, p.status(), "positions before the soldier steps cannot repeat after them");
    }
}
