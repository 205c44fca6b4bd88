package org.ttakji.engines.banqi;

import org.ttakji.engines.core.IllegalMoveException;
import org.ttakji.engines.core.Move;
import org.ttakji.engines.core.MoveList;
import org.ttakji.engines.core.NotationException;
import org.ttakji.engines.core.Position;

/**
 * Banqi machine notation (also its human notation): {@code a1?} reveals a1 ({@code +a1} is accepted on
 * input), {@code a1-a2} moves, {@code a1xa3} captures (a cannon's jump capture too). Reveals never name the
 * piece they turn up, so a move reads the same in the true position and in a player's view, and no message
 * here ever mentions a face-down piece.
 */
final class BanqiNotation {
    private BanqiNotation() {
    }

    /** The position for error messages: the public form, so a message never reveals a face-down piece. */
    private static String publicText(Position position) {
        return position instanceof BanqiState b ? b.observation().toText() : position.toFen();
    }

    /** The machine notation of a move. */
    static String toMachine(int move) {
        String from = BanqiSquares.name(Move.from(move));
        if (Move.kind(move) == Move.REVEAL) {
            return from + "?";
        }
        return from + (Move.isCapture(move) ? "x" : "-") + BanqiSquares.name(Move.to(move));
    }

    /**
     * The legal move of {@code position} named by {@code text}.
     *
     * @throws NotationException    if the text is not {@code a1?}, {@code +a1}, {@code a1-a2} or {@code a1xa2}
     * @throws IllegalMoveException if it names no legal move (the reason says why, in public terms)
     */
    static int parse(Position position, String text) {
        String t = text == null ? "" : text.trim();
        int from;
        int to;
        char kind;
        if (t.length() == 3 && t.charAt(2) == '?') {
            from = BanqiSquares.parse(t, 0);
            to = from;
            kind = '?';
        } else if (t.length() == 3 && t.charAt(0) == '+') {
            from = BanqiSquares.parse(t, 1);
            to = from;
            kind = '?';
        } else if (t.length() == 5 && (t.charAt(2) == '-' || t.charAt(2) == 'x')) {
            from = BanqiSquares.parse(t, 0);
            to = BanqiSquares.parse(t, 3);
            kind = t.charAt(2);
        } else {
            throw new NotationException(String.valueOf(text),
                    "expected a reveal 'a1?' (or '+a1'), a move 'a1-a2' or a capture 'a1xa2', squares a1..h4");
        }
        if (from < 0 || to < 0) {
            throw new NotationException(text, "squares are files a..h and ranks 1..4");
        }
        MoveList moves = new MoveList();
        position.generateLegal(moves);
        for (int i = 0; i < moves.size(); i++) {
            int m = moves.get(i);
            if (Move.from(m) != from || Move.to(m) != to || (Move.kind(m) == Move.REVEAL) != (kind == '?')) {
                continue;
            }
            if (kind != '?' && Move.isCapture(m) != (kind == 'x')) {
                throw new IllegalMoveException(text, publicText(position), Move.isCapture(m)
                        ? "it is a capture: write " + toMachine(m) : "it captures nothing: write " + toMachine(m));
            }
            return m;
        }
        throw new IllegalMoveException(text, publicText(position), kind == '?'
                ? BanqiSquares.name(from) + " is not face down"
                : "no piece of the side to move can " + (kind == 'x' ? "capture" : "move") + " from "
                + BanqiSquares.name(from) + " to " + BanqiSquares.name(to));
    }
}
