package org.ttakji.engines.core;

import java.util.Arrays;

/**
 * A reusable list of packed {@link Move} ints, with a parallel score array for move ordering.
 * Allocate one per search ply and {@link #clear()} it; adding never allocates once the capacity
 * ({@link #DEFAULT_CAPACITY} unless given) is reached, it throws instead, so a too-small list is a bug
 * that shows up at once rather than a hidden allocation on the hot path.
 */
public final class MoveList {
    /** Enough for every variant: the maximum known legal move count in shogi is 593. */
    public static final int DEFAULT_CAPACITY = 1024;

    private final int[] moves;
    private final int[] scores;
    private int size;

    /** A list with {@link #DEFAULT_CAPACITY} slots. */
    public MoveList() {
        this(DEFAULT_CAPACITY);
    }

    /** A list with the given number of slots. */
    public MoveList(int capacity) {
        moves = new int[capacity];
        scores = new int[capacity];
    }

    /** Appends a move. @throws ArrayIndexOutOfBoundsException when full */
    public void add(int move) {
        moves[size++] = move;
    }

    /** Number of moves in the list. */
    public int size() {
        return size;
    }

    /** True when the list holds no move. */
    public boolean isEmpty() {
        return size == 0;
    }

    /** The move at index i (0-based). */
    public int get(int i) {
        return moves[i];
    }

    /** Overwrites the move at index i. */
    public void set(int i, int move) {
        moves[i] = move;
    }

    /** Ordering score of the move at index i (search-defined units). */
    public int score(int i) {
        return scores[i];
    }

    /** Sets the ordering score of the move at index i. */
    public void setScore(int i, int score) {
        scores[i] = score;
    }

    /** Swaps moves (and their scores) at indexes i and j. */
    public void swap(int i, int j) {
        int m = moves[i];
        moves[i] = moves[j];
        moves[j] = m;
        int s = scores[i];
        scores[i] = scores[j];
        scores[j] = s;
    }

    /** Empties the list, keeping its storage. */
    public void clear() {
        size = 0;
    }

    /** Truncates the list to its first {@code newSize} moves. */
    public void truncate(int newSize) {
        size = newSize;
    }

    /** True when the list holds exactly this int. */
    public boolean contains(int move) {
        for (int i = 0; i < size; i++) {
            if (moves[i] == move) {
                return true;
            }
        }
        return false;
    }

    /** A copy of the moves (allocates; for tests and tools, not the hot path). */
    public int[] toArray() {
        return Arrays.copyOf(moves, size);
    }
}
