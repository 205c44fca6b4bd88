/**
 * The lab's one variant-agnostic game-tree search: alpha-beta with iterative deepening, principal-variation
 * search, a Zobrist transposition table, quiescence on tactical moves, move ordering (TT move, MVV, killers,
 * history), mate-distance scores, null-move pruning where the position allows it, late-move reductions, and
 * expectimax chance nodes (with Ballard's Star1 bounds) for moves whose result is left to chance (Banqi
 * reveals in a player's view).
 *
 * <p>Entry point: {@link org.ttakji.engines.search.Searcher}. It never names a variant: everything it knows
 * comes from {@link org.ttakji.engines.core.Position} (moves, make/unmake, hash, check, rule status, null move,
 * actions, chance outcomes), an {@link org.ttakji.engines.eval.Evaluator} and the caller's
 * {@link org.ttakji.engines.search.OrderingValues}.
 *
 * <p>Units: depths in plies, scores in centipawns from the side to move's view (mate scores near
 * {@link org.ttakji.engines.search.Scores#MATE}), node counts as searched nodes (every node entered, quiescence
 * included), times in milliseconds (limits) and microseconds (results).
 */
package org.ttakji.engines.search;
