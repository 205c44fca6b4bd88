package org.ttakji.selfplay.cli;

import java.util.Locale;
import org.ttakji.selfplay.MatchSpec;
import org.ttakji.selfplay.Pairing;

/**
 * A workload of {@code bench selfplay}: a spec whose games every mode plays.
 *
 * @param name        {@code random} or {@code engine}
 * @param description one line: pairing, variants, games, batches, tasks, ply cap
 * @param spec        the spec (its {@code out} is the bench's temporary directory)
 */
record BenchWorkload(String name, String description, MatchSpec spec) {
    /** Games per variant of the random workload. */
    static final int RANDOM_GAMES = 64;
    /** Games per variant of the engine workload. */
    static final int ENGINE_GAMES = 32;
    /** Nodes per move of both players of the engine workload. */
    static final long ENGINE_NODES = 1000;
    /**
     * Games per Spark task of both workloads (the data-generation setting): a task costs about 30 ms of CPU of its
     * own (scheduling, deserialization, its players, its rows' trip to the driver that writes the batch's file), which 16 games
     * amortize even when they are random or at 1,000 nodes a move. The default spec's 2 suits its few slow games.
     */
    static final int GAMES_PER_TASK = 16;

    /** The workload of a spec, described. */
    static BenchWorkload of(String name, MatchSpec spec) {
        Pairing p = spec.pairingsOf(spec.variants().get(0)).get(0);
        String description = String.format(Locale.ROOT, "%s v %s, %s x %d games (%d in all), batches of %d, %d games"
                        + " per task, max %d plies", p.a().label(), p.b().label(), BenchSelfPlayCommand.variantList(spec),
                spec.gamesPerPairing(), spec.totalGames(), spec.batchSize(), spec.gamesPerTask(), spec.maxPlies());
        return new BenchWorkload(name, description, spec);
    }
}
