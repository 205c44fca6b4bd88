package org.ttakji.engines.chess960;

/**
 * A parsed but not yet validated position text (X-FEN or Shredder-FEN): what {@link Fen#parse} returns
 * and {@link Fen#build} validates. Fields are as written; nothing here promises a legal position.
 *
 * @param board     coloured piece codes by square 0..63 ({@link Pieces}); 64 entries
 * @param side      side to move, 0 = White, 1 = Black
 * @param castling  the castling field as written ({@code -}, {@code KQkq}, {@code HAha}, ...)
 * @param epSquare  the en-passant square as written, or {@link Squares#NONE}
 * @param halfmove  the half-move clock (plies since the last capture or pawn move)
 * @param fullmove  the full-move number, 1 or more
 */
record FenSetup(int[] board, int side, String castling, int epSquare, int halfmove, int fullmove) {
}
