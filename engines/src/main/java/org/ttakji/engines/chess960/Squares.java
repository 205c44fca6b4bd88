package org.ttakji.engines.chess960;

/**
 * Square geometry of the chess board. Squares are numbered 0..63 from a1 = 0, b1 = 1, ... h1 = 7,
 * a2 = 8, ... h8 = 63 ("little-endian rank-file" numbering): {@code square = rank * 8 + file}, file 0..7 =
 * a..h, rank 0..7 = 1..8 (rank 0 is White's back rank). Moves ({@link org.ttakji.engines.core.Move}) use
 * these numbers for their from and to squares.
 */
public final class Squares {
    /** Number of squares. */
    public static final int COUNT = 64;
    /** No square (e.g. no en-passant square). */
    public static final int NONE = -1;

    private Squares() {
    }

    /** The square of file 0..7 (a..h) and rank 0..7 (1..8). */
    public static int of(int file, int rank) {
        return rank * 8 + file;
    }

    /** File 0..7 (a..h) of a square. */
    public static int file(int square) {
        return square & 7;
    }

    /** Rank 0..7 (1..8) of a square. */
    public static int rank(int square) {
        return square >>> 3;
    }

    /** The square mirrored top to bottom (a1 &lt;-&gt; a8): the same square from Black's side. */
    public static int flipRank(int square) {
        return square ^ 56;
    }

    /** True for the light squares (h1, a2, ...): those with an odd file + rank sum. */
    public static boolean isLight(int square) {
        return ((file(square) + rank(square)) & 1) == 1;
    }

    /** Algebraic name, e.g. {@code e4}. */
    public static String name(int square) {
        return "" + (char) ('a' + file(square)) + (char) ('1' + rank(square));
    }

    /**
     * The square named by two characters such as {@code e4}, or {@link #NONE} when the text is not a
     * square name.
     */
    public static int parse(CharSequence text) {
        if (text == null || text.length() != 2) {
            return NONE;
        }
        int f = text.charAt(0) - 'a';
        int r = text.charAt(1) - '1';
        return f >= 0 && f < 8 && r >= 0 && r < 8 ? of(f, r) : NONE;
    }
}
