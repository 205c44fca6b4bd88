package org.ttakji.tuning.cli;

import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.Callable;
import org.apache.spark.sql.SparkSession;
import org.ttakji.engines.cli.VariantConverter;
import org.ttakji.engines.core.LabInputException;
import org.ttakji.engines.core.Variant;
import org.ttakji.selfplay.SelfPlayJob;
import org.ttakji.selfplay.SparkSessions;
import org.ttakji.tuning.match.MatchSettings;
import org.ttakji.tuning.spsa.SelfPlayMatches;
import org.ttakji.tuning.spsa.SpsaCandidate;
import org.ttakji.tuning.spsa.SpsaPlan;
import org.ttakji.tuning.spsa.SpsaRunner;
import org.ttakji.tuning.spsa.SpsaSpec;
import org.ttakji.tuning.spsa.SpsaSummary;
import org.ttakji.tuning.spsa.Trajectory;
import org.ttakji.tuning.spsa.TrajectoryChart;
import org.ttakji.tuning.spsa.TrajectoryRow;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/**
 * {@code spsa <variant> --params NAMES [--iterations N] [--pairs-per-iteration P] [--seed S] [--level L | --nodes N]
 * [--base vX] ...}: SPSA with fishtest's schedule over weights and level fields ({@link SpsaRunner}); each batch of
 * iterations is a self-play run on Spark ({@link SelfPlayMatches}). Writes {@code <out>/spsa=<id>/} (spec,
 * trajectory CSV and PNG, the batch runs' games), then the final values as a new unpromoted version
 * ({@link SpsaCandidate}); prints the summary table on stdout, progress on stderr. {@code --resume RUN} continues
 * an interrupted run.
 */
@Command(name = "spsa", mixinStandardHelpOptions = true, sortOptions = false,
        description = {"Tune weights or level fields by SPSA (fishtest's schedule) from self-play game pairs on Spark.",
            "Each iteration plays theta+ against theta- (colours swapped) and moves the values by the result; the"
                + " trajectory goes to <out>/spsa=<id>/trajectory.csv and .png, the result to a new weights (or"
                + " levels) version, not promoted (gate it with ./lab gate)."})
public final class SpsaCommand implements Callable<Integer> {
    /** Iterations unless told. */
    public static final int DEFAULT_ITERATIONS = 200;
    /** Game pairs per iteration unless told (fishtest's gains are per pair; see docs/decisions/spsa.md). */
    public static final int DEFAULT_PAIRS = 1;
    /** Iterations per self-play run unless told. */
    public static final int DEFAULT_BATCH = 4;

    @Spec
    CommandSpec spec;

    @Parameters(index = "0", paramLabel = "<variant>", converter = VariantConverter.class,
            description = "chess960, shogi, xiangqi, janggi or banqi")
    Variant variant;

    @Option(names = "--params", paramLabel = "NAMES", split = ",",
            description = "Parameters: weights features (material.horse) and level fields (level.normal.evalNoiseCp),"
                + " comma-separated; globs with * and ? (material.*).")
    List<String> params;

    @Option(names = "--iterations", paramLabel = "N", description = "Iterations (default ${DEFAULT-VALUE}).")
    int iterations = DEFAULT_ITERATIONS;

    @Option(names = "--pairs-per-iteration", paramLabel = "P", description = "Game pairs per iteration (default ${DEFAULT-VALUE}).")
    int pairs = DEFAULT_PAIRS;

    @Option(names = "--batch", paramLabel = "B", description = "Iterations per Spark job; all of a batch start from"
            + " the same values (default ${DEFAULT-VALUE}).")
    int batch = DEFAULT_BATCH;

    @Option(names = "--seed", paramLabel = "S", description = "Run seed: directions, starts, games (default ${DEFAULT-VALUE}).")
    long seed = 1;

    @Option(names = "--level", paramLabel = "L", description = "Level both points play (default ${DEFAULT-VALUE}).")
    String level = "normal";

    @Option(names = "--nodes", paramLabel = "N", description = "Node limit per move, replacing the level's limits.")
    Long nodes;

    @Option(names = "--base", paramLabel = "vX", description = "Weights version to start from (default: the promoted one).")
    String base;

    @Option(names = {"--levels", "--levels-version"}, paramLabel = "vX", description = "Levels version to start from (default: the promoted one).")
    String levels;

    @Option(names = "--max-plies", paramLabel = "N", description = "A game still going after N plies is drawn (default ${DEFAULT-VALUE}).")
    int maxPlies = MatchSettings.DEFAULT_MAX_PLIES;

    @Option(names = "--openings", paramLabel = "RULE", description = "Start rule of the pairs (default: the variant's"
            + " match default, as ./lab match).")
    String openings;

