package org.ttakji.engines.shogi;

/**
 * Square numbering of the shogi board: {@code square = (file - 1) * 9 + (rank - 1)}, 0..80, with files 1..9
 * counted from sente's right and ranks 1..9 = a..i from gote's side (docs/rules/shogi.md: square "7f" = file 7,
 * rank f = 7 * 9 - 9 + 5 = 59). So 1a = 0, 1i = 8, 9a = 72, 9i = 80. Sente moves towards rank a (a
 * smaller index within a file), gote towards rank i.
 */
public final class ShogiSquare {
    /** Number of squares. */
    public static final int COUNT = 81;

    private ShogiSquare() {
    }

    /** The square of file 1..9 and rank 1..9 (1 = a). */
    public static int of(int file, int rank) {
        return (file - 1) * 9 + (rank - 1);
    }

    /** File 1..9 of a square (1 = sente's right edge). */
    public static int file(int square) {
        return square / 9 + 1;
    }

    /** Rank 1..9 of a square (1 = a = gote's back rank). */
    public static int rank(int square) {
        return square % 9 + 1;
    }

    /**
     * Rank counted from {@code side}'s own back rank: 1 = its own back rank, 9 = the enemy's back rank.
     * Sente's rank i and gote's rank a are 1.
     */
    public static int relativeRank(int side, int square) {
        int r = rank(square);
        return side == 0 ? 10 - r : r;
    }

    /** True when the square lies in {@code side}'s promotion zone (the three farthest ranks from it). */
    public static boolean inPromotionZone(int side, int square) {
        return relativeRank(side, square) >= 7;
    }

    /** USI name, e.g. {@code 7f}. */
    public static String name(int square) {
        return "" + (char) ('0' + file(square)) + (char) ('a' + rank(square) - 1);
    }

    /**
     * The square named by two characters, a file digit {@code 1..9} and a rank letter {@code a..i}, at
     * {@code text[offset]}; -1 when they are not a square name.
     */
    public static int parse(CharSequence text, int offset) {
        if (offset < 0 || offset + 2 > text.length()) {
            return -1;
        }
        char f = text.charAt(offset);
        char r = text.charAt(offset + 1);
        if (f < '1' || f > '9' || r < 'a' || r > 'i') {
            return -1;
        }
        return of(f - '0', r - 'a' + 1);
    }
}
