package org.ttakji.engines.search;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.ttakji.engines.search.VariantTactics.machine;
import static org.ttakji.engines.search.VariantTactics.position;
import static org.ttakji.engines.search.VariantTactics.search;

import org.junit.jupiter.api.Test;
import org.ttakji.engines.core.Position;
import org.ttakji.engines.core.Variant;

/** The search on Chess960 positions: mates found, a hanging piece taken, a stalemate draw avoided. */
class Chess960TacticsTest {
    private static final Variant V = Variant.CHESS960;

    @Test
    void mateInOneIsFound() {
        Position p = position(V, "6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1");
        SearchResult r = search(p, 4);
        assertEquals("a1a8", machine(V, p, r.bestMove()));
        assertEquals(Scores.MATE - 1, r.score());
    }

    @Test
    void mateInTwoIsFound() {
        Position p = position(V, "7k/8/8/8/8/8/R7/1R4K1 w - - 0 1");
        SearchResult r = search(p, 6);
        assertEquals(Scores.MATE - 3, r.score(), Scores.describe(r.score()));
        assertTrue(ForcedWin.byMove(p, r.bestMove(), 3), "the chosen move forces mate in 2");
        assertTrue(!ForcedWin.within(p, 1), "no mate in 1 here");
    }

    @Test
    void hangingPieceIsTaken() {
        Position p = position(V, "4k3/8/8/3q4/8/8/3R4/4K3 w - - 0 1");
        SearchResult r = search(p, 5);
        assertEquals("d2d5", machine(V, p, r.bestMove()));
        assertTrue(r.score() > 0);
    }

    @Test
    void aStalematingMoveIsNotPlayedWhenWinning() {
        // Queen to b6 or c7 would stalemate the king on a8 (a draw); the engine mates instead.
        Position p = position(V, "k7/8/1K6/8/8/8/8/2Q5 w - - 0 1");
        SearchResult r = search(p, 5);
        assertTrue(Scores.isMate(r.score()) && r.score() > 0, Scores.describe(r.score()));
        assertEquals(0, VariantTactics.rootMove(V, p, r, "c1c7").score(), "Qc7 is stalemate: a draw");
    }
}
