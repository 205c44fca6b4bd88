package org.ttakji.engines.search;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;
import org.ttakji.engines.core.Move;
import org.ttakji.engines.core.MoveList;
import org.ttakji.engines.core.Position;
import org.ttakji.engines.eval.Evaluator;

class MaterialTrackerTest {
    @Test
    void materialGainedSinceTheRootIsCountedForTheSideToMove() {
        int[] v = new int[OrderingValues.PIECE_CODES];
        for (int i = 1; i < v.length; i++) {
            v[i] = 100 * i;
        }
        TreeGame game = new TreeGame(new TreeGame.Shape(5, 6, 100, 0, 0, false));
        MaterialTracker tracker = new MaterialTracker(game, OrderingValues.of(v), 0);
        Position p = tracker.position();
        Evaluator e = tracker.evaluator();
        assertEquals(0, e.evaluate(p));
        MoveList moves = new MoveList();
        p.generateLegal(moves);
        int first = moves.get(0);
        p.makeMove(first);
        int gain = 100 * Move.captured(first);
        assertEquals(-gain, e.evaluate(p), "the opponent (now to move) lost the captured piece");
        moves.clear();
        p.generateLegal(moves);
        int second = moves.get(0);
        p.makeMove(second);
        assertEquals(gain - 100 * Move.captured(second), e.evaluate(p));
        p.unmakeMove();
        p.unmakeMove();
        assertEquals(0, e.evaluate(p));
        assertEquals(game.hash(), p.hash());
    }
}
