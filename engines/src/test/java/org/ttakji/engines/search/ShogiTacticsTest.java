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
import org.ttakji.engines.eval.Evaluator;

/**
 * The search on Shogi positions: mates found, a hanging piece taken, perpetual check (a loss for the checker)
 * and repetition draws avoided when winning, and the impasse declaration made exactly when docs/rules/ says.
 */
class ShogiTacticsTest {
    private static final Variant V = Variant.SHOGI;

    /** Shuttles the Sente rook between 5e (check) and 4e (check) while the Gote king steps 5a-4a-5a. */
    private static final String[] PERPETUAL_CHECKS = {"1e5e", "5a4a", "5e4e", "4a5a", "4e5e", "5a4a", "5e4e",
        "4a5a", "4e5e", "5a4a", "5e4e", "4a5a"};
    /** Quiet shuttles (no check): after them, Sente's 2e1e repeats a position for the 4th time. */
    private static final String[] QUIET_SHUTTLES = {"1f1e", "5a4a", "1e2e", "4a5a", "2e1e", "5a4a", "1e2e", "4a5a",
        "2e1e", "5a4a", "1e2e", "4a5a"};

    /** A search with a given evaluation, only the best root move scored exactly. */
    private static SearchResult searchWith(Evaluator evaluator, Position p, int depth) {
        return new Searcher(evaluator, SearchSettings.defaults().withHashMegabytes(4)).search(p,
                SearchLimits.depth(depth));
    }

    /** An evaluation that always says Sente is {@code cp} better. */
    private static Evaluator senteBetterBy(int cp) {
        return p -> p.sideToMove() == 0 ? cp : -cp;
    }

    @Test
    void mateInOneIsFound() {
        Position p = position(V, "4k4/9/4P4/9/9/9/9/9/4K4 b G 1");
        SearchResult r = search(p, 3);
        assertEquals("G*5b", machine(V, p, r.bestMove()));
        assertEquals(Scores.MATE - 1, r.score());
    }

    @Test
    void mateInTwoIsFound() {
        Position p = position(V, "4k4/9/9/9/9/9/9/9/4K4 b 2G 1");
        assertFalse(ForcedWin.within(p, 1));
        SearchResult r = search(p, 5);
        assertEquals(Scores.MATE - 3, r.score(), Scores.describe(r.score()));
        assertTrue(ForcedWin.byMove(p, r.bestMove(), 3), machine(V, p, r.bestMove()) + " forces mate in 2");
    }

    @Test
    void hangingPieceIsTaken() {
        Position p = position(V, "4k4/9/9/9/4r4/9/9/4R4/4K4 b - 1");
        SearchResult r = search(p, 4);
        assertEquals("5h5e", machine(V, p, r.bestMove()));
        assertTrue(r.score() > 0);
    }

    @Test
    void perpetualCheckLosingForTheCheckerIsAvoided() {
        Position p = afterMoves(V, "4k4/9/9/9/8R/9/9/9/4K4 b 2G 1", PERPETUAL_CHECKS);
        SearchResult r = search(p, 3);
        assertEquals(-(Scores.MATE - 1), rootMove(V, p, r, "4e5e").score(),
                "the 4th occurrence by a check on every move loses for the checker");
        assertNotEquals("4e5e", machine(V, p, r.bestMove()));
        assertTrue(r.score() > 0);
    }

    @Test
    void repetitionDrawIsAvoidedWhenWinning() {
        Position p = afterMoves(V, "4k4/9/9/9/9/8R/9/9/4K4 b 2G 1", QUIET_SHUTTLES);
        SearchResult r = searchWith(senteBetterBy(500), p, 2);
        assertTrue(rootMove(V, p, r, "2e1e").score() <= 0, "the 4th occurrence is a draw");
        assertNotEquals("2e1e", machine(V, p, r.bestMove()));
        assertEquals(500, r.score());
    }

    @Test
    void engineDeclaresImpasseWhenTheDeclarationWins() {
        Position p = position(V, "9/4K4/9/9/9/9/9/4k4/9 b 2R2B4G4S4N4L18p 1");
        SearchResult r = searchWith(p2 -> 0, p, 3);
        assertEquals("declare", machine(V, p, r.bestMove()));
        assertEquals(Scores.MATE - 1, r.score());
    }

    @Test
    void engineDeclaresADrawnImpasseOnlyWhenItJudgesADrawGoodEnough() {
        Position p = position(V, "9/4K4/9/9/9/9/9/4k4/9 b RB2G2S2N2L9Prb2g2s2n2l9p 1");
        SearchResult worse = searchWith(senteBetterBy(-300), p, 1);
        assertEquals("declare", machine(V, p, worse.bestMove()), "a draw beats -300 cp");
        assertEquals(0, worse.score());
        SearchResult better = searchWith(senteBetterBy(300), p, 1);
        assertNotEquals("declare", machine(V, p, better.bestMove()), "+300 cp is better than a draw");
        assertTrue(rootMove(V, p, better, "declare").score() <= 0);
    }
}
