package org.ttakji.tuning.stats;

import java.util.Locale;

/**
 * The state of an SPRT after some games.
 *
 * @param sprt     the test
 * @param llr      the generalised log-likelihood ratio of H1 against H0 (natural log)
 * @param decision what it says
 */
public record SprtResult(Sprt sprt, double llr, SprtDecision decision) {
    /** The line fishtest prints, e.g. {@code LLR: 2.95 (-2.94,2.94) <0.00,2.00>}. */
    public String describe() {
        return String.format(Locale.ROOT, "LLR: %.2f (%.2f,%.2f) %s", llr, sprt.lowerBound(), sprt.upperBound(),
                sprt.model().bounds(sprt.elo0(), sprt.elo1()));
    }
}
