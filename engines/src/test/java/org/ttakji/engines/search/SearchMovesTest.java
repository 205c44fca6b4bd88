package org.ttakji.engines.search;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import org.junit.jupiter.api.Test;
import org.ttakji.engines.core.Move;
import org.ttakji.engines.core.MoveList;
import org.ttakji.engines.core.Outcome;
import org.ttakji.engines.core.Termination;

/** {@link Searcher#searchMoves}: the value of chosen root moves, as a level needs to verify its choice. */
class SearchMovesTest {
    private static final SearchSettings EXACT = SearchSettings.defaults().withHashMegabytes(1)
            .withSelectivity(false);

    @Test
    void aSingleRootMoveGetsItsExactValueChanceMovesIncluded() {
        Minimax reference = new Minimax(TreeGame.evaluator());
        Searcher searcher = new Searcher(TreeGame.evaluator(), EXACT);
        for (long seed = 1; seed <= 15; seed++) {
            TreeGame game = new TreeGame(new TreeGame.Shape(seed, 5, 25, 30, 6, false));
            MoveList moves = new MoveList();
            game.generateLegal(moves);
            for (int i = 0; i < moves.size(); i++) {
                SearchResult r = searcher.searchMoves(game, SearchLimits.depth(3), moves.get(i));
                assertEquals(moves.get(i), r.bestMove());
                assertEquals(1, r.rootMoves().size());
                assertEquals(reference.moveValue(game, moves.get(i), 3, 0), r.score(), "seed " + seed + " move " + i);
            }
        }
    }

    @Test
    void anActionThatEndsTheGameIsScoredForItsMaker() {
        Searcher searcher = new Searcher(ImpasseGame.evaluator(), EXACT);
        ImpasseGame game = new ImpasseGame(Outcome.win(0, Termination.IMPASSE), 30).keepingTurn();
        assertEquals(Scores.MATE - 1, searcher.searchMoves(game, SearchLimits.depth(2), ImpasseGame.declareAction()).score());
        assertEquals(30, searcher.searchMoves(game, SearchLimits.depth(2), Move.of(0, 1, Move.NORMAL, 0)).score());
    }

    @Test
    void aMoveThatIsNotLegalIsRefused() {
        Searcher searcher = new Searcher(p -> 0, EXACT);
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> searcher.searchMoves(new Nim(1, 2), SearchLimits.depth(2), Move.of(0, 3, Move.NORMAL, 0)));
        assertEquals("move k1:0-3 is not a legal root move or action", e.getMessage());
        assertThrows(IllegalArgumentException.class, () -> searcher.searchMoves(new Nim(1, 2), SearchLimits.depth(2)));
    }
}
