package org.ttakji.engines.xiangqi;

import java.util.Set;
import java.util.TreeSet;
import org.ttakji.engines.grid.Grid9x10;

/**
 * An independent, deliberately naive statement of docs/rules/xiangqi.md for tests: every (from, to) pair is tried
 * against the movement rules written as coordinate arithmetic on a plain 90-point array, and a move is
 * legal when afterwards no enemy piece could move onto the mover's general and the generals do not face
 * each other on an open file. Shares nothing with the move generator but the public read API.
 */
final class SlowReference {
    private SlowReference() {
    }

    /** The legal moves of the position as coordinate texts ({@code h2e2}). */
    static Set<String> legalMoves(XiangqiPosition p) {
        int[] b = new int[90];
        for (int sq = 0; sq < 90; sq++) {
            b[sq] = p.pieceAt(sq);
        }
        int side = p.sideToMove();
        Set<String> out = new TreeSet<>();
        for (int from = 0; from < 90; from++) {
            if (b[from] == 0 || XiangqiPiece.side(b[from]) != side) {
                continue;
            }
            for (int to = 0; to < 90; to++) {
                if (canMove(b, from, to)) {
                    int captured = b[to];
                    b[to] = b[from];
                    b[from] = 0;
                    if (!generalAttacked(b, side)) {
                        out.add(Grid9x10.name(from) + Grid9x10.name(to));
                    }
                    b[from] = b[to];
                    b[to] = captured;
                }
            }
        }
        return out;
    }

    /** True when the general of {@code side} can be taken, or faces the other general on an open file. */
    static boolean generalAttacked(int[] b, int side) {
        int general = -1;
        int enemyGeneral = -1;
        for (int sq = 0; sq < 90; sq++) {
            if (b[sq] == XiangqiPiece.code(side, XiangqiPiece.GENERAL)) {
                general = sq;
            } else if (b[sq] == XiangqiPiece.code(1 - side, XiangqiPiece.GENERAL)) {
                enemyGeneral = sq;
            }
        }
        if (general < 0) {
            return false;
        }
        if (enemyGeneral >= 0 && file(general) == file(enemyGeneral) && between(b, general, enemyGeneral) == 0) {
            return true;
        }
        for (int sq = 0; sq < 90; sq++) {
            if (b[sq] != 0 && XiangqiPiece.side(b[sq]) != side && canMove(b, sq, general)) {
                return true;
            }
        }
        return false;
    }

    /** The movement rules of §3 for the piece on {@code from} (not the general's safety). */
    static boolean canMove(int[] b, int from, int to) {
        int piece = b[from];
        int side = XiangqiPiece.side(piece);
        if (from == to || (b[to] != 0 && XiangqiPiece.side(b[to]) == side)) {
            return false;
        }
        int dx = file(to) - file(from);
        int dy = rank(to) - rank(from);
        int adx = Math.abs(dx);
        int ady = Math.abs(dy);
        return switch (XiangqiPiece.type(piece)) {
            case XiangqiPiece.GENERAL -> adx + ady == 1 && inOwnPalace(to, side);
            case XiangqiPiece.ADVISOR -> adx == 1 && ady == 1 && inOwnPalace(to, side);
            case XiangqiPiece.ELEPHANT -> adx == 2 && ady == 2 && b[at(file(from) + dx / 2, rank(from) + dy / 2)] == 0
                    && onOwnHalf(to, side);
            case XiangqiPiece.HORSE -> ((adx == 1 && ady == 2) || (adx == 2 && ady == 1))
                    && b[adx == 2 ? at(file(from) + dx / 2, rank(from)) : at(file(from), rank(from) + dy / 2)] == 0;
            case XiangqiPiece.CHARIOT -> (dx == 0 || dy == 0) && between(b, from, to) == 0;
            case XiangqiPiece.CANNON -> (dx == 0 || dy == 0)
                    && (b[to] == 0 ? between(b, from, to) == 0 : between(b, from, to) == 1);
            case XiangqiPiece.SOLDIER -> {
                int forward = side == 0 ? 1 : -1;
                boolean crossed = side == 0 ? rank(from) >= 5 : rank(from) <= 4;
                yield (dx == 0 && dy == forward) || (crossed && adx == 1 && dy == 0);
            }
            default -> false;
        };
    }

    /** Pieces strictly between two points of one line. */
    static int between(int[] b, int from, int to) {
        int sx = Integer.signum(file(to) - file(from));
        int sy = Integer.signum(rank(to) - rank(from));
        int n = 0;
        for (int f = file(from) + sx, r = rank(from) + sy; f != file(to) || r != rank(to); f += sx, r += sy) {
            if (b[at(f, r)] != 0) {
                n++;
            }
        }
        return n;
    }

    static boolean inOwnPalace(int sq, int side) {
        int r = side == 0 ? rank(sq) : 9 - rank(sq);
        return file(sq) >= 3 && file(sq) <= 5 && r <= 2;
    }

    static boolean onOwnHalf(int sq, int side) {
        return side == 0 ? rank(sq) <= 4 : rank(sq) >= 5;
    }

    static int file(int sq) {
        return sq % 9;
    }

    static int rank(int sq) {
        return sq / 9;
    }

    static int at(int file, int rank) {
        return rank * 9 + file;
    }
}
