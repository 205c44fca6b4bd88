package org.ttakji.engines.levels;

/**
 * One playing level (easy, normal or expert) as data: the search limits and how the move is chosen from
 * the searched root moves. All randomness is drawn from the game's {@code SplitMix64}, so a level plays
 * deterministically for a given seed (when it is limited by depth or nodes, not time).
 *
 * <p>Move choice, applied by the engine player to the root moves' search scores (cp, mover's view):
 * <ol>
 *   <li>noise: each root move's score gets an independent normal deviate with standard deviation
 *       {@code evalNoiseCp} added;</li>
 *   <li>temperature: a move is drawn with probability ∝ {@code exp((score − best) / temperatureCp)}
 *       (0 = always the best noisy score);</li>
 *   <li>blunder: with probability {@code blunderRate} the move is replaced by a uniformly drawn other root
 *       move whose true score is at most {@code blunderMaxLossCp} below the best (a weaker move picked on
 *       purpose; moves losing more, such as walking into mate, are never picked this way).</li>
 * </ol>
 *
 * @param name             {@code easy}, {@code normal} or {@code expert}
 * @param depth            maximum search depth in plies, or null for no depth limit
 * @param nodes            maximum nodes per move, or null
 * @param moveTimeMs       maximum wall time per move in ms, or null (a time limit makes play
 *                         non-deterministic; the search's hard cap applies in every case)
 * @param evalNoiseCp      standard deviation of the root-score noise, cp (&gt;= 0)
 * @param temperatureCp    softmax temperature over root scores, cp (&gt;= 0)
 * @param blunderRate      probability per move of a deliberate weaker move, 0..1
 * @param blunderMaxLossCp the most a deliberate weaker move may lose against the best, cp (&gt;= 0)
 * @param strength         measured strength (may be {@link Strength#UNKNOWN})
 */
public record Level(String name, Integer depth, Long nodes, Long moveTimeMs, int evalNoiseCp, int temperatureCp,
                    double blunderRate, int blunderMaxLossCp, Strength strength) {

    /** The three levels, weakest first. */
    public static final java.util.List<String> NAMES = java.util.List.of("easy", "normal", "expert");

    /** True when the level always plays the search's best move (no noise, temperature or blunders). */
    public boolean isPure() {
        return evalNoiseCp == 0 && temperatureCp == 0 && blunderRate == 0;
    }

    /** True when no wall-time limit applies (same seed → same move). */
    public boolean isDeterministic() {
        return moveTimeMs == null;
    }
}
