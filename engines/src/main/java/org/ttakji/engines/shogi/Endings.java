package org.ttakji.engines.shogi;

import org.ttakji.engines.core.MoveList;
import org.ttakji.engines.core.Outcome;
import org.ttakji.engines.core.Termination;

/** The endings of docs/rules/shogi.md that a position decides by itself. Stateless. */
final class Endings {
    /** Occurrence of a position that ends the game by sennichite. */
    static final int SENNICHITE_OCCURRENCES = 4;

    private Endings() {
    }

    /** See {@link ShogiPosition#ruleStatus()}. */
    static Outcome ruleStatus(ShogiPosition p) {
        if (p.declared()) {
            return ImpasseRule.declare(p, p.side);
        }
        Outcome repetition = sennichite(p);
        if (repetition.isOver()) {
            return repetition;
        }
        if (p.moveLimit > 0 && p.ply >= p.moveLimit) {
            MoveList moves = p.scratchList();
            p.generateLegal(moves);
            if (moves.isEmpty()) {
                return noLegalMoveOutcome(p);
            }
            if (p.kingInEnemyZone(0) && p.kingInEnemyZone(1)) {
                return ImpasseRule.count(p);
            }
            return Outcome.draw(Termination.MOVE_LIMIT);
        }
        return Outcome.ONGOING;
    }

    /** Checkmate when in check, else the side to move loses for having no legal move. */
    static Outcome noLegalMoveOutcome(ShogiPosition p) {
        return Outcome.loss(p.side, p.inCheck() ? Termination.CHECKMATE : Termination.NO_LEGAL_ACTION);
    }

    /**
     * Sennichite: the current position (board, hands, side to move) occurs for the 4th time in the game
     * history (null moves of the search cut the history). A draw, unless one side gave check with every one of
     * its moves since the first occurrence: that side loses; if both did, a draw (lab decision).
     */
    static Outcome sennichite(ShogiPosition p) {
        int n = p.n;
        long h = p.hashHistory[n];
        int count = 1;
        int first = n;
        for (int i = n - 1; i >= 0; i--) {
            if (p.moveHistory[i] == ShogiPosition.NULL_MOVE) {
                break;
            }
            if (p.hashHistory[i] == h && ((n - i) & 1) == 0) {
                count++;
                first = i;
            }
        }
        if (count < SENNICHITE_OCCURRENCES) {
            return Outcome.ONGOING;
        }
        boolean senteAlwaysChecked = true;
        boolean goteAlwaysChecked = true;
        for (int j = first; j < n; j++) {
            int mover = p.side ^ ((n - j) & 1);
            if (!p.checkHistory[j + 1]) {
                if (mover == 0) {
                    senteAlwaysChecked = false;
                } else {
                    goteAlwaysChecked = false;
                }
            }
        }
        if (senteAlwaysChecked != goteAlwaysChecked) {
            return Outcome.loss(senteAlwaysChecked ? 0 : 1, Termination.PERPETUAL_CHECK);
        }
        return Outcome.draw(Termination.REPETITION);
    }
}
