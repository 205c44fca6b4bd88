package org.ttakji.engines.xiangqi;

import static org.ttakji.engines.xiangqi.Mailbox.EAST;
import static org.ttakji.engines.xiangqi.Mailbox.GRID;
import static org.ttakji.engines.xiangqi.Mailbox.NORTH;
import static org.ttakji.engines.xiangqi.Mailbox.OFF;
import static org.ttakji.engines.xiangqi.Mailbox.SOUTH;
import static org.ttakji.engines.xiangqi.Mailbox.WEST;
import static org.ttakji.engines.xiangqi.XiangqiPosition.LIST_STRIDE;

import org.ttakji.engines.core.Move;
import org.ttakji.engines.core.MoveList;

/**
 * Legal move generation (docs/rules/xiangqi.md): pseudo-legal moves per piece list, each kept only if it does not
 * leave the mover's general attacked (the facing general included).
 *
 * <p>The legality test (play the move on the board, look for attacks on the general, take it back) is
 * skipped where it cannot fail. In check every move is tested, and general moves always are. Otherwise
 * a move of another piece can expose its general only by opening a line or a horse leg, or by becoming a
 * cannon screen, so {@link #markDangers} first marks, from the general outward:
 * <ul>
 *   <li>from-points: an own piece that is the only blocker before an enemy chariot or the enemy general,
 *       an own piece among the two screens before an enemy cannon, an own piece on the leg of an enemy
 *       horse aiming at the general;</li>
 *   <li>to-points: the empty points between the general and an enemy cannon that stands first on a line
 *       (a piece put there becomes the screen).</li>
 * </ul>
 * Only moves from or to a marked point are tested. Captures never change which points are occupied, so
 * they need nothing more.
 */
final class MoveGen {
    private static final int[] NO_STEPS = {};
    /** File and rank components of {@link Mailbox#DIAGONAL}, index by index. */
    private static final int[] FILE_STEP = {EAST, WEST, EAST, WEST};
    private static final int[] RANK_STEP = {NORTH, NORTH, SOUTH, SOUTH};

    private MoveGen() {
    }

    /** Appends every legal move of the side to move to {@code out}. */
    static void generateLegal(XiangqiPosition p, MoveList out) {
        generateLegal(p, out, 0);
    }

