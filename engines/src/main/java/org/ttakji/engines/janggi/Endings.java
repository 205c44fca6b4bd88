package org.ttakji.engines.janggi;

import org.ttakji.engines.core.Outcome;
import org.ttakji.engines.core.Termination;

/**
 * The endings of docs/rules/janggi.md, in this order: bikjang (rule option {@code bikjang=draw}: any ply after which
 * the generals face each other on an open file; a position read from text is not itself ended), the third
 * occurrence of a position with the same side to move, 100 plies without a capture (passes count; a
 * checkmate on that ply still wins). There is no stalemate: a side not in check may always pass. Stateless.
 */
final class Endings {
    /** Plies without a capture that end the game in a draw. */
    static final int NO_CAPTURE_PLIES = 100;
    private static final Outcome BIKJANG = Outcome.draw(Termination.BIKJANG);
    private static final Outcome REPETITION = Outcome.draw(Termination.REPETITION);
    private static final Outcome NO_CAPTURE = Outcome.draw(Termination.NO_CAPTURE);
    private static final Outcome STALEMATE = Outcome.draw(Termination.STALEMATE);
    private static final Outcome[] MATED = {Outcome.loss(0, Termination.CHECKMATE), Outcome.loss(1, Termination.CHECKMATE)};

    private Endings() {
    }

    /** The endings that do not depend on having a legal move ({@link JanggiPosition#ruleStatus()}). */
    static Outcome ruleStatus(JanggiPosition p) {
        if (p.bikjangDraws() && p.plies() > 0 && p.generalsFace()) {
            return BIKJANG;
        }
        if (p.repetitions() >= 3) {
            return REPETITION;
        }
        if (p.noCaptureClock() >= NO_CAPTURE_PLIES) {
            if (p.inCheck() && !p.hasLegalMove()) {
                return MATED[p.sideToMove()];
            }
            return NO_CAPTURE;
        }
        return Outcome.ONGOING;
    }

    /** In check with no legal move: checkmate. Not in check the pass is always legal, so no stalemate exists. */
    static Outcome noLegalMoveOutcome(JanggiPosition p) {
        return p.inCheck() ? MATED[p.sideToMove()] : STALEMATE;
    }
}
