package org.ttakji.engines.search;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.ttakji.engines.search.VariantTactics.machine;
import static org.ttakji.engines.search.VariantTactics.position;
import static org.ttakji.engines.search.VariantTactics.search;

import org.junit.jupiter.api.Test;
import org.ttakji.engines.core.Position;
import org.ttakji.engines.core.Variant;

/** The search on Janggi positions: a mate found along the palace, a hanging piece taken. */
class JanggiTacticsTest {
    private static final Variant V = Variant.JANGGI;

    @Test
    void mateInOneIsFound() {
        // The general on the palace corner d9 can go to e9, d8 or (diagonally) e8: the chariots cover them all.
        Position p = position(V, "3k5/R8/9/9/9/9/9/9/9/5K2R w - - 0 1");
        SearchResult r = search(p, 3);
        assertEquals("i0i9", machine(V, p, r.bestMove()));
        assertEquals(Scores.MATE - 1, r.score());
    }

    @Test
    void hangingPieceIsTaken() {
        Position p = position(V, "3k5/9/9/9/4r4/9/9/4R4/9/5K3 w - - 0 1");
        SearchResult r = search(p, 4);
        assertEquals("e2e5", machine(V, p, r.bestMove()));
        assertTrue(r.score() > 0);
    }
}