    /**
     * Appends the legal moves of the side to move's pieces of one type (1..7), or of all pieces when
     * {@code onlyType} is 0 (notation readers look up one piece type).
     */
    static void generateLegal(XiangqiPosition p, MoveList out, int onlyType) {
        int[] b = p.board;
        int us = p.side;
        int blocked = (XiangqiPiece.RED << us) | OFF;
        int enemy = XiangqiPiece.RED << (us ^ 1);
        int general = p.generalSquare[us];
        boolean inCheck = p.inCheckAt[p.moveCount];
        boolean hasGeneral = p.counts[(XiangqiPiece.RED << us) | XiangqiPiece.GENERAL] != 0;
        boolean[] dangerFrom = p.dangerFrom;
        boolean[] dangerTo = p.dangerTo;
        // Without a general (only in perft of a position whose general was captured, see XiangqiPosition)
        // nothing can be exposed: no marks, no tests.
        int marks = hasGeneral && !inCheck ? markDangers(p, general, us) : 0;
        int[] sq = p.squares;
        int[] counts = p.counts;
        int own = XiangqiPiece.RED << us;

        // General: always tested.
        for (int t : hasGeneral && (onlyType == 0 || onlyType == XiangqiPiece.GENERAL) ? Mailbox.GENERAL_STEPS[general] : NO_STEPS) {
            if ((b[t] & blocked) == 0) {
                addTested(b, out, general, t, general, us);
            }
        }
        // Advisors.
        int code = own | XiangqiPiece.ADVISOR;
        for (int i = 0, n = onlyType == 0 || onlyType == (code & 7) ? counts[code] : 0; i < n; i++) {
            int from = sq[code * LIST_STRIDE + i];
            boolean test = inCheck || dangerFrom[from];
            for (int t : Mailbox.ADVISOR_STEPS[from]) {
                if ((b[t] & blocked) == 0) {
                    add(b, out, from, t, general, us, test || dangerTo[t]);
                }
            }
        }
        // Elephants.
        code = own | XiangqiPiece.ELEPHANT;
        for (int i = 0, n = onlyType == 0 || onlyType == (code & 7) ? counts[code] : 0; i < n; i++) {
            int from = sq[code * LIST_STRIDE + i];
            boolean test = inCheck || dangerFrom[from];
            int[] targets = Mailbox.ELEPHANT_STEPS[from];
            int[] eyes = Mailbox.ELEPHANT_EYES[from];
            for (int k = 0; k < targets.length; k++) {
                int t = targets[k];
                if (b[eyes[k]] == 0 && (b[t] & blocked) == 0) {
                    add(b, out, from, t, general, us, test || dangerTo[t]);
                }
            }
        }
        // Horses: the leg point must be empty.
        code = own | XiangqiPiece.HORSE;
        for (int i = 0, n = onlyType == 0 || onlyType == (code & 7) ? counts[code] : 0; i < n; i++) {
            int from = sq[code * LIST_STRIDE + i];
            boolean test = inCheck || dangerFrom[from];
            if (b[from + NORTH] == 0) {
                horseTarget(b, out, from, from + 2 * NORTH + EAST, blocked, general, us, test, dangerTo);
                horseTarget(b, out, from, from + 2 * NORTH + WEST, blocked, general, us, test, dangerTo);
            }
            if (b[from + SOUTH] == 0) {
                horseTarget(b, out, from, from + 2 * SOUTH + EAST, blocked, general, us, test, dangerTo);
                horseTarget(b, out, from, from + 2 * SOUTH + WEST, blocked, general, us, test, dangerTo);
            }
            if (b[from + EAST] == 0) {
                horseTarget(b, out, from, from + 2 * EAST + NORTH, blocked, general, us, test, dangerTo);
                horseTarget(b, out, from, from + 2 * EAST + SOUTH, blocked, general, us, test, dangerTo);
            }
            if (b[from + WEST] == 0) {
                horseTarget(b, out, from, from + 2 * WEST + NORTH, blocked, general, us, test, dangerTo);
                horseTarget(b, out, from, from + 2 * WEST + SOUTH, blocked, general, us, test, dangerTo);
            }
        }
        // Chariots: slide until blocked, capture an enemy blocker.
        code = own | XiangqiPiece.CHARIOT;
        for (int i = 0, n = onlyType == 0 || onlyType == (code & 7) ? counts[code] : 0; i < n; i++) {
            int from = sq[code * LIST_STRIDE + i];
            boolean test = inCheck || dangerFrom[from];
            for (int d : Mailbox.ORTHOGONAL) {
                int t = from + d;
                int v;
                while ((v = b[t]) == 0) {
                    add(b, out, from, t, general, us, test || dangerTo[t]);
                    t += d;
                }
                if ((v & enemy) != 0) {
                    add(b, out, from, t, general, us, test || dangerTo[t]);
                }
            }
        }
        // Cannons: slide like a chariot; capture the first piece beyond exactly one screen.
        code = own | XiangqiPiece.CANNON;
        for (int i = 0, n = onlyType == 0 || onlyType == (code & 7) ? counts[code] : 0; i < n; i++) {
            int from = sq[code * LIST_STRIDE + i];
            boolean test = inCheck || dangerFrom[from];
            for (int d : Mailbox.ORTHOGONAL) {
                int t = from + d;
                int v;
                while ((v = b[t]) == 0) {
                    add(b, out, from, t, general, us, test || dangerTo[t]);
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
                    add(b, out, from, t, general, us, test || dangerTo[t]);
                }
            }
        }
        // Soldiers: forward; sideways too once across the river.
        code = own | XiangqiPiece.SOLDIER;
        int forward = us == 0 ? NORTH : SOUTH;
        for (int i = 0, n = onlyType == 0 || onlyType == (code & 7) ? counts[code] : 0; i < n; i++) {
            int from = sq[code * LIST_STRIDE + i];
            boolean test = inCheck || dangerFrom[from];
            int t = from + forward;
            if ((b[t] & blocked) == 0) {
                add(b, out, from, t, general, us, test || dangerTo[t]);
            }
            if (Mailbox.crossedRiver(us, from)) {
                t = from + EAST;
                if ((b[t] & blocked) == 0) {
                    add(b, out, from, t, general, us, test || dangerTo[t]);
                }
                t = from + WEST;
                if ((b[t] & blocked) == 0) {
                    add(b, out, from, t, general, us, test || dangerTo[t]);
                }
            }
        }
        for (int i = 0; i < marks; i++) {
            dangerFrom[p.marked[i]] = false;
            dangerTo[p.marked[i]] = false;
        }
    }

