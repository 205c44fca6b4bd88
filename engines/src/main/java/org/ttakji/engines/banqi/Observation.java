package org.ttakji.engines.banqi;

import java.util.Arrays;

/**
 * What a Banqi player at the table knows, as an immutable value (docs/rules/banqi.md, hidden information): the
 * public board (revealed pieces, face-down squares without their identity, empty squares), the player
 * to move, the players' colours, the no-progress count and the ply, and the multiset of pieces still
 * face down (from which the captured pieces follow). Nothing else: the class holds no reference to a true
 * position, and its cells cannot even express which piece lies under a face-down square (the constructor
 * refuses such codes), so nothing built from it — the observation position {@link BanqiView} in particular
 * — can reach the hidden layout.
 *
 * <p>Both players see the same public facts, so the observation does not depend on whose view it is. Two
 * true positions that differ only in which face-down piece is where give equal observations, equal
 * {@link #hashCode()}s and views with equal Zobrist hashes.
 */
public final class Observation {
    private final int[] cells;
    private final int[] hidden;
    private final int side;
    private final int p1Colour;
    private final int noProgress;
    private final int ply;

    /**
     * An observation from public data (package-private: built by a position or by the text reader, which
     * validate it).
     *
     * @param publicCells 32 cells: {@link BanqiPieces#EMPTY}, a revealed code or {@link BanqiPieces#FACE_DOWN}
     * @param hidden      pieces still face down per code 0..15 (length 16)
     * @param side        player to move, 0 or 1
     * @param p1Colour    player 1's colour, RED, BLACK or NO_COLOUR
     * @param noProgress  plies since the last reveal or capture
     * @param ply         index of the next ply, from 0
     * @throws IllegalArgumentException if a cell holds a face-down identity or the bag does not match the
     *                                  face-down squares
     */
    Observation(int[] publicCells, int[] hidden, int side, int p1Colour, int noProgress, int ply) {
        if (publicCells.length != BanqiSquares.COUNT || hidden.length != BanqiPieces.CODES) {
            throw new IllegalArgumentException("an observation has 32 cells and 16 bag counts");
        }
        int faceDown = 0;
        for (int cell : publicCells) {
            if (cell > BanqiPieces.FACE_DOWN || cell < 0 || (cell != 0 && cell != BanqiPieces.FACE_DOWN
                    && !BanqiPieces.isRevealed(cell))) {
                throw new IllegalArgumentException("an observation cell must be empty, revealed or FACE_DOWN: " + cell);
            }
            if (cell == BanqiPieces.FACE_DOWN) {
                faceDown++;
            }
        }
        int bag = 0;
        for (int n : hidden) {
            bag += n;
        }
        if (bag != faceDown) {
            throw new IllegalArgumentException("bag of " + bag + " pieces for " + faceDown + " face-down squares");
        }
        this.cells = publicCells.clone();
        this.hidden = hidden.clone();
        this.side = side;
        this.p1Colour = p1Colour;
        this.noProgress = noProgress;
        this.ply = ply;
    }

    /** The cell of a square 0..31: {@link BanqiPieces#EMPTY}, a revealed code or {@link BanqiPieces#FACE_DOWN}. */
    public int pieceAt(int square) {
        return cells[square];
    }

    /** The player to move: 0 = player 1, 1 = player 2. */
    public int sideToMove() {
        return side;
    }

    /** A player's colour (0 = player 1): RED, BLACK, or NO_COLOUR before the first reveal. */
    public int colourOf(int player) {
        return p1Colour < 0 ? BanqiPieces.NO_COLOUR : player == 0 ? p1Colour : 1 - p1Colour;
    }

    /** Plies since the last reveal or capture (the game is drawn at 20). */
    public int noProgressPlies() {
        return noProgress;
    }

    /** Index of the next ply, from 0 (the position text writes it plus one). */
    public int ply() {
        return ply;
    }

    /** Pieces of a code 1..15 still face down somewhere (the bag). */
    public int hiddenCount(int code) {
        return hidden[code];
    }

    /** Number of face-down squares (= the size of the bag). */
    public int faceDownCount() {
        int n = 0;
        for (int cell : cells) {
            if (cell == BanqiPieces.FACE_DOWN) {
                n++;
            }
        }
        return n;
    }

    /** Captured pieces of a code 1..15: those neither on the board face up nor in the bag. */
    public int capturedCount(int code) {
        if (!BanqiPieces.isRevealed(code)) {
            return 0;
        }
        int n = BanqiPieces.initialCount(code) - hidden[code];
        for (int cell : cells) {
            if (cell == code) {
                n--;
            }
        }
        return n;
    }

    /** A fresh observation position to search (make/unmake, chance outcomes of reveals). */
    public BanqiView toPosition() {
        return new BanqiView(this);
    }

    /** The public cells (a copy). */
    int[] cells() {
        return cells.clone();
    }

    /** The bag per code (a copy). */
    int[] hidden() {
        return hidden.clone();
    }

    /**
     * The public-form position text with the captured pieces as a sixth field, e.g.
     * {@code ?????...  1 r 3 12 Ppc}; see {@link BanqiRules} for the format.
     */
    public String toText() {
        int[] captured = new int[BanqiPieces.CODES];
        for (int code = 1; code < BanqiPieces.CODES; code++) {
            captured[code] = capturedCount(code);
        }
        return Fen.fen(cells, side, p1Colour, noProgress, ply + 1, false) + " " + Fen.captured(captured);
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof Observation x && x.side == side && x.p1Colour == p1Colour && x.noProgress == noProgress
                && x.ply == ply && Arrays.equals(x.cells, cells) && Arrays.equals(x.hidden, hidden);
    }

    @Override
    public int hashCode() {
        int h = Arrays.hashCode(cells);
        h = 31 * h + Arrays.hashCode(hidden);
        return 31 * (31 * (31 * (31 * h + side) + p1Colour) + noProgress) + ply;
    }

    /** The {@link #toText()} form. */
    @Override
    public String toString() {
        return toText();
    }
}
