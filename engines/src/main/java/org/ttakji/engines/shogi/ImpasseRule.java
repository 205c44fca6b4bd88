package org.ttakji.engines.shogi;

import org.ttakji.engines.core.Move;
import org.ttakji.engines.core.Outcome;
import org.ttakji.engines.core.Termination;

/**
 * The impasse (entering king) rule of docs/rules/shogi.md under the 24-point count: rook and bishop, promoted or
 * not, 5 points, every other piece except the king 1, counted on the board and in hand (54 in all, 27 each
 * at the start).
 */
final class ImpasseRule {
    /** The declaration action, machine and human notation {@code declare}. */
    static final int DECLARE_MOVE = Move.of(0, 0, Move.DECLARE, 0, 0);
    /** Points a side needs not to lose. */
    static final int THRESHOLD = 24;

    private ImpasseRule() {
    }

    /** Points of a side, board and hand. */
    static int points(ShogiPosition p, int side) {
        int sum = 0;
        for (int sq = 0; sq < 81; sq++) {
            int pc = p.board[sq];
            if (pc != 0 && (pc >>> 4) == side) {
                sum += ShogiPiece.impassePoints(pc);
            }
        }
        for (int t = 1; t <= 7; t++) {
            sum += p.hand[side * 8 + t] * ShogiPiece.impassePoints(t);
        }
        return sum;
    }

    /** Both kings in their enemy zones, the side to move not in check and no declaration made yet. */
    static boolean canDeclare(ShogiPosition p) {
        return p.kingInEnemyZone(0) && p.kingInEnemyZone(1) && !p.inCheck() && !p.declared();
    }

    /**
     * The result of a declaration by {@code declarer}: a loss below 24 points; otherwise a win when the
     * opponent is below 24, else a draw.
     */
    static Outcome declare(ShogiPosition p, int declarer) {
        if (points(p, declarer) < THRESHOLD) {
            return Outcome.loss(declarer, Termination.IMPASSE);
        }
        if (points(p, declarer ^ 1) < THRESHOLD) {
            return Outcome.win(declarer, Termination.IMPASSE);
        }
        return Outcome.draw(Termination.IMPASSE);
    }

    /**
     * The count at the ply limit with both kings in their enemy zones: a side below 24 points loses to a side
     * with 24 or more; otherwise a draw (both 24 or more, or, possible only with missing pieces, both below).
     */
    static Outcome count(ShogiPosition p) {
        boolean senteShort = points(p, 0) < THRESHOLD;
        boolean goteShort = points(p, 1) < THRESHOLD;
        if (senteShort != goteShort) {
            return Outcome.loss(senteShort ? 0 : 1, Termination.IMPASSE);
        }
        return Outcome.draw(Termination.IMPASSE);
    }
}
