package org.ttakji.engines.shogi;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.ttakji.engines.shogi.ShogiTesting.legal;
import static org.ttakji.engines.shogi.ShogiTesting.movesFrom;
import static org.ttakji.engines.shogi.ShogiTesting.play;
import static org.ttakji.engines.shogi.ShogiTesting.sfen;

import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * docs/rules/shogi.md, pieces, captures, promotion and check: each test sets one piece on 5e of an otherwise almost
 * empty board (sente king 9h, gote king 1b) and lists its moves by hand.
 */
class ShogiMovementTest {
    /** Sente king 9h, gote king 1b, {@code piece} on 5e. */
    private static ShogiPosition center(String piece) {
        return sfen("9/8k/9/9/4" + piece + "4/9/9/K8/9 b - 1");
    }

    @Test
    void kingMovesOneStepInEveryDirection() {
        ShogiPosition p = sfen("9/8k/9/9/4K4/9/9/9/9 b - 1");
        assertEquals(Set.of("5e5d", "5e4d", "5e6d", "5e4e", "5e6e", "5e5f", "5e4f", "5e6f"), legal(p));
    }

    @Test
    void goldMovesOneStepOrthogonallyOrDiagonallyForward() {
        assertEquals(Set.of("5e5d", "5e4d", "5e6d", "5e4e", "5e6e", "5e5f"), movesFrom(center("G"), "5e"));
    }

    @Test
    void silverMovesOneStepDiagonallyOrStraightForward() {
        assertEquals(Set.of("5e5d", "5e4d", "5e6d", "5e4f", "5e6f"), movesFrom(center("S"), "5e"));
    }

    @Test
    void goteSilverMovesTowardsRankI() {
        ShogiPosition p = sfen("9/8k/9/9/4s4/9/9/K8/9 w - 1");
        assertEquals(Set.of("5e5f", "5e4f", "5e6f", "5e4d", "5e6d"), movesFrom(p, "5e"));
    }

    @Test
    void promotedMinorPiecesMoveAsGold() {
        Set<String> gold = Set.of("5e5d", "5e4d", "5e6d", "5e4e", "5e6e", "5e5f");
        for (String piece : new String[] {"+S", "+N", "+L", "+P"}) {
            assertEquals(gold, movesFrom(center(piece), "5e"), piece);
        }
    }

    @Test
    void knightJumpsTwoForwardAndOneSidewaysOverPieces() {
        ShogiPosition p = sfen("9/8k/9/3PPP3/4N4/9/9/K8/9 b - 1");
        assertEquals(Set.of("5e4c", "5e4c+", "5e6c", "5e6c+"), movesFrom(p, "5e"));
    }

    @Test
    void lanceSlidesStraightForward() {
        assertEquals(Set.of("5e5d", "5e5c", "5e5c+", "5e5b", "5e5b+", "5e5a+"), movesFrom(center("L"), "5e"));
    }

    @Test
    void pawnStepsAndCapturesStraightForward() {
        assertEquals(Set.of("5e5d"), movesFrom(center("P"), "5e"));
        ShogiPosition p = sfen("9/8k/9/3ppp3/4P4/9/9/K8/9 b - 1");
        assertEquals(Set.of("5e5d"), movesFrom(p, "5e"), "only the piece straight ahead can be taken");
    }

    @Test
    void rookSlidesOrthogonally() {
        assertEquals(Set.of("5e5d", "5e5c", "5e5c+", "5e5b", "5e5b+", "5e5a", "5e5a+", "5e5f", "5e5g", "5e5h", "5e5i",
                "5e4e", "5e3e", "5e2e", "5e1e", "5e6e", "5e7e", "5e8e", "5e9e"), movesFrom(center("R"), "5e"));
    }

    @Test
    void dragonMovesAsRookPlusOneDiagonalStep() {
        assertEquals(Set.of("5e5d", "5e5c", "5e5b", "5e5a", "5e5f", "5e5g", "5e5h", "5e5i",
                "5e4e", "5e3e", "5e2e", "5e1e", "5e6e", "5e7e", "5e8e", "5e9e", "5e4d", "5e6d", "5e4f", "5e6f"),
                movesFrom(center("+R"), "5e"));
    }

    @Test
    void bishopSlidesDiagonally() {
        assertEquals(Set.of("5e4d", "5e3c", "5e3c+", "5e2b", "5e2b+", "5e1a", "5e1a+",
                "5e6d", "5e7c", "5e7c+", "5e8b", "5e8b+", "5e9a", "5e9a+",
                "5e4f", "5e3g", "5e2h", "5e1i", "5e6f", "5e7g", "5e8h", "5e9i"), movesFrom(center("B"), "5e"));
    }

    @Test
    void horseMovesAsBishopPlusOneOrthogonalStep() {
        assertEquals(Set.of("5e4d", "5e3c", "5e2b", "5e1a", "5e6d", "5e7c", "5e8b", "5e9a",
                "5e4f", "5e3g", "5e2h", "5e1i", "5e6f", "5e7g", "5e8h", "5e9i", "5e5d", "5e4e", "5e6e", "5e5f"),
                movesFrom(center("+B"), "5e"));
    }

    @Test
    void capturedPieceGoesToCaptorsHandUnpromoted() {
        ShogiPosition p = sfen("9/8k/9/9/4R3+r/9/9/K8/9 b - 1");
        play(p, "5e1e");
        assertEquals("9/8k/9/9/8R/9/9/K8/9 w R 2", p.toFen());
        assertEquals(1, p.handCount(0, ShogiPiece.ROOK));
    }

