package org.ttakji.engines.janggi;

import static org.ttakji.engines.grid.Grid9x10.FILES;
import static org.ttakji.engines.grid.Grid9x10.RANKS;

import java.util.Locale;
import org.ttakji.engines.core.IllegalMoveException;
import org.ttakji.engines.core.Move;
import org.ttakji.engines.core.MoveList;
import org.ttakji.engines.core.NotationException;
import org.ttakji.engines.grid.Grid9x10;

/**
 * Janggi machine notation: {@code <from><to>} with files a..i and ranks 0..9 counted from the first
 * mover's back rank (as Xiangqi's UCCI), e.g. {@code b0c2}; the pass is {@code pass}.
 *
 * <p>Input also accepts Fairy-Stockfish's ranks 1..10 where that reading is unambiguous: a rank
 * {@code 10} or {@code 0} decides the convention; otherwise the 0..9 reading is used when it names a
 * legal move, and the 1..10 reading only when it alone does. A general "moving" to its own point
 * ({@code e1e1}, Fairy-Stockfish's spelling of the pass) is read as a pass.
 */
final class JanggiNotation {
    /** Point names a0..i9, so writing a move does not build them each time. */
    private static final String[] NAMES = new String[Grid9x10.SQUARES];

    static {
        for (int sq = 0; sq < NAMES.length; sq++) {
            NAMES[sq] = Grid9x10.name(sq);
        }
    }

    private JanggiNotation() {
    }

    /** The move as text. */
    static String toText(int move) {
        if (Move.kind(move) == Move.PASS) {
            return "pass";
        }
        return NAMES[Move.from(move)].concat(NAMES[Move.to(move)]);
    }

    /**
     * The legal move named by {@code text}.
     *
     * @throws NotationException    if the text is not a coordinate move or {@code pass}
     * @throws IllegalMoveException if no legal move matches
     */
    static int parse(JanggiPosition position, String text) {
        String t = text == null ? "" : text.trim().toLowerCase(Locale.ROOT);
        if (t.equals("pass")) {
            return pass(position, text);
        }
        int[] zeroBased = squares(t, false);
        int[] oneBased = squares(t, true);
        if (zeroBased == null && oneBased == null) {
            throw new NotationException(text, "not a janggi move (expected e.g. b0c2 with files a..i and ranks 0..9,"
                    + " or pass)");
        }
        boolean hasZero = t.matches("[a-i]0[a-i]\\d+|[a-i]\\d+[a-i]0");
        if (zeroBased != null && zeroBased[0] == zeroBased[1] && zeroBased[0] == position.generalSquare(position.sideToMove())) {
            return pass(position, text);
        }
        if (oneBased != null && !hasZero && oneBased[0] == oneBased[1]
                && oneBased[0] == position.generalSquare(position.sideToMove())) {
            return pass(position, text);
        }
        int move = zeroBased == null ? 0 : find(position, zeroBased[0], zeroBased[1]);
        if (move != 0) {
            return move;
        }
        if (oneBased != null && !hasZero) {
            move = find(position, oneBased[0], oneBased[1]);
            if (move != 0) {
                return move;
            }
        }
        throw new IllegalMoveException(text, position.toFen(), "no legal move from "
                + (zeroBased != null ? Grid9x10.name(zeroBased[0]) : "?") + " to "
                + (zeroBased != null ? Grid9x10.name(zeroBased[1]) : "?") + " (ranks 0..9)"
                + (oneBased != null && !hasZero ? " nor with ranks read as 1..10" : ""));
    }

    private static int pass(JanggiPosition position, String text) {
        if (position.inCheck()) {
            throw new IllegalMoveException(text, position.toFen(), "a pass is illegal while in check");
        }
        return MoveGen.PASS;
    }

    /**
     * The legal move from {@code from} to {@code to}, or 0 (Move.NONE) if there is none. Allocates a move
     * list; for notation, not for search.
     */
    static int find(JanggiPosition position, int from, int to) {
        return find(position, from, to, new MoveList());
    }

    /** As {@link #find(JanggiPosition, int, int)}, generating into {@code scratch} (cleared first). */
    static int find(JanggiPosition position, int from, int to, MoveList scratch) {
        MoveList list = scratch;
        list.clear();
        position.generateLegal(list);
        for (int i = 0; i < list.size(); i++) {
            int m = list.get(i);
            if (Move.kind(m) != Move.PASS && Move.from(m) == from && Move.to(m) == to) {
                return m;
            }
        }
        return Move.NONE;
    }

    /** Both squares of a coordinate move, or null if the text does not read that way. */
    private static int[] squares(String t, boolean ranksFromOne) {
        int[] out = new int[2];
        int i = 0;
        for (int k = 0; k < 2; k++) {
            if (i >= t.length()) {
                return null;
            }
            int file = t.charAt(i++) - 'a';
            int start = i;
            while (i < t.length() && Character.isDigit(t.charAt(i)) && i - start < 2) {
                i++;
            }
            if (i == start || file < 0 || file >= FILES) {
                return null;
            }
            int rank = Integer.parseInt(t.substring(start, i)) - (ranksFromOne ? 1 : 0);
            if (rank < 0 || rank >= RANKS) {
                return null;
            }
            out[k] = Grid9x10.square(file, rank);
        }
        return i == t.length() ? out : null;
    }
}
