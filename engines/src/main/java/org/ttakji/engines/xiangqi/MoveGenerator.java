package org.ttakji.engines.xiangqi;

import static org.ttakji.engines.xiangqi.Mailbox.EAST;
import static org.ttakji.engines.xiangqi.Mailbox.FILE;
import static org.ttakji.engines.xiangqi.Mailbox.GRID;
import static org.ttakji.engines.xiangqi.Mailbox.NORTH;
import static org.ttakji.engines.xiangqi.Mailbox.OFF;
import static org.ttakji.engines.xiangqi.Mailbox.RANK;
import static org.ttakji.engines.xiangqi.Mailbox.SOUTH;
import static org.ttakji.engines.xiangqi.Mailbox.WEST;
import static org.ttakji.engines.xiangqi.XiangqiPosition.LIST_STRIDE;

import org.ttakji.engines.core.Move;
import org.ttakji.engines.core.MoveList;

/**
 * Legal move generation (RULES.md §3): pseudo-legal moves per piece list, each kept only if it does not
 * leave the mover's general attacked (the facing general included).
 *
 * <p>The legality test (play the move on the board, look for attacks on the general, take it back) is
 * skipped where it cannot fail: when the side to move is not in check, a move of another piece can only
 * expose its general through a line (chariot, cannon screen, facing general) or a horse leg. So only
 * general moves, moves from or to the general's file or rank, and moves from a point diagonally next to
 * the general (the legs of horses that could attack it) are tested.
 */
final class MoveGenerator {
    private static final int MOVE_KIND = Move.NORMAL << 14;
    /** A file/rank no point has, farther than one step from every point. */
    private static final int NO_LINE = -100;
    private static final int[] NO_STEPS = {};

    private MoveGenerator() {
    }

