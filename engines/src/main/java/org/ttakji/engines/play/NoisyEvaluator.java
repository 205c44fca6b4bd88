package org.ttakji.engines.play;

import org.ttakji.engines.core.Position;
import org.ttakji.engines.core.SplitMix64;
import org.ttakji.engines.eval.Evaluator;
import org.ttakji.engines.eval.Weights;

/**
 * A level's evaluation noise: the wrapped evaluation plus a deviate of standard deviation {@code sigma}
 * cp that is a function of the position's hash and a salt ({@link #setSalt}, drawn from the game's
 * generator once per move). The same position therefore gets the same noise throughout one search (so
 * the transposition table stays consistent) and other noise at the next move. The deviate is the sum of
 * four uniform 16-bit parts of {@code SplitMix64.mix(hash ^ salt)}, centred and scaled to unit variance
 * (nearly normal, bounded at ±3.46σ). The result is clamped to ±{@link Weights#MAX_EVAL_CP}. Not
 * thread-safe.
 */
final class NoisyEvaluator implements Evaluator {
    /** The sum of four uniform 16-bit parts has standard deviation 65536 / sqrt(3). */
    private static final double UNIT = Math.sqrt(3.0) / 65536.0;
    private final Evaluator base;
    private final double sigma;
    private long salt;

    /** @param base the evaluation; @param sigmaCp standard deviation of the noise, cp (&gt;= 0) */
    NoisyEvaluator(Evaluator base, int sigmaCp) {
        this.base = base;
        this.sigma = sigmaCp;
    }

    /** Sets the salt of the coming search. */
    void setSalt(long salt) {
        this.salt = salt;
    }

    @Override
    public int evaluate(Position position) {
        int value = base.evaluate(position);
        if (sigma == 0) {
            return value;
        }
        long bits = SplitMix64.mix(position.hash() ^ salt);
        double centred = (bits & 0xFFFF) + ((bits >>> 16) & 0xFFFF) + ((bits >>> 32) & 0xFFFF) + (bits >>> 48)
                - 2 * 65535.0;
        int noisy = (int) Math.round(value + sigma * centred * UNIT);
        return Math.max(-Weights.MAX_EVAL_CP, Math.min(Weights.MAX_EVAL_CP, noisy));
    }
}
