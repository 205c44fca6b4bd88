package org.ttakji.engines.xiangqi;

import org.ttakji.engines.core.Outcome;
import org.ttakji.engines.core.Termination;

/**
 * The endings of docs/rules/xiangqi.md (the product's simplified rules, no chasing rules), each with its own
 * {@link Termination}:
 * <ul>
 *   <li>no legal move: the side to move loses ({@link Termination#CHECKMATE} in check, else
 *       {@link Termination#STALEMATE});</li>
 *   <li>neither side has a chariot, horse, cannon or soldier: immediate draw
 *       ({@link Termination#NO_ATTACKERS});</li>
 *   <li>third occurrence of a position with the same side to move: the side that gave check with every one
 *       of its moves since the first occurrence loses ({@link Termination#PERPETUAL_CHECK}); if both or
 *       neither did, draw ({@link Termination#REPETITION});</li>
 *   <li>{@link #MOVE_LIMIT} plies played: draw ({@link Termination#MOVE_LIMIT}), unless the side to move
 *       has no legal move: a mate or stalemate delivered by the last ply still decides the game
 *       (lab decision, as Fairy-Stockfish does for its move counters).</li>
 * </ul>
 * When several apply at once the order above is the priority (no-attackers before repetition before the
 * move limit). A side whose general was captured (possible only from a start position with the side not to
 * move in check, {@code opposite-check=allowed}) has lost by {@link Termination#CHECKMATE}.
 */
final class Endings {
    /** Plies after which the game is drawn (docs/rules/xiangqi.md: "300 plies in total"). */
    static final int MOVE_LIMIT = 300;
    /** Occurrences of one position (same side to move) that end the game. */
    static final int REPETITIONS = 3;

    private Endings() {
    }

    static Outcome ruleStatus(XiangqiPosition p) {
        for (int side = 0; side < 2; side++) {
            if (p.counts[XiangqiPiece.code(side, XiangqiPiece.GENERAL)] == 0) {
                // Only after opposite-check=allowed let a general be captured: that side has lost.
                return Outcome.loss(side, Termination.CHECKMATE);
            }
        }
        if (noAttackers(p)) {
            return Outcome.draw(Termination.NO_ATTACKERS);
        }
        Outcome repetition = repetition(p);
        if (repetition.isOver()) {
            return repetition;
        }
        if (p.ply() >= MOVE_LIMIT && p.hasLegalMove()) {
            return Outcome.draw(Termination.MOVE_LIMIT);
        }
        return Outcome.ONGOING;
    }

    static Outcome noLegalMove(XiangqiPosition p) {
        return Outcome.loss(p.side, p.inCheck() ? Termination.CHECKMATE : Termination.STALEMATE);
    }

    /** True when neither side has a chariot, horse, cannon or soldier. */
    static boolean noAttackers(XiangqiPosition p) {
        int[] c = p.counts;
        for (int type = XiangqiPiece.HORSE; type <= XiangqiPiece.SOLDIER; type++) {
            if (c[XiangqiPiece.RED | type] + c[XiangqiPiece.BLACK | type] != 0) {
                return false;
            }
        }
        return true;
    }

    /**
     * The repetition outcome of the current position, or {@link Outcome#ONGOING} when it has not occurred
     * {@link #REPETITIONS} times. Positions are compared by hash, same side to move (every second index),
     * back to the last capture, soldier advance or null move.
     */
    static Outcome repetition(XiangqiPosition p) {
        int now = p.moveCount;
        long h = p.hash;
        int oldest = p.repeatableFrom[now];
        int occurrences = 1;
        int first = now;
        for (int i = now - 2; i >= oldest; i -= 2) {
            if (p.hashes[i] == h) {
                first = i;
                if (++occurrences == REPETITIONS) {
                    break;
                }
            }
        }
        if (occurrences < REPETITIONS) {
            return Outcome.ONGOING;
        }
        // The move at index j leads to position j + 1; it gave check when that position's side to move is in
        // check. Moves j = first, first + 2, ... are made by the side to move now.
        boolean moverChecksAll = true;
        boolean otherChecksAll = true;
        for (int j = first; j < now; j++) {
            if (!p.inCheckAt[j + 1]) {
                if (((j - first) & 1) == 0) {
                    moverChecksAll = false;
                } else {
                    otherChecksAll = false;
                }
            }
        }
        if (moverChecksAll != otherChecksAll) {
            int perpetualChecker = moverChecksAll ? p.side : p.side ^ 1;
            return Outcome.loss(perpetualChecker, Termination.PERPETUAL_CHECK);
        }
        return Outcome.draw(Termination.REPETITION);
    }
}
