package org.ttakji.engines.core;

import java.util.Objects;

/**
 * How a game stands: its {@link Result} (first player's view) and the {@link Termination} that caused it.
 *
 * @param result      the result; {@link Result#ONGOING} while the game goes on
 * @param termination the reason; {@link Termination#NONE} exactly when the result is ongoing
 */
public record Outcome(Result result, Termination termination) {
    /** The game goes on. */
    public static final Outcome ONGOING = new Outcome(Result.ONGOING, Termination.NONE);

    /**
     * Validates that ongoing and {@link Termination#NONE} go together.
     *
     * @throws IllegalArgumentException otherwise
     */
    public Outcome {
        Objects.requireNonNull(result, "result");
        Objects.requireNonNull(termination, "termination");
        if ((result == Result.ONGOING) != (termination == Termination.NONE)) {
            throw new IllegalArgumentException("result " + result + " does not go with termination " + termination);
        }
    }

    /** A win for {@code side} (0 = first player) by the given termination. */
    public static Outcome win(int side, Termination termination) {
        return new Outcome(Result.winFor(side), termination);
    }

    /** A loss for {@code side} (0 = first player) by the given termination. */
    public static Outcome loss(int side, Termination termination) {
        return new Outcome(Result.lossFor(side), termination);
    }

    /** A draw by the given termination. */
    public static Outcome draw(Termination termination) {
        return new Outcome(Result.DRAW, termination);
    }

    /** True when the game has ended. */
    public boolean isOver() {
        return result != Result.ONGOING;
    }

    /** E.g. {@code 1-0 checkmate}, or {@code *} while ongoing. */
    @Override
    public String toString() {
        return isOver() ? result.text() + " " + termination.logName() : result.text();
    }
}
