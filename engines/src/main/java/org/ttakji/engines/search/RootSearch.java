package org.ttakji.engines.search;

import java.util.ArrayList;
import java.util.List;
import org.ttakji.engines.core.MoveList;
import org.ttakji.engines.core.Outcome;
import org.ttakji.engines.core.Position;

/**
 * The root of the search: its moves and actions, one iteration of iterative deepening over them, and their
 * scores.
 *
 * <p>Root actions ({@link Position#generateActions}, e.g. the Shogi impasse declaration) are root moves like
 * any other: made, then valued by the child search (which reads {@link Position#ruleStatus()} first, so an
 * action that ends the game gets the game's score). A move or action after which the same side is still to
 * move (the Shogi declaration does not pass the turn) is scored from the mover's view without negation. They are always searched first, and a later move
 * replaces the best only when strictly better, so on equal scores the action is chosen: the engine declares
 * a drawn impasse exactly when no move promises more than a draw.
 *
 * <p>Scoring more than one root move exactly ({@link SearchSettings#multiPv()} = k): each root move is
 * searched with the window (k-th best score so far, +infinity) — a null window first, then the full window if
 * it beats it. A move that beats the k-th best gets an exact score; one that does not is proven no better,
 * and its fail-soft score is an upper bound. With k = 1 this is ordinary principal-variation search.
 */
final class RootSearch {
    private final SearchContext ctx;
    private final NodeSearch node;

    private final MoveList generated = new MoveList();
    private int count;
    private int[] actions = new int[0];
    private int[] moves = new int[0];
    private int[] scores = new int[0];
    private boolean[] exact = new boolean[0];
    private int[] topScores = new int[0];
    private int searched;

    private int[] completedMoves = new int[0];
    private int[] completedScores = new int[0];
    private boolean[] completedExact = new boolean[0];
    private final List<Integer> completedPv = new ArrayList<>();

    RootSearch(SearchContext ctx, NodeSearch node) {
        this.ctx = ctx;
        this.node = node;
    }

    /**
     * Generates the root's actions (first) and moves, ordered for the first iteration.
     *
     * @param only when not null, search only these root moves/actions
     * @return the number of root moves and actions
     * @throws IllegalArgumentException if {@code only} names a move that is not legal at the root
     */
    int init(Position root, int[] only) {
        generated.clear();
        root.generateActions(generated);
        actions = generated.toArray();
        int movesFrom = generated.size();
        root.generateLegal(generated);
        if (only != null) {
            movesFrom = restrict(only, movesFrom);
        }
        count = generated.size();
        moves = new int[count];
        scores = new int[count];
        exact = new boolean[count];
        completedMoves = new int[0];
        completedPv.clear();
        searched = 0;
        for (int i = 0; i < count; i++) {
            int m = generated.get(i);
            generated.setScore(i, i < movesFrom ? MoveOrdering.ROOT_ACTION - i
                    : MoveOrdering.isTactical(m) ? ctx.ordering.tacticalScore(m) : 0);
        }
        for (int i = 0; i < count; i++) {
            moves[i] = MoveOrdering.pickNext(generated, i);
        }
        return count;
    }

    /** Keeps only the listed moves (in generation order); returns how many of the kept ones are actions. */
    private int restrict(int[] only, int actionCount) {
        for (int m : only) {
            if (!generated.contains(m)) {
                throw new IllegalArgumentException("move " + org.ttakji.engines.core.Move.debug(m)
                        + " is not a legal root move or action");
            }
        }
        int kept = 0;
        int keptActions = 0;
        for (int i = 0; i < generated.size(); i++) {
            int m = generated.get(i);
            boolean wanted = false;
            for (int o : only) {
                wanted |= o == m;
            }
            if (wanted) {
                generated.set(kept++, m);
                keptActions += i < actionCount ? 1 : 0;
            }
        }
        generated.truncate(kept);
        return keptActions;
    }

    /**
     * Searches every root move to {@code depth}; on success the moves are re-ordered best first (actions
     * stay in front for the next iteration's search order, see {@link #orderForNextIteration()}).
     *
     * @return false when the search was aborted part-way (the previous iteration's results stand)
     */
    boolean iterate(int depth) {
        int k = Math.min(ctx.settings.multiPv(), count);
        topScores = new int[k];
        searched = 0;
        int best = -Scores.INFINITE;
        ctx.pvLength[0] = 0;
        for (int i = 0; i < count; i++) {
            int alpha = searched < k ? -Scores.INFINITE : topScores[k - 1];
            int s = searchRootMove(moves[i], depth, alpha);
            if (ctx.aborted()) {
                return false;
            }
            scores[i] = s;
            exact[i] = s > alpha;
            insertTop(s, k);
            searched++;
            if (s > best) {
                best = s;
                ctx.updatePv(0, moves[i]);
            }
        }
        saveCompleted();
        return true;
    }

