package org.ttakji.engines.search;

import java.util.List;
import org.ttakji.engines.core.Move;

/**
 * The answer of one search.
 *
 * @param bestMove   the best move or root action found ({@link Move#NONE} only when the root is already over
 *                   or has no move: see {@code stopReason} {@link StopReason#TERMINAL})
 * @param score      its score in centipawns from the root mover's view ({@link Scores} for mate scores); for a
 *                   terminal root, the game's score
 * @param depth      the last completed depth in plies (0 if not even depth 1 completed)
 * @param nodes      nodes searched (every node entered, quiescence included)
 * @param timeMicros wall time of the search in microseconds
 * @param pv         principal variation from the root, packed moves, starting with {@code bestMove} (ends
 *                   early at a chance move, whose outcome is unknown)
 * @param rootMoves  every root move and action with its score from the last completed iteration, best first
 *                   (ties keep the search order); the first {@link SearchSettings#multiPv()} are exact
 * @param stopReason why the search stopped
 */
public record SearchResult(int bestMove, int score, int depth, long nodes, long timeMicros, List<Integer> pv,
                           List<RootMoveScore> rootMoves, StopReason stopReason) {
    /** Copies the lists. */
    public SearchResult {
        pv = List.copyOf(pv);
        rootMoves = List.copyOf(rootMoves);
    }

    /** Nodes per second (0 when no time was measured). */
    public long nodesPerSecond() {
        return timeMicros <= 0 ? 0 : nodes * 1_000_000L / timeMicros;
    }

    /** The same result without its wall time, so that reproducibility can be compared with {@code equals}. */
    public SearchResult withoutTime() {
        return new SearchResult(bestMove, score, depth, nodes, 0, pv, rootMoves, stopReason);
    }
}
