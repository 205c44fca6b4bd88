package org.ttakji.engines.levels;

/**
 * One playing level (easy, normal or expert) as data: the search limits and how the move is chosen from
 * the searched root moves. All randomness is drawn from the game's {@code SplitMix64}, so a level plays
 * deterministically for a given seed (when it is limited by depth or nodes, not time).
 *
 * <p>How the randomness acts (the engine player, {@code org.ttakji.engines.play.EnginePlayer}):
 * <ol>
 *   <li>evaluation noise: every static evaluation in the search gets a deviate of standard deviation
 *       {@code evalNoiseCp}, a function of the position and of a salt drawn once per move, so the search
 *       misjudges positions consistently within a move;</li>
 *   <li>temperature: the played move is drawn among the root moves with probability
 *       ∝ {@code exp((score − best) / temperatureCp)} (0 = always the search's best move); any move other
 *       than the best is verified by a search before it is played;</li>
 *   <li>blunder: with probability {@code blunderRate} the move is replaced by another root move, drawn
 *       uniformly and verified to lose at most {@code blunderMaxLossCp} against the best (a weaker move
 *       picked on purpose; moves losing more, such as walking into mate, are never picked this way).</li>
 * </ol>
 *
 * @param name             {@code easy}, {@code normal} or {@code expert}
 * @param depth            maximum search depth in plies, or null for no depth limit
 * @param nodes            maximum nodes per move, or null: everything the level does to choose its move (the
 *                         search and any verifying searches of temperature or blunder proposals) counts, except
 *                         that the search's first iteration always completes
 * @param moveTimeMs       managed wall time per move in ms, or null (a clock makes play non-deterministic:
 *                         self-play specs with {@code deterministic: true} refuse such a level)
 * @param evalNoiseCp      standard deviation of the evaluation noise, cp (&gt;= 0)
 * @param temperatureCp    softmax temperature over root scores, cp (&gt;= 0)
 * @param blunderRate      probability per move of a deliberate weaker move, 0..1
 * @param blunderMaxLossCp the most a deliberate weaker move may lose against the best, cp (&gt;= 0)
 * @param strength         measured strength (may be {@link Strength#UNKNOWN})
 */
public record Level(String name, Integer depth, Long nodes, Long moveTimeMs, int evalNoiseCp, int temperatureCp,
                    double blunderRate, int blunderMaxLossCp, Strength strength) {

    /** The largest evaluation noise a level may have (a levels file's limit), cp. */
    public static final int MAX_EVAL_NOISE_CP = 10_000;

    /** The three levels, weakest first. */
    public static final java.util.List<String> NAMES = java.util.List.of("easy", "normal", "expert");

    /** True when the level always plays the search's best move (no noise, temperature or blunders). */
    public boolean isPure() {
        return evalNoiseCp == 0 && temperatureCp == 0 && blunderRate == 0;
    }

    /**
     * This level with another blunder rate (calibration's candidates and choices at a level's depth floor), its
     * strength not measured.
     *
     * @param rate probability per move of a deliberate weaker move, 0..1
     * @throws IllegalArgumentException if {@code rate} is outside 0..1
     */
    public Level withBlunderRate(double rate) {
        if (!(rate >= 0 && rate <= 1)) {
            throw new IllegalArgumentException("blunder rate must be within 0..1, got " + rate);
        }
        return new Level(name, depth, nodes, moveTimeMs, evalNoiseCp, temperatureCp, rate, blunderMaxLossCp,
                Strength.UNKNOWN);
    }

    /**
     * This level with another evaluation noise (calibration's candidates and choices at a level's depth floor), its
     * strength not measured.
     *
     * @param noiseCp standard deviation of the evaluation noise, cp, 0..{@value #MAX_EVAL_NOISE_CP}
     * @throws IllegalArgumentException if {@code noiseCp} is outside 0..{@value #MAX_EVAL_NOISE_CP}
     */
    public Level withEvalNoiseCp(int noiseCp) {
        if (noiseCp < 0 || noiseCp > MAX_EVAL_NOISE_CP) {
            throw new IllegalArgumentException("evaluation noise must be within 0.." + MAX_EVAL_NOISE_CP + " cp, got "
                    + noiseCp);
        }
        return new Level(name, depth, nodes, moveTimeMs, noiseCp, temperatureCp, blunderRate, blunderMaxLossCp,
                Strength.UNKNOWN);
    }

    /** True when no wall-time limit applies (same seed → same move). */
    public boolean isDeterministic() {
        return moveTimeMs == null;
    }
}
