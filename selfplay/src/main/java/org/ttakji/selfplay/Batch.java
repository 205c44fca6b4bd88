package org.ttakji.selfplay;

import org.ttakji.engines.core.Variant;

/**
 * A slice of one variant's games that is played by one Spark job and committed as a whole: the unit of
 * {@code --resume}.
 *
 * @param id      the batch number within the run, from 0 (variants in spec order, then game index)
 * @param variant the variant
 * @param from    first game index (inclusive)
 * @param to      last game index (exclusive)
 */
public record Batch(int id, Variant variant, int from, int to) {

    /** Number of games. */
    public int size() {
        return to - from;
    }
}
