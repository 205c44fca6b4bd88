package org.ttakji.tuning.match;

import java.util.Objects;

/**
 * One game of a match as its log records it, the columns the match statistics read.
 *
 * @param index       the game's index in the run (pair {@code index / 2}; the candidate moved first when even)
 * @param startFen    the start position ({@code start_fen})
 * @param moves       the moves in machine notation, space-separated
 * @param result      {@code 1-0}, {@code 0-1} or {@code 1/2-1/2}, first player's view
 * @param termination the termination's log name
 * @param plies       the game's length in plies
 */
public record MatchGame(long index, String startFen, String moves, String result, String termination, int plies) {
    /** Requires the texts. */
    public MatchGame {
        Objects.requireNonNull(startFen, "startFen");
        Objects.requireNonNull(moves, "moves");
        Objects.requireNonNull(result, "result");
        Objects.requireNonNull(termination, "termination");
    }

    /** The candidate's points in this game: 1, 1/2 or 0. */
    public double candidateScore() {
        double first = org.ttakji.engines.core.Result.fromText(result).firstPlayerScore();
        return index % 2 == 0 ? first : 1 - first;
    }
}
