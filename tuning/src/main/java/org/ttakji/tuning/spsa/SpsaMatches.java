package org.ttakji.tuning.spsa;

import java.util.List;
import org.ttakji.tuning.stats.SpsaStep;
import org.ttakji.tuning.stats.Trinomial;

/**
 * Plays one batch of SPSA iterations: for each step, its game pairs of the plus point against the minus point
 * (colours swapped, shared starts). The real one is {@link SelfPlayMatches}; tests use synthetic ones.
 */
@FunctionalInterface
public interface SpsaMatches {
    /**
     * Plays a batch.
     *
     * @param batch the batch's number, from 0 (its games derive from the run seed and this number)
     * @param steps the batch's iterations, in order
     * @return one count per step: the plus point's wins, draws and losses over its pairs' games
     */
    List<Trinomial> play(int batch, List<SpsaStep> steps);
}
