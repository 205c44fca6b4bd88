package org.ttakji.engines.xiangqi;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.ttakji.engines.core.InvalidPositionException;
import org.ttakji.engines.core.Outcome;
import org.ttakji.engines.core.Termination;
import org.ttakji.engines.core.RuleOptions;
import org.ttakji.engines.grid.Grid9x10;

/** FEN in and out, validation listing every problem, and the read-only API. */
class XiangqiFenTest {
    private static final XiangqiRules RULES = new XiangqiRules();
    private static final RuleOptions DEFAULTS = RULES.defaultRules();

    @Test
    void startPositionRoundTrips() {
        XiangqiPosition p = RULES.fromFen(Fen.START, DEFAULTS);
        assertEquals(Fen.START, p.toFen());
        assertEquals(Fen.START, RULES.startPosition(DEFAULTS).toFen());
        assertEquals(Fen.START, Fen.write(Fen.parse(Fen.START)));
        assertEquals(Fen.parse(Fen.START), p.toSetup());
    }

    @Test
    void sideToMoveIsWOrRForRedAndBForBlack() {
        String board = "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR";
        assertEquals(0, RULES.fromFen(board + " w - - 0 1", DEFAULTS).sideToMove());
        assertEquals(0, RULES.fromFen(board + " r - - 0 1", DEFAULTS).sideToMove());
        assertEquals(1, RULES.fromFen(board + " b - - 0 1", DEFAULTS).sideToMove());
        assertEquals(board + " b - - 0 1", RULES.fromFen(board + " b", DEFAULTS).toFen(), "missing fields default to - - 0 1");
    }

    @Test
    void moveNumberAndHalfmoveClockAreKept() {
        XiangqiPosition p = RULES.fromFen("3k5/9/9/9/9/9/9/9/9/R3K4 b - - 7 42", DEFAULTS);
        assertEquals(83, p.ply());
        p.makeMove(RULES.parseMachine(p, "d9d8"));
        assertEquals("9/3k5/9/9/9/9/9/9/9/R3K4 w - - 8 43", p.toFen());
    }

    @Test
    void syntaxProblemsAreAllListed() {
        InvalidPositionException e = assertThrows(InvalidPositionException.class,
                () -> Fen.parse("rnbakabnr/9/1c5x1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/RNBAKABNR x - - -1 0"));
        List<String> problems = e.problems();
        assertEquals(5, problems.size(), problems.toString());
        assertTrue(problems.stream().anyMatch(s -> s.contains("9 ranks")), problems.toString());
        assertTrue(problems.stream().anyMatch(s -> s.contains("'x' on rank")), problems.toString());
        assertTrue(problems.stream().anyMatch(s -> s.contains("side to move 'x'")), problems.toString());
        assertTrue(problems.stream().anyMatch(s -> s.contains("halfmove clock '-1'")), problems.toString());
        assertTrue(problems.stream().anyMatch(s -> s.contains("move number '0'")), problems.toString());
    }

    @Test
    void rulesProblemsAreAllListed() {
        // Two red generals, an elephant and an advisor off their points, six black soldiers, no black general.
        String fen = "9/9/9/p1p1p1p1p/p8/9/9/4K4/3A5/1B2K4 w - - 0 1";
        InvalidPositionException e = assertThrows(InvalidPositionException.class, () -> RULES.fromFen(fen, DEFAULTS));
        assertEquals(List.of("Red elephant on b0 stands on a point it can never reach",
                "Red advisor on d1 stands on a point it can never reach",
                "Red has 2 generals (at most 1)",
                "Black has no general",
                "Black has 6 soldiers (at most 5)"), e.problems());
        InvalidPositionException soldier = assertThrows(InvalidPositionException.class,
                () -> RULES.fromFen("4k4/9/9/9/9/9/9/9/P8/4K4 w - - 0 1", DEFAULTS));
        assertEquals(List.of("Red soldier on a1 stands on a point it can never reach",
                "the side not to move (Black) has its general attacked (in check or facing the other general on an open file)"),
                soldier.problems());
    }

    @Test
    void sideNotToMoveInCheckIsInvalidUnlessAllowedForPerft() {
        String fen = "4k4/9/9/2n6/9/4R4/9/9/9/4K4 w - - 0 1";
        InvalidPositionException e = assertThrows(InvalidPositionException.class, () -> RULES.fromFen(fen, DEFAULTS));
        assertEquals(1, e.problems().size());
        XiangqiPosition p = RULES.fromFen(fen, RULES.parseRules(RULES.perftRuleDefaults()));
        assertTrue(XiangqiMovementTest.legal(p).contains("e4e9"), "the general can then be captured");
        p.makeMove(RULES.parseMachine(p, "e4e9"));
        assertEquals(Outcome.win(0, Termination.CHECKMATE), p.ruleStatus(), "a side without its general has lost");
    }

    @Test
    void readOnlyApiDescribesTheBoard() {
        XiangqiPosition p = RULES.fromFen(Fen.START, DEFAULTS);
        assertEquals(XiangqiPiece.code(0, XiangqiPiece.CHARIOT), p.pieceAt(Grid9x10.square(0, 0)));
        assertEquals(XiangqiPiece.code(1, XiangqiPiece.CANNON), p.pieceAt(Grid9x10.square(7, 7)));
        assertEquals(0, p.pieceAt(Grid9x10.square(4, 4)));
        assertEquals(Grid9x10.square(4, 0), p.generalSquare(0));
        assertEquals(Grid9x10.square(4, 9), p.generalSquare(1));
        assertEquals(5, p.count(1, XiangqiPiece.SOLDIER));
        int[] squares = new int[5];
        assertEquals(2, p.squaresOf(0, XiangqiPiece.HORSE, squares));
        assertEquals(List.of(Grid9x10.square(1, 0), Grid9x10.square(7, 0)),
                List.of(Math.min(squares[0], squares[1]), Math.max(squares[0], squares[1])));
        assertTrue(p.isAttacked(Grid9x10.square(4, 2), 0), "e2 is covered by Red's elephants and advisors");
        assertTrue(p.isAttacked(Grid9x10.square(4, 1), 0), "e1 by Red's general and advisors");
        assertTrue(p.isAttacked(Grid9x10.square(1, 9), 0), "b9 by the cannon on b2 over b7");
        assertTrue(p.isAttacked(Grid9x10.square(2, 4), 0), "c4 by the soldier on c3");
        assertTrue(p.isAttacked(Grid9x10.square(6, 2), 0), "g2 by the horse on h0");
        assertTrue(p.isAttacked(Grid9x10.square(4, 4), 0), "e4 by the soldier on e3");
        assertTrue(!p.isAttacked(Grid9x10.square(3, 4), 0), "d4 by nothing (soldiers step sideways only after the river)");
        assertTrue(!p.isAttacked(Grid9x10.square(4, 5), 0), "e5 by nothing");
    }

    @Test
    void nullMoveRestoresThePosition() {
        XiangqiPosition p = RULES.fromFen(Fen.START, DEFAULTS);
        long hash = p.hash();
        assertTrue(p.nullMoveAllowed());
        p.makeNullMove();
        assertEquals(1, p.sideToMove());
        p.unmakeNullMove();
        assertEquals(hash, p.hash());
        assertEquals(Fen.START, p.toFen());
        XiangqiPosition check = RULES.fromFen("3k5/9/4r4/9/9/9/9/R8/9/4K4 w - - 0 1", DEFAULTS);
        assertTrue(!check.nullMoveAllowed());
    }
}
