package org.ttakji.engines.search;

import org.ttakji.engines.core.MoveList;
import org.ttakji.engines.core.Outcome;
import org.ttakji.engines.core.Position;

/**
 * Quiescence search beyond the horizon: the side to move may "stand pat" on the static evaluation or play a
 * tactical move (capture or promotion, {@link MoveOrdering#isTactical}), best victim first. In check there
 * is no standing pat: every legal move is tried (so a mate at the horizon is seen). Chance moves are not
 * searched here (their value needs a full expectation). Positions that are over (rule status, no legal
 * move) get their game score, as in the main search.
 */
final class Quiescence {
    private final SearchContext ctx;

    Quiescence(SearchContext ctx) {
        this.ctx = ctx;
    }

    /**
     * The quiescent value of the current position.
     *
     * @return fail-soft value from the side to move's view; 0 when the search aborted
     */
    int search(int ply, int alpha, int beta) {
        if (!ctx.enterNode()) {
            return 0;
        }
        ctx.pvLength[ply] = ply;
        Position pos = ctx.position;
        Outcome byRule = pos.ruleStatus();
        if (byRule.isOver()) {
            return Scores.ofOutcome(byRule, pos.sideToMove(), ply);
        }
        if (ply >= Scores.MAX_PLY - 1) {
            return ctx.evaluate();
        }

        MoveList moves = ctx.moveLists[ply];
        moves.clear();
        pos.generateLegal(moves);
        if (moves.isEmpty()) {
            return Scores.ofOutcome(pos.noLegalMoveOutcome(), pos.sideToMove(), ply);
        }
        boolean inCheck = pos.inCheck();
        int best = -Scores.INFINITE;
        if (!inCheck) {
            best = ctx.evaluate();
            if (best >= beta) {
                return best;
            }
            alpha = Math.max(alpha, best);
            keepTactical(moves);
        }
        scoreMoves(moves);

        for (int i = 0; i < moves.size(); i++) {
            int move = MoveOrdering.pickNext(moves, i);
            if (pos.chanceOutcomes(move, ctx.chanceMoves[ply], ctx.chanceProbabilities[ply]) > 0) {
                continue;
            }
            pos.makeMove(move);
            int s = -search(ply + 1, -beta, -alpha);
            pos.unmakeMove();
            if (ctx.aborted()) {
                return 0;
            }
            if (s > best) {
                best = s;
                if (s > alpha) {
                    alpha = s;
                    ctx.updatePv(ply, move);
                    if (s >= beta) {
                        break;
                    }
                }
            }
        }
        if (best == -Scores.INFINITE) { // in check, and every evasion was a chance move
            best = ctx.evaluate();
        }
        return best;
    }

    /** Removes the quiet moves, keeping the order of the rest. */
    private static void keepTactical(MoveList moves) {
        int kept = 0;
        for (int i = 0; i < moves.size(); i++) {
            int m = moves.get(i);
            if (MoveOrdering.isTactical(m)) {
                moves.set(kept++, m);
            }
        }
        moves.truncate(kept);
    }

    private void scoreMoves(MoveList moves) {
        for (int i = 0; i < moves.size(); i++) {
            int m = moves.get(i);
            moves.setScore(i, MoveOrdering.isTactical(m) ? ctx.ordering.tacticalScore(m) : 0);
        }
    }
}