    @Option(names = "--out", paramLabel = "DIR", description = "Output root of SPSA runs (default data/spsa, under the lab home).")
    String out;

    @Option(names = "--run-id", paramLabel = "ID", description = "Id of the new run (default: spsa-<UTC time>-<random>).")
    String runId;

    @Option(names = "--resume", paramLabel = "RUN", description = "Continue this interrupted run (its own spec).")
    String resume;

    @Mixin
    LabJobOptions job;

    @Override
    public Integer call() {
        PrintWriter stdout = spec.commandLine().getOut();
        PrintWriter err = spec.commandLine().getErr();
        Path dataDir = job.dataDir();
        Path home = job.home();
        Path root = home.resolve(out != null ? out : "data/spsa");
        SpsaSpec run;
        Path dir;
        if (resume != null) {
            if (params != null || runId != null) {
                throw new LabInputException("--resume continues the run's own spec: give no --params or --run-id");
            }
            dir = SpsaPlan.runDir(root, resume);
            run = SpsaSpec.read(dir);
            if (run.variant() != variant) {
                throw new LabInputException("SPSA run " + resume + " is a " + run.variant().cliName() + " run, not "
                        + variant.cliName());
            }
        } else {
            if (params == null) {
                throw new LabInputException("spsa needs --params (names or globs), or --resume RUN");
            }
            String id = runId != null ? runId : "spsa-" + SelfPlayJob.newRunId();
            run = SpsaPlan.plan(dataDir, variant, id, params, iterations, pairs, batch, seed, level, nodes, maxPlies,
                    openings, base, levels);
            dir = SpsaPlan.runDir(root, id);
            if (Files.exists(dir)) {
                throw new LabInputException("SPSA run " + id + " exists already in " + root + " (continue it with"
                        + " --resume " + id + job.dataArgument() + ")");
            }
            try {
                Files.createDirectories(dir);
            } catch (java.io.IOException e) {
                throw new LabInputException("cannot create " + dir + ": " + e.getMessage(), e);
            }
            run.write(dir);
        }
        List<TrajectoryRow> rows = Trajectory.read(dir, run.parameters());
        if (rows.size() < run.iterations()) {
            rows = play(run, home, dir, err);
        }
        Path png = TrajectoryChart.write(dir, run, rows);
        SpsaCandidate candidate = SpsaCandidate.publish(dataDir, run, rows);
        SpsaSummary.lines(run, rows).forEach(stdout::println);
        stdout.println("trajectory " + dir.resolve(Trajectory.FILE) + ", chart " + png);
        if (candidate.weightsVersion() != null) {
            stdout.println("candidate weights " + candidate.weightsVersion() + " (not promoted; gate it: ./lab gate "
                    + variant.cliName() + " --candidate " + candidate.weightsVersion() + " --base " + run.baseWeights()
                    + job.dataArgument() + ")");
        }
        if (candidate.levelsVersion() != null) {
            stdout.println("candidate levels " + candidate.levelsVersion() + " (not promoted; rate it: ./lab rate "
                    + variant.cliName() + " --levels-version " + candidate.levelsVersion() + job.dataArgument() + ")");
        }
        stdout.flush();
        return 0;
    }

    /** Plays the run's remaining batches on Spark and returns the whole trajectory. */
    private List<TrajectoryRow> play(SpsaSpec run, Path home, Path dir, PrintWriter err) {
        String sparkMaster = job.sparkMaster();
        SparkSessions.check(sparkMaster);
        err.println("spsa: run " + run.runId() + " -> " + dir + " (" + run.parameters().size() + " parameters, "
                + run.iterations() + " iterations of " + run.pairsPerIteration() + " pair(s), on Spark " + sparkMaster
                + ")");
        err.println("spsa: if interrupted, continue with ./lab spsa " + variant.cliName() + " --resume " + run.runId()
                + (out == null ? "" : " --out " + out) + job.dataArgument());
        err.flush();
        List<TrajectoryRow> rows;
        SparkSession spark = SparkSessions.start(sparkMaster, "ttakji-spsa " + run.runId());
        try {
            SelfPlayMatches matches = new SelfPlayMatches(run, home, dir,
                    SelfPlayJob.Options.defaults().withLabHome(home), spark, job.requestedMaster());
            try {
                rows = SpsaRunner.run(run, dir, matches, line -> {
                    err.println(line);
                    err.flush();
                });
            } catch (LabInputException | IllegalStateException e) {
                throw e;
            } catch (Exception e) { // Spark's Scala code throws checked SparkExceptions undeclared
                Exception told = SparkSessions.failure(spark, sparkMaster, e);
                throw told instanceof RuntimeException r ? r : new IllegalStateException(told);
            }
        } finally {
            spark.stop();
        }
        return rows;
    }
}
