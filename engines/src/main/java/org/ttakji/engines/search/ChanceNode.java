package org.ttakji.engines.search;

import org.ttakji.engines.core.Position;

/**
 * The value of a chance move (a Banqi reveal in a player's view): the probability-weighted mean of the
 * values of its outcomes (expectimax), with Ballard's Star1 bounds ("The *-minimax search procedure for
 * trees containing chance nodes", Artificial Intelligence 21, 1983): every score lies in
 * [{@code -MATE}, {@code MATE}], so after some outcomes are known, each remaining one gets a window outside
 * which the mean is certain to fall below alpha or above beta, and the node is cut there.
 *
 * <p>The value is rounded to whole centipawns ({@link Math#round(double)}) once, after the mean; a cut
 * returns the rounded bound (still on the right side of the window, as rounding is monotone). The search
 * only ever makes the outcome moves, never the generic chance move, and sees nothing but the position it was
 * given (the player's view), so it cannot use the hidden truth.
 */
final class ChanceNode {
    private static final double LOWEST = -Scores.MATE;
    private static final double HIGHEST = Scores.MATE;

    private final SearchContext ctx;
    private final NodeSearch node;

    ChanceNode(SearchContext ctx, NodeSearch node) {
        this.ctx = ctx;
        this.node = node;
    }

    /**
     * The expected value of the chance move whose outcomes are in {@code ctx.chanceMoves[ply]} and
     * {@code ctx.chanceProbabilities[ply]}.
     *
     * @param outcomes   how many outcomes there are (&gt; 0)
     * @param childDepth depth for each outcome's position, plies
     * @param ply        the ply of the position the chance move is played from
     * @param alpha      lower window bound (exclusive), mover's view
     * @param beta       upper window bound (exclusive)
     * @return the fail-soft expected value from the mover's view; 0 when the search aborted
     */
    int value(int outcomes, int childDepth, int ply, int alpha, int beta) {
        Position pos = ctx.position;
        int[] moves = ctx.chanceMoves[ply];
        double[] probabilities = ctx.chanceProbabilities[ply];
        double remaining = 1.0;
        double sum = 0.0;
        for (int i = 0; i < outcomes; i++) {
            double p = probabilities[i];
            remaining = i == outcomes - 1 ? 0.0 : Math.max(0.0, remaining - p);
            // Star1: the window of this outcome outside which the mean is decided whatever the rest give.
            double low = (alpha - sum - HIGHEST * remaining) / p;
            double high = (beta - sum - LOWEST * remaining) / p;
            int childAlpha = (int) Math.max(-Scores.INFINITE, Math.floor(low));
            int childBeta = (int) Math.min(Scores.INFINITE, Math.ceil(high));
            pos.makeMove(moves[i]);
            int v = -node.search(childDepth, ply + 1, -childBeta, -childAlpha, false, true);
            pos.unmakeMove();
            if (ctx.aborted()) {
                return 0;
            }
            if (v <= childAlpha) {
                return (int) Math.round(sum + p * v + HIGHEST * remaining);
            }
            if (v >= childBeta) {
                return (int) Math.round(sum + p * v + LOWEST * remaining);
            }
            sum += p * v;
        }
        return (int) Math.round(sum);
    }
}
