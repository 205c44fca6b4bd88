package org.ttakji.engines.play;

import org.ttakji.engines.core.SplitMix64;
import org.ttakji.engines.levels.Level;

/**
 * A level's choice among the searched root moves (see {@link Level}): the search gives the best move's
 * exact score and, for the other moves, fail-soft upper bounds; a non-best move is only ever played after
 * a {@link Verifier} has searched it.
 * <ul>
 *   <li>Temperature: the move is drawn with probability ∝ {@code exp((score − best) / T)} by rejection
 *       sampling: propose from the upper bounds {@code u}, verify the proposal's score {@code v}, accept
 *       with probability {@code exp((v − u) / T)} (at most 1, since {@code v <= u}); the best move is
 *       always accepted. After {@value #MAX_PROPOSALS} rejected proposals the best move is played.</li>
 *   <li>Blunder: with probability {@code blunderRate}, up to {@value #MAX_PROPOSALS} other moves are
 *       drawn uniformly and verified; the first that loses at most {@code blunderMaxLossCp} against the
 *       best score is played instead.</li>
 * </ul>
 * Random draws, in this order: per temperature proposal one uniform draw to propose and (for a non-best
 * proposal) one to accept; then, if the blunder rate is positive, one uniform draw and one integer draw
 * per blunder proposal. Same inputs and generator state → same choice. Not thread-safe.
 */
final class LevelMoveChoice {
    /** Most proposals per decision (each costs a verifying search). */
    static final int MAX_PROPOSALS = 4;

    /** Scores a root move exactly, cp from the mover's view (a search of the position after it). */
    interface Verifier {
        /** @param index the root move's index; @return its verified score */
        int score(int index);
    }

    private final double[] weights;
    private int chosenScore;

    /** @param capacity the most root moves a position can have */
    LevelMoveChoice(int capacity) {
        weights = new double[capacity];
    }

    /** The score of the last choice: exact for the best move, verified for another. */
    int chosenScore() {
        return chosenScore;
    }

    /**
     * Chooses one root move.
     *
     * @param level    the level's move-choice parameters
     * @param bounds   root moves' scores from the search, cp, mover's view: exact at {@code best}, upper
     *                 bounds elsewhere
     * @param count    number of root moves (&gt; 0)
     * @param best     index of the search's best move
     * @param verifier searches a move exactly when it is about to be played instead of the best
     * @param random   the game's generator
     * @return the index of the chosen move
     */
    int choose(Level level, int[] bounds, int count, int best, Verifier verifier, SplitMix64 random) {
        int top = bounds[best];
        int chosen = best;
        chosenScore = top;
        if (level.temperatureCp() > 0 && count > 1) {
            double total = 0;
            for (int i = 0; i < count; i++) {
                weights[i] = Math.exp((Math.min(bounds[i], top) - top) / (double) level.temperatureCp());
                total += weights[i];
            }
            for (int proposal = 0; proposal < MAX_PROPOSALS; proposal++) {
                int i = sample(total, count, random.nextDouble());
                if (i == best) {
                    break;
                }
                int u = Math.min(bounds[i], top);
                int v = Math.min(verifier.score(i), u);
                if (random.nextDouble() < Math.exp((v - u) / (double) level.temperatureCp())) {
                    chosen = i;
                    chosenScore = v;
                    break;
                }
            }
        }
        if (level.blunderRate() > 0 && count > 1 && random.nextDouble() < level.blunderRate()) {
            for (int proposal = 0; proposal < MAX_PROPOSALS; proposal++) {
                int i = random.nextInt(count - 1);
                if (i >= best) {
                    i++;
                }
                int v = verifier.score(i);
                if ((long) top - v <= level.blunderMaxLossCp()) {
                    chosen = i;
                    chosenScore = v;
                    break;
                }
            }
        }
        return chosen;
    }

    private int sample(double total, int count, double u) {
        double x = u * total;
        for (int i = 0; i < count; i++) {
            x -= weights[i];
            if (x < 0) {
                return i;
            }
        }
        return count - 1;
    }
}