    /** Appends every legal move of the side to move to {@code out}. */
    static void generateLegal(XiangqiPosition p, MoveList out) {
        int[] b = p.board;
        int us = p.side;
        int blocked = (XiangqiPiece.RED << us) | OFF;
        int enemy = XiangqiPiece.RED << (us ^ 1);
        int general = p.generalSquare[us];
        boolean inCheck = p.inCheckAt[p.moveCount];
        int gf = FILE[general];
        int gr = RANK[general];
        boolean hasGeneral = p.counts[(XiangqiPiece.RED << us) | XiangqiPiece.GENERAL] != 0;
        if (!hasGeneral) {
            // Only in perft of a position whose general was captured (see XiangqiPosition): nothing to
            // expose, so no point is on the general's lines and no move is tested.
            gf = NO_LINE;
            gr = NO_LINE;
        }
        int[] sq = p.squares;
        int[] counts = p.counts;
        int own = XiangqiPiece.RED << us;

        // General: always tested.
        for (int t : hasGeneral ? Mailbox.GENERAL_STEPS[general] : NO_STEPS) {
            if ((b[t] & blocked) == 0) {
                addTested(b, out, general, t, general, us);
            }
        }
        // Advisors.
        int code = own | XiangqiPiece.ADVISOR;
        for (int i = 0, n = counts[code]; i < n; i++) {
            int from = sq[code * LIST_STRIDE + i];
            boolean test = inCheck || hot(from, general, gf, gr);
            for (int t : Mailbox.ADVISOR_STEPS[from]) {
                if ((b[t] & blocked) == 0) {
                    add(b, out, from, t, general, us, test || FILE[t] == gf || RANK[t] == gr);
                }
            }
        }
        // Elephants.
        code = own | XiangqiPiece.ELEPHANT;
        for (int i = 0, n = counts[code]; i < n; i++) {
            int from = sq[code * LIST_STRIDE + i];
            boolean test = inCheck || hot(from, general, gf, gr);
            int[] targets = Mailbox.ELEPHANT_STEPS[from];
            int[] eyes = Mailbox.ELEPHANT_EYES[from];
            for (int k = 0; k < targets.length; k++) {
                int t = targets[k];
                if (b[eyes[k]] == 0 && (b[t] & blocked) == 0) {
                    add(b, out, from, t, general, us, test || FILE[t] == gf || RANK[t] == gr);
                }
            }
        }
        // Horses: the leg point must be empty.
        code = own | XiangqiPiece.HORSE;
        for (int i = 0, n = counts[code]; i < n; i++) {
            int from = sq[code * LIST_STRIDE + i];
            boolean test = inCheck || hot(from, general, gf, gr);
            if (b[from + NORTH] == 0) {
                horseTarget(b, out, from, from + 2 * NORTH + EAST, blocked, general, us, test, gf, gr);
                horseTarget(b, out, from, from + 2 * NORTH + WEST, blocked, general, us, test, gf, gr);
            }
            if (b[from + SOUTH] == 0) {
                horseTarget(b, out, from, from + 2 * SOUTH + EAST, blocked, general, us, test, gf, gr);
                horseTarget(b, out, from, from + 2 * SOUTH + WEST, blocked, general, us, test, gf, gr);
            }
            if (b[from + EAST] == 0) {
                horseTarget(b, out, from, from + 2 * EAST + NORTH, blocked, general, us, test, gf, gr);
                horseTarget(b, out, from, from + 2 * EAST + SOUTH, blocked, general, us, test, gf, gr);
            }
            if (b[from + WEST] == 0) {
                horseTarget(b, out, from, from + 2 * WEST + NORTH, blocked, general, us, test, gf, gr);
                horseTarget(b, out, from, from + 2 * WEST + SOUTH, blocked, general, us, test, gf, gr);
            }
        }
        // Chariots: slide until blocked, capture an enemy blocker.
        code = own | XiangqiPiece.CHARIOT;
        for (int i = 0, n = counts[code]; i < n; i++) {
            int from = sq[code * LIST_STRIDE + i];
            boolean test = inCheck || hot(from, general, gf, gr);
            for (int d : Mailbox.ORTHOGONAL) {
                int t = from + d;
                int v;
                while ((v = b[t]) == 0) {
                    add(b, out, from, t, general, us, test || FILE[t] == gf || RANK[t] == gr);
                    t += d;
                }
                if ((v & enemy) != 0) {
                    add(b, out, from, t, general, us, test || FILE[t] == gf || RANK[t] == gr);
                }
            }
        }
        // Cannons: slide like a chariot; capture the first piece beyond exactly one screen.
        code = own | XiangqiPiece.CANNON;
        for (int i = 0, n = counts[code]; i < n; i++) {
            int from = sq[code * LIST_STRIDE + i];
            boolean test = inCheck || hot(from, general, gf, gr);
            for (int d : Mailbox.ORTHOGONAL) {
                int t = from + d;
                int v;
                while ((v = b[t]) == 0) {
                    add(b, out, from, t, general, us, test || FILE[t] == gf || RANK[t] == gr);
                    t += d;
                }
                if (v == OFF) {
                    continue;
                }
                t += d;
                while ((v = b[t]) == 0) {
                    t += d;
                }
                if ((v & enemy) != 0) {
                    add(b, out, from, t, general, us, test || FILE[t] == gf || RANK[t] == gr);
                }
            }
        }
        // Soldiers: forward; sideways too once across the river.
        code = own | XiangqiPiece.SOLDIER;
        int forward = us == 0 ? NORTH : SOUTH;
        for (int i = 0, n = counts[code]; i < n; i++) {
            int from = sq[code * LIST_STRIDE + i];
            boolean test = inCheck || hot(from, general, gf, gr);
            int t = from + forward;
            if ((b[t] & blocked) == 0) {
                add(b, out, from, t, general, us, test || FILE[t] == gf || RANK[t] == gr);
            }
            if (Mailbox.crossedRiver(us, from)) {
                t = from + EAST;
                if ((b[t] & blocked) == 0) {
                    add(b, out, from, t, general, us, test || FILE[t] == gf || RANK[t] == gr);
                }
                t = from + WEST;
                if ((b[t] & blocked) == 0) {
                    add(b, out, from, t, general, us, test || FILE[t] == gf || RANK[t] == gr);
                }
            }
        }
    }

    /**
     * True when moving a piece away from {@code from} may expose the general: {@code from} is on the
     * general's file or rank, or diagonally next to it (a horse leg).
     */
    private static boolean hot(int from, int general, int gf, int gr) {
        int df = FILE[from] - gf;
        int dr = RANK[from] - gr;
        return df == 0 || dr == 0 || (df * df == 1 && dr * dr == 1);
    }

    private static void horseTarget(int[] b, MoveList out, int from, int t, int blocked, int general, int us,
                                    boolean test, int gf, int gr) {
        if ((b[t] & blocked) == 0) {
            add(b, out, from, t, general, us, test || FILE[t] == gf || RANK[t] == gr);
        }
    }

    private static void add(int[] b, MoveList out, int from, int to, int general, int us, boolean test) {
        if (test) {
            addTested(b, out, from, to, general, us);
        } else {
            out.add(GRID[from] | (GRID[to] << 7) | MOVE_KIND | (b[to] << 23));
        }
    }

    /** Adds the move if, played on the board, it leaves the mover's general unattacked. */
    private static void addTested(int[] b, MoveList out, int from, int to, int general, int us) {
        int piece = b[from];
        int captured = b[to];
        b[to] = piece;
        b[from] = 0;
        boolean safe = !Attacks.attacked(b, from == general ? to : general, us);
        b[from] = piece;
        b[to] = captured;
        if (safe) {
            out.add(GRID[from] | (GRID[to] << 7) | MOVE_KIND | (captured << 23));
        }
    }
}
