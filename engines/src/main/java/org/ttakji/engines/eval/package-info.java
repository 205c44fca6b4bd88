/**
 * Evaluation: named features per variant and the linear evaluator.
 *
 * <h2>Conventions (shared by the engine and the tuner)</h2>
 * <ul>
 *   <li><b>Perspective.</b> Every feature is measured from the side to move: almost all are
 *       (side to move's quantity − opponent's quantity), e.g. {@code material.knight} = own knights −
 *       opponent knights; a few may be one-sided where having the move matters (e.g. enemy
 *       pieces the side to move can take at once). Squares of piece-square features are seen from the owner's side (the board
 *       is mirrored for the second player), so one weight serves both sides. Hence the evaluation of a
 *       position is the evaluation of the mirrored position with the other side to move, and no sign
 *       flip is ever needed: {@code eval = Σ weight[i] · feature[i]} is the side to move's score.</li>
 *   <li><b>Values.</b> Feature values are {@code int}s (counts, differences of counts, square sums,
 *       counts scaled by a game phase). Weights are {@code double}s in centipawns per unit of the
 *       feature, as stored in the weight files.</li>
 *   <li><b>Arithmetic.</b> The engine quantises each weight to a fixed-point {@code long} with
 *       {@link org.ttakji.engines.eval.Weights#FRACTION_BITS} fractional bits
 *       ({@code round(w · 2^10)}), sums {@code fixed[i] · feature[i]} exactly in {@code long} (so the
 *       order of the sum does not matter), rounds half up to whole centipawns and clamps to
 *       ±{@link org.ttakji.engines.eval.Weights#MAX_EVAL_CP}. {@link org.ttakji.engines.eval.Weights#evaluate(FeatureVector)}
 *       performs the same arithmetic on a collected vector, so the tuner reproduces the engine's
 *       evaluation exactly; a model that uses the double weights differs only by that rounding
 *       (at most 2^-11 cp per unit of feature, plus the final rounding to whole centipawns).</li>
 *   <li><b>One code path.</b> A variant's {@link org.ttakji.engines.eval.FeatureExtractor} writes
 *       its features into a {@link org.ttakji.engines.eval.FeatureSink}. The engine's sink
 *       ({@link org.ttakji.engines.eval.LinearEvaluator}) accumulates the dot product without
 *       allocating; the tuner's sink ({@link org.ttakji.engines.eval.FeatureVector}) collects the sparse
 *       vector. A weight therefore means the same thing in training and in play.</li>
 * </ul>
 */
package org.ttakji.engines.eval;
