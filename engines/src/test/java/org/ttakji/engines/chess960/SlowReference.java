package org.ttakji.engines.chess960;

import java.util.Set;
import java.util.TreeSet;
import org.ttakji.engines.core.Move;

/**
 * An independent, deliberately naive legality reference for the contract test: a mailbox copy of the
 * board, ray walking for every piece, "make the move on a copy and look whether the king is attacked",
 * and castling checked literally from the words of docs/rules/chess960.md (squares attacked in the current
 * position, the destination in the final one). It shares no code with {@link MoveGen}: no bitboards,
 * no magic tables, no pin logic. The en-passant square comes from the last move played (or the FEN
 * when the position was just read), never from the generator's own bookkeeping.
 */
final class SlowReference {
    private static final int[][] KNIGHT = {{1, 2}, {2, 1}, {2, -1}, {1, -2}, {-1, -2}, {-2, -1}, {-2, 1}, {-1, 2}};
    private static final int[][] KING = {{1, 0}, {1, 1}, {0, 1}, {-1, 1}, {-1, 0}, {-1, -1}, {0, -1}, {1, -1}};
    private static final int[][] ROOK = {{1, 0}, {-1, 0}, {0, 1}, {0, -1}};
    private static final int[][] BISHOP = {{1, 1}, {1, -1}, {-1, 1}, {-1, -1}};

    private SlowReference() {
    }

    static Set<String> legalMoves(Chess960Position p, int fenEnPassant) {
        int[] board = new int[64];
        for (int sq = 0; sq < 64; sq++) {
            board[sq] = p.pieceAt(sq);
        }
        int us = p.sideToMove();
        int ep = fenEnPassant;
        int last = p.lastMove();
        if (last != Move.NONE) {
            ep = Move.kind(last) == Move.DOUBLE_PUSH ? (Move.from(last) + Move.to(last)) / 2 : -1;
        }
        Set<String> out = new TreeSet<>();
        for (int from = 0; from < 64; from++) {
            int piece = board[from];
            if (piece == 0 || Pieces.side(piece) != us) {
                continue;
            }
            for (int to = 0; to < 64; to++) {
                if (!reaches(board, from, to, ep)) {
                    continue;
                }
                int[] after = board.clone();
                after[to] = piece;
                after[from] = 0;
                if (Pieces.type(piece) == Pieces.PAWN && to == ep && board[to] == 0) {
                    after[Squares.of(Squares.file(to), Squares.rank(from))] = 0;
                }
                if (attacked(after, kingOf(after, us), 1 - us)) {
                    continue;
                }
                String uci = Squares.name(from) + Squares.name(to);
                if (Pieces.type(piece) == Pieces.PAWN && (Squares.rank(to) == 0 || Squares.rank(to) == 7)) {
                    out.add(uci + "q");
                    if (p.rules().is("promotion", "all")) {
                        out.add(uci + "r");
                        out.add(uci + "b");
                        out.add(uci + "n");
                    }
                } else {
                    out.add(uci);
                }
            }
        }
        long rooks = p.castlingRooks();
        for (int rook = 0; rook < 64; rook++) {
            if ((rooks >>> rook & 1) != 0 && Pieces.side(board[rook]) == us && castleLegal(board, us, rook)) {
                out.add(Squares.name(kingOf(board, us)) + Squares.name(rook));
            }
        }
        return out;
    }

