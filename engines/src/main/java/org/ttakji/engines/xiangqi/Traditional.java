package org.ttakji.engines.xiangqi;

import org.ttakji.engines.core.IllegalMoveException;
import org.ttakji.engines.core.Move;
import org.ttakji.engines.core.MoveList;
import org.ttakji.engines.core.NotationException;
import org.ttakji.engines.grid.Grid9x10;

/**
 * What the traditional notations (WXF and Chinese) say about a move, and the look-up of a parsed text
 * among the legal moves. Both systems describe a move by: the piece type; which piece (its file, counted
 * 1..9 from the mover's right, or its place in a column of same pieces on one file); the direction
 * (forward, back, sideways, from the mover's view); and a number: the destination file for sideways
 * moves and for the diagonal movers (advisor, elephant, horse), else the number of points moved.
 */
final class Traditional {
    /** Directions. */
    static final int FORWARD = 1;
    static final int BACKWARD = -1;
    static final int SIDEWAYS = 0;

    /** Order designators: which piece of a column of same pieces on one file (see {@link #expectedIndex}). */
    enum Order {
        /** No order given: the piece's file is given instead. */
        NONE,
        /** The frontmost piece (WXF {@code ++}, Chinese 前). */
        FRONT,
        /** The rearmost piece (WXF {@code --}, Chinese 後). */
        REAR,
        /** The middle one of three or five (WXF file digit, Chinese 中). */
        MIDDLE,
        /** WXF {@code +}: the front one of two or three, the second from the front of four or five. */
        WXF_PLUS,
        /** WXF {@code -}: the rear one of two or three, the second from the rear of four or five. */
        WXF_MINUS,
        /** Chinese 一..五: the n-th from the front (n in {@code ordinal}). */
        ORDINAL
    }

    /**
     * A move as the traditional notations see it.
     *
     * @param type          piece type 1..7
     * @param file          file of the piece, 1..9 from the mover's right
     * @param column        same pieces of the mover on that file (1 = alone)
     * @param index         0-based place among them, counted from the front (toward the opponent)
     * @param tandemFiles   for soldiers: how many files hold two or more of the mover's soldiers
     * @param direction     {@link #FORWARD}, {@link #BACKWARD} or {@link #SIDEWAYS}
     * @param number        destination file (1..9, mover's view) or points moved
     */
    record Description(int type, int file, int column, int index, int tandemFiles, int direction, int number) {
        /** True when the piece is given by its file: alone on it, or an advisor/elephant (direction decides). */
        boolean byFile() {
            return column == 1 || type == XiangqiPiece.ADVISOR || type == XiangqiPiece.ELEPHANT;
        }
    }

    /**
     * What a text says.
     *
     * @param type      piece type 1..7
     * @param file      file 1..9 from the mover's right, 0 when not given
     * @param order     which piece of a column, {@link Order#NONE} when given by file
     * @param ordinal   for {@link Order#ORDINAL}: 1..5
     * @param direction {@link #FORWARD}, {@link #BACKWARD} or {@link #SIDEWAYS}
     * @param number    destination file or points moved, 1..9
     */
    record Parsed(int type, int file, Order order, int ordinal, int direction, int number) {
    }

    private Traditional() {
    }

    /** File number 1..9 from the right of {@code side} of a board file 0..8. */
    static int fileNumber(int side, int file) {
        return side == 0 ? Grid9x10.FILES - file : file + 1;
    }

