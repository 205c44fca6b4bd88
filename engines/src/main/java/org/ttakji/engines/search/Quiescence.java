package org.ttakji.engines.search;

import org.ttakji.engines.core.Move;
import org.ttakji.engines.core.MoveList;
import org.ttakji.engines.core.Outcome;
import org.ttakji.engines.core.Position;

/**
 * Quiescence search beyond the horizon: the side to move may "stand pat" on the static evaluation or play a
 * tactical move (capture or promotion, {@link MoveOrdering#isTactical}), best victim first; standing pat is
 * never below a draw when a quiet move draws by rule ({@link Position#quietMoveDraws()}). In check during
 * the first {@value #CHECK_EVASION_PLIES} plies of quiescence there is no standing pat: every legal move is
 * tried (so a mate by a capture is seen). Chance moves are not searched here (their value needs a full
 * expectation). Positions that are over (rule status, no legal move) get their game score, as in the main
 * search.
 *
 * <p>Bounds on the work, since the packed move does not say which piece captures (no exchange evaluation):
 * from {@value #RECAPTURE_PLIES} plies past the horizon on only recaptures (moves to the square of the last
 * move) are tried, quiescence stops at {@value #MAX_PLIES} plies past the horizon (static evaluation), and, when
 * {@link SearchSettings#quiescencePruning()} is on, a capture is skipped when even winning its victim
 * ({@link OrderingValues}, read as approximate centipawns) plus {@value #DELTA_MARGIN} cp cannot lift the
 * stand-pat score above alpha (delta pruning).
 */
final class Quiescence {
    /** Plies past the horizon after which the static evaluation is returned. */
    static final int MAX_PLIES = 12;
    /** Plies past the horizon after which only recaptures are tried. */
    static final int RECAPTURE_PLIES = 4;
    /** Plies past the horizon during which a side in check tries every move instead of standing pat. */
    static final int CHECK_EVASION_PLIES = 4;
    /** Safety margin of delta pruning, centipawns. */
    static final int DELTA_MARGIN = 200;

    private final SearchContext ctx;

    Quiescence(SearchContext ctx) {
        this.ctx = ctx;
    }

    /**
     * The quiescent value of the current position.
     *
     * @param ply       distance from the root
     * @param qply      distance from the horizon (0 at the first quiescence node)
     * @param lastTo    the square the last move went to (only read from {@link #RECAPTURE_PLIES} on)
     * @return fail-soft value from the side to move's view; 0 when the search aborted
     */
    int search(int ply, int qply, int lastTo, int alpha, int beta) {
        if (!ctx.enterNode()) {
            return 0;
        }
        ctx.pvLength[ply] = ply;
        Position pos = ctx.position;
        Outcome byRule = pos.ruleStatus();
        if (byRule.isOver()) {
            return Scores.ofOutcome(byRule, pos.sideToMove(), ply);
        }
        if (ply >= Scores.MAX_PLY - 1 || qply >= MAX_PLIES) {
            return ctx.evaluate();
        }

        MoveList moves = ctx.moveLists[ply];
        moves.clear();
        pos.generateLegal(moves);
        if (moves.isEmpty()) {
            return Scores.ofOutcome(pos.noLegalMoveOutcome(), pos.sideToMove(), ply);
        }
        boolean evading = qply < CHECK_EVASION_PLIES && pos.inCheck();
        boolean delta = false;
        int best = -Scores.INFINITE;
        if (!evading) {
            best = standPat(pos);
            if (best >= beta) {
                return best;
            }
            alpha = Math.max(alpha, best);
            keepTactical(moves, qply >= RECAPTURE_PLIES ? lastTo : -1);
            delta = ctx.settings.quiescencePruning();
        }
        scoreMoves(moves);

        for (int i = 0; i < moves.size(); i++) {
            int move = MoveOrdering.pickNext(moves, i);
            if (delta && best + ctx.ordering.gain(move) + DELTA_MARGIN <= alpha) {
                continue;
            }
            if (pos.chanceOutcomes(move, ctx.chanceMoves[ply], ctx.chanceProbabilities[ply]) > 0) {
                continue;
            }
            pos.makeMove(move);
            int s = -search(ply + 1, qply + 1, Move.to(move), -beta, -alpha);
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
        if (best == -Scores.INFINITE) { // evading check, and every evasion was a chance move
            best = ctx.evaluate();
        }
        return best;
    }

    /**
     * The value of not capturing: the static evaluation, but never below a draw when a quiet move ends the game
     * drawn by rule ({@link Position#quietMoveDraws()}: otherwise a side far behind at the horizon, one ply from
     * the no-progress draw, would be scored as lost, and the side ahead would shuffle into that draw).
     */
    private int standPat(Position pos) {
        int eval = ctx.evaluate();
        return pos.quietMoveDraws() ? Math.max(eval, Scores.DRAW) : eval;
    }

    /** Removes the quiet moves (and, when {@code onlyTo >= 0}, moves to other squares), keeping the order. */
    private static void keepTactical(MoveList moves, int onlyTo) {
        int kept = 0;
        for (int i = 0; i < moves.size(); i++) {
            int m = moves.get(i);
            if (MoveOrdering.isTactical(m) && (onlyTo < 0 || Move.to(m) == onlyTo)) {
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
