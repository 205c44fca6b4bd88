package org.ttakji.tuning;

import org.ttakji.engines.core.LabInputException;

/**
 * The tuner's refusal to publish weights that do not lower the held-out loss (nothing was written). A bad-input
 * error for {@code tune} (exit 2, as before); for {@code improve} a generation without a candidate.
 */
public final class NoImprovementException extends LabInputException {
    /** @param message what was measured: the new and the parent's held-out loss */
    public NoImprovementException(String message) {
        super(message);
    }
}
