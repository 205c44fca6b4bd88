package org.ttakji.engines.search;

import java.util.Arrays;

/**
 * The move-ordering hook: how much a piece is worth for "most valuable victim first" ordering, by the
 * variant's own piece code (the codes packed into moves, 0..31, see {@link org.ttakji.engines.core.Move}).
 * The search never knows what a code means; whoever builds a searcher for a variant (the levels, the
 * commands) supplies the values, typically from the evaluation's material weights. Immutable.
 *
 * <p>Used for: captures (value of {@link org.ttakji.engines.core.Move#captured}) and promotions (value of
 * {@link org.ttakji.engines.core.Move#piece} for a promotion move), and as approximate centipawns by delta pruning
 * in quiescence ({@link SearchSettings#quiescencePruning()}): give material values in centipawns.
 */
public final class OrderingValues {
    /** Number of piece codes a move can carry (5 bits). */
    public static final int PIECE_CODES = 32;
    /** Values given to every code by {@link #uniform()}. */
    public static final int UNIFORM_VALUE = 100;

    private final int[] values;

    private OrderingValues(int[] values) {
        this.values = values;
    }

    /**
     * Values by piece code.
     *
     * @param byPieceCode exactly {@link #PIECE_CODES} values (index = piece code), each 0..100,000
     * @throws IllegalArgumentException if the array has another length or a value is out of range
     */
    public static OrderingValues of(int[] byPieceCode) {
        if (byPieceCode.length != PIECE_CODES) {
            throw new IllegalArgumentException("ordering values need exactly " + PIECE_CODES
                    + " entries (one per piece code), got " + byPieceCode.length);
        }
        for (int i = 0; i < byPieceCode.length; i++) {
            if (byPieceCode[i] < 0 || byPieceCode[i] > 100_000) {
                throw new IllegalArgumentException("ordering value of piece code " + i + " must be 0..100000, got "
                        + byPieceCode[i]);
            }
        }
        return new OrderingValues(byPieceCode.clone());
    }

    /**
     * Every piece worth {@link #UNIFORM_VALUE}: captures and promotions still come before quiet moves, but
     * victims are not told apart. The generic default when nothing better is known.
     */
    public static OrderingValues uniform() {
        int[] v = new int[PIECE_CODES];
        Arrays.fill(v, UNIFORM_VALUE);
        v[0] = 0;
        return new OrderingValues(v);
    }

    /** The value of a piece code (0..31); code 0 (no piece) is worth 0 unless set otherwise. */
    public int value(int pieceCode) {
        return values[pieceCode];
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof OrderingValues other && Arrays.equals(values, other.values);
    }

    @Override
    public int hashCode() {
        return Arrays.hashCode(values);
    }

    @Override
    public String toString() {
        return "OrderingValues" + Arrays.toString(values);
    }
}
