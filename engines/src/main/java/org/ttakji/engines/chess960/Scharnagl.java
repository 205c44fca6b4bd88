package org.ttakji.engines.chess960;

import java.util.HashMap;
import java.util.Map;
import org.ttakji.engines.core.LabInputException;

/**
 * Scharnagl's numbering of the 960 Chess960 start positions, 0..959, both ways (docs/rules/chess960.md): with n
 * the number, the light-squared bishop goes on file (b, d, f, h)[n mod 4]; n = n div 4; the
 * dark-squared bishop on (a, c, e, g)[n mod 4]; n = n div 4; the queen on the (n mod 6)-th free file;
 * n = n div 6; the knights on the pair of free files given by n (KRN table); the last three free files
 * get rook, king, rook. Number 518 is the classical RNBQKBNR.
 */
public final class Scharnagl {
    /** Number of start positions. */
    public static final int COUNT = 960;
    /** The classical start position's number. */
    public static final int CLASSICAL = 518;

    /** KRN table: the two knight slots (0..4) among the five files left after bishops and queen. */
    private static final int[][] KNIGHT_PAIRS = {
        {0, 1}, {0, 2}, {0, 3}, {0, 4}, {1, 2}, {1, 3}, {1, 4}, {2, 3}, {2, 4}, {3, 4}};
    private static final String[] BACK_RANKS = new String[COUNT];
    private static final Map<String, Integer> NUMBERS;

    static {
        Map<String, Integer> numbers = new HashMap<>();
        for (int n = 0; n < COUNT; n++) {
            BACK_RANKS[n] = compute(n);
            numbers.put(BACK_RANKS[n], n);
        }
        NUMBERS = Map.copyOf(numbers);
    }

    private Scharnagl() {
    }

    /**
     * White's back rank of start position {@code n}, files a..h, in upper-case piece letters (518 gives
     * {@code RNBQKBNR}).
     *
     * @throws LabInputException if n is not in 0..959
     */
    public static String backRank(int n) {
        if (n < 0 || n >= COUNT) {
            throw new LabInputException("Chess960 start number " + n + " is out of range 0..959");
        }
        return BACK_RANKS[n];
    }

    /**
     * The number 0..959 of a back rank (eight upper-case letters, files a..h), or -1 when it is not a
     * Chess960 start rank (wrong pieces, bishops on one colour, king not between the rooks).
     */
    public static int number(String backRank) {
        Integer n = backRank == null ? null : NUMBERS.get(backRank);
        return n == null ? -1 : n;
    }

    /**
     * The start position {@code n} as Shredder-FEN, e.g. 518 gives
     * {@code rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w HAha - 0 1}.
     *
     * @throws LabInputException if n is not in 0..959
     */
    public static String fen(int n) {
        String white = backRank(n);
        char hRook = (char) ('A' + white.lastIndexOf('R'));
        char aRook = (char) ('A' + white.indexOf('R'));
        String castling = "" + hRook + aRook + Character.toLowerCase(hRook) + Character.toLowerCase(aRook);
        return white.toLowerCase() + "/pppppppp/8/8/8/8/PPPPPPPP/" + white + " w " + castling + " - 0 1";
    }

    private static String compute(int n) {
        char[] rank = new char[8];
        rank[2 * (n % 4) + 1] = 'B'; // light squares of rank 1: b, d, f, h
        n /= 4;
        rank[2 * (n % 4)] = 'B'; // dark squares: a, c, e, g
        n /= 4;
        placeOnFree(rank, n % 6, 'Q');
        n /= 6;
        int[] pair = KNIGHT_PAIRS[n];
        placeOnFree(rank, pair[1], 'N'); // the later slot first, so the earlier slot index is unchanged
        placeOnFree(rank, pair[0], 'N');
        placeOnFree(rank, 0, 'R');
        placeOnFree(rank, 0, 'K');
        placeOnFree(rank, 0, 'R');
        return new String(rank);
    }

    /** Puts a piece on the k-th (0-based) still free file. */
    private static void placeOnFree(char[] rank, int k, char piece) {
        for (int f = 0; f < 8; f++) {
            if (rank[f] == 0 && k-- == 0) {
                rank[f] = piece;
                return;
            }
        }
        throw new IllegalStateException("no free file");
    }
}
