package org.ttakji.tuning.rate;

import java.io.PrintWriter;
import java.lang.management.ManagementFactory;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.Map;
import org.apache.hadoop.conf.Configuration;
import org.apache.spark.sql.SparkSession;
import org.ttakji.engines.LabHome;
import org.ttakji.engines.core.LabInputException;
import org.ttakji.engines.core.Variant;
import org.ttakji.engines.levels.Level;
import org.ttakji.engines.play.EngineFiles;
import org.ttakji.engines.search.SearchLimits;
import org.ttakji.selfplay.ConsoleProgress;
import org.ttakji.selfplay.EngineSpec;
import org.ttakji.selfplay.MatchSpec;
import org.ttakji.selfplay.MatchSpecReader;
import org.ttakji.selfplay.RulesCatalog;
import org.ttakji.selfplay.RunManifest;
import org.ttakji.selfplay.RunStore;
import org.ttakji.selfplay.SelfPlayJob;
import org.ttakji.selfplay.SparkSessions;

/**
 * Plays a ladder as a rating run and rates it: what {@code rate} does, and {@code calibrate} for each of its
 * gauntlets. Progress and the run id go to the given stream.
 */
public final class LadderRuns {
    private LadderRuns() {
    }

    /**
     * Validates a rating run (starts nothing); see {@link RateRun#prepare}.
     *
     * @param runId the run id, or null for a new one
     * @param err   where progress goes (every 10 s and at each committed batch)
     * @throws org.ttakji.engines.core.LabInputException naming the bad input
     */
    public static RateRun prepare(Path home, RateSettings settings, String runId, PrintWriter err) {
        SelfPlayJob.Options options = SelfPlayJob.Options.defaults().withLabHome(home)
                .withProgress(new ConsoleProgress(err, 10_000));
        return RateRun.prepare(settings, runId, options);
    }

    /**
     * Plays a prepared run in {@code spark} and rates its games.
     *
     * @param what        what the run is for, as the progress lines name it ({@code rate}, {@code calibrate})
     * @param sparkMaster the master (for the failure messages)
     * @param resamples   bootstrap resamples
     * @param scale       the scale to rate on ({@link LadderResult#of})
     */
    public static LadderReport play(Path home, RateRun run, SparkSession spark, String sparkMaster, int resamples,
                                    RatingScale scale, String what, PrintWriter err) {
        RateSettings settings = run.settings();
        err.println(what + ": run " + run.runId() + " -> " + run.runDir() + " on Spark " + sparkMaster + ": "
                + settings.ladder().pairings().size() + " pairings x " + settings.pairs() + " pairs, openings "
                + run.openings().toText());
        err.println(what + ": if interrupted, finish with " + run.resumeCommand() + ", then ./lab rate "
                + settings.variant().cliName() + " --report " + run.runId()
                + (settings.out() == null ? "" : " --out " + settings.out())
                + LabHome.dataArgument(home.resolve("data")));
        err.flush();
        SelfPlayJob.Result played = SparkSessions.run(spark, sparkMaster, () -> run.play(spark));
        return report(home, run.runId(), run.runDir(), run.spec(), settings.ladder(), spark, resamples, scale,
                played.seconds());
    }

    /**
     * Rates a run's games.
     *
     * @param scale   the scale to rate on ({@link LadderResult#of})
     * @param seconds wall time of the playing, or negative for a run played before
     */
    public static LadderReport report(Path home, String id, String runDir, MatchSpec runSpec, Ladder ladder,
                                      SparkSession spark, int resamples, RatingScale scale, double seconds) {
        Variant variant = runSpec.variants().get(0);
        Map<String, Long> limits = new HashMap<>();
        for (EngineSpec level : ladder.levels()) {
            long limit;
            if (level.nodes() != null || level.depth() != null) {
                limit = level.nodes() == null ? -1L : level.nodes();
            } else {
                EngineFiles files = EngineFiles.load(home, variant, level.toConfig());
                Level l = files.levels(variant.cliName() + " levels " + files.levelsVersion()).level(level.level());
                limit = l.nodes() == null ? -1L : l.nodes();
            }
            limits.put(AnchorText.nameOf(level), limit);
        }
        LadderResult result = LadderResult.of(LadderGames.read(spark, runDir, runSpec), ladder, limits,
                SearchLimits.INTERACTIVE_CAP_MS, resamples, runSpec.seed(), scale);
        return new LadderReport(id, runDir, runSpec, result, LabHome.gitVersion(),
                ManagementFactory.getOperatingSystemMXBean().getSystemLoadAverage(), seconds);
    }

    /**
     * A rating run played before, as its manifest describes it.
     *
     * @param runId  the run id
     * @param runDir the run directory (a qualified URI)
     * @param spec   the run's spec
     * @param ladder the ladder of its pairings ({@link Ladder#fromPairings})
     */
    public record Existing(String runId, String runDir, MatchSpec spec, Ladder ladder) {
    }

    /**
     * Reads a rating run's manifest.
     *
     * @param out the output root the run is under (relative to the lab home), or null for the self-play default
     * @throws org.ttakji.engines.core.LabInputException if the run does not exist or is not a rating run of the variant
     */
    public static Existing existing(Path home, String out, String runId, Variant variant) {
        String root = out != null ? out : MatchSpecReader.defaults().get("out").asText();
        RunStore store = RunStore.of(root, home, runId, new Configuration());
        RunManifest manifest = store.readManifest();
        MatchSpec runSpec = MatchSpecReader.toSpec(manifest.spec().deepCopy(), RulesCatalog.builtIn(),
                MatchSpecReader.todayUtc(), home);
        if (runSpec.variants().size() != 1 || runSpec.variants().get(0) != variant) {
            throw new LabInputException("run " + runId + " is not a " + variant.cliName() + " rating run (one variant)");
        }
        return new Existing(runId, store.runDir().toString(), runSpec, Ladder.fromPairings(runSpec.pairingsOf(variant)));
    }

    /**
     * Refuses a run id that is taken, before anything is played (a command that plays several runs checks its later
     * ones first, so a taken id does not end it after the earlier runs' games).
     *
     * @param out the output root (relative to the lab home), or null for the self-play default
     * @throws LabInputException if a run {@code runId} exists under it
     */
    public static void requireNew(Path home, String out, String runId) {
        String root = out != null ? out : MatchSpecReader.defaults().get("out").asText();
        RunStore store = RunStore.of(root, home, runId, new Configuration());
        if (store.exists()) {
            throw new LabInputException("run " + runId + " already exists in " + store.runDir()
                    + " (finish it with --resume " + runId + ", or choose another --run-id)");
        }
    }
}
