package org.ttakji.engines.shogi;

import org.ttakji.engines.core.Move;
import org.ttakji.engines.core.MoveList;

/** Explains, for error messages, which rule of docs/rules/shogi.md makes a well-formed move illegal. */
final class IllegalReasons {
    private IllegalReasons() {
    }

    /**
     * Why {@code move} (built from text, possibly not legal) is not among {@code legal}.
     *
     * @return a short reason, e.g. {@code uchifuzume: a pawn drop may not give immediate checkmate}
     */
    static String explain(ShogiPosition p, int move, MoveList legal) {
        int us = p.side;
        String sideName = us == 0 ? "sente" : "gote";
        int to = Move.to(move);
        String toName = ShogiSquare.name(to);
        if (Move.kind(move) == Move.DROP) {
            int type = Move.piece(move) & 15;
            String piece = String.valueOf(ShogiPiece.letter(type));
            if (p.hand[us * 8 + type] == 0) {
                return sideName + " has no " + piece + " in hand";
            }
            if (p.board[to] != 0) {
                return toName + " is occupied";
            }
            if ((type == ShogiPiece.PAWN || type == ShogiPiece.LANCE) && Tables.LAST1[us][to]
                    || type == ShogiPiece.KNIGHT && Tables.LAST2[us][to]) {
                return piece + " dropped on " + toName + " could never move";
            }
            if (type == ShogiPiece.PAWN && (p.pawnFiles[us] & (1 << (to / 9))) != 0) {
                return "nifu: " + sideName + " already has an unpromoted pawn on file " + ShogiSquare.file(to);
            }
            if (type == ShogiPiece.PAWN && p.pawnDropWouldMate(to)) {
                return "uchifuzume: a pawn drop may not give immediate checkmate";
            }
            return p.inCheck() ? "does not answer the check" : "leaves the own king in check";
        }
        int from = Move.from(move);
        int pc = p.board[from];
        if (pc == 0 || (pc >>> 4) != us) {
            return "no " + sideName + " piece on " + ShogiSquare.name(from);
        }
        if (!reaches(p.board, pc, from, to)) {
            return ShogiPiece.sfenLetters(pc) + " on " + ShogiSquare.name(from) + " cannot move to " + toName;
        }
        boolean promote = Move.kind(move) == Move.PROMOTION;
        for (int i = 0; i < legal.size(); i++) {
            int m = legal.get(i);
            if (Move.kind(m) != Move.DROP && Move.from(m) == from && Move.to(m) == to) {
                return promote ? "this move cannot promote" : "promotion is compulsory here (the piece could never move again)";
            }
        }
        return p.inCheck() ? "does not answer the check" : "leaves the own king in check";
    }

    /** True when the piece could move from {@code from} to {@code to} ignoring the safety of its king. */
    static boolean reaches(int[] board, int pc, int from, int to) {
        int target = board[to];
        if (target != 0 && (target >>> 4) == (pc >>> 4)) {
            return false;
        }
        for (int t : Tables.STEPS[pc][from]) {
            if (t == to) {
                return true;
            }
        }
        int d = Tables.DIR[from * 81 + to];
        if (d < 0 || (Tables.SLIDE_DIRS[pc] & (1 << d)) == 0) {
            return false;
        }
        for (int t : Tables.RAY[d][from]) {
            if (t == to) {
                return true;
            }
            if (board[t] != 0) {
                return false;
            }
        }
        return false;
    }
}
