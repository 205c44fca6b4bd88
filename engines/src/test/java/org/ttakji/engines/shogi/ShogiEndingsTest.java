package org.ttakji.engines.shogi;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.ttakji.engines.shogi.ShogiTesting.RULES;
import static org.ttakji.engines.shogi.ShogiTesting.legal;
import static org.ttakji.engines.shogi.ShogiTesting.play;
import static org.ttakji.engines.shogi.ShogiTesting.sfen;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.ttakji.engines.core.Game;
import org.ttakji.engines.core.IllegalMoveException;
import org.ttakji.engines.core.Move;
import org.ttakji.engines.core.MoveList;
import org.ttakji.engines.core.Outcome;
import org.ttakji.engines.core.Termination;

/** docs/rules/shogi.md, endings: hand-checked sequences for each, with the termination the game log records. */
class ShogiEndingsTest {
    /** Gote king 1a, sente rook 2i, sente to move: R2i-1i and R1i-2i both give check. */
    private static final String ROOK_CHECKS = "8k/9/9/9/9/9/9/9/K6R1 b - 1";
    private static final String CHECK_CYCLE = "2i1i 1a2a 1i2i 2a1a";
    /** Both kings in their enemy zones; sente holds every other piece (54 points), gote none. */
    private static final String IMPASSE = "4K4/9/9/9/9/9/9/9/4k4 b 2R2B4G4S4N4L18P 1";

    @Test
    void checkmateWins() {
        ShogiPosition p = sfen("8k/9/9/7N1/9/9/9/9/K8 b G 1");
        play(p, "G*1b");
        assertTrue(legal(p).isEmpty());
        assertEquals(Outcome.win(0, Termination.CHECKMATE), p.noLegalMoveOutcome());
        assertEquals(Outcome.win(0, Termination.CHECKMATE), p.status());
    }

    @Test
    void noLegalMoveWhileNotInCheckLoses() {
        ShogiPosition p = sfen("4k2r1/2b6/9/9/9/9/9/9/8K b - 1");
        assertFalse(p.inCheck());
        assertTrue(legal(p).isEmpty());
        assertEquals(Outcome.loss(0, Termination.NO_LEGAL_ACTION), p.status());
    }

    @Test
    void sennichiteOnTheFourthOccurrenceIsADraw() {
        ShogiPosition p = RULES.startPosition(RULES.defaultRules());
        String cycle = "5i4h 5a4b 4h5i 4b5a ";
        play(p, cycle + cycle);
        assertEquals(Outcome.ONGOING, p.status(), "third occurrence: the game goes on");
        play(p, cycle);
        assertEquals(Outcome.draw(Termination.REPETITION), p.status());
    }

    @Test
    void sennichiteComparesBothHands() {
        // Each cycle sente drops a pawn that gote's king takes: the board and the side to move come back five
        // times, but every time one pawn has passed from sente's hand to gote's, so no position repeats.
        ShogiPosition p = sfen("8k/9/9/9/9/9/9/9/K8 b 4P 1");
        String board = p.toFen().split(" ")[0];
        for (int cycle = 1; cycle <= 4; cycle++) {
            play(p, "P*1b 1a1b 9i8i 1b2a 8i9i 2a1a");
            assertEquals(board, p.toFen().split(" ")[0]);
            assertEquals(0, p.sideToMove());
            assertEquals(Outcome.ONGOING, p.status(), "cycle " + cycle + ": hands " + p.toFen().split(" ")[2]);
        }
        assertEquals(4, p.handCount(1, ShogiPiece.PAWN));
        // with the hands equal again the same board repeats: 4 more occurrences end the game
        String cycle = "9i8i 1a2a 8i9i 2a1a ";
        play(p, cycle + cycle);
        assertEquals(Outcome.ONGOING, p.status());
        play(p, cycle);
        assertEquals(Outcome.draw(Termination.REPETITION), p.status());
    }

    @Test
    void perpetualCheckLosesOnFourthRepetition() {
        ShogiPosition p = sfen(ROOK_CHECKS);
        play(p, CHECK_CYCLE + " " + CHECK_CYCLE);
        assertEquals(Outcome.ONGOING, p.status());
        play(p, CHECK_CYCLE);
        assertEquals(Outcome.loss(0, Termination.PERPETUAL_CHECK), p.status());
    }

    @Test
    void goteLosesByPerpetualCheckToo() {
        ShogiPosition p = sfen("1r6k/9/9/9/9/9/9/9/K8 w - 1");
        String cycle = "8a9a 9i8i 9a8a 8i9i ";
        play(p, cycle + cycle + cycle);
        assertEquals(Outcome.loss(1, Termination.PERPETUAL_CHECK), p.status());
    }

    @Test
    void sennichiteWithOneQuietMoveIsADraw() {
        ShogiPosition p = sfen(ROOK_CHECKS);
        play(p, CHECK_CYCLE + " " + CHECK_CYCLE + " 2i3i 1a2a 3i2i 2a1a");
        assertEquals(Outcome.draw(Termination.REPETITION), p.status());
    }

    @Test
    void declareIsAnActionNotAMove() {
        ShogiPosition p = sfen(IMPASSE);
        MoveList moves = new MoveList();
        p.generateLegal(moves);
        for (int i = 0; i < moves.size(); i++) {
            assertTrue(Move.kind(moves.get(i)) != Move.DECLARE, "perft never counts the declaration");
        }
        MoveList actions = new MoveList();
        p.generateActions(actions);
        assertEquals(1, actions.size());
        assertEquals("declare", RULES.toMachine(p, actions.get(0)));
        assertEquals("declare", RULES.toHuman(p, actions.get(0)));
        assertEquals(actions.get(0), RULES.parseMachine(p, "declare"));
    }