    /** docs/rules/chess960.md castling, read literally. */
    private static boolean castleLegal(int[] board, int us, int rook) {
        int king = kingOf(board, us);
        int rank = us == 0 ? 0 : 7;
        if (Squares.rank(king) != rank || board[rook] != Pieces.of(Pieces.ROOK, us)) {
            return false;
        }
        boolean hSide = Squares.file(rook) > Squares.file(king);
        int kingTo = Squares.of(hSide ? 6 : 2, rank);
        int rookTo = Squares.of(hSide ? 5 : 3, rank);
        // every square between start and destination (destination included) empty but for king and rook
        for (int[] span : new int[][]{{king, kingTo}, {rook, rookTo}}) {
            int lo = Math.min(span[0], span[1]);
            int hi = Math.max(span[0], span[1]);
            for (int sq = lo; sq <= hi; sq++) {
                if (sq != king && sq != rook && board[sq] != 0) {
                    return false;
                }
            }
        }
        // the king's start and every square it passes not attacked (current position)
        int lo = Math.min(king, kingTo);
        int hi = Math.max(king, kingTo);
        for (int sq = lo; sq <= hi; sq++) {
            if (sq != kingTo && attacked(board, sq, 1 - us)) {
                return false;
            }
        }
        // and the destination, in the position after castling
        int[] after = board.clone();
        after[king] = 0;
        after[rook] = 0;
        after[kingTo] = Pieces.of(Pieces.KING, us);
        after[rookTo] = Pieces.of(Pieces.ROOK, us);
        return !attacked(after, kingTo, 1 - us);
    }

    /** Pseudo-legal reach by geometry alone (no castling). */
    private static boolean reaches(int[] board, int from, int to, int ep) {
        int piece = board[from];
        int us = Pieces.side(piece);
        if (from == to || (board[to] != 0 && Pieces.side(board[to]) == us)) {
            return false;
        }
        int df = Squares.file(to) - Squares.file(from);
        int dr = Squares.rank(to) - Squares.rank(from);
        switch (Pieces.type(piece)) {
            case Pieces.PAWN -> {
                int dir = us == 0 ? 1 : -1;
                if (df == 0 && dr == dir) {
                    return board[to] == 0;
                }
                if (df == 0 && dr == 2 * dir && Squares.rank(from) == (us == 0 ? 1 : 6)) {
                    return board[to] == 0 && board[from + 8 * dir] == 0;
                }
                if (Math.abs(df) == 1 && dr == dir) {
                    return board[to] != 0 || to == ep;
                }
                return false;
            }
            case Pieces.KNIGHT -> {
                return step(df, dr, KNIGHT);
            }
            case Pieces.KING -> {
                return step(df, dr, KING);
            }
            case Pieces.BISHOP -> {
                return slide(board, from, to, BISHOP);
            }
            case Pieces.ROOK -> {
                return slide(board, from, to, ROOK);
            }
            default -> {
                return slide(board, from, to, BISHOP) || slide(board, from, to, ROOK);
            }
        }
    }

    private static boolean step(int df, int dr, int[][] steps) {
        for (int[] s : steps) {
            if (s[0] == df && s[1] == dr) {
                return true;
            }
        }
        return false;
    }

    private static boolean slide(int[] board, int from, int to, int[][] dirs) {
        for (int[] d : dirs) {
            int f = Squares.file(from) + d[0];
            int r = Squares.rank(from) + d[1];
            while (f >= 0 && f < 8 && r >= 0 && r < 8) {
                int sq = Squares.of(f, r);
                if (sq == to) {
                    return true;
                }
                if (board[sq] != 0) {
                    break;
                }
                f += d[0];
                r += d[1];
            }
        }
        return false;
    }

    static boolean attacked(int[] board, int sq, int by) {
        for (int from = 0; from < 64; from++) {
            int piece = board[from];
            if (piece == 0 || Pieces.side(piece) != by) {
                continue;
            }
            int df = Squares.file(sq) - Squares.file(from);
            int dr = Squares.rank(sq) - Squares.rank(from);
            boolean hits = switch (Pieces.type(piece)) {
                case Pieces.PAWN -> Math.abs(df) == 1 && dr == (by == 0 ? 1 : -1);
                case Pieces.KNIGHT -> step(df, dr, KNIGHT);
                case Pieces.KING -> step(df, dr, KING);
                case Pieces.BISHOP -> slide(board, from, sq, BISHOP);
                case Pieces.ROOK -> slide(board, from, sq, ROOK);
                default -> slide(board, from, sq, BISHOP) || slide(board, from, sq, ROOK);
            };
            if (hits) {
                return true;
            }
        }
        return false;
    }

    private static int kingOf(int[] board, int side) {
        for (int sq = 0; sq < 64; sq++) {
            if (board[sq] == Pieces.of(Pieces.KING, side)) {
                return sq;
            }
        }
        throw new IllegalStateException("no king");
    }
}
