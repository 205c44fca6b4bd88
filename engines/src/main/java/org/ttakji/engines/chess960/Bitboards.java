package org.ttakji.engines.chess960;

/**
 * Precomputed bitboard tables (bit i = square i, see {@link Squares}): leaper attacks, the squares
 * between two aligned squares and the full line through them. Immutable after class initialisation.
 */
final class Bitboards {
    static final long RANK_1 = 0xFFL;
    static final long RANK_2 = RANK_1 << 8;
    static final long RANK_4 = RANK_1 << 24;
    static final long RANK_5 = RANK_1 << 32;
    static final long RANK_7 = RANK_1 << 48;
    static final long RANK_8 = RANK_1 << 56;
    static final long FILE_A = 0x0101010101010101L;
    static final long FILE_H = FILE_A << 7;
    /** The light squares (h1, a2, ...). */
    static final long LIGHT_SQUARES = 0x55AA55AA55AA55AAL;

    static final long[] KNIGHT = new long[64];
    static final long[] KING = new long[64];
    /** Squares a pawn of side s on square q attacks: index {@code s << 6 | q}. */
    static final long[] PAWN_ATTACKS = new long[128];
    /** Squares strictly between a and b when aligned (else 0): index {@code a << 6 | b}. */
    static final long[] BETWEEN = new long[64 * 64];
    /** The whole line (rank, file or diagonal) through aligned a and b (else 0): index {@code a << 6 | b}. */
    static final long[] LINE = new long[64 * 64];
    /** Squares from a to b inclusive on one rank (0 when not on one rank): index {@code a << 6 | b}. */
    static final long[] RANK_SPAN = new long[64 * 64];

    private static final int[][] KNIGHT_STEPS = {{1, 2}, {2, 1}, {2, -1}, {1, -2}, {-1, -2}, {-2, -1}, {-2, 1}, {-1, 2}};
    private static final int[][] KING_STEPS = {{1, 0}, {1, 1}, {0, 1}, {-1, 1}, {-1, 0}, {-1, -1}, {0, -1}, {1, -1}};

    static {
        for (int sq = 0; sq < 64; sq++) {
            KNIGHT[sq] = leaper(sq, KNIGHT_STEPS);
            KING[sq] = leaper(sq, KING_STEPS);
            PAWN_ATTACKS[sq] = leaper(sq, new int[][]{{-1, 1}, {1, 1}});
            PAWN_ATTACKS[64 | sq] = leaper(sq, new int[][]{{-1, -1}, {1, -1}});
        }
        for (int a = 0; a < 64; a++) {
            for (int[] d : KING_STEPS) {
                long ray = 0;
                int f = Squares.file(a) + d[0];
                int r = Squares.rank(a) + d[1];
                while (f >= 0 && f < 8 && r >= 0 && r < 8) {
                    int b = Squares.of(f, r);
                    BETWEEN[a << 6 | b] = ray;
                    ray |= 1L << b;
                    f += d[0];
                    r += d[1];
                }
            }
        }
        for (int a = 0; a < 64; a++) {
            for (int b = 0; b < 64; b++) {
                if (a != b && (BETWEEN[a << 6 | b] != 0 || (KING[a] & 1L << b) != 0)) {
                    LINE[a << 6 | b] = fullLine(a, b);
                }
                if (Squares.rank(a) == Squares.rank(b)) {
                    int lo = Math.min(a, b);
                    int hi = Math.max(a, b);
                    RANK_SPAN[a << 6 | b] = (-1L >>> (63 - hi)) & (-1L << lo);
                }
            }
        }
    }

    private Bitboards() {
    }

    private static long leaper(int sq, int[][] steps) {
        long bb = 0;
        for (int[] s : steps) {
            int f = Squares.file(sq) + s[0];
            int r = Squares.rank(sq) + s[1];
            if (f >= 0 && f < 8 && r >= 0 && r < 8) {
                bb |= 1L << Squares.of(f, r);
            }
        }
        return bb;
    }

    private static long fullLine(int a, int b) {
        int df = Integer.signum(Squares.file(b) - Squares.file(a));
        int dr = Integer.signum(Squares.rank(b) - Squares.rank(a));
        long line = 1L << a;
        for (int sign = -1; sign <= 1; sign += 2) {
            int f = Squares.file(a) + sign * df;
            int r = Squares.rank(a) + sign * dr;
            while (f >= 0 && f < 8 && r >= 0 && r < 8) {
                line |= 1L << Squares.of(f, r);
                f += sign * df;
                r += sign * dr;
            }
        }
        return line;
    }
}
