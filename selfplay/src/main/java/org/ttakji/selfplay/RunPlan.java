package org.ttakji.selfplay;

import java.util.ArrayList;
import java.util.List;
import org.ttakji.engines.core.RuleOptions;
import org.ttakji.engines.core.Start;
import org.ttakji.engines.core.StartRequest;
import org.ttakji.engines.core.Variant;
import org.ttakji.engines.core.VariantRules;

/**
 * Which games a spec plays and how they are cut into batches and tasks. Pure functions of the spec, so
 * that a resumed run and every executor agree on them.
 *
 * <p>Game {@code i} of a variant belongs to pairing {@code i / gamesPerPairing}; with colour swap, game
 * {@code g = i % gamesPerPairing} is in game pair {@code g / 2}, the pairing's {@code a} player moves
 * first when {@code g} is even, and both games of the pair get the start the variant's start rule chooses
 * for pair {@code g / 2} ({@link StartRequest}: the rule options, the series seed of run and variant, the seed of
 * the even game, the pair number).
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
        return task(spec, variant, index, start(spec, variant, pairOf(spec, index), rules));
    }

    /** The games of a batch, in index order; {@code rules} are the batch variant's. */
    public static List<GameTask> tasks(MatchSpec spec, Batch batch, VariantRules rules) {
        List<GameTask> out = new ArrayList<>(batch.size());
        Start start = null;
        long startIndex = -1;
        for (int i = batch.from(); i < batch.to(); i++) {
            long first = firstGameOfPair(spec, i);
            if (first != startIndex) { // both games of a pair share one choice (a balanced opening costs searches)
                start = start(spec, batch.variant(), pairOf(spec, i), rules);
                startIndex = first;
            }
            out.add(task(spec, batch.variant(), i, start));
        }
        return out;
    }

    /**
     * The start the variant's start rule chooses for game pair {@code pairNumber} of a pairing (the pair of the
     * pairing's games {@code 2k}, {@code 2k + 1}; without colour swap every game is its own pair).
     *
     * @param pairing    the pairing's index
     * @param pairNumber the pair's number within the pairing, from 0
     * @throws org.ttakji.engines.core.LabInputException if the rule cannot give the pair a start
     */
    public static Start start(MatchSpec spec, Variant variant, int pairing, long pairNumber, VariantRules rules) {
        long firstGame = (long) pairing * spec.gamesPerPairing() + (spec.colourSwap() ? 2 * pairNumber : pairNumber);
        RuleOptions options = rules.parseRules(spec.rulesOf(variant));
        StartRequest request = new StartRequest(options, GameSeeds.seriesSeed(spec.seed(), variant),
                GameSeeds.gameSeed(spec.seed(), variant, firstGame), pairNumber);
        return spec.starts().get(variant).start(rules, request);
    }

    private static Start start(MatchSpec spec, Variant variant, long[] pair, VariantRules rules) {
        return start(spec, variant, (int) pair[0], pair[1], rules);
    }

    /** Pairing and pair number of a game. */
    private static long[] pairOf(MatchSpec spec, long index) {
        long g = index % spec.gamesPerPairing();
        return new long[]{index / spec.gamesPerPairing(), spec.colourSwap() ? g / 2 : g};
    }

    /** The index of the first game of the game's pair. */
    private static long firstGameOfPair(MatchSpec spec, long index) {
        long g = index % spec.gamesPerPairing();
        return spec.colourSwap() && g % 2 == 1 ? index - 1 : index;
    }

    private static GameTask task(MatchSpec spec, Variant variant, int index, Start start) {
        int g = index % spec.gamesPerPairing();
        int pairing = index / spec.gamesPerPairing();
        boolean swapped = spec.colourSwap() && g % 2 == 1;
        return new GameTask(variant, index, GameSeeds.gameSeed(spec.seed(), variant, index), start, pairing, !swapped);
    }

    /** Number of Spark tasks (= Parquet files) of a batch: one per {@code gamesPerTask} games. */
    public static int taskCount(MatchSpec spec, Batch batch) {
        return (batch.size() + spec.gamesPerTask() - 1) / spec.gamesPerTask();
    }
}
