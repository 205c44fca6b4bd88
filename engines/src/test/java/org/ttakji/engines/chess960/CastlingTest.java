package org.ttakji.engines.chess960;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.ttakji.engines.chess960.Boards.board;
import static org.ttakji.engines.chess960.Boards.legal;
import static org.ttakji.engines.chess960.Boards.play;

import org.junit.jupiter.api.Test;
import org.ttakji.engines.core.Move;

/** docs/rules/chess960.md, castling: one test per condition. */
class CastlingTest {

    @Test
    void castlingIsEncodedAsKingTakesOwnRook() {
        Chess960Position p = play("r3k2r/8/8/8/8/8/8/R3K2R w HAha - 0 1");
        assertTrue(legal(p).containsAll(java.util.Set.of("e1h1", "e1a1")));
        int castle = Boards.RULES.parseMachine(p, "e1h1");
        assertEquals(Move.CASTLE, Move.kind(castle));
        assertFalse(Move.isCapture(castle), "castling captures nothing");
    }

    @Test
    void hSideCastlingPutsKingOnGAndRookOnF() {
        assertEquals("r3k2r/8/8/8/8/8/8/R4RK1", board(play("r3k2r/8/8/8/8/8/8/R3K2R w HAha - 0 1", "e1h1")));
        assertEquals("2kr3r/8/8/8/8/8/8/R4RK1", board(play("r3k2r/8/8/8/8/8/8/R3K2R w HAha - 0 1", "e1h1", "e8a8")));
        // Black's h-side castling is now illegal: the white rook on f1 attacks f8
        assertFalse(legal(play("r3k2r/8/8/8/8/8/8/R3K2R w HAha - 0 1", "e1h1")).contains("e8h8"));
    }

    @Test
    void aSideCastlingPutsKingOnCAndRookOnD() {
        assertEquals("r3k2r/8/8/8/8/8/8/2KR3R", board(play("r3k2r/8/8/8/8/8/8/R3K2R w HAha - 0 1", "e1a1")));
        assertEquals("1k2r3/8/8/8/8/8/8/2KR4", board(play("1k2r3/8/8/8/8/8/8/RK6 w A - 0 1", "b1a1")));
    }

    @Test
    void kingAlreadyOnItsDestinationOnlyTheRookMoves() {
        Chess960Position p = play("4k3/8/8/8/8/8/8/6KR w H - 0 1", "g1h1");
        assertEquals("4k3/8/8/8/8/8/8/5RK1", board(p));
        assertEquals(6, p.kingSquare(0));
    }

    @Test
    void rookAlreadyOnItsDestinationOnlyTheKingMoves() {
        assertEquals("4k3/8/8/8/8/8/8/5RK1", board(play("4k3/8/8/8/8/8/8/4KR2 w F - 0 1", "e1f1")));
        assertEquals("4k3/8/8/8/8/8/8/2KR4", board(play("4k3/8/8/8/8/8/8/R2K4 w A - 0 1", "d1a1")));
    }

    @Test
    void castlingKingAndRookNeverBlockEachOther() {
        // king f1 and rook g1 swap places: each stands on the other's destination
        assertEquals("4k3/8/8/8/8/8/8/5RK1", board(play("4k3/8/8/8/8/8/8/5KR1 w G - 0 1", "f1g1")));
        // king b1 passes its own rook's square c1 on its way to g1
        assertEquals("4k3/8/8/8/8/8/8/5RK1", board(play("4k3/8/8/8/8/8/8/1KR5 w C - 0 1", "b1c1")));
        // rook a1 passes the king's square b1 on its way to d1
        assertEquals("4k3/8/8/8/8/8/8/2KR4", board(play("4k3/8/8/8/8/8/8/RK6 w A - 0 1", "b1a1")));
    }

    @Test
    void anyOtherPieceOnTheWayOfKingOrRookBlocksCastling() {
        // knight b1 on the rook's way a1-d1 (the king's way e1-c1 is free)
        assertFalse(legal(play("4k3/8/8/8/8/8/8/RN2K3 w A - 0 1")).contains("e1a1"));
        // knight g1 on the king's destination
        assertFalse(legal(play("4k3/8/8/8/8/8/8/1KR3N1 w C - 0 1")).contains("b1c1"));
        // an enemy piece blocks as well
        assertFalse(legal(play("4k3/8/8/8/8/8/8/1KR2n2 w C - 0 1")).contains("b1c1"));
        // a piece beyond both ways does not
        assertTrue(legal(play("4k3/8/8/8/8/8/8/1KR4N w C - 0 1")).contains("b1c1"));
    }

