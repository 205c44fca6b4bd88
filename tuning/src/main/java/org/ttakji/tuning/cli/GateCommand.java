package org.ttakji.tuning.cli;

import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;
import org.apache.spark.sql.SparkSession;
import org.ttakji.engines.cli.VariantConverter;
import org.ttakji.engines.core.LabInputException;
import org.ttakji.engines.core.Variant;
import org.ttakji.engines.weights.PromoteOutcome;
import org.ttakji.engines.weights.WeightsStore;
import org.ttakji.selfplay.SelfPlayJob;
import org.ttakji.selfplay.SparkSessions;
import org.ttakji.tuning.gate.GateFile;
import org.ttakji.tuning.gate.GateLines;
import org.ttakji.tuning.gate.GatePromotion;
import org.ttakji.tuning.gate.GateRun;
import org.ttakji.tuning.gate.GateSettings;
import org.ttakji.tuning.gate.GateVerdict;
import org.ttakji.tuning.match.MatchSettings;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/**
 * {@code gate <variant> --candidate vX [--base promoted] [--elo0 E0 --elo1 E1] [--alpha A --beta B] [--max-games N]
 * [--batch-pairs N] [--model normalized|logistic] [--promote] ...}: the candidate plays the base in batches of game
 * pairs (one match run, {@link GateRun}) until a generalised SPRT on the pentanomial counts accepts H1 or H0 or
 * the games run out; one line per batch, a summary at the end, all on stdout. With {@code --promote} an H1
 * promotes the candidate and records the test in the weights index. {@code --resume RUN} goes on with a stopped
 * gate. Exit status: {@link GateVerdict#exitStatus()} (0 H1, 1 H0, 3 inconclusive), 2 for bad input.
 */
@Command(name = "gate", mixinStandardHelpOptions = true, sortOptions = false,
        description = {"Test a candidate weights version against a base with an SPRT on game pairs; promote on H1.",
            "Plays batches of colour-swapped game pairs (a match run) until the SPRT on the pentanomial counts accepts"
                + " H1 or H0, or --max-games run out.",
            "Exit status: 0 H1 accepted, 1 H0 accepted, 3 inconclusive, 2 bad input."})
public final class GateCommand implements Callable<Integer> {
    /** The options that define a gate's players and test; with {@code --resume} they come from the run. */
    private static final List<String> DEFINING = List.of("--candidate", "--base", "--elo0", "--elo1", "--alpha",
            "--beta", "--max-games", "--batch-pairs", "--model", "--level", "--levels", "--nodes", "--depth",
            "--openings", "--seed", "--max-plies", "--run-id");

    @Spec
    CommandSpec spec;

    @Parameters(index = "0", paramLabel = "<variant>", converter = VariantConverter.class,
            description = "chess960, shogi, xiangqi, janggi or banqi")
    Variant variant;

    @Option(names = "--candidate", paramLabel = "vX", description = "Weights version under test.")
    String candidate;

    @Option(names = "--base", paramLabel = "V", description = "Weights version to beat (default ${DEFAULT-VALUE}).")
    String base = "promoted";

    @Option(names = "--elo0", paramLabel = "E0", description = "H0's Elo (default ${DEFAULT-VALUE}, in --model's unit).")
    double elo0 = GateSettings.DEFAULT_ELO0;

    @Option(names = "--elo1", paramLabel = "E1", description = "H1's Elo (default ${DEFAULT-VALUE}, in --model's unit).")
    double elo1 = GateSettings.DEFAULT_ELO1;

    @Option(names = "--alpha", paramLabel = "A", description = "Type I error: H1 accepted at E0 (default ${DEFAULT-VALUE}).")
    double alpha = 0.05;

    @Option(names = "--beta", paramLabel = "B", description = "Type II error: H0 accepted at E1 (default ${DEFAULT-VALUE}).")
    double beta = 0.05;

    @Option(names = "--model", paramLabel = "M", description = "normalized or logistic Elo bounds (default ${DEFAULT-VALUE}).")
    String model = "normalized";

    @Option(names = "--max-games", paramLabel = "N", description = "Games at most, rounded up to whole batches (default ${DEFAULT-VALUE}).")
    int maxGames = GateSettings.DEFAULT_MAX_GAMES;

    @Option(names = "--batch-pairs", paramLabel = "N", description = "Game pairs per batch: the SPRT looks after each (default ${DEFAULT-VALUE}).")
    int batchPairs = GateSettings.DEFAULT_BATCH_PAIRS;

    @Option(names = "--promote", description = "On H1, promote the candidate and record the test in the weights index.")
    boolean promote;

