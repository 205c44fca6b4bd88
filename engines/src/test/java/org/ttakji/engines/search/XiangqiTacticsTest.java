package org.ttakji.engines.search;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.ttakji.engines.search.VariantTactics.afterMoves;
import static org.ttakji.engines.search.VariantTactics.machine;
import static org.ttakji.engines.search.VariantTactics.position;
import static org.ttakji.engines.search.VariantTactics.rootMove;
import static org.ttakji.engines.search.VariantTactics.search;

import org.junit.jupiter.api.Test;
import org.ttakji.engines.core.Position;
import org.ttakji.engines.core.Variant;

/** The search on Xiangqi positions: mates found, a hanging piece taken, perpetual check (a loss) avoided. */
class XiangqiTacticsTest {
    private static final Variant V = Variant.XIANGQI;

    @Test
    void mateInOneIsFound() {
        Position p = position(V, "4k4/R8/9/9/9/9/9/9/9/1R1K5 w - - 0 1");
        SearchResult r = search(p, 3);
        assertEquals("b0b9", machine(V, p, r.bestMove()));
        assertEquals(Scores.MATE - 1, r.score());
    }

    @Test
    void mateInTwoIsFound() {
        Position p = position(V, "4k4/9/9/9/9/9/9/9/9/RR1K5 w - - 0 1");
        assertFalse(ForcedWin.within(p, 1));
        SearchResult r = search(p, 5);
        assertEquals(Scores.MATE - 3, r.score(), Scores.describe(r.score()));
        assertTrue(ForcedWin.byMove(p, r.bestMove(), 3), machine(V, p, r.bestMove()) + " forces mate in 2");
    }

    @Test
    void hangingPieceIsTaken() {
        Position p = position(V, "4k4/9/9/9/4r4/9/9/4R4/9/3K5 w - - 0 1");
        SearchResult r = search(p, 4);
        assertEquals("e2e5", machine(V, p, r.bestMove()));
        assertTrue(r.score() > 0);
    }

    @Test
    void perpetualCheckLosingForTheCheckerIsAvoided() {
        // The chariot checks from i9 and i8 in turn while the general steps e9-e8-e9: a third i8i9 repeats the
        // position for the 3rd time with Red checking on every move, which loses for Red.
        Position p = afterMoves(V, "4k4/9/9/9/9/8R/9/9/9/R2K5 w - - 0 1",
                "i4i9", "e9e8", "i9i8", "e8e9", "i8i9", "e9e8", "i9i8", "e8e9");
        SearchResult r = search(p, 3);
        assertEquals(-(Scores.MATE - 1), rootMove(V, p, r, "i8i9").score(),
                "the 3rd occurrence with a check on every move loses for the checker");
        assertNotEquals("i8i9", machine(V, p, r.bestMove()));
        assertTrue(r.score() > 0);
    }
}
