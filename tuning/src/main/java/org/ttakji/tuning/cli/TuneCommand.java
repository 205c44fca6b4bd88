package org.ttakji.tuning.cli;

import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import org.apache.spark.sql.SparkSession;
import org.ttakji.engines.Variants;
import org.ttakji.engines.cli.VariantConverter;
import org.ttakji.engines.core.LabInputException;
import org.ttakji.engines.core.Variant;
import org.ttakji.engines.openings.Openings;
import org.ttakji.selfplay.ConsoleProgress;
import org.ttakji.selfplay.MatchSpecReader;
import org.ttakji.selfplay.SelfPlayJob;
import org.ttakji.tuning.FitSettings;
import org.ttakji.tuning.SamplingSettings;
import org.ttakji.tuning.SparkSupport;
import org.ttakji.tuning.TuneReport;
import org.ttakji.tuning.TuneRequest;
import org.ttakji.tuning.Tuner;
import org.ttakji.tuning.match.MatchReport;
import org.ttakji.tuning.match.MatchRun;
import org.ttakji.tuning.match.MatchSettings;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/**
 * {@code tune <variant> --games <paths or run ids> [--positions N] [--seed S] ...}: Texel tuning of the variant's
 * evaluation weights from game logs ({@link Tuner}); prints the report on stdout (progress on stderr) and writes
 * the next weights version, not promoted. With {@code --match N} it then plays N games new vs parent at one level,
 * as the {@code match} command does ({@link MatchRun}: a self-play run under {@code <data>/games}), and prints the
 * match's statistics read from its log.
 */
@Command(name = "tune", mixinStandardHelpOptions = true, sortOptions = false,
        description = {"Tune evaluation weights from game logs (Texel's method, fitted with Deeplearning4j).",
            "Writes data/weights/<variant>/v<next>.json (not promoted; see 'weights promote')."})
public final class TuneCommand implements Callable<Integer> {
    @Spec
    CommandSpec spec;

    @Parameters(index = "0", paramLabel = "<variant>", converter = VariantConverter.class,
            description = "chess960, shogi, xiangqi, janggi or banqi")
    Variant variant;

    @Option(names = "--games", required = true, split = ",", paramLabel = "PATH|RUN",
            description = "Games: self-play logs (Parquet files or directories, run or variant directories, a games root,"
                    + " Hadoop URIs such as hdfs://..., or run ids under <data>/games) and real game records (a"
                    + " .pgn/.gib/.csa/.kif/.ki2 file or a directory of them), comma-separated or repeated.")
    List<String> games = new ArrayList<>();

    @Option(names = "--positions", paramLabel = "N", description = "At most N positions (default ${DEFAULT-VALUE}).")
    int positions = TuneRequest.DEFAULT_POSITIONS;

    @Option(names = "--seed", paramLabel = "S", description = "Seed of the sampling, the split and the fit (default ${DEFAULT-VALUE}).")
    long seed = 1;

    @Option(names = "--from", paramLabel = "V", description = "Parent weights version (default: the promoted one).")
    String parent;

    @Option(names = "--lambda", paramLabel = "L",
            description = "Weight of the recorded search score in the targets, 0..1 (default ${DEFAULT-VALUE}: results only).")
    double lambda = 0;

    @Option(names = "--per-game", paramLabel = "K", description = "At most K positions per game (default ${DEFAULT-VALUE}).")
    int perGame = SamplingSettings.DEFAULTS.perGame();

    @Option(names = "--skip-plies", paramLabel = "P", description = "Never sample the first P plies (default ${DEFAULT-VALUE}).")
    int skipPlies = SamplingSettings.DEFAULTS.skipPlies();

    @Option(names = "--quiescence-nodes", paramLabel = "N",
            description = "Node limit of the quiescence search per position (default ${DEFAULT-VALUE}).")
    long quiescenceNodes = SamplingSettings.DEFAULTS.quiescenceNodes();

    @Option(names = "--validation", paramLabel = "F", description = "Share held out for validation (default ${DEFAULT-VALUE}).")
    double validation = TuneRequest.DEFAULT_VALIDATION;

    @Option(names = "--epochs", paramLabel = "N", description = "Training epochs (default ${DEFAULT-VALUE}).")
    int epochs = FitSettings.DEFAULTS.epochs();

    @Option(names = "--batch", paramLabel = "N", description = "Mini-batch size (default ${DEFAULT-VALUE}).")
    int batch = FitSettings.DEFAULTS.batchSize();