    @Option(names = "--resume", paramLabel = "RUN", description = "Go on with the gate of this run (its players and test as it began).")
    String resume;

    @Mixin
    MatchPlayOptions play;

    @Mixin
    LabJobOptions job;

    @Override
    public Integer call() {
        PrintWriter stdout = spec.commandLine().getOut();
        PrintWriter err = spec.commandLine().getErr();
        Path home = job.home();
        String sparkMaster = job.sparkMaster();
        SelfPlayJob.Options options = SelfPlayJob.Options.defaults().withLabHome(home);
        try (GateRun gate = resume != null ? resumed(options) : started(home, options)) {
            GateFile file = gate.file();
            GateSettings s = file.settings();
            stdout.println(String.format(Locale.ROOT, "gate %s: %s vs %s, SPRT %s %s, alpha %.3g, beta %.3g, at most"
                            + " %d games in batches of %d pairs", file.variant(), file.candidate(), file.base(),
                    s.sprt().model().bounds(s.sprt().elo0(), s.sprt().elo1()), s.modelName(), s.sprt().alpha(),
                    s.sprt().beta(), s.maxGames(), s.batchPairs()));
            stdout.println("run " + gate.runId() + " (" + gate.runDir() + "); if stopped, go on with ./lab gate "
                    + variant.cliName() + " --resume " + gate.runId() + (play.out == null ? "" : " --out " + play.out) + job.dataArgument());
            stdout.flush();
            SparkSessions.check(sparkMaster);
            SparkSession spark = SparkSessions.start(sparkMaster, "ttakji-gate " + gate.runId());
            GateRun.Outcome outcome;
            try {
                outcome = gate.run(spark, (step, rate) -> {
                    stdout.println(GateLines.step(step, s.maxGames(), rate));
                    stdout.flush();
                }, -1);
            } catch (LabInputException e) {
                throw e;
            } catch (Exception e) { // Spark's Scala code throws checked SparkExceptions undeclared
                Exception told = SparkSessions.failure(spark, sparkMaster, e);
                throw told instanceof RuntimeException r ? r : new IllegalStateException(told);
            } finally {
                spark.stop();
            }
            stdout.println();
            GateLines.summary(outcome.file(), gate.runId(), gate.runDir(), outcome.last(), outcome.seconds(),
                    outcome.playedNow()).forEach(stdout::println);
            GateVerdict verdict = outcome.verdict();
            if (promote) {
                stdout.println("promotion    " + promotion(home.resolve("data"), outcome.file(), verdict));
            }
            stdout.flush();
            return verdict.exitStatus();
        }
    }

    private String promotion(Path dataDir, GateFile file, GateVerdict verdict) {
        if (verdict != GateVerdict.H1) {
            return "none: " + verdict.description() + ", so " + file.candidate() + " is not promoted";
        }
        PromoteOutcome done = GatePromotion.promote(dataDir, file);
        if (!done.changed()) {
            return file.candidate() + " is already promoted; nothing changed";
        }
        return "promoted " + file.variant() + " weights " + file.candidate()
                + (done.previous() == null ? "" : ", replacing " + done.previous()) + "; the test is recorded in "
                + WeightsStore.at(dataDir).files().indexFile(variant);
    }

    private GateRun resumed(SelfPlayJob.Options options) {
        for (String name : DEFINING) {
            if (spec.commandLine().getParseResult().hasMatchedOption(name)) {
                throw new LabInputException(name + " cannot be given with --resume: a resumed gate plays and tests"
                        + " as it began (see the run's gate.json)");
            }
        }
        GateRun gate = GateRun.resume(play.out, resume, options);
        if (!gate.file().variant().equals(variant.cliName())) {
            gate.close();
            throw new LabInputException("run " + resume + " is a gate of " + gate.file().variant() + ", not " + variant);
        }
        return gate;
    }

    private GateRun started(Path home, SelfPlayJob.Options options) {
        if (candidate == null) {
            throw new LabInputException("gate needs --candidate vX (or --resume RUN)");
        }
        GateSettings settings = GateSettings.of(elo0, elo1, alpha, beta, model, maxGames, batchPairs);
        WeightsStore weights = WeightsStore.at(home.resolve("data"));
        String c = weights.resolve(variant, candidate);
        String b = weights.resolve(variant, base); // pinned: a promotion meanwhile must not change the base
        MatchSettings match = play.settings(variant, c, b, settings.batchPairs(), settings.batchPairs(),
                job.requestedMaster());
        return GateRun.start(match, settings, c, b, play.runId, options);
    }
}
