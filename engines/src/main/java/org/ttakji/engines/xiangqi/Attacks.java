package org.ttakji.engines.xiangqi;

import static org.ttakji.engines.xiangqi.Mailbox.OFF;
import static org.ttakji.engines.xiangqi.XiangqiPiece.CANNON;
import static org.ttakji.engines.xiangqi.XiangqiPiece.CHARIOT;
import static org.ttakji.engines.xiangqi.XiangqiPiece.GENERAL;
import static org.ttakji.engines.xiangqi.XiangqiPiece.HORSE;
import static org.ttakji.engines.xiangqi.XiangqiPiece.RED;
import static org.ttakji.engines.xiangqi.XiangqiPiece.SOLDIER;

/**
 * Attack detection on the padded board (docs/rules/xiangqi.md): is a point attacked by the pieces of one side?
 * Looked at from the target outward, so one call costs four rays, four horse legs and three soldier
 * points. The enemy general "attacks" along an open file (the flying-general rule), so a move that
 * leaves the generals facing is rejected by the same test that rejects leaving the general in check.
 */
final class Attacks {
    private Attacks() {
    }

    /**
     * True when {@code target} (padded index) is attacked by the side other than {@code side}, on the
     * given board.
     */
    static boolean attacked(int[] board, int target, int side) {
        int them = RED << (side ^ 1);
        int chariot = them | CHARIOT;
        int general = them | GENERAL;
        int cannon = them | CANNON;
        int horse = them | HORSE;
        for (int d : Mailbox.ORTHOGONAL) {
            int s = target + d;
            int p;
            while ((p = board[s]) == 0) {
                s += d;
            }
            if (p == OFF) {
                continue;
            }
            // Generals never share a rank, so an enemy general met first on any ray is on the file.
            if (p == chariot || p == general) {
                return true;
            }
            s += d;
            while ((p = board[s]) == 0) {
                s += d;
            }
            if (p == cannon) {
                return true;
            }
        }
        // A horse at target + (1, 2) has its leg at target + (1, 1): each empty diagonal neighbour of the
        // target is the leg of two horse points.
        if (board[target + Mailbox.NORTH + Mailbox.EAST] == 0
                && (board[target + 2 * Mailbox.NORTH + Mailbox.EAST] == horse
                || board[target + Mailbox.NORTH + 2 * Mailbox.EAST] == horse)) {
            return true;
        }
        if (board[target + Mailbox.NORTH + Mailbox.WEST] == 0
                && (board[target + 2 * Mailbox.NORTH + Mailbox.WEST] == horse
                || board[target + Mailbox.NORTH + 2 * Mailbox.WEST] == horse)) {
            return true;
        }
        if (board[target + Mailbox.SOUTH + Mailbox.EAST] == 0
                && (board[target + 2 * Mailbox.SOUTH + Mailbox.EAST] == horse
                || board[target + Mailbox.SOUTH + 2 * Mailbox.EAST] == horse)) {
            return true;
        }
        if (board[target + Mailbox.SOUTH + Mailbox.WEST] == 0
                && (board[target + 2 * Mailbox.SOUTH + Mailbox.WEST] == horse
                || board[target + Mailbox.SOUTH + 2 * Mailbox.WEST] == horse)) {
            return true;
        }
        int soldier = them | SOLDIER;
        // An enemy soldier steps toward this side's back rank: it attacks from one point "ahead" of
        // the target (from this side's view), and sideways once it has crossed the river.
        if (board[target + (side == 0 ? Mailbox.NORTH : Mailbox.SOUTH)] == soldier) {
            return true;
        }
        if (Mailbox.crossedRiver(side ^ 1, target)
                && (board[target + Mailbox.EAST] == soldier || board[target + Mailbox.WEST] == soldier)) {
            return true;
        }
        return false;
    }

    /**
     * True when a piece of {@code bySide} could capture on {@code target} (padded index) if an enemy piece
     * stood there: every piece type counted, advisors, elephants and the general's palace steps included;
     * the general's long-range attack along an open file only when {@code target} holds the other general.
     * Not on the hot path (evaluation and tools).
     */
    static boolean attackedBy(int[] board, int target, int bySide) {
        int us = RED << bySide;
        if (board[target] == ((RED << (bySide ^ 1)) | GENERAL)) {
            return attacked(board, target, bySide ^ 1);
        }
        boolean ownPalace = Mailbox.GRID[target] >= 0 && org.ttakji.engines.grid.Grid9x10.inPalace(Mailbox.GRID[target], bySide);
        boolean ownHalf = !Mailbox.crossedRiver(bySide, target);
        for (int d : Mailbox.ORTHOGONAL) {
            int s = target + d;
            int p;
            while ((p = board[s]) == 0) {
                s += d;
            }
            if (p == (us | CHARIOT) || (p == (us | GENERAL) && s == target + d && ownPalace)) {
                return true;
            }
            if (p != OFF) {
                s += d;
                while ((p = board[s]) == 0) {
                    s += d;
                }
                if (p == (us | CANNON)) {
                    return true;
                }
            }
        }
        for (int k = 0; k < 4; k++) {
            int leg = target + Mailbox.DIAGONAL[k];
            int v = board[leg];
            if (v == 0 && (board[leg + FILE_STEP[k]] == (us | HORSE) || board[leg + RANK_STEP[k]] == (us | HORSE))) {
                return true;
            }
            if (v == (us | XiangqiPiece.ADVISOR) && ownPalace) {
                return true;
            }
            if (v == 0 && ownHalf && Mailbox.onBoard(leg + Mailbox.DIAGONAL[k])
                    && board[leg + Mailbox.DIAGONAL[k]] == (us | XiangqiPiece.ELEPHANT)) {
                return true;
            }
        }
        int soldier = us | SOLDIER;
        if (board[target + (bySide == 0 ? Mailbox.SOUTH : Mailbox.NORTH)] == soldier) {
            return true;
        }
        return !ownHalf && (board[target + Mailbox.EAST] == soldier || board[target + Mailbox.WEST] == soldier);
    }

    /** File and rank components of {@link Mailbox#DIAGONAL}, index by index. */
    private static final int[] FILE_STEP = {Mailbox.EAST, Mailbox.WEST, Mailbox.EAST, Mailbox.WEST};
    private static final int[] RANK_STEP = {Mailbox.NORTH, Mailbox.NORTH, Mailbox.SOUTH, Mailbox.SOUTH};
}
