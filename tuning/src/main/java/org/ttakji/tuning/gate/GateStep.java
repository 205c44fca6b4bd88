package org.ttakji.tuning.gate;

import org.ttakji.tuning.stats.MatchElo;
import org.ttakji.tuning.stats.Pentanomial;
import org.ttakji.tuning.stats.SprtResult;

/**
 * The gate after one batch: the counts so far and what the test says of them.
 *
 * @param batch   the batch's number, from 1
 * @param counts  the pentanomial counts of all pairs so far
 * @param test    the SPRT's LLR and decision for {@code counts}
 * @param elo     Elo and normalized Elo with 95% intervals for {@code counts}
 * @param verdict how the gate ends here, or null when it plays on
 */
public record GateStep(int batch, Pentanomial counts, SprtResult test, MatchElo elo, GateVerdict verdict) {
    /** Games so far, two per pair. */
    public long games() {
        return counts.games();
    }

    /** True when the gate ends at this batch. */
    public boolean last() {
        return verdict != null;
    }
}
