package org.ttakji.engines.shogi;

import java.util.List;

/**
 * An unvalidated shogi setup as read from text (SFEN, a CSA or KIF header): board, hands, side to move and
 * move number, plus the USI moves that follow it ({@code position ... moves ...}). Building a position from
 * it ({@link ShogiRules#fromSetup}) validates it ({@link SetupCheck}) and lists every problem.
 *
 * @param board      81 colored piece codes indexed as {@link ShogiSquare}, 0 = empty
 * @param hand       hand counts, index {@code side * 8 + type} (type 1..7)
 * @param side       side to move, 0 = sente, 1 = gote
 * @param moveNumber SFEN move number (1 = the first ply of the game); the position's ply is one less
 * @param moves      USI moves to play after the setup (may be empty)
 */
public record ShogiSetup(int[] board, int[] hand, int side, int moveNumber, List<String> moves) {
    /** Copies the arrays and the list, so the record is a value. */
    public ShogiSetup {
        board = board.clone();
        hand = hand.clone();
        moves = List.copyOf(moves);
    }
}
