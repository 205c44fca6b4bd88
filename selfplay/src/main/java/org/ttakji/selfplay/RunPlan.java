package org.ttakji.selfplay;

import java.util.ArrayList;
import java.util.List;
import org.ttakji.engines.core.Variant;
import org.ttakji.engines.core.VariantRules;

/**
 * Which games a spec plays and how they are cut into batches and tasks. Pure functions of the spec, so
 * that a resumed run and every executor agree on them.
 *
 * <p>Game {@code i} of a variant belongs to pairing {@code i / gamesPerPairing}; with colour swap, game
 * {@code g = i % gamesPerPairing} is in game pair {@code g / 2}, the pairing's {@code a} player moves
 * first when {@code g} is even, and both games of the pair take their start from the seed of the even
 * game.
 */
public final class RunPlan {
    private RunPlan() {
    }

    /** The batches of a run: each variant's games in order, cut every {@code batchSize} games. */
    public static List<Batch> batches(MatchSpec spec) {
        List<Batch> out = new ArrayList<>();
        for (Variant v : spec.variants()) {
            int n = spec.gamesPerVariant(v);
            for (int from = 0; from < n; from += spec.batchSize()) {
                out.add(new Batch(out.size(), v, from, Math.min(n, from + spec.batchSize())));
            }
        }
        return out;
    }

    /**
     * The game with the given index.
     *
     * @param rules the variant's rules (its start rule chooses the start with them)
     */
    public static GameTask task(MatchSpec spec, Variant variant, int index, VariantRules rules) {
        int g = index % spec.gamesPerPairing();
        int pairing = index / spec.gamesPerPairing();
        boolean swapped = spec.colourSwap() && g % 2 == 1;
        long pairNumber = spec.colourSwap() ? g / 2 : g;
        long pairSeed = GameSeeds.gameSeed(spec.seed(), variant, swapped ? index - 1 : index);
        long start = spec.starts().get(variant).select(rules, pairSeed, pairNumber);
        return new GameTask(variant, index, GameSeeds.gameSeed(spec.seed(), variant, index), start, pairing, !swapped);
    }

    /** The games of a batch, in index order; {@code rules} are the batch variant's. */
    public static List<GameTask> tasks(MatchSpec spec, Batch batch, VariantRules rules) {
        List<GameTask> out = new ArrayList<>(batch.size());
        for (int i = batch.from(); i < batch.to(); i++) {
            out.add(task(spec, batch.variant(), i, rules));
        }
        return out;
    }

    /** Number of Spark tasks (= Parquet files) of a batch: one per {@code gamesPerTask} games. */
    public static int taskCount(MatchSpec spec, Batch batch) {
        return (batch.size() + spec.gamesPerTask() - 1) / spec.gamesPerTask();
    }
}