    @Option(names = "--learning-rate", paramLabel = "R", description = "Adam step size (default ${DEFAULT-VALUE}).")
    double learningRate = FitSettings.DEFAULTS.learningRate();

    @Option(names = "--l2", paramLabel = "C",
            description = "Pull towards the parent: C/2 per (100 cp)^2 of weight change (default ${DEFAULT-VALUE}).")
    double l2 = FitSettings.DEFAULTS.l2();
    @Option(names = "--l2-by-evaluation", description = "Count the pull towards the parent per cp of evaluation"
            + " change: each weight's squared change times max(1, mean square of its feature) (default: per cp of"
            + " weight change).")
    boolean l2ByEvaluation;

    @Option(names = "--freeze", paramLabel = "NAME", split = ",",
            description = "Keep these features at the parent's weight: names, or prefixes ending in * (pst.*,tempo).")
    List<String> freeze = new ArrayList<>();


    @Option(names = "--dry-run", description = "Report only; write nothing.")
    boolean dryRun;

    @Option(names = "--match", paramLabel = "N",
            description = "Then play N games new vs parent in game pairs, as 'match' does (even; default 0: none).")
    int matchGames;

    @Option(names = "--match-level", paramLabel = "L", description = "Level of both sides in the match (default ${DEFAULT-VALUE}).")
    String matchLevel = "normal";

    @Option(names = "--match-nodes", paramLabel = "N", description = "Node limit per move in the match (default: the level's).")
    Long matchNodes;

    @Option(names = "--match-openings", paramLabel = "RULE", description = "Start rule of the match's pairs (default: as 'match').")
    String matchOpenings;

    @Mixin
    LabJobOptions job;

    @Override
    public Integer call() {
        PrintWriter out = spec.commandLine().getOut();
        PrintWriter err = spec.commandLine().getErr();
        job.sparkMaster();
        if (matchGames != 0) { // checked before hours of work, not after
            match("v0001", "v0001", true);
        }
        TuneRequest request = new TuneRequest(variant, games, job.dataDir(), parent, positions,
                new SamplingSettings(skipPlies, perGame, seed, quiescenceNodes),
                new FitSettings(epochs, batch, learningRate, l2, seed, freeze, l2ByEvaluation), lambda, validation, job.requestedMaster(), dryRun);
        TuneReport report = Tuner.run(request, line -> {
            err.println(line);
            err.flush();
        });
        report.lines().forEach(out::println);
        out.flush();
        if (matchGames > 0 && report.newVersion() != null) {
            MatchReport match = match(report.newVersion(), report.parentVersion(), false);
            match.lines().forEach(out::println);
            out.flush();
        }
        return 0;
    }

    /**
     * The match new vs parent ({@link MatchRun}, as the {@code match} command plays it); with {@code checkOnly}, only
     * its settings are checked (before the tuning, not after).
     */
    private MatchReport match(String candidate, String parentVersion, boolean checkOnly) {
        if (matchGames < 2 || matchGames % 2 != 0) {
            throw new LabInputException("--match must be even and at least 2 (game pairs), got " + matchGames);
        }
        MatchSettings settings = new MatchSettings(variant,
                MatchSettings.labPlayer(matchLevel, candidate, null, null, matchNodes),
                MatchSettings.labPlayer(matchLevel, parentVersion, null, null, matchNodes), matchGames / 2,
                matchOpenings, seed, MatchSettings.DEFAULT_MAX_PLIES, MatchSettings.DEFAULT_PAIRS_PER_BATCH,
                MatchSettings.DEFAULT_GAMES_PER_TASK, null, null);
        java.nio.file.Path home = job.home();
        if (checkOnly) {
            if (matchOpenings != null) {
                try {
                    Openings.parse(Variants.rules(variant), matchOpenings, MatchSpecReader.todayUtc(), job.dataDir());
                } catch (LabInputException e) {
                    throw new LabInputException("--match-openings: " + e.getMessage(), e);
                }
            }
            return null;
        }
        PrintWriter err = spec.commandLine().getErr();
        SelfPlayJob.Options options = SelfPlayJob.Options.defaults().withLabHome(home)
                .withProgress(new ConsoleProgress(err, 2000));
        try (MatchRun run = MatchRun.prepare(settings, null, options)) {
            err.println("match: run " + run.runId() + " -> " + run.runDir() + ", openings " + run.openings().toText());
            err.flush();
            SparkSession spark = SparkSupport.start(job.requestedMaster());
            SelfPlayJob.Result played = run.play(spark);
            return new MatchReport(run.runId(), run.runDir(), run.spec(), run.statistics(spark), played.seconds());
        }
    }
}
