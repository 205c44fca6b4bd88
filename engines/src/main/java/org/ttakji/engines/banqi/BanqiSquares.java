package org.ttakji.engines.banqi;

/**
 * The 4x8 Banqi board: files a..h (0..7), ranks 1..4 (0..3), square index {@code rank * 8 + file}, so
 * a1 = 0, h1 = 7, a2 = 8, h4 = 31. Also the neighbour and ray tables the move generator uses.
 */
public final class BanqiSquares {
    /** Number of squares. */
    public static final int COUNT = 32;
    /** Number of files (a..h). */
    public static final int FILES = 8;
    /** Number of ranks (1..4). */
    public static final int RANKS = 4;

    /** Orthogonal neighbours of each square as a bit set (bit s = square s). */
    private static final int[] NEIGHBOUR_BITS = new int[COUNT];
    /**
     * Rays from each square in the 4 directions (up, down, right, left), each padded to 8 entries and
     * {@code -1}-terminated: entry {@code (sq * 4 + dir) * 8 + i} is the i-th square along the ray.
     */
    private static final int[] RAYS = new int[COUNT * 4 * 8];

    static {
        int[][] dirs = {{0, 1}, {0, -1}, {1, 0}, {-1, 0}};
        for (int sq = 0; sq < COUNT; sq++) {
            for (int d = 0; d < 4; d++) {
                int f = file(sq) + dirs[d][0];
                int r = rank(sq) + dirs[d][1];
                if (onBoard(f, r)) {
                    NEIGHBOUR_BITS[sq] |= 1 << of(f, r);
                }
                int i = 0;
                for (int ff = f, rr = r; onBoard(ff, rr); ff += dirs[d][0], rr += dirs[d][1]) {
                    RAYS[(sq * 4 + d) * 8 + i++] = of(ff, rr);
                }
                for (; i < 8; i++) {
                    RAYS[(sq * 4 + d) * 8 + i] = -1;
                }
            }
        }
    }

    private BanqiSquares() {
    }

    private static boolean onBoard(int file, int rank) {
        return file >= 0 && file < FILES && rank >= 0 && rank < RANKS;
    }

    /** File 0..7 (a..h) of a square 0..31. */
    public static int file(int square) {
        return square & 7;
    }

    /** Rank 0..3 (ranks 1..4) of a square 0..31. */
    public static int rank(int square) {
        return square >> 3;
    }

    /** The square of a file 0..7 and rank 0..3. */
    public static int of(int file, int rank) {
        return rank * FILES + file;
    }

    /** Name of a square, e.g. {@code a1}, {@code h4}. */
    public static String name(int square) {
        return "" + (char) ('a' + file(square)) + (char) ('1' + rank(square));
    }

    /**
     * The square named by two characters of {@code text} at {@code index} (e.g. {@code c3}).
     *
     * @return 0..31, or -1 when they do not name a square
     */
    public static int parse(CharSequence text, int index) {
        if (index < 0 || index + 1 >= text.length()) {
            return -1;
        }
        int f = text.charAt(index) - 'a';
        int r = text.charAt(index + 1) - '1';
        return onBoard(f, r) ? of(f, r) : -1;
    }

    /** True when two squares are orthogonally adjacent. */
    public static boolean adjacent(int a, int b) {
        return Math.abs(file(a) - file(b)) + Math.abs(rank(a) - rank(b)) == 1;
    }

    /** Neighbour bit sets, see {@link #NEIGHBOUR_BITS}. */
    static int[] neighbourBits() {
        return NEIGHBOUR_BITS;
    }

    /** Ray table, see {@link #RAYS}. */
    static int[] rays() {
        return RAYS;
    }
}
