package org.ttakji.engines.shogi;

import org.ttakji.engines.core.IllegalMoveException;
import org.ttakji.engines.core.Move;
import org.ttakji.engines.core.MoveList;
import org.ttakji.engines.core.NotationException;

/**
 * USI move notation: {@code 7g7f} (from, to), {@code 8h2b+} (promotion), {@code P*5e} (drop, upper-case
 * letter whatever the side), and {@code declare} for the impasse declaration action.
 */
final class UsiNotation {
    /** Machine and human text of the declaration action. */
    static final String DECLARE = "declare";

    private UsiNotation() {
    }

    /** The USI text of a move. */
    static String write(int move) {
        int kind = Move.kind(move);
        if (kind == Move.DECLARE) {
            return DECLARE;
        }
        if (kind == Move.DROP) {
            return ShogiPiece.letter(Move.piece(move) & 15) + "*" + ShogiSquare.name(Move.to(move));
        }
        String s = ShogiSquare.name(Move.from(move)) + ShogiSquare.name(Move.to(move));
        return kind == Move.PROMOTION ? s + "+" : s;
    }

    /**
     * The legal move (or declaration) of the position named by USI text.
     *
     * @throws NotationException    if the text is not USI move notation
     * @throws IllegalMoveException if it names no legal move, with the reason when a rule explains it
     */
    static int parse(ShogiPosition p, String text) {
        String t = text == null ? "" : text.trim();
        MoveList legal = new MoveList();
        if (t.equals(DECLARE)) {
            p.generateActions(legal);
            if (legal.isEmpty()) {
                throw new IllegalMoveException(t, p.toFen(), "declaring needs both kings in their enemy zones and"
                        + " the side to move not in check");
            }
            return legal.get(0);
        }
        int wanted;
        if (t.length() == 4 && t.charAt(1) == '*') {
            int type = ShogiPiece.typeOfLetter(t.charAt(0));
            int to = ShogiSquare.parse(t, 2);
            if (type == 0 || type == ShogiPiece.KING || to < 0) {
                throw new NotationException(text, "expected a USI drop such as P*5e (piece P L N S G B R, square 1a..9i)");
            }
            wanted = Move.of(0, to, Move.DROP, ShogiPiece.of(p.side, type), 0);
        } else if (t.length() == 4 || t.length() == 5 && t.charAt(4) == '+') {
            int from = ShogiSquare.parse(t, 0);
            int to = ShogiSquare.parse(t, 2);
            if (from < 0 || to < 0) {
                throw new NotationException(text, "expected a USI move such as 7g7f, 8h2b+ or P*5e");
            }
            int pc = p.board[from];
            boolean promote = t.length() == 5;
            wanted = Move.of(from, to, promote ? Move.PROMOTION : Move.NORMAL,
                    promote ? (pc == 0 ? 0 : pc + 8) : 0, p.board[to]);
        } else {
            throw new NotationException(text, "expected a USI move such as 7g7f, 8h2b+ or P*5e");
        }
        p.generateLegal(legal);
        if (legal.contains(wanted)) {
            return wanted;
        }
        throw new IllegalMoveException(t, p.toFen(), IllegalReasons.explain(p, wanted, legal));
    }
}
