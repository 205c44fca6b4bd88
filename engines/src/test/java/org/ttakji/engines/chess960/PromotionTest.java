package org.ttakji.engines.chess960;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.ttakji.engines.chess960.Boards.board;
import static org.ttakji.engines.chess960.Boards.legal;

import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.ttakji.engines.core.IllegalMoveException;
import org.ttakji.engines.core.Perft;

/** docs/rules/chess960.md promotion and its rule option. */
class PromotionTest {
    private static final String FEN = "1r5k/P7/8/8/8/8/8/K7 w - - 0 1";

    @Test
    void queenOnlyPromotionIsTheDefaultInPlay() {
        assertEquals("promotion=queen-only", Boards.RULES.defaultRules().toString());
        Chess960Position p = Boards.playWith(Boards.RULES.defaultRules(), FEN);
        Set<String> moves = legal(p);
        assertTrue(moves.containsAll(Set.of("a7a8q", "a7b8q")));
        assertFalse(moves.contains("a7a8n"));
        IllegalMoveException e = assertThrows(IllegalMoveException.class, () -> Boards.RULES.parseHuman(p, "a8=N"));
        assertTrue(e.getMessage().contains("N"), e.getMessage());
    }

    @Test
    void promotionAllGeneratesTheFourPieces() {
        Chess960Position p = Boards.play(FEN);
        assertTrue(legal(p).containsAll(Set.of("a7a8q", "a7a8r", "a7a8b", "a7a8n", "a7b8q", "a7b8r", "a7b8b", "a7b8n")));
    }

    @Test
    void perftCountsAllFourPromotionPieces() {
        assertEquals(List.of("promotion=all"), Boards.RULES.perftRuleDefaults());
        Chess960Position all = Boards.play(FEN);
        Chess960Position queens = Boards.playWith(Boards.RULES.defaultRules(), FEN);
        // one king move (a2; b1 and b2 are attacked by the rook) plus the promotions on a8 and b8
        assertEquals(1 + 8, new Perft(1).count(all, 1));
        assertEquals(1 + 2, new Perft(1).count(queens, 1));
    }

    @Test
    void promotionReplacesThePawnAndCanCapture() {
        Chess960Position p = Boards.play(FEN, "a7b8n");
        assertEquals("1N5k/8/8/8/8/8/8/K7", board(p));
        assertEquals(0, p.halfmoveClock());
        p.unmakeMove();
        assertEquals(FEN, p.toFen());
    }
}
