package org.ttakji.tuning.gate;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.ttakji.tuning.match.MatchGame;
import org.ttakji.tuning.stats.GamePairScore;
import org.ttakji.tuning.stats.Pentanomial;

/**
 * A gate's games split into its batches: pair {@code k} (games {@code 2k} and {@code 2k + 1}) belongs to batch
 * {@code k / batchPairs}. A pair with a game missing from the log is left out of its batch's counts.
 */
public final class GateBatches {
    private GateBatches() {
    }

    /**
     * The pentanomial counts of each batch, in order, for the batches {@code 0..batches - 1}.
     *
     * @param games      the run's games, any order
     * @param batchPairs game pairs per batch, >= 1
     * @param batches    how many batches the run has committed
     */
    public static List<Pentanomial> of(List<MatchGame> games, int batchPairs, int batches) {
        Map<Long, MatchGame[]> pairs = new TreeMap<>();
        for (MatchGame g : games) {
            pairs.computeIfAbsent(g.index() / 2, k -> new MatchGame[2])[(int) (g.index() % 2)] = g;
        }
        List<Pentanomial> out = new ArrayList<>();
        for (int b = 0; b < batches; b++) {
            out.add(Pentanomial.of(0, 0, 0, 0, 0));
        }
        for (Map.Entry<Long, MatchGame[]> e : pairs.entrySet()) {
            int batch = (int) (e.getKey() / batchPairs);
            MatchGame[] pair = e.getValue();
            if (batch < batches && pair[0] != null && pair[1] != null) {
                out.set(batch, out.get(batch).plusPair(new GamePairScore(pair[0].candidateScore(),
                        pair[1].candidateScore())));
            }
        }
        return out;
    }
}
