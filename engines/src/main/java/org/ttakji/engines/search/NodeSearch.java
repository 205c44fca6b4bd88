package org.ttakji.engines.search;

import org.ttakji.engines.core.Move;
import org.ttakji.engines.core.MoveList;
import org.ttakji.engines.core.Outcome;
import org.ttakji.engines.core.Position;

/**
 * The interior node of the search: fail-soft negamax alpha-beta with principal-variation search, read as
 * its steps: {@link #search} = enter (limits, rule status, horizon) → probe (table) → prune (null move,
 * futility) → generate → loop ({@link #searchMove}) → store.
 *
 * <p>A chance move (one for which {@link Position#chanceOutcomes} returns outcomes) is valued by
 * {@link ChanceNode}; everything else is made, searched and unmade here.
 */
final class NodeSearch {
    /** Futility margin at depth 1, centipawns: what a quiet move is assumed to gain at most. */
    static final int FUTILITY_MARGIN = 200;
    private static final int NULL_MOVE_MIN_DEPTH = 3;
    private static final int LMR_MIN_DEPTH = 3;
    private static final int LMR_FIRST_MOVE = 3;
    private static final int LMR_LATE_MOVE = 8;

    private final SearchContext ctx;
    private final Quiescence quiescence;
    private final ChanceNode chance;

    NodeSearch(SearchContext ctx) {
        this.ctx = ctx;
        this.quiescence = new Quiescence(ctx);
        this.chance = new ChanceNode(ctx, this);
    }

    /** The chance-node evaluator this search uses (the root needs it too). */
    ChanceNode chance() {
        return chance;
    }

    /**
     * The value of the current position searched {@code depth} plies deep.
     *
     * @param depth     remaining depth in plies (at most 0: quiescence)
     * @param ply       distance from the root
     * @param alpha     lower window bound (exclusive)
     * @param beta      upper window bound (exclusive)
     * @param pvNode    true on the principal variation (full window): no table cutoffs, no pruning
     * @param allowNull false right after a null move (no two in a row)
     * @return the fail-soft value from the side to move's view; meaningless (0) when the search aborted
     */
    int search(int depth, int ply, int alpha, int beta, boolean pvNode, boolean allowNull) {
        if (!ctx.enterNode()) {
            return 0;
        }
        ctx.pvLength[ply] = ply;
        Position pos = ctx.position;

        // Enter: endings by rule, the ply cap, check extension, the horizon, mate-distance pruning.
        Outcome byRule = pos.ruleStatus();
        if (byRule.isOver()) {
            return Scores.ofOutcome(byRule, pos.sideToMove(), ply);
        }
        if (ply >= Scores.MAX_PLY - 1) {
            return ctx.evaluate();
        }
        boolean inCheck = pos.inCheck();
        if (inCheck && ply < Scores.MAX_PLY / 2) {
            depth++;
        }
        if (depth <= 0) {
            return quiescence.search(ply, 0, -1, alpha, beta);
        }
        alpha = Math.max(alpha, -(Scores.MATE - ply));
        beta = Math.min(beta, Scores.MATE - ply - 1);
        if (alpha >= beta) {
            return alpha;
        }

        // Probe.
        long key = pos.hash();
        int ttMove = Move.NONE;
        if (ctx.table.probe(key)) {
            ttMove = ctx.table.move();
            if (!pvNode && ctx.table.depth() >= depth) {
                int s = Scores.fromTable(ctx.table.score(), ply);
                int bound = ctx.table.bound();
                if (bound == TranspositionTable.EXACT
                        || (bound == TranspositionTable.LOWER && s >= beta)
                        || (bound == TranspositionTable.UPPER && s <= alpha)) {
                    return s;
                }
            }
        }

        // Prune: null move, then futility (decided here, applied per quiet move in the loop).
        boolean mayPrune = !pvNode && !inCheck && Math.abs(beta) < Scores.MATE_BOUND;
        int staticEval = mayPrune && (depth == 1 || depth >= NULL_MOVE_MIN_DEPTH) ? ctx.evaluate() : 0;
        if (mayPrune && allowNull && depth >= NULL_MOVE_MIN_DEPTH && ctx.settings.nullMovePruning()
                && staticEval >= beta && pos.nullMoveAllowed()) {
            int r = depth > 6 ? 3 : 2;
            pos.makeNullMove();
            int s = -search(depth - 1 - r, ply + 1, -beta, -beta + 1, false, false);
            pos.unmakeNullMove();
            if (ctx.aborted()) {
                return 0;
            }
            if (s >= beta) {
                return Scores.isMate(s) ? beta : s;
            }
        }

        // Generate.
        MoveList moves = ctx.moveLists[ply];
        moves.clear();
        pos.generateLegal(moves);
        if (moves.isEmpty()) {
            return Scores.ofOutcome(pos.noLegalMoveOutcome(), pos.sideToMove(), ply);
        }
        ctx.ordering.score(moves, ttMove, ply, pos.sideToMove());

        boolean futile = mayPrune && depth == 1 && ctx.settings.futilityPruning()
                && staticEval + FUTILITY_MARGIN <= alpha;

        // Loop.
        int alphaAtStart = alpha;
        int best = -Scores.INFINITE;
        int bestMove = Move.NONE;
        for (int i = 0; i < moves.size(); i++) {
            int move = MoveOrdering.pickNext(moves, i);
            if (futile && i > 0 && !MoveOrdering.isTactical(move) && !givesCheck(move, ply)) {
                best = Math.max(best, staticEval + FUTILITY_MARGIN);
                continue;
            }
            int s = searchMove(move, i, depth, ply, alpha, beta, pvNode, inCheck);
            if (ctx.aborted()) {
                return 0;
            }
            if (s > best) {
                best = s;
                bestMove = move;
                if (s > alpha) {
                    alpha = s;
                    ctx.updatePv(ply, move);
                    if (s >= beta) {
                        if (!MoveOrdering.isTactical(move)) {
                            ctx.ordering.rewardQuiet(move, ply, pos.sideToMove(), depth);
                        }
                        break;
                    }
                }
            }
        }

        // Store.
        int bound = best >= beta ? TranspositionTable.LOWER
                : best > alphaAtStart ? TranspositionTable.EXACT : TranspositionTable.UPPER;
        ctx.table.store(key, bestMove, Scores.toTable(best, ply), depth, bound);
        return best;
    }

