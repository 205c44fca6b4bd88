package org.ttakji.engines.xiangqi;

import java.util.Arrays;
import org.ttakji.engines.grid.Grid9x10;

/**
 * An unvalidated Xiangqi position as read from text: what {@link Fen#parse(String)} returns and
 * {@link XiangqiPosition#of(XiangqiSetup, org.ttakji.engines.core.RuleOptions)} validates.
 *
 * @param board          90 piece codes ({@link XiangqiPiece}) indexed by {@link Grid9x10} square
 *                       ({@code rank * 9 + file}, rank 0 = Red's back rank); copied on construction
 * @param sideToMove     0 = Red, 1 = Black
 * @param halfmoveClock  the FEN's fifth field: plies since the last capture (informative; no rule uses it)
 * @param fullmoveNumber the FEN's sixth field, 1 or more: the move number, which gives
 *                       {@code ply = 2 * (fullmoveNumber - 1) + sideToMove}
 */
public record XiangqiSetup(int[] board, int sideToMove, int halfmoveClock, int fullmoveNumber) {
    /**
     * Copies the board.
     *
     * @throws IllegalArgumentException if the board does not have 90 points
     */
    public XiangqiSetup {
        if (board.length != Grid9x10.SQUARES) {
            throw new IllegalArgumentException("a Xiangqi board has 90 points, got " + board.length);
        }
        board = board.clone();
    }

    /** A copy of the board (90 piece codes). */
    @Override
    public int[] board() {
        return board.clone();
    }

    /** The piece code on a grid square. */
    public int pieceAt(int square) {
        return board[square];
    }

    /** The ply index of this position: {@code 2 * (fullmoveNumber - 1) + sideToMove}. */
    public int ply() {
        return 2 * (fullmoveNumber - 1) + sideToMove;
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof XiangqiSetup s && Arrays.equals(board, s.board) && sideToMove == s.sideToMove
                && halfmoveClock == s.halfmoveClock && fullmoveNumber == s.fullmoveNumber;
    }

    @Override
    public int hashCode() {
        return Arrays.hashCode(board) * 31 + sideToMove * 7 + halfmoveClock * 3 + fullmoveNumber;
    }

    @Override
    public String toString() {
        return "XiangqiSetup[" + Fen.write(this) + "]";
    }
}