    /**
     * Marks the points from or to which a move may expose the general (see the class comment) in
     * {@code p.dangerFrom} / {@code p.dangerTo}, lists them in {@code p.marked} and returns how many there
     * are. Only called when the side to move has a general and is not in check.
     */
    private static int markDangers(XiangqiPosition p, int general, int us) {
        int[] b = p.board;
        int own = XiangqiPiece.RED << us;
        int them = XiangqiPiece.RED << (us ^ 1);
        int cannon = them | XiangqiPiece.CANNON;
        int n = 0;
        for (int d : Mailbox.ORTHOGONAL) {
            int s1 = general + d;
            while (b[s1] == 0) {
                s1 += d;
            }
            int v1 = b[s1];
            if (v1 == OFF) {
                continue;
            }
            if (v1 == cannon) {
                for (int t = general + d; t != s1; t += d) {
                    p.dangerTo[t] = true;
                    p.marked[n++] = t;
                }
                // And go on: this cannon may be the first of two screens before another enemy cannon.
            }
            int s2 = s1 + d;
            while (b[s2] == 0) {
                s2 += d;
            }
            int v2 = b[s2];
            boolean ownFirst = (v1 & own) != 0;
            if (ownFirst && (v2 == (them | XiangqiPiece.CHARIOT) || v2 == (them | XiangqiPiece.GENERAL))) {
                p.dangerFrom[s1] = true;
                p.marked[n++] = s1;
            }
            if (v2 == OFF) {
                continue;
            }
            int s3 = s2 + d;
            while (b[s3] == 0) {
                s3 += d;
            }
            if (b[s3] == cannon) {
                if (ownFirst) {
                    p.dangerFrom[s1] = true;
                    p.marked[n++] = s1;
                }
                if ((v2 & own) != 0) {
                    p.dangerFrom[s2] = true;
                    p.marked[n++] = s2;
                }
            }
        }
        int horse = them | XiangqiPiece.HORSE;
        for (int k = 0; k < 4; k++) {
            int leg = general + Mailbox.DIAGONAL[k];
            if ((b[leg] & own) != 0 && (b[leg + FILE_STEP[k]] == horse || b[leg + RANK_STEP[k]] == horse)) {
                p.dangerFrom[leg] = true;
                p.marked[n++] = leg;
            }
        }
        return n;
    }

    private static void horseTarget(int[] b, MoveList out, int from, int t, int blocked, int general, int us,
                                    boolean test, boolean[] dangerTo) {
        if ((b[t] & blocked) == 0) {
            add(b, out, from, t, general, us, test || dangerTo[t]);
        }
    }

    private static void add(int[] b, MoveList out, int from, int to, int general, int us, boolean test) {
        if (test) {
            addTested(b, out, from, to, general, us);
        } else {
            out.add(Move.of(GRID[from], GRID[to], Move.NORMAL, b[to]));
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
            out.add(Move.of(GRID[from], GRID[to], Move.NORMAL, captured));
        }
    }
}
