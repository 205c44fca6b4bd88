package org.ttakji.engines.grid;

import org.ttakji.engines.core.NotationException;

/**
 * Geometry shared by Xiangqi and Janggi (docs/rules/xiangqi.md, janggi.md): 9 files a..i by 10 ranks, two 3x3 palaces
 * with their diagonals. A helper of static tables, not a base class: each variant keeps its own rules.
 *
 * <p>Squares are numbered {@code rank * 9 + file}, file 0..8 = a..i from the first player's left, rank
 * 0..9 from the first player's back rank (UCCI/ICCS style, as in {@code h2e2}). Square names use ranks
 * 0..9; {@link #parseSquare(String)} also accepts ranks 1..10 (Fairy-Stockfish style) when asked.
 */
public final class Grid9x10 {
    /** Number of files. */
    public static final int FILES = 9;
    /** Number of ranks. */
    public static final int RANKS = 10;
    /** Number of squares (points). */
    public static final int SQUARES = 90;

    /** Palace diagonal steps from each square: bit d set when the drawn diagonal leads in direction d. */
    private static final int[] DIAGONAL_LINKS = new int[SQUARES];
    /** Diagonal directions as (file, rank) deltas: up-left, up-right, down-left, down-right. */
    public static final int[][] DIAGONALS = {{-1, 1}, {1, 1}, {-1, -1}, {1, -1}};

    static {
        for (int base : new int[]{0, 7}) {
            int centre = square(4, base + 1);
            for (int d = 0; d < 4; d++) {
                int corner = square(4 + DIAGONALS[d][0], base + 1 + DIAGONALS[d][1]);
                DIAGONAL_LINKS[centre] |= 1 << d;
                DIAGONAL_LINKS[corner] |= 1 << (3 - d); // opposite direction leads back to the centre
            }
        }
    }

    private Grid9x10() {
    }

    /** Square of file 0..8 and rank 0..9. */
    public static int square(int file, int rank) {
        return rank * FILES + file;
    }

    /** File 0..8 of a square. */
    public static int file(int sq) {
        return sq % FILES;
    }

    /** Rank 0..9 of a square. */
    public static int rank(int sq) {
        return sq / FILES;
    }

    /** True when (file, rank) is on the board. */
    public static boolean onBoard(int file, int rank) {
        return file >= 0 && file < FILES && rank >= 0 && rank < RANKS;
    }

    /** True when the square is inside either palace (files d..f, ranks 0..2 or 7..9). */
    public static boolean inPalace(int sq) {
        int f = file(sq);
        int r = rank(sq);
        return f >= 3 && f <= 5 && (r <= 2 || r >= 7);
    }

    /** True when the square is inside the palace of {@code side} (0 = bottom, ranks 0..2; 1 = top, 7..9). */
    public static boolean inPalace(int sq, int side) {
        int f = file(sq);
        int r = rank(sq);
        return f >= 3 && f <= 5 && (side == 0 ? r <= 2 : r >= 7);
    }

    /**
     * True when a drawn palace diagonal leads from {@code sq} one step in direction {@code d}
     * (index into {@link #DIAGONALS}).
     */
    public static boolean hasDiagonal(int sq, int d) {
        return (DIAGONAL_LINKS[sq] & (1 << d)) != 0;
    }

    /** True when the square lies on a palace diagonal (a palace corner or centre). */
    public static boolean onPalaceDiagonal(int sq) {
        return DIAGONAL_LINKS[sq] != 0;
    }

    /** Name with ranks 0..9, e.g. {@code e0}. */
    public static String name(int sq) {
        return String.valueOf((char) ('a' + file(sq))) + rank(sq);
    }

    /**
     * Reads a square name.
     *
     * @param text         e.g. {@code h2}
     * @param ranksFromOne true for ranks 1..10 (Fairy-Stockfish), false for 0..9 (UCCI/ICCS)
     * @throws NotationException naming the text when it is not a square
     */
    public static int parseSquare(String text, boolean ranksFromOne) {
        if (text.length() < 2 || text.length() > 3) {
            throw new NotationException(text, "not a square (expected a file a..i and a rank)");
        }
        int f = text.charAt(0) - 'a';
        int r;
        try {
            r = Integer.parseInt(text.substring(1));
        } catch (NumberFormatException e) {
            throw new NotationException(text, "bad rank '" + text.substring(1) + "'");
        }
        if (ranksFromOne) {
            r -= 1;
        }
        if (!onBoard(f, r)) {
            throw new NotationException(text, "not a square of the 9x10 board (files a..i, ranks "
                    + (ranksFromOne ? "1..10" : "0..9") + ")");
        }
        return square(f, r);
    }
}