    /**
     * The value of one move for the side to move: a chance move by expectation, the first move with the
     * full window, later ones with a null window first (reduced if late and quiet), re-searched when they
     * beat alpha.
     *
     * @param index the move's place in the ordered list (0 = first)
     */
    int searchMove(int move, int index, int depth, int ply, int alpha, int beta, boolean pvNode, boolean inCheck) {
        Position pos = ctx.position;
        int outcomes = pos.chanceOutcomes(move, ctx.chanceMoves[ply], ctx.chanceProbabilities[ply]);
        if (outcomes > 0) {
            int childDepth = depth - 1 - ctx.settings.chanceReduction();
            return chanceValue(outcomes, childDepth, ply, alpha, beta, index == 0);
        }
        pos.makeMove(move);
        int s;
        if (index == 0) {
            s = -search(depth - 1, ply + 1, -beta, -alpha, pvNode, true);
        } else {
            int r = reduction(move, index, depth, ply, pvNode, inCheck);
            s = -search(depth - 1 - r, ply + 1, -alpha - 1, -alpha, false, true);
            if (r > 0 && s > alpha && !ctx.aborted()) {
                s = -search(depth - 1, ply + 1, -alpha - 1, -alpha, false, true);
            }
            if (s > alpha && s < beta && beta - alpha > 1 && !ctx.aborted()) {
                // A wide window (PV node, or a child of a chance node): the null window gave a bound only.
                s = -search(depth - 1, ply + 1, -beta, -alpha, pvNode, true);
            }
        }
        pos.unmakeMove();
        return s;
    }

    /** A chance move: null window first unless it is the first move, then the full window if it beats alpha. */
    private int chanceValue(int outcomes, int childDepth, int ply, int alpha, int beta, boolean first) {
        int s;
        if (first || beta - alpha <= 1) {
            s = chance.value(outcomes, childDepth, ply, alpha, beta);
        } else {
            s = chance.value(outcomes, childDepth, ply, alpha, alpha + 1);
            if (s > alpha && s < beta && !ctx.aborted()) {
                s = chance.value(outcomes, childDepth, ply, alpha, beta);
            }
        }
        ctx.pvLength[ply + 1] = ply + 1; // the line after a chance move depends on its outcome: stop the PV
        return s;
    }

    /** True when the (non-chance) move gives check; chance moves are taken as not checking. */
    private boolean givesCheck(int move, int ply) {
        Position pos = ctx.position;
        if (pos.chanceOutcomes(move, ctx.chanceMoves[ply], ctx.chanceProbabilities[ply]) > 0) {
            return false;
        }
        pos.makeMove(move);
        boolean check = pos.inCheck();
        pos.unmakeMove();
        return check;
    }

    /** Late-move reduction in plies: 0, 1 or 2 for late quiet moves that do not give check. */
    private int reduction(int move, int index, int depth, int ply, boolean pvNode, boolean inCheck) {
        if (!ctx.settings.lateMoveReductions() || depth < LMR_MIN_DEPTH || index < LMR_FIRST_MOVE || inCheck
                || MoveOrdering.isTactical(move) || ctx.ordering.isKiller(move, ply) || ctx.position.inCheck()) {
            return 0;
        }
        return (!pvNode && index >= LMR_LATE_MOVE && depth >= 5) ? 2 : 1;
    }
}