    @Test
    void dropPutsAnUnpromotedPieceOnAnyEmptySquare() {
        ShogiPosition p = sfen("9/8k/9/9/9/9/9/K8/9 b S 1");
        long drops = legal(p).stream().filter(m -> m.startsWith("S*")).count();
        assertEquals(79, drops, "every empty square, the promotion zone included");
        play(p, "S*5a");
        assertEquals(ShogiPiece.SILVER, p.pieceAt(ShogiSquare.of(5, 1)));
        assertEquals(0, p.handCount(0, ShogiPiece.SILVER));
    }

    @Test
    void droppedPieceMayGiveCheck() {
        ShogiPosition p = sfen("9/8k/9/9/9/9/9/K8/9 b G 1");
        assertTrue(legal(p).contains("G*1c"));
        play(p, "G*1c");
        assertTrue(p.inCheck());
    }

    @Test
    void pawnAndLanceCannotBeDroppedOnTheLastRank() {
        ShogiPosition p = sfen("9/8k/9/9/9/9/9/K8/9 b PL 1");
        Set<String> moves = legal(p);
        assertEquals(70, moves.stream().filter(m -> m.startsWith("P*")).count());
        assertEquals(70, moves.stream().filter(m -> m.startsWith("L*")).count());
        assertFalse(moves.contains("P*5a") || moves.contains("L*5a"));
    }

    @Test
    void knightCannotBeDroppedOnTheLastTwoRanks() {
        ShogiPosition p = sfen("9/8k/9/9/9/9/9/K8/9 b N 1");
        Set<String> moves = legal(p);
        assertEquals(62, moves.stream().filter(m -> m.startsWith("N*")).count());
        assertFalse(moves.contains("N*5a") || moves.contains("N*5b"));
        ShogiPosition gote = sfen("9/8k/9/9/9/9/9/K8/9 w n 1");
        assertFalse(legal(gote).contains("N*5h") || legal(gote).contains("N*5i"));
    }

    @Test
    void promotionIsOptionalWhenTheMoveEntersTheZone() {
        ShogiPosition p = sfen("9/8k/9/4S4/9/9/9/K8/9 b - 1");
        assertEquals(Set.of("5d5c", "5d5c+", "5d4c", "5d4c+", "5d6c", "5d6c+", "5d4e", "5d6e"), movesFrom(p, "5d"));
    }

    @Test
    void promotionIsOptionalWhenTheMoveStartsInTheZone() {
        ShogiPosition p = sfen("9/8k/4S4/9/9/9/9/K8/9 b - 1");
        assertEquals(Set.of("5c5b", "5c5b+", "5c4b", "5c4b+", "5c6b", "5c6b+", "5c4d", "5c4d+", "5c6d", "5c6d+"),
                movesFrom(p, "5c"));
    }

    @Test
    void promotionIsCompulsoryWhereThePieceCouldNeverMoveAgain() {
        assertEquals(Set.of("5b5a+"), movesFrom(sfen("9/4P3k/9/9/9/9/9/K8/9 b - 1"), "5b"), "pawn on the last rank");
        assertEquals(Set.of("5b5a+"), movesFrom(sfen("9/4L3k/9/9/9/9/9/K8/9 b - 1"), "5b"), "lance on the last rank");
        assertEquals(Set.of("5d4b+", "5d6b+"), movesFrom(sfen("9/8k/9/4N4/9/9/9/K8/9 b - 1"), "5d"),
                "knight on the second-last rank");
        assertEquals(Set.of("5h5i+"), movesFrom(sfen("9/8k/9/9/9/9/9/K3p4/9 w - 1"), "5h"), "gote pawn on rank i");
        assertEquals(Set.of("5f4h+", "5f6h+"), movesFrom(sfen("9/8k/9/9/9/4n4/9/K8/9 w - 1"), "5f"),
                "gote knight on rank h");
        assertEquals(Set.of("5e4c", "5e4c+", "5e6c", "5e6c+"), movesFrom(center("N"), "5e"),
                "a knight landing on the third-last rank may stay unpromoted");
    }

    @Test
    void goldKingAndPromotedPiecesNeverPromote() {
        assertTrue(movesFrom(sfen("9/8k/4G4/9/9/9/9/K8/9 b - 1"), "5c").stream().noneMatch(m -> m.endsWith("+")));
        assertTrue(movesFrom(sfen("9/8k/4+R4/9/9/9/9/K8/9 b - 1"), "5c").stream().noneMatch(m -> m.endsWith("+")));
        assertTrue(movesFrom(sfen("9/7k1/4K4/9/9/9/9/9/9 b - 1"), "5c").stream().noneMatch(m -> m.endsWith("+")));
    }

    @Test
    void pinnedPieceMayNotLeaveTheLine() {
        ShogiPosition p = sfen("4r3k/9/9/9/9/9/9/4G4/4K4 b - 1");
        assertEquals(Set.of("5h5g"), movesFrom(p, "5h"));
    }

    @Test
    void kingMayNotMoveIntoCheck() {
        ShogiPosition p = sfen("3r4k/9/9/9/9/9/9/9/4K4 b - 1");
        assertEquals(Set.of("5i5h", "5i4h", "5i4i"), legal(p));
    }

    @Test
    void checkMustBeAnswered() {
        // gote rook on 5a checks the king on 5i: move away, capture nothing, or interpose (here by a drop)
        ShogiPosition p = sfen("4r3k/9/9/9/9/9/9/9/4K4 b G 1");
        Set<String> moves = legal(p);
        assertTrue(p.inCheck());
        assertTrue(moves.containsAll(Set.of("5i4h", "5i6h", "5i4i", "5i6i", "G*5h", "G*5b")));
        assertFalse(moves.contains("G*4h") || moves.contains("5i5h"));
        assertEquals(4 + 7, moves.size());
    }
}
