package org.ttakji.tuning.cli;

import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.Callable;
import org.apache.spark.sql.SparkSession;
import org.ttakji.engines.cli.VariantConverter;
import org.ttakji.engines.core.LabInputException;
import org.ttakji.engines.core.Variant;
import org.ttakji.selfplay.SparkSessions;
import org.ttakji.tuning.rate.AnchorText;
import org.ttakji.tuning.rate.Ladder;
import org.ttakji.tuning.rate.LadderFiles;
import org.ttakji.tuning.rate.LadderReport;
import org.ttakji.tuning.rate.LadderResult;
import org.ttakji.tuning.rate.LadderRuns;
import org.ttakji.tuning.rate.LevelBands;
import org.ttakji.tuning.rate.RatingScale;
import org.ttakji.tuning.rate.RateRun;
import org.ttakji.tuning.rate.RateSettings;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/**
 * {@code rate <variant> [--levels-version V] [--anchors A,B,...] [--pairs N] ...}: a gauntlet of the three levels
 * against a ladder of anchors as one self-play run ({@link RateRun}); then the ladder from its log
 * ({@link LadderResult}, on the scale of {@code --scale-anchor} or the variant's bands file): a table (or JSON) on stdout, {@code _ladder.json} and {@code _ladder.png} in the run
 * directory. Progress and the run id go to stderr. {@code --report RUN} rates a run that exists.
 */
@Command(name = "rate", mixinStandardHelpOptions = true, sortOptions = false,
        description = {"Rate the levels easy, normal and expert against a ladder of anchors (one self-play run);"
                + " with --anchors-only, the anchors alone.",
            "Ratings by one maximum-likelihood fit over all games (Bradley-Terry, Davidson draws, first-move advantage),"
                + " on the lab Elo scale (the bands file's scale anchor at its fixed rating, else the random mover at 0),"
                + " 95%% intervals by bootstrap over game pairs; then the promises measured:"
                + " easy beats the random mover, nodes and time per move of each level, expert within the cap."})
public final class RateCommand implements Callable<Integer> {
    @Spec
    CommandSpec spec;

    @Parameters(index = "0", paramLabel = "<variant>", converter = VariantConverter.class,
            description = "chess960, shogi, xiangqi, janggi or banqi")
    Variant variant;

    @Option(names = {"--levels-version", "--levels"}, paramLabel = "V", description = "Levels version to rate (default: the promoted one).")
    String levelsVersion;

    @Option(names = "--anchors", paramLabel = "A,B,...", split = ",",
            description = "Anchors, weakest first: random, lab:nodes=N (the lab's engine at N nodes),"
                + " <engine>:<setting>=<value>:nodes=N (e.g. fairy-stockfish:skill=5:nodes=20000). Default: random and"
                + " Fairy-Stockfish at Skill -20 (2,000 nodes), 0, 5, 10 (20,000 nodes); Banqi: random, lab:nodes=200,"
                + " 2000, 20000.")
    List<String> anchors;

    @Option(names = "--scale-anchor", paramLabel = "PLAYER=ELO",
            description = "The player the lab Elo scale is tied to and its fixed rating, e.g."
                + " fairy-stockfish:skill=0:nodes=20000=650 (default: the variant's bands file,"
                + " data/levels/bands/<variant>.json, with its fixed anchors; without one, random=0). Repeat it to"
                + " hold more players at fixed ratings (Ordo's multiple anchors): the first is the scale's anchor."
                + " A run without the first is rated with the random mover at 0, and the report says so.")
    List<String> scaleAnchors;

    @Option(names = "--anchors-only",
            description = "Rate the anchors alone, no level: each anchor against the next one and the one after it"
                + " (the long run that measures a scale's fixed anchors, docs/rating.md). Holds only the scale's"
                + " anchor, never its fixed ones: this run is what measures them.")
    boolean anchorsOnly;

    @Option(names = "--pairs", paramLabel = "N", description = "Game pairs per pairing (default ${DEFAULT-VALUE}).")
    int pairs = 4;

    @Option(names = "--openings", paramLabel = "RULE",
            description = "Start rule (default: chess960 shuffle, banqi random, the others random-plies:4).")
    String openings;

    @Option(names = "--seed", paramLabel = "S", description = "Run seed: starts, games and the bootstrap (default ${DEFAULT-VALUE}).")
    long seed = 1;

