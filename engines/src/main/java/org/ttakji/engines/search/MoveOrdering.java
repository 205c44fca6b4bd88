package org.ttakji.engines.search;

import java.util.Arrays;
import org.ttakji.engines.core.Move;
import org.ttakji.engines.core.MoveList;

/**
 * Move ordering: the transposition-table move first, then tactical moves by most valuable victim (and
 * promotion piece) per {@link OrderingValues}, then the two killer moves of the ply, then quiet moves by
 * history. The mover's own piece is not in a packed move, so there is no "least valuable attacker" term.
 *
 * <p>A move is <em>tactical</em> when it captures or promotes ({@link Move#PROMOTION}); quiescence searches
 * exactly those. Drops, reveals and quiet moves are not tactical.
 */
final class MoveOrdering {
    static final int ROOT_ACTION = 2_100_000_000;
    static final int TT_MOVE = 2_000_000_000;
    static final int TACTICAL = 1_000_000_000;
    static final int KILLER_FIRST = 900_000_000;
    static final int KILLER_SECOND = 899_999_999;
    private static final int HISTORY_MAX = 100_000_000;
    private static final int HISTORY_SLOTS = 1 << 14;

    private final OrderingValues values;
    private final int[] killers = new int[Scores.MAX_PLY * 2];
    private final int[][] history = new int[2][HISTORY_SLOTS];

    MoveOrdering(OrderingValues values) {
        this.values = values;
    }

    /** Forgets killers and history (a fresh search). */
    void clear() {
        Arrays.fill(killers, Move.NONE);
        Arrays.fill(history[0], 0);
        Arrays.fill(history[1], 0);
    }

    /** Halves the history, so that a reused searcher adapts (searches that keep their table). */
    void age() {
        Arrays.fill(killers, Move.NONE);
        for (int[] h : history) {
            for (int i = 0; i < h.length; i++) {
                h[i] >>= 1;
            }
        }
    }

    /** True when the move captures or promotes. */
    static boolean isTactical(int move) {
        return Move.captured(move) != 0 || Move.kind(move) == Move.PROMOTION;
    }

    /** Sets the ordering score of every move in the list. */
    void score(MoveList moves, int ttMove, int ply, int side) {
        int k1 = killers[2 * ply];
        int k2 = killers[2 * ply + 1];
        int[] h = history[side];
        for (int i = 0; i < moves.size(); i++) {
            int m = moves.get(i);
            int s;
            if (m == ttMove) {
                s = TT_MOVE;
            } else if (isTactical(m)) {
                s = tacticalScore(m);
            } else if (m == k1) {
                s = KILLER_FIRST;
            } else if (m == k2) {
                s = KILLER_SECOND;
            } else {
                s = h[historyIndex(m)];
            }
            moves.setScore(i, s);
        }
    }

    /** Ordering score of a tactical move: victim first, then promotion piece. */
    int tacticalScore(int move) {
        int promoted = Move.kind(move) == Move.PROMOTION ? values.value(Move.piece(move)) : 0;
        return TACTICAL + 8 * values.value(Move.captured(move)) + promoted;
    }

    /** Material a tactical move wins by {@link OrderingValues} (victim plus promotion piece), ~centipawns. */
    int gain(int move) {
        int promoted = Move.kind(move) == Move.PROMOTION ? values.value(Move.piece(move)) : 0;
        return values.value(Move.captured(move)) + promoted;
    }

    /**
     * Moves the best-scored move among {@code index..size-1} to {@code index} (a selection sort step; ties
     * keep generation order) and returns it.
     */
    static int pickNext(MoveList moves, int index) {
        int best = index;
        int bestScore = moves.score(index);
        for (int i = index + 1; i < moves.size(); i++) {
            if (moves.score(i) > bestScore) {
                bestScore = moves.score(i);
                best = i;
            }
        }
        if (best != index) {
            moves.swap(index, best);
        }
        return moves.get(index);
    }

    /** True when the move is one of the ply's killers. */
    boolean isKiller(int move, int ply) {
        return killers[2 * ply] == move || killers[2 * ply + 1] == move;
    }

    /** A quiet move caused a beta cutoff: make it a killer and raise its history by depth squared. */
    void rewardQuiet(int move, int ply, int side, int depth) {
        if (killers[2 * ply] != move) {
            killers[2 * ply + 1] = killers[2 * ply];
            killers[2 * ply] = move;
        }
        int[] h = history[side];
        int slot = historyIndex(move);
        h[slot] += depth * depth;
        if (h[slot] > HISTORY_MAX) {
            for (int i = 0; i < h.length; i++) {
                h[i] >>= 1;
            }
        }
    }

    private static int historyIndex(int move) {
        return move & (HISTORY_SLOTS - 1); // from and to squares
    }
}
