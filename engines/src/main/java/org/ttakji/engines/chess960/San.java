package org.ttakji.engines.chess960;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.ttakji.engines.core.IllegalMoveException;
import org.ttakji.engines.core.Move;
import org.ttakji.engines.core.MoveList;
import org.ttakji.engines.core.NotationException;

/**
 * Standard Algebraic Notation (FIDE Laws, Appendix C; PGN standard 8.2.3): piece letter, the origin
 * file, rank or both only when another piece of that kind could reach the same square, {@code x} for
 * captures, {@code =Q} for promotions, {@code +} for check and {@code #} for mate. Castling is
 * {@code O-O} with the h-side rook and {@code O-O-O} with the a-side rook, whatever the files (Chess960).
 *
 * <p>Reading is lenient where no doubt can arise: check/mate marks and annotations ({@code !?}) are
 * ignored, {@code 0-0} is accepted for {@code O-O}, the {@code =} before a promotion piece may be left out,
 * and {@code x} may be left out or added. The origin hints must match, the promotion piece must be given.
 */
final class San {
    private static final Pattern MOVE = Pattern.compile("([NBRQKP])?([a-h])?([1-8])?[x:]?([a-h][1-8])(?:=?([NBRQnbrq]))?");

    private San() {
    }

    static String write(Chess960Position p, int move) {
        StringBuilder sb = new StringBuilder(8);
        int from = Move.from(move);
        int to = Move.to(move);
        int kind = Move.kind(move);
        if (kind == Move.CASTLE) {
            sb.append(to > from ? "O-O" : "O-O-O");
        } else {
            int type = Pieces.type(p.board[from]);
            boolean capture = Move.isCapture(move);
            if (type == Pieces.PAWN) {
                if (capture) {
                    sb.append((char) ('a' + Squares.file(from))).append('x');
                }
                sb.append(Squares.name(to));
                if (kind == Move.PROMOTION) {
                    sb.append('=').append(Pieces.letter(Move.piece(move)));
                }
            } else {
                sb.append(Pieces.letter(type)).append(disambiguation(p, move, type));
                if (capture) {
                    sb.append('x');
                }
                sb.append(Squares.name(to));
            }
        }
        p.makeMove(move);
        if (p.inCheck()) {
            MoveList replies = p.scratchMoves();
            replies.clear();
            p.generateLegal(replies);
            sb.append(replies.isEmpty() ? '#' : '+');
        }
        p.unmakeMove();
        return sb.toString();
    }

    private static String disambiguation(Chess960Position p, int move, int type) {
        int from = Move.from(move);
        int to = Move.to(move);
        long rivals = p.pieces[Pieces.of(type, p.side)] & ~(1L << from) & reachingSquare(type, to, p.occupied);
        if (rivals == 0) {
            return ""; // no other piece of this kind even reaches the square: no legal-move search needed
        }
        MoveList moves = p.scratchMoves();
        moves.clear();
        p.generateLegal(moves);
        boolean clash = false;
        boolean sameFile = false;
        boolean sameRank = false;
        for (int i = 0; i < moves.size(); i++) {
            int m = moves.get(i);
            int other = Move.from(m);
            if (m != move && Move.kind(m) != Move.CASTLE && Move.to(m) == Move.to(move) && other != from
                    && Pieces.type(p.board[other]) == type) {
                clash = true;
                sameFile |= Squares.file(other) == Squares.file(from);
                sameRank |= Squares.rank(other) == Squares.rank(from);
            }
        }
        if (!clash) {
            return "";
        }
        if (!sameFile) {
            return String.valueOf((char) ('a' + Squares.file(from)));
        }
        if (!sameRank) {
            return String.valueOf((char) ('1' + Squares.rank(from)));
        }
        return Squares.name(from);
    }

    /** Squares from which a piece of {@code type} (knight to queen) could reach {@code sq} (geometry only). */
    private static long reachingSquare(int type, int sq, long occupied) {
        return switch (type) {
            case Pieces.KNIGHT -> Bitboards.KNIGHT[sq];
            case Pieces.BISHOP -> Magics.bishop(sq, occupied);
            case Pieces.ROOK -> Magics.rook(sq, occupied);
            case Pieces.QUEEN -> Magics.queen(sq, occupied);
            default -> 0L; // one king per side
        };
    }

    static int parse(Chess960Position p, String text) {
        String t = text == null ? "" : text.trim();
        int end = t.length();
        while (end > 0 && "+#!?".indexOf(t.charAt(end - 1)) >= 0) {
            end--;
        }
        String core = t.substring(0, end);
        MoveList moves = p.scratchMoves();
        moves.clear();
        p.generateLegal(moves);
        String castle = core.replace('0', 'O');
        if (castle.equals("O-O") || castle.equals("O-O-O")) {
            boolean hSide = castle.length() == 3;
            for (int i = 0; i < moves.size(); i++) {
                int m = moves.get(i);
                if (Move.kind(m) == Move.CASTLE && (Move.to(m) > Move.from(m)) == hSide) {
                    return m;
                }
            }
            throw new IllegalMoveException(t, p.toFen(), (hSide ? "h-side" : "a-side") + " castling is not legal here");
        }
        Matcher mt = MOVE.matcher(core);
        if (!mt.matches()) {
            throw new NotationException(String.valueOf(text), "not SAN (e.g. e4, Nf3, exd5, Qh4+, O-O, e8=Q)");
        }
        int type = mt.group(1) == null ? Pieces.PAWN : Pieces.typeOfLetter(mt.group(1).charAt(0));
        int fromFile = mt.group(2) == null ? -1 : mt.group(2).charAt(0) - 'a';
        int fromRank = mt.group(3) == null ? -1 : mt.group(3).charAt(0) - '1';
        int to = Squares.parse(mt.group(4));
        int promotion = mt.group(5) == null ? Pieces.NONE : Pieces.typeOfLetter(Character.toUpperCase(mt.group(5).charAt(0)));
        List<Integer> found = new ArrayList<>(2);
        for (int i = 0; i < moves.size(); i++) {
            int m = moves.get(i);
            int from = Move.from(m);
            if (Move.kind(m) != Move.CASTLE && Move.to(m) == to && Pieces.type(p.board[from]) == type
                    && (fromFile < 0 || Squares.file(from) == fromFile) && (fromRank < 0 || Squares.rank(from) == fromRank)
                    && Move.piece(m) == promotion) {
                found.add(m);
            }
        }
        if (found.size() == 1) {
            return found.get(0);
        }
        if (found.isEmpty()) {
            String what = type == Pieces.PAWN ? "pawn" : String.valueOf(Pieces.letter(type));
            throw new IllegalMoveException(t, p.toFen(), "no " + what + " of " + (p.side == 0 ? "White" : "Black")
                    + " can legally " + (promotion != Pieces.NONE ? "promote to " + Pieces.letter(promotion) + " on " : "move to ")
                    + Squares.name(to) + (type == Pieces.PAWN && promotion == Pieces.NONE
                    && (Squares.rank(to) == 0 || Squares.rank(to) == 7) ? " (a promotion must name its piece, e.g. =Q)" : ""));
        }
        List<String> names = new ArrayList<>();
        for (int m : found) {
            names.add(Uci.write(m));
        }
        throw new NotationException(t, "ambiguous: it could be " + String.join(" or ", names));
    }
}