    @Option(names = "--max-plies", paramLabel = "N", description = "A game still going after N plies is drawn by adjudication (default ${DEFAULT-VALUE}).")
    int maxPlies = 300;

    @Option(names = "--resamples", paramLabel = "N", description = "Bootstrap resamples (default ${DEFAULT-VALUE}).")
    int resamples = LadderResult.DEFAULT_RESAMPLES;

    @Option(names = "--out", paramLabel = "DIR", description = "Output root of the run (default data/games, under the lab home).")
    String out;


    @Option(names = "--run-id", paramLabel = "ID", description = "Id of the new run (default: UTC time + random suffix).")
    String runId;

    @Option(names = "--report", paramLabel = "RUN", description = "Play nothing: the ladder of this rating run (its id, under --out).")
    String report;

    @Option(names = "--format", paramLabel = "F", description = "table or json (default ${DEFAULT-VALUE}).")
    String format = "table";

    @Mixin
    LabJobOptions job;

    @Override
    public Integer call() {
        PrintWriter stdout = spec.commandLine().getOut();
        PrintWriter err = spec.commandLine().getErr();
        if (!format.equals("table") && !format.equals("json")) {
            throw new LabInputException("--format must be table or json, got '" + format + "'");
        }
        if (anchorsOnly && scaleAnchors != null && scaleAnchors.size() > 1) {
            throw new LabInputException("--anchors-only measures the anchors: it holds only the scale's anchor, so give"
                    + " --scale-anchor once");
        }
        if (anchorsOnly && (levelsVersion != null || report != null)) {
            throw new LabInputException("--anchors-only plays no level: it takes no " + (report != null
                    ? "--report (a run's report reads its own pairings)" : "--levels-version"));
        }
        if (resamples < 1) {
            throw new LabInputException("--resamples must be at least 1, got " + resamples);
        }
        Path home = job.home();
        RatingScale scale = scaleAnchors != null ? scale(scaleAnchors)
                : LevelBands.scaleOf(home.resolve("data"), variant);
        String sparkMaster = job.sparkMaster();
        LadderReport result = report != null ? existing(home, sparkMaster, scale) : play(home, sparkMaster, scale, err);
        String[] files = LadderFiles.write(result.runDir(), result);
        err.println("rate: wrote " + files[0] + " and " + files[1]);
        err.flush();
        if (format.equals("json")) {
            stdout.println(result.json());
        } else {
            result.lines().forEach(stdout::println);
        }
        stdout.flush();
        return 0;
    }

    /** The first {@code --scale-anchor} ties the scale down; each further one is held fixed on it. */
    private static RatingScale scale(List<String> texts) {
        RatingScale scale = RatingScale.parse(texts.get(0), "--scale-anchor");
        for (String text : texts.subList(1, texts.size())) {
            RatingScale more = RatingScale.parse(text, "--scale-anchor");
            scale = scale.alsoFixing(more.player(), more.elo());
        }
        return scale;
    }

    private LadderReport play(Path home, String sparkMaster, RatingScale scale, PrintWriter err) {
        List<String> ladderAnchors = anchors != null ? anchors : AnchorText.defaults(variant, home);
        Ladder ladder = anchorsOnly ? Ladder.anchorsOnly(ladderAnchors) : Ladder.of(levelsVersion, ladderAnchors);
        RateSettings settings = new RateSettings(variant, ladder, pairs, openings, seed, maxPlies, 2, 64, out, job.requestedMaster());
        RateRun run = LadderRuns.prepare(home, settings, runId, err);
        SparkSessions.check(sparkMaster);
        SparkSession spark = SparkSessions.start(sparkMaster, "ttakji-rate " + run.runId());
        try {
            return LadderRuns.play(home, run, spark, sparkMaster, resamples, scale, "rate", err);
        } finally {
            spark.stop();
        }
    }

    private LadderReport existing(Path home, String sparkMaster, RatingScale scale) {
        LadderRuns.Existing run = LadderRuns.existing(home, out, report, variant);
        SparkSessions.check(sparkMaster);
        SparkSession spark = SparkSessions.start(sparkMaster, "ttakji-rate-report " + report);
        try {
            return LadderRuns.report(home, report, run.runDir(), run.spec(), run.ladder(), spark, resamples, scale, -1);
        } finally {
            spark.stop();
        }
    }
}