    private int searchRootMove(int move, int depth, int alpha) {
        Position pos = ctx.position;
        int outcomes = pos.chanceOutcomes(move, ctx.chanceMoves[0], ctx.chanceProbabilities[0]);
        int s;
        if (outcomes > 0) {
            ChanceNode chance = node.chance();
            if (alpha == -Scores.INFINITE) {
                s = chance.value(outcomes, depth - 1, 0, alpha, Scores.INFINITE);
            } else {
                s = chance.value(outcomes, depth - 1, 0, alpha, alpha + 1);
                if (s > alpha && !ctx.aborted()) {
                    s = chance.value(outcomes, depth - 1, 0, alpha, Scores.INFINITE);
                }
            }
            ctx.pvLength[1] = 1;
            return s;
        }
        int mover = pos.sideToMove();
        pos.makeMove(move);
        if (pos.sideToMove() == mover) {
            s = keptTurnValue(mover, depth, alpha);
        } else if (alpha == -Scores.INFINITE) {
            s = -node.search(depth - 1, 1, -Scores.INFINITE, Scores.INFINITE, true, true);
        } else {
            s = -node.search(depth - 1, 1, -alpha - 1, -alpha, false, true);
            if (s > alpha && !ctx.aborted()) {
                s = -node.search(depth - 1, 1, -Scores.INFINITE, -alpha, true, true);
            }
        }
        pos.unmakeMove();
        return s;
    }

    /**
     * The value of a root move or action after which the same side is still to move (the Shogi declaration
     * ends the game without passing the turn): the game's score from the mover's view if it ended, else the
     * same side's search value (no negation).
     */
    private int keptTurnValue(int mover, int depth, int alpha) {
        Outcome byRule = ctx.position.ruleStatus();
        if (byRule.isOver()) {
            ctx.pvLength[1] = 1;
            return Scores.ofOutcome(byRule, mover, 1);
        }
        return node.search(depth - 1, 1, alpha, Scores.INFINITE, true, true);
    }

    private void insertTop(int s, int k) {
        int n = Math.min(searched, k);
        int i = n < k ? n : k - 1;
        if (n == k && s <= topScores[k - 1]) {
            return;
        }
        while (i > 0 && topScores[i - 1] < s) {
            topScores[i] = topScores[i - 1];
            i--;
        }
        topScores[i] = s;
    }

    /** Stable sort of the completed iteration best first, and remembers it with its PV. */
    private void saveCompleted() {
        Integer[] order = new Integer[count];
        for (int i = 0; i < count; i++) {
            order[i] = i;
        }
        java.util.Arrays.sort(order, (a, b) -> Integer.compare(scores[b], scores[a])); // stable (merge sort)
        completedMoves = new int[count];
        completedScores = new int[count];
        completedExact = new boolean[count];
        for (int i = 0; i < count; i++) {
            completedMoves[i] = moves[order[i]];
            completedScores[i] = scores[order[i]];
            completedExact[i] = exact[order[i]];
        }
        completedPv.clear();
        for (int i = 0; i < ctx.pvLength[0]; i++) {
            completedPv.add(ctx.pv[0][i]);
        }
        orderForNextIteration();
    }

    /** Next iteration's order: actions first, then the moves, each group best first. */
    private void orderForNextIteration() {
        int[] next = new int[count];
        int n = 0;
        for (int i = 0; i < count; i++) {
            if (isAction(completedMoves[i])) {
                next[n++] = completedMoves[i];
            }
        }
        for (int i = 0; i < count; i++) {
            if (!isAction(completedMoves[i])) {
                next[n++] = completedMoves[i];
            }
        }
        moves = next;
    }

    private boolean isAction(int move) {
        for (int action : actions) {
            if (action == move) {
                return true;
            }
        }
        return false;
    }

    /** True once an iteration has completed. */
    boolean hasCompleted() {
        return completedMoves.length > 0;
    }

    /** The best move: of the last completed iteration, else the best searched so far, else the first. */
    int bestMove() {
        if (hasCompleted()) {
            return completedMoves[0];
        }
        int best = bestPartialIndex();
        return moves[best < 0 ? 0 : best];
    }

    /** The best score: of the last completed iteration, else of the partial one, else {@code fallback}. */
    int bestScore(int fallback) {
        if (hasCompleted()) {
            return completedScores[0];
        }
        int best = bestPartialIndex();
        return best < 0 ? fallback : scores[best];
    }

    private int bestPartialIndex() {
        int best = -1;
        for (int i = 0; i < searched; i++) {
            if (best < 0 || scores[i] > scores[best]) {
                best = i;
            }
        }
        return best;
    }

    /** The principal variation of the last completed iteration (or just the best move). */
    List<Integer> pv() {
        return hasCompleted() ? List.copyOf(completedPv) : List.of(bestMove());
    }

    /**
     * Every root move with its score, best first: the last completed iteration's; without one, the moves
     * searched so far (exact as searched) and then the rest as upper bounds at the lowest score seen.
     */
    List<RootMoveScore> rootMoves(int fallback) {
        List<RootMoveScore> list = new ArrayList<>(count);
        if (hasCompleted()) {
            for (int i = 0; i < count; i++) {
                list.add(new RootMoveScore(completedMoves[i], completedScores[i], completedExact[i]));
            }
            return list;
        }
        int lowest = fallback;
        for (int i = 0; i < searched; i++) {
            list.add(new RootMoveScore(moves[i], scores[i], exact[i]));
            lowest = Math.min(lowest, scores[i]);
        }
        list.sort((a, b) -> Integer.compare(b.score(), a.score()));
        for (int i = searched; i < count; i++) {
            list.add(new RootMoveScore(moves[i], lowest, false));
        }
        return list;
    }
}