    @Test
    void castlingOutOfCheckIsIllegal() {
        assertFalse(legal(play("4r1k1/8/8/8/8/8/8/R3K2R w HA - 0 1")).stream().anyMatch(m -> m.equals("e1h1") || m.equals("e1a1")));
    }

    @Test
    void theKingMayNotPassAnAttackedSquare() {
        Chess960Position p = play("5rk1/8/8/8/8/8/8/R3K2R w HA - 0 1"); // f1 attacked
        assertFalse(legal(p).contains("e1h1"));
        assertTrue(legal(p).contains("e1a1"));
    }

    @Test
    void theKingMayNotLandOnAnAttackedSquare() {
        assertFalse(legal(play("5kr1/8/8/8/8/8/8/R3K2R w HA - 0 1")).contains("e1h1"));
        // king already on g1 (only the rook moves): g1 attacked would be check, so look at c1 for the a-side
        assertFalse(legal(play("2r3k1/8/8/8/8/8/8/R2K4 w A - 0 1")).contains("d1a1"));
    }

    @Test
    void theRookMayPassAnAttackedSquare() {
        Chess960Position p = play("1r4k1/8/8/8/8/8/8/R3K3 w A - 0 1"); // b1 attacked, only the rook passes it
        assertTrue(legal(p).contains("e1a1"));
    }

    @Test
    void aRookThatShieldsTheKingsDestinationCannotCastleAway() {
        // queen a1, rook b1, king c1: castling with b1 would leave the king on c1 attacked along the rank
        Chess960Position p = play("4k3/8/8/8/8/8/8/qRK4R w HB - 0 1");
        assertFalse(legal(p).contains("c1b1"));
        assertTrue(legal(p).contains("c1h1"));
    }

    @Test
    void castlingCanBeLegalOnMoveOne() {
        // Exactly the starts with king f1 + rook g1, or rook c1 + king d1, can castle at once (they swap).
        int castlingStarts = 0;
        for (int n = 0; n < Scharnagl.COUNT; n++) {
            String rank = Scharnagl.backRank(n);
            boolean swap = rank.startsWith("KR", 5) || rank.startsWith("RK", 2);
            Chess960Position p = Boards.RULES.startPosition(Boards.ALL, n);
            boolean canCastle = legal(p).stream().anyMatch(m -> Boards.RULES.parseMachine(p, m) != 0
                    && Move.kind(Boards.RULES.parseMachine(p, m)) == Move.CASTLE);
            assertEquals(swap, canCastle, "start " + n + " " + rank);
            castlingStarts += canCastle ? 1 : 0;
        }
        assertTrue(castlingStarts > 0);
    }

    @Test
    void movingTheKingLosesBothRightsEvenIfItReturns() {
        Chess960Position p = play("r3k2r/8/8/8/8/8/8/R3K2R w HAha - 0 1", "e1e2", "e8e7", "e2e1", "e7e8");
        assertEquals("-", p.toFen().split(" ")[2]);
        assertFalse(legal(p).contains("e1h1"));
    }

    @Test
    void movingARookLosesThatSideOnly() {
        Chess960Position p = play("r3k2r/8/8/8/8/8/8/R3K2R w HAha - 0 1", "h1h2", "a8a7", "h2h1", "a7a8");
        assertEquals("Ah", p.toFen().split(" ")[2]);
        assertTrue(legal(p).contains("e1a1"));
        assertFalse(legal(p).contains("e1h1"));
    }

    @Test
    void aCapturedRookLosesItsRight() {
        Chess960Position p = play("r3k2r/8/8/8/8/8/8/R3K2R w HAha - 0 1", "h1h8");
        assertEquals("Aa", p.toFen().split(" ")[2]);
    }

    @Test
    void castlingIsUndoneExactly() {
        for (String[] c : new String[][]{{"4k3/8/8/8/8/8/8/5KR1 w G - 0 1", "f1g1"}, {"4k3/8/8/8/8/8/8/RK6 w A - 0 1", "b1a1"},
                {"4k3/8/8/8/8/8/8/6KR w H - 0 1", "g1h1"}, {"r3k2r/8/8/8/8/8/8/R3K2R b HAha - 0 1", "e8a8"}}) {
            Chess960Position p = play(c[0]);
            long hash = p.hash();
            p.makeMove(Boards.RULES.parseMachine(p, c[1]));
            p.unmakeMove();
            assertEquals(c[0], p.toFen());
            assertEquals(hash, p.hash());
        }
    }
}
