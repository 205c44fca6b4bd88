package org.ttakji.engines.search;

import org.ttakji.engines.core.MoveList;
import org.ttakji.engines.core.Outcome;
import org.ttakji.engines.core.Position;
import org.ttakji.engines.core.Result;

/**
 * Brute-force check of a forced win, independent of the search: the side to move can force the game to
 * end in its favour within {@code plies} plies, whatever the defence (every legal reply tried).
 */
final class ForcedWin {
    private ForcedWin() {
    }

    /** True when {@code move} (legal in {@code p}) forces a win within {@code plies} plies (counting itself). */
    static boolean byMove(Position p, int move, int plies) {
        int mover = p.sideToMove();
        p.makeMove(move);
        try {
            return lostForSideToMove(p, mover, plies - 1);
        } finally {
            p.unmakeMove();
        }
    }

    /** True when the side to move can force a win within {@code plies} plies. */
    static boolean within(Position p, int plies) {
        if (plies <= 0) {
            return false;
        }
        MoveList moves = new MoveList();
        p.generateLegal(moves);
        for (int i = 0; i < moves.size(); i++) {
            if (byMove(p, moves.get(i), plies)) {
                return true;
            }
        }
        return false;
    }

    /** After the winner's move: the game is won for {@code winner}, or every reply still loses in time. */
    private static boolean lostForSideToMove(Position p, int winner, int plies) {
        Outcome o = p.status();
        if (o.isOver()) {
            return o.result() == Result.winFor(winner);
        }
        if (plies <= 0) {
            return false;
        }
        MoveList replies = new MoveList();
        p.generateLegal(replies);
        for (int i = 0; i < replies.size(); i++) {
            p.makeMove(replies.get(i));
            boolean lost = within(p, plies - 1);
            p.unmakeMove();
            if (!lost) {
                return false;
            }
        }
        return true;
    }
}
