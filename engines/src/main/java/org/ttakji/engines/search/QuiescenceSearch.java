package org.ttakji.engines.search;

import java.util.Arrays;
import java.util.Objects;
import org.ttakji.engines.core.Position;
import org.ttakji.engines.eval.Evaluator;

/**
 * The engine's quiescence search on its own, from a root position with a full window: what the tuner uses to
 * resolve a sampled position to a quiet one (Texel's method: follow the quiescence principal variation to its
 * end; the static evaluation of that position is the quiescent value of the root, unless the line ends the
 * game). The
 * code is the search's own {@code Quiescence} (stand pat or tactical moves, check evasions near the horizon, its
 * recapture-only and depth bounds and, when the settings say so, delta pruning), so the tuner resolves positions
 * exactly as the engine sees them at its horizon.
 *
 * <p>One instance per thread (it owns a transposition-table-sized context, allocated once here); a search
 * allocates only its result.
 */
public final class QuiescenceSearch {
    private final SearchContext ctx;
    private final Quiescence quiescence;

    /**
     * The quiescence of a searcher with these evaluation and settings (only the ordering values matter; use a
     * small table: quiescence does not probe it).
     *
     * @param evaluator the static evaluation (not shared with another thread)
     * @param settings  the ordering values for captures ({@link SearchSettings#orderingValues()})
     */
    public QuiescenceSearch(Evaluator evaluator, SearchSettings settings) {
        Objects.requireNonNull(evaluator, "evaluator");
        this.ctx = new SearchContext(evaluator, Objects.requireNonNull(settings, "settings"), SearchClock.SYSTEM);
        this.quiescence = new Quiescence(ctx);
    }

    /**
     * The result of one quiescence search.
     *
     * @param score    the quiescent value in centipawns from the root mover's view (a game end within the line
     *                 is a {@link Scores} mate score); 0 when {@code complete} is false
     * @param pv       the principal variation, packed moves from the root (empty: standing pat at the root is
     *                 best, the root is quiet); playing it leads to the quiet position
     * @param nodes    nodes searched
     * @param complete false when the node limit stopped the search (score and line are then meaningless)
     */
    public record Result(int score, int[] pv, long nodes, boolean complete) {
        /** Copies the line. */
        public Result {
            pv = pv.clone();
        }

        @Override
        public int[] pv() {
            return pv.clone();
        }

        /** Plies in the principal variation. */
        public int length() {
            return pv.length;
        }

        /** Move {@code i} of the principal variation. */
        public int move(int i) {
            return pv[i];
        }

        @Override
        public boolean equals(Object o) {
            return o instanceof Result r && r.score == score && r.nodes == nodes && r.complete == complete
                    && Arrays.equals(r.pv, pv);
        }

        @Override
        public int hashCode() {
            return Objects.hash(score, nodes, complete, Arrays.hashCode(pv));
        }

        @Override
        public String toString() {
            return "Result[score=" + score + ", pv=" + Arrays.toString(pv) + ", nodes=" + nodes + ", complete="
                    + complete + "]";
        }
    }

    /**
     * Searches the position's captures and promotions (and check evasions) with the full window.
     *
     * @param position the root (a player's view for Banqi); left as found
     * @param maxNodes node limit, 1..{@link SearchLimits#HARD_MAX_NODES}
     * @return the value and the line to the quiet position; deterministic for the same position and evaluator
     * @throws IllegalArgumentException if {@code maxNodes} is out of range
     */
    public Result search(Position position, long maxNodes) {
        Objects.requireNonNull(position, "position");
        SearchLimits limits = SearchLimits.nodes(maxNodes);
        ctx.start(position, limits);
        int score = quiescence.search(0, 0, -1, -Scores.INFINITE, Scores.INFINITE);
        if (ctx.aborted()) {
            return new Result(0, new int[0], ctx.nodes, false);
        }
        int[] line = Arrays.copyOfRange(ctx.pv[0], 0, ctx.pvLength[0]);
        return new Result(score, line, ctx.nodes, true);
    }
}