    @Test
    void impasseWith24OrMoreWinsAgainstFewer() {
        ShogiPosition p = sfen(IMPASSE);
        assertEquals(54, p.impassePoints(0));
        assertEquals(0, p.impassePoints(1));
        assertEquals(Outcome.win(0, Termination.IMPASSE), p.declarationOutcome());
        String before = p.toFen();
        p.makeMove(RULES.parseMachine(p, "declare"));
        assertTrue(p.declared());
        assertEquals(Outcome.win(0, Termination.IMPASSE), p.status());
        p.unmakeMove();
        assertEquals(before, p.toFen());
        assertEquals(Outcome.ONGOING, p.status());
    }

    @Test
    void impasseBelow24Loses() {
        ShogiPosition p = sfen(IMPASSE.replace(" b ", " w "));
        assertEquals(Outcome.loss(1, Termination.IMPASSE), p.declarationOutcome());
        Game game = new Game(RULES, p);
        game.play("declare");
        assertEquals(Outcome.win(0, Termination.IMPASSE), game.status());
        assertEquals(List.of("declare"), game.moves());
    }

    @Test
    void impasseWithBothAt24OrMoreIsADraw() {
        ShogiPosition p = sfen("4K4/9/9/9/9/9/9/9/4k4 b RB4G4S4N2Lrb2l18p 1");
        assertEquals(24, p.impassePoints(0));
        assertEquals(30, p.impassePoints(1));
        assertEquals(Outcome.draw(Termination.IMPASSE), p.declarationOutcome());
    }

    @Test
    void impasseNeedsBothKingsInTheirEnemyZones() {
        ShogiPosition p = sfen("9/4K4/9/9/9/4k4/9/9/9 b 2R2B4G4S4N4L18P 1");
        assertTrue(p.kingInEnemyZone(0));
        assertFalse(p.kingInEnemyZone(1));
        assertFalse(p.canDeclare());
        assertEquals(Outcome.ONGOING, p.declarationOutcome());
        assertThrows(IllegalMoveException.class, () -> RULES.parseMachine(p, "declare"));
    }

    @Test
    void impasseMayNotBeDeclaredInCheck() {
        ShogiPosition p = sfen("4K4/4g4/9/9/9/9/9/9/4k4 b 2R2B3G4S4N4L18P 1");
        assertTrue(p.inCheck());
        assertFalse(p.canDeclare());
    }

    @Test
    void impassePointsCountPromotedPiecesAsTheirUnpromotedKind() {
        // sente: dragon and horse 5 each, tokin, +S, +N, +L 1 each = 14; gote: dragon 5, tokin 1, bishop in hand 5 = 11
        ShogiPosition p = sfen("4K4/9/9/9/+r+p+L+N1+S+P+B+R/9/9/9/4k4 b b 1");
        assertEquals(14, p.impassePoints(0));
        assertEquals(11, p.impassePoints(1));
        assertTrue(p.canDeclare());
        assertEquals(Outcome.loss(0, Termination.IMPASSE), p.declarationOutcome(), "14 is below 24");
    }

    @Test
    void impassePointsAre27EachAtTheStart() {
        ShogiPosition p = RULES.startPosition(RULES.defaultRules());
        assertEquals(27, p.impassePoints(0));
        assertEquals(27, p.impassePoints(1));
    }

    @Test
    void moveLimitAt400PliesIsADraw() {
        ShogiPosition p = sfen("8k/9/9/9/9/9/9/9/K6R1 b - 400");
        assertEquals(399, p.ply());
        assertEquals(Outcome.ONGOING, p.status());
        play(p, "2i3i");
        assertEquals(Outcome.draw(Termination.MOVE_LIMIT), p.status());
    }

    @Test
    void moveLimitWithBothKingsInTheirEnemyZonesGoesToThe24PointCount() {
        ShogiPosition p = sfen(IMPASSE.replace(" 1", " 400"));
        play(p, "5a4a");
        assertEquals(Outcome.win(0, Termination.IMPASSE), p.status());
    }

    @Test
    void mateOnThe400thPlyStillWins() {
        ShogiPosition p = sfen("8k/9/9/7N1/9/9/9/9/K8 b G 400");
        play(p, "G*1b");
        assertEquals(Outcome.win(0, Termination.CHECKMATE), p.status());
    }

    @Test
    void moveLimitCanBeSwitchedOff() {
        ShogiPosition p = RULES.fromFen("8k/9/9/9/9/9/9/9/K6R1 b - 400", RULES.parseRules(List.of("move-limit=none")));
        play(p, "2i3i");
        assertEquals(Outcome.ONGOING, p.status());
        assertEquals("move-limit=none", p.rules().toString());
    }

    @Test
    void nullMoveIsAllowedOnlyOutOfCheckAndCutsTheRepetitionHistory() {
        ShogiPosition p = sfen(ROOK_CHECKS);
        assertTrue(p.nullMoveAllowed());
        long hash = p.hash();
        p.makeNullMove();
        assertEquals(1, p.sideToMove());
        p.unmakeNullMove();
        assertEquals(hash, p.hash());
        play(p, "2i1i");
        assertFalse(p.nullMoveAllowed(), "gote is in check");
        p.unmakeMove();
        play(p, CHECK_CYCLE + " " + CHECK_CYCLE);
        p.makeNullMove();
        p.makeNullMove();
        play(p, CHECK_CYCLE);
        assertEquals(Outcome.ONGOING, p.ruleStatus(), "occurrences before a null move do not count");
    }
}
