package org.ttakji.engines.chess960;

import org.ttakji.engines.core.IllegalMoveException;
import org.ttakji.engines.core.Move;
import org.ttakji.engines.core.MoveList;
import org.ttakji.engines.core.NotationException;

/**
 * UCI move notation in its Chess960 form (UCI_Chess960): from square, to square, and a lower-case
 * promotion letter ({@code e7e8q}); castling is written king takes own rook ({@code e1h1}, {@code b1a1}).
 *
 * <p>Reading also accepts the classical castling form {@code e1g1}/{@code e1c1}/{@code e8g8}/{@code e8c8}
 * when the king stands on the e-file of its back rank: a king there can never make that two-file step
 * as an ordinary move, so the text can only mean castling towards that side. Any other king-to-destination
 * form (e.g. {@code b1c1} for a king on b1) would be ambiguous with an ordinary king move and is read
 * as the ordinary move only.
 */
final class Uci {
    private Uci() {
    }

    static String write(int move) {
        String s = Squares.name(Move.from(move)) + Squares.name(Move.to(move));
        if (Move.kind(move) == Move.PROMOTION) {
            s += Character.toLowerCase(Pieces.letter(Move.piece(move)));
        }
        return s;
    }

    static int parse(Chess960Position p, String text) {
        String t = text == null ? "" : text.trim();
        int from = t.length() >= 4 ? Squares.parse(t.substring(0, 2)) : Squares.NONE;
        int to = t.length() >= 4 ? Squares.parse(t.substring(2, 4)) : Squares.NONE;
        int promotion = Pieces.NONE;
        if (t.length() == 5) {
            promotion = "nbrq".indexOf(t.charAt(4)) < 0 ? -1 : Pieces.typeOfLetter(Character.toUpperCase(t.charAt(4)));
        }
        if (from == Squares.NONE || to == Squares.NONE || t.length() > 5 || promotion < 0) {
            throw new NotationException(String.valueOf(text),
                    "not UCI notation (expected from and to squares and an optional promotion letter n, b, r or q, e.g. e2e4, e7e8q)");
        }
        MoveList moves = p.scratchMoves();
        moves.clear();
        p.generateLegal(moves);
        for (int i = 0; i < moves.size(); i++) {
            int m = moves.get(i);
            if (Move.from(m) == from && Move.to(m) == to && Move.piece(m) == promotion) {
                return m;
            }
        }
        int classicalCastle = classicalCastle(p, moves, from, to);
        if (classicalCastle != Move.NONE && promotion == Pieces.NONE) {
            return classicalCastle;
        }
        throw new IllegalMoveException(t, p.toFen(), reason(p, from, to, promotion));
    }

    private static int classicalCastle(Chess960Position p, MoveList moves, int from, int to) {
        int backRank = p.side == 0 ? 0 : 7;
        if (from != p.kingSquare[p.side] || from != Squares.of(4, backRank) || Squares.rank(to) != backRank
                || (Squares.file(to) != 6 && Squares.file(to) != 2)) {
            return Move.NONE;
        }
        for (int i = 0; i < moves.size(); i++) {
            int m = moves.get(i);
            if (Move.kind(m) == Move.CASTLE && (Move.to(m) > from) == (Squares.file(to) == 6)) {
                return m;
            }
        }
        return Move.NONE;
    }

    private static String reason(Chess960Position p, int from, int to, int promotion) {
        int piece = p.board[from];
        if (piece == 0) {
            return "no piece on " + Squares.name(from);
        }
        if (Pieces.side(piece) != p.side) {
            return "the piece on " + Squares.name(from) + " is not " + (p.side == 0 ? "White" : "Black") + "'s";
        }
        if (Pieces.type(piece) == Pieces.PAWN && promotion == Pieces.NONE && (Squares.rank(to) == 0 || Squares.rank(to) == 7)) {
            return "a pawn reaching the last rank must name its promotion piece (e.g. "
                    + Squares.name(from) + Squares.name(to) + "q)";
        }
        if (promotion != Pieces.NONE) {
            return "no legal promotion to " + Pieces.letter(promotion) + " from " + Squares.name(from) + " to "
                    + Squares.name(to) + (p.allPromotions ? "" : " (rule promotion=queen-only)");
        }
        return "the " + Pieces.letter(Pieces.type(piece)) + " on " + Squares.name(from) + " has no legal move to "
                + Squares.name(to);
    }
}
