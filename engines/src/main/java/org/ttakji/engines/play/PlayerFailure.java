package org.ttakji.engines.play;

import java.util.EnumSet;
import java.util.Objects;
import java.util.Set;
import org.ttakji.engines.core.Termination;

/**
 * A player could not give a legal move and so loses the game: what an external engine's referee throws from
 * {@link Player#choose} when the engine answers a move outside the legal list, crashes or does not answer in
 * time. {@link GameLoop} ends the game there as a loss for the side to move with {@link #termination()}.
 */
public final class PlayerFailure extends RuntimeException {
    private static final long serialVersionUID = 1L;

    /** The terminations a failure may carry. */
    private static final Set<Termination> ALLOWED = EnumSet.of(Termination.ILLEGAL_MOVE,
            Termination.ENGINE_FAILURE, Termination.TIME_FORFEIT);

    private final Termination termination;

    /**
     * A failure.
     *
     * @param termination {@link Termination#ILLEGAL_MOVE}, {@link Termination#ENGINE_FAILURE} or
     *                    {@link Termination#TIME_FORFEIT}
     * @param message     what happened, naming the engine (e.g. {@code engine 'fake' answered 'e2e5', not a
     *                    legal move of ...})
     * @throws IllegalArgumentException for any other termination
     */
    public PlayerFailure(Termination termination, String message) {
        this(termination, message, null);
    }

    /** As {@link #PlayerFailure(Termination, String)}, with the exception that caused it. */
    public PlayerFailure(Termination termination, String message, Throwable cause) {
        super(message, cause);
        if (!ALLOWED.contains(Objects.requireNonNull(termination, "termination"))) {
            throw new IllegalArgumentException("a player failure ends a game by illegal-move, engine-failure or"
                    + " time-forfeit, not " + termination.logName());
        }
        this.termination = termination;
    }

    /** How the game ends: a loss of the failing side by this termination. */
    public Termination termination() {
        return termination;
    }
}
