package org.ttakji.tuning.cli;

import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.concurrent.Callable;
import org.apache.hadoop.conf.Configuration;
import org.apache.spark.sql.SparkSession;
import org.ttakji.engines.cli.VariantConverter;
import org.ttakji.engines.core.LabInputException;
import org.ttakji.engines.core.Variant;
import org.ttakji.selfplay.ConsoleProgress;
import org.ttakji.selfplay.MatchSpec;
import org.ttakji.selfplay.MatchSpecReader;
import org.ttakji.selfplay.RulesCatalog;
import org.ttakji.selfplay.RunManifest;
import org.ttakji.selfplay.RunStore;
import org.ttakji.selfplay.SelfPlayJob;
import org.ttakji.selfplay.SparkSessions;
import org.ttakji.tuning.match.MatchReport;
import org.ttakji.tuning.match.MatchRun;
import org.ttakji.tuning.match.MatchSettings;
import org.ttakji.tuning.match.MatchStatistics;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/**
 * {@code match <variant> --weights A --against B [--level L] [--nodes N] [--games N] [--openings RULE] ...}: a
 * self-play run of one pairing ({@link MatchRun}), A against B in colour-swapped game pairs from the opening rule's
 * starts, logged under the output root; then the statistics read back from its log ({@link MatchStatistics}) as a
 * table or JSON on stdout ({@link MatchReport}). Progress and the run id go to stderr. {@code --report RUN} prints
 * the statistics of a match run that exists.
 */
@Command(name = "match", mixinStandardHelpOptions = true, sortOptions = false,
        description = {"Play two weights versions in game pairs (a self-play run); print its statistics.",
            "The games are logged as Parquet like any run; the statistics are read back from the log: pentanomial"
                + " counts, W/D/L, Elo and nElo with 95%% intervals, LOS, terminations and duplicates."})
public final class MatchCommand implements Callable<Integer> {
    @Spec
    CommandSpec spec;

    @Parameters(index = "0", paramLabel = "<variant>", converter = VariantConverter.class,
            description = "chess960, shogi, xiangqi, janggi or banqi")
    Variant variant;

    @Option(names = "--weights", paramLabel = "A", description = "Weights version of the candidate A (e.g. v0002).")
    String weightsA;

    @Option(names = "--against", paramLabel = "B", description = "Weights version of the opponent B (e.g. v0001).")
    String weightsB;

    @Option(names = "--games", paramLabel = "N", description = "Games, even: N/2 game pairs (default ${DEFAULT-VALUE}).")
    int games = 20;

    @Option(names = "--report", paramLabel = "RUN", description = "Play nothing: the statistics of this match run (its id, under --out).")
    String report;

    @Option(names = "--format", paramLabel = "F", description = "table or json (default ${DEFAULT-VALUE}).")
    String format = "table";

    @Mixin
    MatchPlayOptions play;

    @Mixin
    LabJobOptions job;

    @Override
    public Integer call() {
        PrintWriter stdout = spec.commandLine().getOut();
        PrintWriter err = spec.commandLine().getErr();
        if (!format.equals("table") && !format.equals("json")) {
            throw new LabInputException("--format must be table or json, got '" + format + "'");
        }
        Path home = job.home();
        String sparkMaster = job.sparkMaster();
        MatchReport result = report != null ? existing(home, sparkMaster) : play(home, sparkMaster, err);
        if (format.equals("json")) {
            stdout.println(result.json());
        } else {
            result.lines().forEach(stdout::println);
        }
        stdout.flush();
        return 0;
    }

    private MatchReport play(Path home, String sparkMaster, PrintWriter err) {
        if (weightsA == null || weightsB == null) {
            throw new LabInputException("match needs --weights A and --against B (or --report RUN)");
        }
        if (games < 2 || games % 2 != 0) {
            throw new LabInputException("--games must be even and at least 2 (game pairs), got " + games);
        }
        MatchSettings settings = play.settings(variant, weightsA, weightsB, games / 2, MatchSettings.DEFAULT_PAIRS_PER_BATCH,
                job.requestedMaster());
        SelfPlayJob.Options options = SelfPlayJob.Options.defaults().withLabHome(home)
                .withProgress(new ConsoleProgress(err, 2000));
        try (MatchRun match = MatchRun.prepare(settings, play.runId, options)) {
            SparkSessions.check(sparkMaster);
            String note = MatchReport.repeatNote(match.openings(), match.pairs());
            err.println("match: run " + match.runId() + " -> " + match.runDir() + " on Spark " + sparkMaster);
            err.println("match: openings " + match.openings().toText() + (note == null ? "" : " (note: " + note + ")"));
            err.println("match: if interrupted, finish with " + match.resumeCommand() + ", then ./lab match "
                    + variant.cliName() + " --report " + match.runId() + (play.out == null ? "" : " --out " + play.out) + job.dataArgument());
            err.flush();
            SparkSession spark = SparkSessions.start(sparkMaster, "ttakji-match " + match.runId());
            try {
                SelfPlayJob.Result played = SparkSessions.run(spark, sparkMaster, () -> match.play(spark));
                return new MatchReport(match.runId(), match.runDir(), match.spec(), match.statistics(spark),
                        played.seconds());
            } finally {
                spark.stop();
            }
        }
    }

    private MatchReport existing(Path home, String sparkMaster) {
        String root = play.out != null ? play.out : MatchSpecReader.defaults().get("out").asText();
        RunStore store = RunStore.of(root, home, report, new Configuration());
        RunManifest manifest = store.readManifest();
        MatchSpec matchSpec = MatchSpecReader.toSpec(manifest.spec().deepCopy(), RulesCatalog.builtIn(),
                MatchSpecReader.todayUtc(), home);
        if (matchSpec.variants().size() != 1 || matchSpec.pairingsOf(matchSpec.variants().get(0)).size() != 1
                || matchSpec.variants().get(0) != variant) {
            throw new LabInputException("run " + report + " is not a " + variant + " match (a run of one variant and one"
                    + " pairing)");
        }
        SparkSessions.check(sparkMaster);
        SparkSession spark = SparkSessions.start(sparkMaster, "ttakji-match-report " + report);
        try {
            return new MatchReport(report, store.runDir().toString(), matchSpec,
                    MatchStatistics.read(spark, store.runDir().toString()), -1);
        } finally {
            spark.stop();
        }
    }
}
