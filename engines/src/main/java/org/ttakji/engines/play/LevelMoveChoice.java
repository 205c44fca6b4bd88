package org.ttakji.engines.play;

import org.ttakji.engines.core.SplitMix64;
import org.ttakji.engines.levels.Level;

/**
 * A level's choice among the searched root moves (see {@link Level} for the rules): noise on the scores,
 * then a softmax draw at the level's temperature, then maybe a deliberate weaker move. Draws from the
 * game's generator in a fixed order (one normal deviate per root move in the given order when there is
 * noise; one uniform draw when there is a temperature; one uniform draw, and one more to pick the
 * weaker move, when there is a blunder rate), so the same inputs and seed always give the same move.
 * Not thread-safe (keeps scratch arrays).
 */
final class LevelMoveChoice {
    private final double[] noisy;
    private final int[] candidates;

    /** @param capacity the most root moves a position can have */
    LevelMoveChoice(int capacity) {
        noisy = new double[capacity];
        candidates = new int[capacity];
    }

    /**
     * Chooses one root move.
     *
     * @param level  the level's move-choice parameters
     * @param scores root moves' search scores, cp from the mover's view, {@code count} entries
     * @param count  number of root moves (&gt; 0)
     * @param random the game's generator
     * @return the index of the chosen move
     */
    int choose(Level level, int[] scores, int count, SplitMix64 random) {
        int best = 0;
        for (int i = 1; i < count; i++) {
            if (scores[i] > scores[best]) {
                best = i;
            }
        }
        int chosen = pickNoisy(level, scores, count, random);
        if (level.blunderRate() > 0 && random.nextDouble() < level.blunderRate()) {
            int n = 0;
            for (int i = 0; i < count; i++) {
                if (i != chosen && (long) scores[best] - scores[i] <= level.blunderMaxLossCp()) {
                    candidates[n++] = i;
                }
            }
            if (n > 0) {
                chosen = candidates[random.nextInt(n)];
            }
        }
        return chosen;
    }

    private int pickNoisy(Level level, int[] scores, int count, SplitMix64 random) {
        int best = 0;
        for (int i = 0; i < count; i++) {
            noisy[i] = scores[i] + (level.evalNoiseCp() > 0 ? level.evalNoiseCp() * gaussian(random) : 0);
            if (noisy[i] > noisy[best]) {
                best = i;
            }
        }
        if (level.temperatureCp() <= 0 || count == 1) {
            return best;
        }
        double top = noisy[best];
        double total = 0;
        for (int i = 0; i < count; i++) {
            noisy[i] = Math.exp((noisy[i] - top) / level.temperatureCp());
            total += noisy[i];
        }
        double u = random.nextDouble() * total;
        for (int i = 0; i < count; i++) {
            u -= noisy[i];
            if (u < 0) {
                return i;
            }
        }
        return best; // rounding left u at a hair above 0
    }

    /** A standard normal deviate (Box–Muller, two uniform draws). */
    static double gaussian(SplitMix64 random) {
        double u1 = 1.0 - random.nextDouble(); // (0, 1], so the log is finite
        double u2 = random.nextDouble();
        return Math.sqrt(-2.0 * Math.log(u1)) * Math.cos(2.0 * Math.PI * u2);
    }
}
