package org.ttakji.engines.search;

import org.ttakji.engines.core.Move;
import org.ttakji.engines.core.MoveList;
import org.ttakji.engines.core.Outcome;
import org.ttakji.engines.core.Position;

/**
 * The interior node of the search: fail-soft negamax alpha-beta with principal-variation search, read as
 * its steps: {@link #search} = enter (limits, rule status, horizon) → {@link #probe} (table) →
 * {@link #pruneByNullMove} → {@link #generate} → {@link #loop} (with futility pruning and the chance stand pat;
 * each move by {@link #searchMove}) → {@link #store}.
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

    /** "No score": a step did not settle the node. */
    private static final int NO_SCORE = Integer.MIN_VALUE;

    private final SearchContext ctx;
    private final Quiescence quiescence;
    private final ChanceNode chance;
    /** Out-values of {@link #probe} and {@link #loop}, read right after the call (before any recursion). */
    private int probedMove;
    private int bestMove;

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

        long key = pos.searchKey();
        int cut = probe(key, depth, ply, alpha, beta, pvNode);
        if (cut != NO_SCORE) {
            return cut;
        }
        int ttMove = probedMove;

        boolean mayPrune = !pvNode && !inCheck && Math.abs(beta) < Scores.MATE_BOUND;
        int staticEval = mayPrune && (depth == 1 || depth >= NULL_MOVE_MIN_DEPTH) ? ctx.evaluate() : 0;
        if (mayPrune && allowNull) {
            cut = pruneByNullMove(depth, ply, beta, staticEval);
            if (cut != NO_SCORE) {
                return cut;
            }
        }

        MoveList moves = generate(ply, ttMove);
        if (moves.isEmpty()) {
            return Scores.ofOutcome(pos.noLegalMoveOutcome(), pos.sideToMove(), ply);
        }

        boolean futile = mayPrune && depth == 1 && ctx.settings.futilityPruning()
                && staticEval + FUTILITY_MARGIN <= alpha && !pos.quietMoveDraws();
        // The chance stand pat needs no window away from mate scores (below a chance node Star1's windows reach
        // them): it never returns one.
        boolean chanceStandPat = !pvNode && !inCheck && chancesOnlyQuiesced(depth);
        int best = loop(moves, depth, ply, alpha, beta, pvNode, inCheck, futile ? staticEval : NO_SCORE,
                chanceStandPat);
        if (ctx.aborted()) {
            return 0;
        }
        store(key, bestMove, best, depth, ply, alpha, beta);
        return best;
    }

    /**
     * Probe: looks the position up in the table. Sets {@link #probedMove} (the stored best move, or none) and
     * returns the stored score when it settles this node (deep enough, bound on the right side of the window,
     * not a PV node), else {@link #NO_SCORE}.
     */
    private int probe(long key, int depth, int ply, int alpha, int beta, boolean pvNode) {
        probedMove = Move.NONE;
        if (!ctx.table.probe(key)) {
            return NO_SCORE;
        }
        probedMove = ctx.table.move();
        if (pvNode || ctx.table.depth() < depth) {
            return NO_SCORE;
        }
        int s = Scores.fromTable(ctx.table.score(), ply);
        int bound = ctx.table.bound();
        boolean settles = bound == TranspositionTable.EXACT
                || (bound == TranspositionTable.LOWER && s >= beta)
                || (bound == TranspositionTable.UPPER && s <= alpha);
        return settles ? s : NO_SCORE;
    }

    /**
     * Prune: null-move pruning. When passing the turn still fails high in a reduced search, the node is cut
     * (mate scores are not trusted from a null move: beta is returned instead). Returns the cut score, or
     * {@link #NO_SCORE} (also when aborted: the caller checks).
     */
    private int pruneByNullMove(int depth, int ply, int beta, int staticEval) {
        Position pos = ctx.position;
        if (depth < NULL_MOVE_MIN_DEPTH || !ctx.settings.nullMovePruning() || staticEval < beta
                || !pos.nullMoveAllowed()) {
            return NO_SCORE;
        }
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
        return NO_SCORE;
    }

    /** Generate: the legal moves into the ply's list, scored for ordering. */
    private MoveList generate(int ply, int ttMove) {
        MoveList moves = ctx.moveLists[ply];
        moves.clear();
        ctx.position.generateLegal(moves);
        ctx.ordering.score(moves, ttMove, ply, ctx.position.sideToMove());
        return moves;
    }

    /**
     * True when the chance moves here would only be quiesced outcome by outcome (their child depth is below 0)
     * and {@link SearchSettings#chanceStandPat()} lets the static evaluation stand for them instead.
     */
    private boolean chancesOnlyQuiesced(int depth) {
        return ctx.settings.chanceStandPat() && depth - 1 - ctx.settings.chanceReduction() < 0;
    }

    /**
     * Loop: searches the moves best-ordered first until one fails high. Sets {@link #bestMove}; returns the
     * fail-soft best score (0 when aborted).
     *
     * @param futilityEval   the static evaluation when futility pruning applies at this node, else
     *                       {@link #NO_SCORE}
     * @param chanceStandPat true when the chance moves are not searched and the static evaluation stands for
     *                       them ({@link SearchSettings#chanceStandPat()})
     */
    private int loop(MoveList moves, int depth, int ply, int alpha, int beta, boolean pvNode, boolean inCheck,
                     int futilityEval, boolean chanceStandPat) {
        Position pos = ctx.position;
        int side = pos.sideToMove();
        int best = -Scores.INFINITE;
        int bestSoFar = Move.NONE;
        boolean stoodPat = false;
        for (int i = 0; i < moves.size(); i++) {
            int move = MoveOrdering.pickNext(moves, i);
            if (chanceStandPat && pos.chanceOutcomes(move, ctx.chanceMoves[ply], ctx.chanceProbabilities[ply]) > 0) {
                if (!stoodPat) {
                    stoodPat = true;
                    int standPat = ctx.evaluate();
                    if (standPat > best) {
                        best = standPat;
                        if (standPat >= beta) {
                            break;
                        }
                        alpha = Math.max(alpha, standPat);
                    }
                }
                continue;
            }
            if (futilityEval != NO_SCORE && i > 0 && !MoveOrdering.isTactical(move) && !givesCheck(move, ply)) {
                best = Math.max(best, futilityEval + FUTILITY_MARGIN);
                continue;
            }
            int s = searchMove(move, i, depth, ply, alpha, beta, pvNode, inCheck);
            if (ctx.aborted()) {
                return 0;
            }
            if (s > best) {
                best = s;
                bestSoFar = move;
                if (s > alpha) {
                    alpha = s;
                    ctx.updatePv(ply, move);
                    if (s >= beta) {
                        if (!MoveOrdering.isTactical(move)) {
                            ctx.ordering.rewardQuiet(move, ply, side, depth);
                        }
                        break;
                    }
                }
            }
        }
        bestMove = bestSoFar;
        return best;
    }

    /** Store: the result in the table, as a bound relative to the window the node was searched with. */
    private void store(long key, int move, int best, int depth, int ply, int alpha, int beta) {
        int bound = best >= beta ? TranspositionTable.LOWER
                : best > alpha ? TranspositionTable.EXACT : TranspositionTable.UPPER;
        ctx.table.store(key, move, Scores.toTable(best, ply), depth, bound);
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
