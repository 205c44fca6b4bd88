package org.ttakji.engines.banqi;

import org.ttakji.engines.core.Position;

/**
 * The read-only public API of a Banqi position, shared by the true position ({@link BanqiPosition}) and a
 * player's observation ({@link BanqiView}), for the evaluation's feature extractor and for tools. It reports
 * only what every player can see: a face-down square reads {@link BanqiPieces#FACE_DOWN} even on the true
 * position. Squares are 0..31 as in {@link BanqiSquares}; piece codes as in {@link BanqiPieces}.
 */
public interface BanqiState extends Position {

    /** The cell of a square 0..31: {@link BanqiPieces#EMPTY}, a revealed piece code 1..15, or {@link BanqiPieces#FACE_DOWN}. */
    int pieceAt(int square);

    /** A player's colour (0 = player 1): {@link BanqiPieces#RED}, {@link BanqiPieces#BLACK}, or {@link BanqiPieces#NO_COLOUR} before the first reveal. */
    int colourOf(int player);

    /** Plies since the last reveal or capture; the game is drawn when it reaches 20. */
    int noProgressPlies();

    /**
     * {@link #hash()} with the no-progress count: at most 20 plies from a draw, and weighed by the evaluation's
     * {@code progress.pressure}, the count is never out of a search's reach, so a score stored at one count must not
     * stand for another (docs/decisions/search.md 10).
     */
    @Override
    default long searchKey() {
        return hash() ^ Zobrist.noProgress(noProgressPlies());
    }

    /** Number of face-down squares. */
    int faceDownCount();

    /** Pieces of a code 1..15 still face down somewhere (the bag every player can deduce). */
    int hiddenCount(int code);

    /** Captured pieces of a code 1..15. */
    int capturedCount(int code);

    /** Revealed pieces of a code 1..15 on the board. */
    int revealedCount(int code);

    /** Captured pieces of a colour ({@link BanqiPieces#RED} or {@link BanqiPieces#BLACK}), 0..16. */
    int capturedOfColour(int colour);

    /** The observation of this position: public board, bag, side, colours and counters; never the layout. */
    Observation observation();
}
