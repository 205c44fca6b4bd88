package org.ttakji.tuning.spsa;

import java.util.ArrayList;
import java.util.List;
import org.ttakji.engines.core.SplitMix64;
import org.ttakji.tuning.stats.SpsaStep;
import org.ttakji.tuning.stats.Trinomial;

/**
 * A match function without games: in each game the point nearer a known optimum wins with probability
 * {@code 1 / (1 + exp(-(d₋ - d₊) / scale))} (d: Euclidean distance to the optimum), no draws; the games' coins are a
 * function of the batch and the step's place in it.
 */
final class SyntheticMatches implements SpsaMatches {
    private final double[] optimum;
    private final double scale;
    private final int pairs;
    int batchesPlayed;

    SyntheticMatches(double[] optimum, double scale, int pairs) {
        this.optimum = optimum.clone();
        this.scale = scale;
        this.pairs = pairs;
    }

    @Override
    public List<Trinomial> play(int batch, List<SpsaStep> steps) {
        batchesPlayed++;
        List<Trinomial> out = new ArrayList<>();
        for (int j = 0; j < steps.size(); j++) {
            SplitMix64 coins = new SplitMix64(SplitMix64.mix(batch * 1000L + j));
            double pPlus = 1 / (1 + Math.exp(-(distance(steps.get(j).minus()) - distance(steps.get(j).plus())) / scale));
            long wins = 0;
            for (int g = 0; g < 2 * pairs; g++) {
                wins += (coins.nextLong() >>> 11) * 0x1.0p-53 < pPlus ? 1 : 0;
            }
            out.add(new Trinomial(wins, 0, 2L * pairs - wins));
        }
        return out;
    }

    double distance(double[] x) {
        double s = 0;
        for (int i = 0; i < x.length; i++) {
            s += (x[i] - optimum[i]) * (x[i] - optimum[i]);
        }
        return Math.sqrt(s);
    }
}
