package org.ttakji.engines.search;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.ttakji.engines.core.Outcome;
import org.ttakji.engines.core.Termination;

/**
 * Root actions (Shogi's impasse declaration) are searched like moves and scored by the rule status they
 * lead to. docs/rules/ lab decision: declare when the declaration wins, or when it draws and the evaluation says
 * no move promises more than a draw.
 */
class RootActionTest {
    private static SearchResult search(ImpasseGame game) {
        return new Searcher(ImpasseGame.evaluator(), SearchSettings.defaults().withHashMegabytes(1)
                .withMultiPv(SearchSettings.ALL_ROOT_MOVES)).search(game, SearchLimits.depth(4));
    }

    @Test
    void engineDeclaresWhenTheDeclarationWins() {
        SearchResult r = search(new ImpasseGame(Outcome.win(0, Termination.IMPASSE), 300, 900));
        assertEquals(ImpasseGame.declareAction(), r.bestMove());
        assertEquals(Scores.MATE - 1, r.score());
        assertEquals(3, r.rootMoves().size(), "the action is among the root moves");
    }

    @Test
    void aDeclarationThatKeepsTheTurnIsScoredFromTheDeclarersView() {
        SearchResult r = search(new ImpasseGame(Outcome.win(0, Termination.IMPASSE), 300, 900).keepingTurn());
        assertEquals(ImpasseGame.declareAction(), r.bestMove());
        assertEquals(Scores.MATE - 1, r.score());
        SearchResult lost = search(new ImpasseGame(Outcome.loss(0, Termination.IMPASSE), 30).keepingTurn());
        assertNotEquals(ImpasseGame.declareAction(), lost.bestMove());
    }

    @Test
    void engineDeclaresADrawWhenNoMovePromisesMore() {
        SearchResult r = search(new ImpasseGame(Outcome.draw(Termination.IMPASSE), -40, 0, -300));
        assertEquals(ImpasseGame.declareAction(), r.bestMove(), "a draw is as good as the best move (0): declare");
        assertEquals(0, r.score());
    }

    @Test
    void engineDoesNotDeclareADrawWhenAMoveIsBetter() {
        SearchResult r = search(new ImpasseGame(Outcome.draw(Termination.IMPASSE), -40, 25));
        assertNotEquals(ImpasseGame.declareAction(), r.bestMove());
        assertEquals(25, r.score());
    }

    @Test
    void engineNeverMakesALosingDeclaration() {
        SearchResult r = search(new ImpasseGame(Outcome.loss(0, Termination.IMPASSE), -500, -900));
        assertNotEquals(ImpasseGame.declareAction(), r.bestMove());
        RootMoveScore declare = r.rootMoves().stream()
                .filter(m -> m.move() == ImpasseGame.declareAction()).findFirst().orElseThrow();
        assertEquals(-(Scores.MATE - 1), declare.score());
        assertTrue(declare.exact());
    }
}
