package org.ttakji.selfplay.cli;

import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Comparator;
import java.util.Locale;
import java.util.concurrent.Callable;
import java.util.stream.Stream;
import org.apache.hadoop.conf.Configuration;
import org.apache.spark.sql.SparkSession;
import org.ttakji.engines.core.LabInputException;
import org.ttakji.gamelog.GameRecord;
import org.ttakji.selfplay.Batch;
import org.ttakji.selfplay.GamePlayer;
import org.ttakji.selfplay.MatchSpec;
import org.ttakji.selfplay.MatchSpecReader;
import org.ttakji.selfplay.RulesCatalog;
import org.ttakji.selfplay.RunPlan;
import org.ttakji.selfplay.SelfPlayJob;
import org.ttakji.selfplay.SparkSessions;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/**
 * {@code bench selfplay}: games per second of one fixed small spec (a) in a plain single-threaded loop
 * without Spark, (b) on Spark {@code local[1]} and (c) on {@code local[2]}, each the best of
 * {@code --passes} timed passes after one warm-up pass (the machine is shared: noise only slows a pass);
 * prints the ratios b/a (Spark's overhead) and c/b (scaling), and the Parquet bytes per game and per ply.
 * Spark session start-up is timed separately and not counted in the rates. The last line is
 * {@code games/s <local[2] rate>}.
 */
@Command(name = "selfplay", mixinStandardHelpOptions = true,
        description = "Self-play speed: plain loop vs Spark local[1] vs local[2], and Parquet bytes per game/ply.")
public final class BenchSelfPlayCommand implements Callable<Integer> {
    @Spec
    CommandSpec commandSpec;

    @Option(names = "--variants", defaultValue = "all", paramLabel = "LIST", description = "Variants (default all).")
    String variants;

    @Option(names = "--pairing", defaultValue = "random-random", paramLabel = "A-B", description = "The one pairing (default random-random).")
    String pairing;

    @Option(names = "--games", defaultValue = "32", paramLabel = "N", description = "Games per variant (default 32).")
    int games;

    @Option(names = "--games-per-task", defaultValue = "4", paramLabel = "N", description = "Games per Spark task (default 4).")
    int gamesPerTask;

    @Option(names = "--passes", defaultValue = "2", paramLabel = "N", description = "Timed passes per mode (default 2).")
    int passes;

    @Override
    public Integer call() throws IOException {
        if (passes < 1) {
            throw new LabInputException("--passes must be at least 1, got " + passes);
        }
        PrintWriter out = commandSpec.commandLine().getOut();
        Path tmp = Files.createTempDirectory("bench-selfplay");
        try {
            ObjectNode tree = MatchSpecReader.defaults();
            tree.put("variants", variants);
            tree.put("pairings", pairing);
            tree.put("gamesPerPairing", games);
            tree.put("batchSize", games);
            tree.put("gamesPerTask", gamesPerTask);
            tree.put("seed", 20261130L);
            tree.put("out", tmp.toString());
            MatchSpec spec = MatchSpecReader.toSpec(tree, RulesCatalog.builtIn(), MatchSpecReader.todayUtc());
            SelfPlayJob.Options options = SelfPlayJob.Options.defaults();
            out.printf(Locale.ROOT, "spec: %s, pairing %s, %d games per variant, %d per task, max %d plies%n",
                    spec.variants(), spec.pairingsOf(spec.variants().get(0)).get(0).label(), games, gamesPerTask, spec.maxPlies());

            SelfPlayJob.Prepared plainRun = SelfPlayJob.prepareNew(spec, "plain", options, new Configuration());
            long plies = plainLoop(plainRun, spec); // warm-up
            double plain = 0;
            for (int pass = 0; pass < passes; pass++) {
                long t0 = System.nanoTime();
                plainLoop(plainRun, spec);
                plain = Math.max(plain, rate(spec, t0));
            }
            out.printf(Locale.ROOT, "(a) plain loop: %.2f games/s (%d plies)%n", plain, plies);

            double local1 = spark("local[1]", spec, options, passes, out);
            double local2 = spark("local[2]", spec, options, passes, out);
            long bytes = parquetBytes(tmp.resolve("run=local-2-timed-0"));
            out.printf(Locale.ROOT, "Spark overhead (b/a): %.3f%n", local1 / plain);
            out.printf(Locale.ROOT, "scaling (c/b): %.3f%n", local2 / local1);
            out.printf(Locale.ROOT, "Parquet: %d bytes for %d games, %d plies = %.1f bytes/game, %.2f bytes/ply%n",
                    bytes, spec.totalGames(), plies, (double) bytes / spec.totalGames(), (double) bytes / Math.max(1, plies));
            out.printf(Locale.ROOT, "games/s %.2f%n", local2);
            out.flush();
            return 0;
        } finally {
            deleteTree(tmp);
        }
    }

    private static long plainLoop(SelfPlayJob.Prepared run, MatchSpec spec) {
        long plies = 0;
        try (GamePlayer player = new GamePlayer(run.context())) {
            for (Batch b : run.batches()) {
                for (var task : RunPlan.tasks(spec, b, RulesCatalog.builtIn().rules(b.variant()))) {
                    GameRecord g = player.play(task);
                    plies += g.plies();
                }
            }
        }
        return plies;
    }

    private static double spark(String master, MatchSpec spec, SelfPlayJob.Options options, int passes, PrintWriter out) {
        long s0 = System.nanoTime();
        SparkSession spark = SparkSessions.start(master, "bench-selfplay");
        double startup = (System.nanoTime() - s0) / 1e9;
        try {
            String id = master.replaceAll("[^0-9]", "");
            SelfPlayJob.execute(SelfPlayJob.prepareNew(spec, "local-" + id + "-warmup", options, new Configuration()), spark);
            double rate = 0;
            for (int pass = 0; pass < Math.max(1, passes); pass++) {
                SelfPlayJob.Result r = SelfPlayJob.execute(SelfPlayJob.prepareNew(spec, "local-" + id + "-timed-" + pass,
                        options, new Configuration()), spark);
                rate = Math.max(rate, r.playedNow() / r.seconds());
            }
            out.printf(Locale.ROOT, "(%s) %s: %.2f games/s (Spark master %s, parallelism %d; session start %.1f s,"
                    + " not counted)%n", master.equals("local[1]") ? "b" : "c", master, rate,
                    spark.sparkContext().master(), spark.sparkContext().defaultParallelism(), startup);
            return rate;
        } finally {
            spark.stop();
        }
    }

    private static double rate(MatchSpec spec, long t0) {
        return spec.totalGames() / ((System.nanoTime() - t0) / 1e9);
    }

    private static long parquetBytes(Path runDir) throws IOException {
        try (Stream<Path> s = Files.walk(runDir)) {
            return s.filter(p -> p.getFileName().toString().endsWith(".parquet")).mapToLong(p -> {
                try {
                    return Files.size(p);
                } catch (IOException e) {
                    throw new UncheckedIOException(e);
                }
            }).sum();
        }
    }

    private static void deleteTree(Path dir) throws IOException {
        try (Stream<Path> s = Files.walk(dir)) {
            for (Path p : (Iterable<Path>) s.sorted(Comparator.reverseOrder())::iterator) {
                Files.deleteIfExists(p);
            }
        }
    }

}
