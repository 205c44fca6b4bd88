package org.ttakji.engines.search;

import org.ttakji.engines.core.MoveList;
import org.ttakji.engines.core.Outcome;
import org.ttakji.engines.core.Position;
import org.ttakji.engines.eval.Evaluator;

/**
 * The brute-force reference: plain negamax with the search's own semantics (game scores by distance from
 * the root, quiescence = stand pat or any tactical non-chance move, chance moves = rounded probability-weighted
 * mean of their outcomes), without any pruning, table or ordering. Exponential: small trees only.
 */
final class Minimax {
    private final Evaluator evaluator;

    Minimax(Evaluator evaluator) {
        this.evaluator = evaluator;
    }

    /** Value of the position searched {@code depth} plies deep, from the side to move's view. */
    int value(Position p, int depth, int ply) {
        Outcome byRule = p.ruleStatus();
        if (byRule.isOver()) {
            return Scores.ofOutcome(byRule, p.sideToMove(), ply);
        }
        if (depth <= 0) {
            return quiescence(p, ply);
        }
        MoveList moves = new MoveList();
        p.generateLegal(moves);
        if (moves.isEmpty()) {
            return Scores.ofOutcome(p.noLegalMoveOutcome(), p.sideToMove(), ply);
        }
        int best = -Scores.INFINITE;
        for (int i = 0; i < moves.size(); i++) {
            best = Math.max(best, moveValue(p, moves.get(i), depth, ply));
        }
        return best;
    }

    /** Value of one move (depth = the depth of the position it is played from). */
    int moveValue(Position p, int move, int depth, int ply) {
        int[] outcomes = new int[32];
        double[] probabilities = new double[32];
        int n = p.chanceOutcomes(move, outcomes, probabilities);
        if (n > 0) {
            double sum = 0;
            for (int j = 0; j < n; j++) {
                p.makeMove(outcomes[j]);
                sum += probabilities[j] * -value(p, depth - 1, ply + 1);
                p.unmakeMove();
            }
            return (int) Math.round(sum);
        }
        p.makeMove(move);
        int v = -value(p, depth - 1, ply + 1);
        p.unmakeMove();
        return v;
    }

    private int quiescence(Position p, int ply) {
        Outcome byRule = p.ruleStatus();
        if (byRule.isOver()) {
            return Scores.ofOutcome(byRule, p.sideToMove(), ply);
        }
        MoveList moves = new MoveList();
        p.generateLegal(moves);
        if (moves.isEmpty()) {
            return Scores.ofOutcome(p.noLegalMoveOutcome(), p.sideToMove(), ply);
        }
        int best = Scores.clampEval(evaluator.evaluate(p));
        int[] outcomes = new int[32];
        double[] probabilities = new double[32];
        for (int i = 0; i < moves.size(); i++) {
            int m = moves.get(i);
            if (!MoveOrdering.isTactical(m) || p.chanceOutcomes(m, outcomes, probabilities) > 0) {
                continue;
            }
            p.makeMove(m);
            best = Math.max(best, -quiescence(p, ply + 1));
            p.unmakeMove();
        }
        return best;
    }
}