    /** Describes a legal move of the position. */
    static Description describe(XiangqiPosition p, int move) {
        int side = p.sideToMove();
        int from = Move.from(move);
        int to = Move.to(move);
        int code = p.pieceAt(from);
        int type = XiangqiPiece.type(code);
        int file = Grid9x10.file(from);
        int column = 0;
        int index = 0;
        for (int rank = 0; rank < Grid9x10.RANKS; rank++) {
            if (p.pieceAt(Grid9x10.square(file, rank)) == code) {
                column++;
                boolean ahead = side == 0 ? rank > Grid9x10.rank(from) : rank < Grid9x10.rank(from);
                if (ahead) {
                    index++;
                }
            }
        }
        int tandemFiles = 0;
        if (type == XiangqiPiece.SOLDIER) {
            for (int f = 0; f < Grid9x10.FILES; f++) {
                int n = 0;
                for (int rank = 0; rank < Grid9x10.RANKS; rank++) {
                    if (p.pieceAt(Grid9x10.square(f, rank)) == code) {
                        n++;
                    }
                }
                if (n >= 2) {
                    tandemFiles++;
                }
            }
        }
        int dr = Grid9x10.rank(to) - Grid9x10.rank(from);
        if (side == 1) {
            dr = -dr;
        }
        int direction = dr > 0 ? FORWARD : dr < 0 ? BACKWARD : SIDEWAYS;
        boolean diagonalMover = type == XiangqiPiece.ADVISOR || type == XiangqiPiece.ELEPHANT
                || type == XiangqiPiece.HORSE;
        int number = direction == SIDEWAYS || diagonalMover ? fileNumber(side, Grid9x10.file(to)) : Math.abs(dr);
        return new Description(type, fileNumber(side, file), column, index, tandemFiles, direction, number);
    }

    /** The 0-based place from the front that an order designator names in a column of {@code column}, or -1. */
    static int expectedIndex(Order order, int ordinal, int column) {
        return switch (order) {
            case NONE -> -1;
            case FRONT -> 0;
            case REAR -> column - 1;
            case MIDDLE -> column == 3 || column == 5 ? column / 2 : -1;
            case WXF_PLUS -> column >= 4 ? 1 : 0;
            case WXF_MINUS -> column >= 4 ? column - 2 : column - 1;
            case ORDINAL -> ordinal - 1;
        };
    }

    /**
     * The legal move a parsed text names. A piece given by its file matches first only where the writers
     * use the file (a lone piece, an advisor or elephant, the middle soldier of three or five); if no
     * move matches that way, any piece of that type on the file is tried, so a text that names one of two
     * pieces on a file by the file alone is accepted when only one of them can make the move.
     *
     * @param text the text as given, for messages
     * @throws NotationException    if the text fits more than one legal move
     * @throws IllegalMoveException if it fits none
     */
    static int find(XiangqiPosition p, Parsed parsed, String text) {
        MoveList legal = new MoveList(256);
        MoveGen.generateLegal(p, legal, parsed.type());
        int exact = Move.NONE;
        int exactCount = 0;
        int loose = Move.NONE;
        int looseCount = 0;
        for (int i = 0; i < legal.size(); i++) {
            int move = legal.get(i);
            int from = Move.from(move);
            if (XiangqiPiece.type(p.pieceAt(from)) != parsed.type()
                    || (parsed.file() != 0 && parsed.file() != fileNumber(p.sideToMove(), Grid9x10.file(from)))) {
                continue; // cheap filter before the full description
            }
            Description d = describe(p, move);
            if (d.type() != parsed.type() || d.direction() != parsed.direction() || d.number() != parsed.number()
                    || (parsed.file() != 0 && parsed.file() != d.file())) {
                continue;
            }
            if (parsed.order() == Order.NONE) {
                boolean middle = d.type() == XiangqiPiece.SOLDIER && d.index() == expectedIndex(Order.MIDDLE, 0, d.column());
                if (d.byFile() || middle) {
                    exact = move;
                    exactCount++;
                } else {
                    loose = move;
                    looseCount++;
                }
            } else if (d.column() >= 2 && d.index() == expectedIndex(parsed.order(), parsed.ordinal(), d.column())) {
                exact = move;
                exactCount++;
            }
        }
        if (exactCount == 1) {
            return exact;
        }
        if (exactCount == 0 && looseCount == 1) {
            return loose;
        }
        if (exactCount + looseCount > 1) {
            throw new NotationException(text, "ambiguous: " + Math.max(exactCount, looseCount)
                    + " legal moves fit it in " + p.toFen());
        }
        throw new IllegalMoveException(text, p.toFen(), "no legal move fits it");
    }
}
