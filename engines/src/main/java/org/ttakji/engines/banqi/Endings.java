package org.ttakji.engines.banqi;

import org.ttakji.engines.core.Outcome;
import org.ttakji.engines.core.Termination;

/**
 * The endings of docs/rules/banqi.md on a {@link BanqiBoard}: the player whose sixteen pieces are all captured loses,
 * then 20 consecutive plies without a reveal or a capture draw; a player with no legal action on their turn
 * loses. Stateless.
 */
final class Endings {
    /** docs/rules/banqi.md: 20 consecutive plies without a reveal or a capture draw. */
    static final int NO_PROGRESS_LIMIT = 20;
    /** Pieces of each colour in a set; a colour with all of them captured has lost. */
    static final int PIECES_PER_COLOUR = 16;

    private static final int[] NEIGHBOUR_BITS = BanqiSquares.neighbourBits();
    private static final Outcome DRAW_NO_PROGRESS = Outcome.draw(Termination.NO_PROGRESS);
    private static final Outcome[] ALL_CAPTURED_LOSS = {
        Outcome.loss(0, Termination.ALL_CAPTURED), Outcome.loss(1, Termination.ALL_CAPTURED)};
    private static final Outcome[] NO_LEGAL_ACTION_LOSS = {
        Outcome.loss(0, Termination.NO_LEGAL_ACTION), Outcome.loss(1, Termination.NO_LEGAL_ACTION)};

    private Endings() {
    }

    /** ALL_CAPTURED (the player whose sixteen pieces are gone loses), then NO_PROGRESS (20 plies: draw). */
    static Outcome ruleStatus(BanqiBoard b) {
        if (b.p1Colour >= 0) {
            for (int colour = 0; colour < 2; colour++) {
                if (b.capturedByColour[colour] == PIECES_PER_COLOUR) {
                    return ALL_CAPTURED_LOSS[colour == b.p1Colour ? 0 : 1];
                }
            }
        }
        return b.noProgress >= NO_PROGRESS_LIMIT ? DRAW_NO_PROGRESS : Outcome.ONGOING;
    }

    /**
     * True when a step onto an empty square would draw: the count is one ply short of the limit (a step neither
     * reveals nor captures, so it makes the count 20) and a revealed piece of the side to move has an empty
     * neighbour.
     */
    static boolean quietMoveDraws(BanqiBoard b) {
        if (b.noProgress != NO_PROGRESS_LIMIT - 1 || b.p1Colour < 0) {
            return false;
        }
        int own = b.side == 0 ? b.p1Colour : 1 - b.p1Colour;
        int empty = ~(b.faceDownBits | b.colourBits[0] | b.colourBits[1]);
        for (int mine = b.colourBits[own]; mine != 0; mine &= mine - 1) {
            if ((NEIGHBOUR_BITS[Integer.numberOfTrailingZeros(mine)] & empty) != 0) {
                return true;
            }
        }
        return false;
    }

    /** docs/rules/banqi.md: a player with no legal action on their turn loses. */
    static Outcome noLegalMoveOutcome(BanqiBoard b) {
        return NO_LEGAL_ACTION_LOSS[b.side];
    }
}
