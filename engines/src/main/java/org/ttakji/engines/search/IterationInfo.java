package org.ttakji.engines.search;

import java.util.List;

/**
 * What one completed iteration of iterative deepening found (for {@code info} lines, time-to-depth
 * figures and protocols).
 *
 * @param depth      the completed depth in plies
 * @param score      best score, centipawns from the root mover's view
 * @param nodes      nodes searched so far in this search
 * @param timeMicros microseconds since the search started
 * @param pv         principal variation as packed moves (ends early at a chance move)
 */
public record IterationInfo(int depth, int score, long nodes, long timeMicros, List<Integer> pv) {
    /** Copies the PV. */
    public IterationInfo {
        pv = List.copyOf(pv);
    }
}
