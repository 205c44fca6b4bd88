package org.ttakji.tuning.stats;

/**
 * The candidate's points in the two games of a pair (same start, colours swapped): 1 for a win, 1/2 for a draw, 0 for
 * a loss in each game.
 *
 * @param first  the candidate's points in the pair's first game
 * @param second the candidate's points in the pair's second game
 */
public record GamePairScore(double first, double second) {
    /**
     * Requires game scores of 0, 1/2 or 1.
     *
     * @throws IllegalArgumentException naming the game and the value otherwise
     */
    public GamePairScore {
        requireGameScore("first", first);
        requireGameScore("second", second);
    }

    /** The pair's points 0..2 in steps of 1/2. */
    public double points() {
        return first + second;
    }

    static void requireGameScore(String which, double score) {
        if (score != 0 && score != 0.5 && score != 1) {
            throw new IllegalArgumentException(which + " game score must be 0, 0.5 or 1, got " + score);
        }
    }
}
