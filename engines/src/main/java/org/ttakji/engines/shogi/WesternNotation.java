package org.ttakji.engines.shogi;

import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.ttakji.engines.core.IllegalMoveException;
import org.ttakji.engines.core.Move;
import org.ttakji.engines.core.MoveList;
import org.ttakji.engines.core.NotationException;

/**
 * The product's Western notation (docs/rules/shogi.md): the piece letter as it stands before the move ({@code K R B
 * G S N L P}, promoted {@code +R +B +S +N +L +P}), the origin square only when another piece of the same kind
 * could legally reach the destination ({@code G6i-5h}), {@code -} for a move or {@code x} for a capture, the
 * destination, then {@code +} for a promotion or {@code =} when a legal promotion was declined. Drops:
 * letter, {@code *}, square ({@code S*5b}). The declaration is {@code declare}.
 *
 * <p>Reading accepts the origin even when it is not needed and either separator {@code -}/{@code x}; a
 * move that could promote must say {@code +} or {@code =}.
 */
final class WesternNotation {
    private static final Pattern MOVE = Pattern.compile("(\\+?)([PLNSGBRK])([1-9][a-i])?([-x*])([1-9][a-i])([+=]?)");

    private WesternNotation() {
    }

    /** The Western text of a legal move of the position. */
    static String write(ShogiPosition p, int move) {
        int kind = Move.kind(move);
        if (kind == Move.DECLARE) {
            return UsiNotation.DECLARE;
        }
        int to = Move.to(move);
        if (kind == Move.DROP) {
            return ShogiPiece.letter(Move.piece(move) & 15) + "*" + ShogiSquare.name(to);
        }
        int from = Move.from(move);
        int pc = p.board[from];
        MoveList legal = new MoveList();
        p.generateLegal(legal);
        boolean ambiguous = false;
        boolean couldPromote = false;
        for (int i = 0; i < legal.size(); i++) {
            int m = legal.get(i);
            if (Move.kind(m) == Move.DROP || Move.to(m) != to) {
                continue;
            }
            if (Move.from(m) != from && p.board[Move.from(m)] == pc) {
                ambiguous = true;
            }
            if (Move.from(m) == from && Move.kind(m) == Move.PROMOTION) {
                couldPromote = true;
            }
        }
        StringBuilder sb = new StringBuilder(10);
        sb.append(letters(pc));
        if (ambiguous) {
            sb.append(ShogiSquare.name(from));
        }
        sb.append(Move.isCapture(move) ? 'x' : '-').append(ShogiSquare.name(to));
        if (kind == Move.PROMOTION) {
            sb.append('+');
        } else if (couldPromote) {
            sb.append('=');
        }
        return sb.toString();
    }

    /** Letters of a piece whatever its side: {@code P}, {@code +P}, ... */
    static String letters(int pc) {
        char c = ShogiPiece.letter(ShogiPiece.baseType(pc));
        return ShogiPiece.isPromoted(pc) ? "+" + c : String.valueOf(c);
    }

    /**
     * The legal move named by Western text.
     *
     * @throws NotationException    when the text is not Western notation or fits several legal moves
     * @throws IllegalMoveException when it fits no legal move
     */
    static int parse(ShogiPosition p, String text) {
        String t = text == null ? "" : text.trim();
        if (t.equals(UsiNotation.DECLARE)) {
            return UsiNotation.parse(p, t);
        }
        Matcher m = MOVE.matcher(t);
        if (!m.matches()) {
            throw new NotationException(text, "expected Western shogi notation such as P-7f, Bx2b+, G6i-5h or S*5b");
        }
        boolean promotedPiece = !m.group(1).isEmpty();
        int type = ShogiPiece.typeOfLetter(m.group(2).charAt(0));
        if (promotedPiece && (type == ShogiPiece.GOLD || type == ShogiPiece.KING)) {
            throw new NotationException(text, "gold and king have no promoted form");
        }
        int from = m.group(3) == null ? -1 : ShogiSquare.parse(m.group(3), 0);
        boolean drop = m.group(4).equals("*");
        int to = ShogiSquare.parse(m.group(5), 0);
        String suffix = m.group(6);
        if (drop && (promotedPiece || from >= 0 || !suffix.isEmpty() || type == ShogiPiece.KING)) {
            throw new NotationException(text, "a drop is written letter*square, e.g. S*5b (unpromoted, no origin, no suffix)");
        }
        int piece = ShogiPiece.of(p.side, promotedPiece ? type + 8 : type);
        MoveList legal = new MoveList();
        p.generateLegal(legal);
        int found = 0;
        int match = Move.NONE;
        for (int i = 0; i < legal.size(); i++) {
            int mv = legal.get(i);
            if (Move.to(mv) != to || (Move.kind(mv) == Move.DROP) != drop) {
                continue;
            }
            if (drop) {
                if (Move.piece(mv) == piece) {
                    return mv;
                }
                continue;
            }
            int f = Move.from(mv);
            if (p.board[f] != piece || from >= 0 && f != from || suffix.equals("+") != (Move.kind(mv) == Move.PROMOTION)) {
                continue;
            }
            found++;
            match = mv;
        }
        if (found > 1) {
            throw new NotationException(text, "ambiguous: more than one " + letters(piece) + " can reach "
                    + ShogiSquare.name(to) + "; give the origin square, e.g. " + letters(piece)
                    + ShogiSquare.name(Move.from(match)) + "-" + ShogiSquare.name(to));
        }
        if (found == 1) {
            if (suffix.isEmpty() && legal.contains(Move.of(Move.from(match), to, Move.PROMOTION, piece + 8,
                    Move.captured(match)))) {
                throw new NotationException(text, "the move may promote: write + to promote or = to decline");
            }
            return match;
        }
        throw new IllegalMoveException(t, p.toFen(), drop
                ? IllegalReasons.explain(p, Move.of(0, to, Move.DROP, piece, 0), legal)
                : "no " + letters(piece) + (from >= 0 ? " on " + ShogiSquare.name(from) : "") + " can legally move to "
                + ShogiSquare.name(to) + (suffix.equals("+") ? " with promotion" : ""));
    }
}
