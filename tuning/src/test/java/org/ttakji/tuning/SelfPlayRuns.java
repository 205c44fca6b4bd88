package org.ttakji.tuning;

import java.nio.file.Path;
import org.apache.hadoop.conf.Configuration;
import org.ttakji.selfplay.MatchSpec;
import org.ttakji.selfplay.MatchSpecReader;
import org.ttakji.selfplay.RulesCatalog;
import org.ttakji.selfplay.SelfPlayJob;

/** Game logs made by the lab's own self-play job (what {@code ./lab selfplay} runs), for the tuner's tests. */
final class SelfPlayRuns {
    private SelfPlayRuns() {
    }

    /**
     * Plays {@code games} games of {@code variant} between two copies of the engine at the easy level with a node
     * limit, as run {@code runId} of the lab at {@code labHome} ({@code data/games/run=<id>} there).
     *
     * @return the run directory
     */
    static Path play(Path labHome, String runId, String variant, int games, long nodes, int maxPlies, long seed) {
        String player = "{level: easy, nodes: " + nodes + "}";
        String yaml = "variants: [" + variant + "]\n"
                + "pairings: [{a: " + player + ", b: " + player + "}]\n"
                + "gamesPerPairing: " + games + "\n"
                + "seed: " + seed + "\n"
                + "maxPlies: " + maxPlies + "\n"
                + "gamesPerTask: 4\n"
                + "batchSize: 1000\n"
                + "out: data/games\n";
        MatchSpec spec = MatchSpecReader.toSpec(MatchSpecReader.overlay(MatchSpecReader.defaults(),
                MatchSpecReader.parse(yaml, false, "test spec")), RulesCatalog.builtIn(), MatchSpecReader.todayUtc());
        SelfPlayJob.Options options = SelfPlayJob.Options.defaults().withLabHome(labHome).withLabVersion("test");
        SelfPlayJob.Prepared run = SelfPlayJob.prepareNew(spec, runId, options, new Configuration());
        SelfPlayJob.execute(run, SharedSpark.get());
        return labHome.resolve("data/games/run=" + runId);
    }
}
