package org.ttakji.selfplay.cli;

import java.io.IOException;
import java.io.InputStream;
import java.io.PrintWriter;
import java.io.UncheckedIOException;
import java.lang.management.ManagementFactory;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HexFormat;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.function.ToDoubleFunction;
import java.util.stream.Stream;
import org.apache.hadoop.conf.Configuration;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;
import org.ttakji.engines.core.Variant;
import org.ttakji.gamelog.GameLogOutput;
import org.ttakji.gamelog.GameLogSchema;
import org.ttakji.gamelog.GameRecord;
import org.ttakji.selfplay.Batch;
import org.ttakji.selfplay.Figures;
import org.ttakji.selfplay.GamePlayer;
import org.ttakji.selfplay.MatchSpec;
import org.ttakji.selfplay.MatchSpecReader;
import org.ttakji.selfplay.ProgressListener;
import org.ttakji.selfplay.RunPlan;
import org.ttakji.selfplay.SelfPlayJob;
import org.ttakji.selfplay.SparkSessions;

/**
 * The passes of one {@code bench selfplay} workload: a warm-up pass of the plain loop and of {@code local[2]},
 * then rounds of the three modes in alternating order (a b c, c b a, ...), each pass timed by wall clock and by
 * the process's CPU time, the Spark passes also by Spark's task metrics ({@link SparkJobMetrics}). Each Spark pass
 * starts its own session and runs a tiny run on it first (neither counted: see {@link #startUp}), then plays a new
 * run of the same spec, so every pass plays the same games and writes the same bytes.
 */
final class BenchRounds {
    /** Safety net for Spark's listener bus to deliver a finished run's events (not a measurement). */
    private static final long LISTENER_SAFETY_NET_SECONDS = 120;

    /** The three modes. */
    enum Mode {
        PLAIN("(a) plain loop", null),
        LOCAL1("(b) Spark local[1]", "local[1]"),
        LOCAL2("(c) Spark local[2]", "local[2]");

        final String label;
        final String master;

        Mode(String label, String master) {
            this.label = label;
            this.master = master;
        }

        /** Task slots: 1 for the plain loop. */
        int slots() {
            return this == LOCAL2 ? 2 : 1;
        }
    }

    /**
     * One timed pass.
     *
     * @param mode         the mode
     * @param games        games played
     * @param wallSeconds  wall time of the playing (Spark: from the run's start to its last commit), s
     * @param cpuSeconds   the process's CPU time over the same span, s
     * @param spark        Spark's metrics of the run's jobs, or null for the plain loop
     * @param plies        plies played (the plain loop counts them; a Spark pass plays the same games)
     * @param parquetBytes bytes of the committed Parquet files (the plain loop writes the same files)
     * @param digest       SHA-256 over the committed files' names and bytes
     * @param threads      CPU seconds per thread group ({@link ThreadCpu}) over the same span (the plain loop: its thread)
     * @param groups       the plain loop: per {@code <variant> <pairing>}, its games' cost; Spark: per variant, its
     *                     Parquet bytes as games = 0 groups ({@link GroupCost#bytes})
     */
    record Pass(Mode mode, long games, double wallSeconds, double cpuSeconds, SparkJobMetrics.Totals spark, long plies,
                long parquetBytes, String digest, Map<String, Double> threads, Map<String, GroupCost> groups) {
        double gamesPerSecond() {
            return games / wallSeconds;
        }

        double cpuPerGame() {
            return cpuSeconds / games;
        }

        /** The plain loop: its thread's CPU time playing the games (without encoding and writing them), s. */
        double playCpuSeconds() {
            return groups.values().stream().mapToLong(GroupCost::cpuNs).sum() / 1e9;
        }
    }

    /**
     * What the games of one variant and pairing cost in the plain loop (or, for Spark passes, a variant's bytes).
     *
     * @param games the games
     * @param plies their plies
     * @param nodes their search nodes (the sum of the {@code nodes} column)
     * @param cpuNs the playing thread's CPU time, ns
     * @param bytes Parquet bytes (Spark passes only)
     */
    record GroupCost(long games, long plies, long nodes, long cpuNs, long bytes) {
        GroupCost plus(GroupCost o) {
            return new GroupCost(games + o.games, plies + o.plies, nodes + o.nodes, cpuNs + o.cpuNs, bytes + o.bytes);
        }
    }

    private final BenchWorkload workload;
    private final int rounds;
    private final boolean plainOnly;
    private final boolean warmUp;
    private final PrintWriter out;
    private final SelfPlayJob.Options options = SelfPlayJob.Options.defaults();
    private long plies = -1;

    /**
     * @param plainOnly only the plain loop (the cost of the games themselves, without Spark)
     * @param warmUp    a warm-up pass first (of the plain loop, and of local[2] unless plain only)
     */
    BenchRounds(BenchWorkload workload, int rounds, boolean plainOnly, boolean warmUp, PrintWriter out) {
        this.workload = workload;
        this.rounds = rounds;
        this.plainOnly = plainOnly;
        this.warmUp = warmUp;
        this.out = out;
    }

    /** Runs the warm-up and the rounds, printing a line per round. */
    Report run() {
        long t0 = System.nanoTime();
        if (warmUp) {
            Pass wa = pass(Mode.PLAIN);
            String wc = plainOnly ? "" : ", (c) " + Figures.sig3(pass(Mode.LOCAL2).gamesPerSecond());
            out.printf(Locale.ROOT, "  warm-up: (a) %s%s games/s (%s s)%n", Figures.sig3(wa.gamesPerSecond()), wc,
                    Figures.sig3((System.nanoTime() - t0) / 1e9));
            out.flush();
        }
        List<Map<Mode, Pass>> all = new ArrayList<>();
        for (int r = 0; r < rounds; r++) {
            List<Mode> order = plainOnly ? List.of(Mode.PLAIN) : r % 2 == 0 ? List.of(Mode.PLAIN, Mode.LOCAL1, Mode.LOCAL2)
                    : List.of(Mode.LOCAL2, Mode.LOCAL1, Mode.PLAIN);
            Map<Mode, Pass> round = new java.util.EnumMap<>(Mode.class);
            for (Mode m : order) {
                round.put(m, pass(m));
            }
            all.add(round);
            String rates = String.join(", ", order.stream().sorted().map(m -> m.label.substring(0, 3) + " "
                    + Figures.sig3(round.get(m).gamesPerSecond())).toList());
            out.printf(Locale.ROOT, "  round %d (%s): %s games/s; load average %.1f%n", r + 1,
                    String.join(" ", order.stream().map(m -> m.label.substring(1, 2)).toList()), rates, loadAverage());
            out.flush();
        }
        return new Report(workload, all);
    }

    private Pass pass(Mode mode) {
        MatchSpec spec = workload.spec();
        // One run id for every pass (it is written into every row), so every Spark pass writes the same bytes.
        String runId = "bench";
        SelfPlayJob.Prepared run = SelfPlayJob.prepareNew(spec, runId, options, new Configuration());
        if (mode == Mode.PLAIN) {
            long c0 = processCpuNanos();
            long m0 = ManagementFactory.getThreadMXBean().getCurrentThreadCpuTime();
            long t0 = System.nanoTime();
            long played = 0;
            long p = 0;
            Map<String, GroupCost> groups = new java.util.LinkedHashMap<>();
            var threadMx = ManagementFactory.getThreadMXBean();
            Configuration hadoop = new Configuration();
            // The same work as a run, without Spark: each game encoded to its row, each batch written to its file.
            try (GamePlayer player = new GamePlayer(run.context())) {
                for (Batch b : run.batches()) {
                    List<Row> rows = new ArrayList<>(b.size());
                    for (var task : RunPlan.tasks(spec, b, options.catalog().rules(b.variant()))) {
                        long g0 = threadMx.getCurrentThreadCpuTime();
                        GameRecord g = player.play(task);
                        long cpu = threadMx.getCurrentThreadCpuTime() - g0;
                        rows.add(GameLogSchema.toRow(g));
                        p += g.plies();
                        played++;
                        String key = b.variant().cliName() + " " + spec.pairingsOf(b.variant()).get(task.pairingIndex()).label();
                        groups.merge(key, new GroupCost(1, g.plies(), java.util.Arrays.stream(g.nodes()).sum(), cpu, 0),
                                GroupCost::plus);
                    }
                    org.apache.hadoop.fs.Path dir = run.store().variantDir(b.variant());
                    try {
                        dir.getFileSystem(hadoop).mkdirs(dir);
                    } catch (IOException e) {
                        throw new UncheckedIOException(e);
                    }
                    GameLogOutput.writeFile(hadoop, new org.apache.hadoop.fs.Path(dir, plainFileName(b)), rows);
                }
            }
            double wall = (System.nanoTime() - t0) / 1e9;
            double main = (ManagementFactory.getThreadMXBean().getCurrentThreadCpuTime() - m0) / 1e9;
            double cpu = (processCpuNanos() - c0) / 1e9;
            plies = p;
            Path runDir = Path.of(run.store().runDir().toUri());
            long bytes = parquetBytes(runDir);
            String digest = digest(runDir);
            deleteTree(runDir);
            return new Pass(mode, played, wall, cpu, null, p, bytes, digest, Map.of(ThreadCpu.MAIN, main), groups);
        }
        SparkSession spark = SparkSessions.start(mode.master, "bench-selfplay");
        try {
            startUp(spark, spec);
            SparkJobMetrics metrics = new SparkJobMetrics("selfplay " + runId + " ");
            spark.sparkContext().addSparkListener(metrics);
            Span span = new Span();
            SelfPlayJob.Result r = SelfPlayJob.execute(run.withProgress(span), spark);
            long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(LISTENER_SAFETY_NET_SECONDS);
            while (!metrics.ended(run.batches().size()) && System.nanoTime() < deadline) {
                java.util.concurrent.locks.LockSupport.parkNanos(5_000_000);
            }
            spark.sparkContext().removeSparkListener(metrics);
            Path runDir = Path.of(java.net.URI.create(r.runDir()));
            long bytes = parquetBytes(runDir);
            String digest = digest(runDir);
            Map<String, GroupCost> perVariant = new java.util.LinkedHashMap<>();
            for (Variant v : spec.variants()) {
                perVariant.put(v.cliName(), new GroupCost(spec.gamesPerVariant(v), 0, 0, 0,
                        parquetBytes(runDir.resolve("variant=" + v.cliName()))));
            }
            deleteTree(runDir);
            return new Pass(mode, r.playedNow(), span.wallSeconds(), span.cpuSeconds(), metrics.totals(), plies, bytes,
                    digest, span.threads(), perVariant);
        } finally {
            spark.stop();
        }
    }

    /** The name a run gives a batch's one file ({@code RunStore.publish}): {@code part-<batch>-00000.zstd.parquet}. */
    static String plainFileName(Batch batch) {
        return String.format(Locale.ROOT, "part-%05d-00000.zstd.parquet", batch.id());
    }

    /**
     * Finishes starting a new session, uncounted like the session itself: a session builds its SQL state (parser,
     * analyser, function registry) at its first query, so a tiny run (two random games of the spec's first variant)
     * goes first. A run pays this once; the timed pass then shows what each game costs.
     */
    private void startUp(SparkSession spark, MatchSpec spec) {
        var tree = MatchSpecReader.toTree(spec);
        tree.put("variants", spec.variants().get(0).cliName());
        tree.put("pairings", "random-random");
        tree.put("gamesPerPairing", 2);
        tree.put("out", spec.out() + "/start-up");
        MatchSpec tiny = MatchSpecReader.toSpec(tree, options.catalog(), MatchSpecReader.todayUtc());
        SelfPlayJob.Result r = SelfPlayJob.execute(SelfPlayJob.prepareNew(tiny, "start-up", options,
                new Configuration()), spark);
        deleteTree(Path.of(java.net.URI.create(r.runDir())).getParent());
    }

    /** Wall and CPU time from a run's start to its end (before the summary). */
    private static final class Span implements ProgressListener {
        private long t0;
        private long t1;
        private long c0;
        private long c1;
        private ThreadCpu threads0;
        private ThreadCpu threads1;

        @Override
        public void started(Map<Variant, Long> planned, Map<Variant, Long> committed) {
            threads0 = ThreadCpu.now();
            c0 = processCpuNanos();
            t0 = System.nanoTime();
        }

        @Override
        public void finished() {
            t1 = System.nanoTime();
            c1 = processCpuNanos();
            threads1 = ThreadCpu.now();
        }

        Map<String, Double> threads() {
            return threads1.since(threads0);
        }

        double wallSeconds() {
            return (t1 - t0) / 1e9;
        }

        double cpuSeconds() {
            return (c1 - c0) / 1e9;
        }
    }

    /**
     * The CPU time of this process (every thread: Spark's, the JIT's, the GC's) and of its child processes that have
     * ended (Hadoop's local file system runs {@code chmod} as a child process when it has no native library), ns.
     */
    static long processCpuNanos() {
        return ((com.sun.management.OperatingSystemMXBean) ManagementFactory.getOperatingSystemMXBean()).getProcessCpuTime()
                + childrenCpuNanos();
    }

    /** CPU time of the ended child processes from {@code /proc/self/stat} (cutime + cstime), ns; 0 elsewhere. */
    static long childrenCpuNanos() {
        try {
            String stat = Files.readString(Path.of("/proc/self/stat"));
            // fields after the command name in parentheses: state is field 3, cutime 16 and cstime 17
            String[] f = stat.substring(stat.lastIndexOf(')') + 2).split(" ");
            long ticks = Long.parseLong(f[13]) + Long.parseLong(f[14]);
            return ticks * 10_000_000L; // USER_HZ is 100 on Linux
        } catch (IOException | RuntimeException e) {
            return 0;
        }
    }

    /** The system's load average over the last minute (negative when unknown). */
    static double loadAverage() {
        return ManagementFactory.getOperatingSystemMXBean().getSystemLoadAverage();
    }

    private static long parquetBytes(Path runDir) {
        return parquetFiles(runDir).stream().mapToLong(p -> {
            try {
                return Files.size(p);
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }).sum();
    }

    private static List<Path> parquetFiles(Path runDir) {
        try (Stream<Path> s = Files.walk(runDir)) {
            return s.filter(p -> p.getFileName().toString().endsWith(".parquet")).sorted().toList();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static String digest(Path runDir) {
        try {
            MessageDigest sha = MessageDigest.getInstance("SHA-256");
            for (Path p : parquetFiles(runDir)) {
                sha.update(runDir.relativize(p).toString().getBytes(java.nio.charset.StandardCharsets.UTF_8));
                try (InputStream in = Files.newInputStream(p)) {
                    sha.update(in.readAllBytes());
                }
            }
            return HexFormat.of().formatHex(sha.digest());
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
    }

    /** Deletes a directory tree (nothing when it does not exist). */
    static void deleteTree(Path dir) throws UncheckedIOException {
        if (!Files.exists(dir)) {
            return;
        }
        try (Stream<Path> s = Files.walk(dir)) {
            for (Path p : (Iterable<Path>) s.sorted(Comparator.reverseOrder())::iterator) {
                Files.deleteIfExists(p);
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** The median of some values (the mean of the middle two for an even count). */
    static double median(List<Double> values) {
        List<Double> v = new ArrayList<>(values);
        v.sort(null);
        int n = v.size();
        return n % 2 == 1 ? v.get(n / 2) : (v.get(n / 2 - 1) + v.get(n / 2)) / 2;
    }

    /**
     * The rounds of a workload and what they show.
     *
     * @param workload the workload
     * @param rounds   per round, the pass of each mode
     */
    record Report(BenchWorkload workload, List<Map<Mode, Pass>> rounds) {
        /** A pass of {@code mode} with the medians over the rounds of games/s and CPU per game. */
        Pass median(Mode mode) {
            double wall = median(mode, p -> p.wallSeconds());
            double cpu = median(mode, p -> p.cpuSeconds());
            Pass any = rounds.get(0).get(mode);
            return new Pass(mode, any.games(), wall, cpu, any.spark(), any.plies(), any.parquetBytes(), any.digest(),
                    any.threads(), any.groups());
        }

        private double median(Mode mode, ToDoubleFunction<Pass> f) {
            return BenchRounds.median(rounds.stream().map(r -> f.applyAsDouble(r.get(mode))).toList());
        }

        /** Per round, {@code f} of the round. */
        private List<Double> perRound(java.util.function.Function<Map<Mode, Pass>, Double> f) {
            return rounds.stream().map(f).toList();
        }

        /** True when the rounds ran the Spark modes too. */
        boolean withSpark() {
            return rounds.get(0).containsKey(Mode.LOCAL1);
        }

        /**
         * Prints the table, the cost of each variant and pairing in the plain loop, then (with Spark) the ratios,
         * local[1]'s breakdown and the Parquet sizes.
         */
        void print(PrintWriter out) {
            out.printf(Locale.ROOT, "  %-20s %9s %10s %13s %9s %11s%n", "mode", "games/s", "plies/s", "CPU ms/game",
                    "wall s", "slots busy");
            for (Mode m : withSpark() ? List.of(Mode.values()) : List.of(Mode.PLAIN)) {
                Pass p = median(m);
                String busy = p.spark() == null ? "" : pct(busyFraction(m));
                out.printf(Locale.ROOT, "  %-20s %9s %10s %13s %9s %11s%n", m.label, Figures.sig3(p.gamesPerSecond()),
                        Figures.sig3(p.plies() / p.wallSeconds()), Figures.sig3(p.cpuPerGame() * 1000),
                        Figures.sig3(p.wallSeconds()), busy);
            }
            printCosts(out);
            if (!withSpark()) {
                return;
            }
            List<Double> ba = perRound(r -> r.get(Mode.LOCAL1).gamesPerSecond() / r.get(Mode.PLAIN).gamesPerSecond());
            List<Double> baCpu = perRound(r -> r.get(Mode.PLAIN).cpuPerGame() / r.get(Mode.LOCAL1).cpuPerGame());
            List<Double> cb = perRound(r -> r.get(Mode.LOCAL2).gamesPerSecond() / r.get(Mode.LOCAL1).gamesPerSecond());
            List<Double> cbCpu = perRound(r -> r.get(Mode.LOCAL1).cpuPerGame() / r.get(Mode.LOCAL2).cpuPerGame());
            out.printf(Locale.ROOT, "  b/a (Spark overhead): wall %s (rounds %s); CPU per game a/b %s (rounds %s)%n",
                    Figures.sig3(BenchRounds.median(ba)), list(ba), Figures.sig3(BenchRounds.median(baCpu)), list(baCpu));
            out.printf(Locale.ROOT, "  c/b (scaling): wall %s (rounds %s); CPU per game b/c %s; 2 x slots busy c/b %s%n",
                    Figures.sig3(BenchRounds.median(cb)), list(cb), Figures.sig3(BenchRounds.median(cbCpu)),
                    Figures.sig3(2 * busyFraction(Mode.LOCAL2) / busyFraction(Mode.LOCAL1)));
            printBreakdown(out);
            Pass b = rounds.get(0).get(Mode.LOCAL1);
            boolean same = rounds.stream().allMatch(r -> r.values().stream().allMatch(p -> p.digest().equals(b.digest())));
            out.printf(Locale.ROOT, "  Parquet: %d bytes for %d games, %d plies = %s bytes/game, %s bytes/ply; %s%n",
                    b.parquetBytes(), b.games(), b.plies(), Figures.sig3((double) b.parquetBytes() / b.games()),
                    Figures.sig3((double) b.parquetBytes() / Math.max(1, b.plies())),
                    same ? "every pass (plain loop and Spark) wrote the same bytes" : "PASSES WROTE DIFFERENT BYTES");
        }

        /**
         * Per variant and pairing, summed over the rounds of the plain loop: plies and search nodes per game, the
         * playing thread's CPU per game and its inverse (games per second on one core), nodes per CPU second; with
         * Spark, the variant's Parquet bytes per game (its directory in local[1]'s first pass).
         */
        private void printCosts(PrintWriter out) {
            Map<String, GroupCost> sum = new java.util.LinkedHashMap<>();
            for (Map<Mode, Pass> r : rounds) {
                r.get(Mode.PLAIN).groups().forEach((k, v) -> sum.merge(k, v, GroupCost::plus));
            }
            Map<String, GroupCost> bytes = withSpark() ? rounds.get(0).get(Mode.LOCAL1).groups() : Map.of();
            out.printf(Locale.ROOT, "  %-38s %7s %11s %11s %11s %15s %13s %11s%n", "plain loop: variant, pairing",
                    "games", "plies/game", "nodes/game", "CPU s/game", "games/s a core", "nodes/CPU s", "bytes/game");
            for (Map.Entry<String, GroupCost> e : sum.entrySet()) {
                GroupCost g = e.getValue();
                double cpu = g.cpuNs() / 1e9 / g.games();
                GroupCost b = bytes.get(e.getKey().substring(0, e.getKey().indexOf(' ')));
                out.printf(Locale.ROOT, "  %-38s %7d %11s %11s %11s %15s %13s %11s%n", e.getKey(), g.games(),
                        Figures.sig3((double) g.plies() / g.games()), Figures.sig3((double) g.nodes() / g.games()),
                        Figures.sig3(cpu), Figures.sig3(1 / cpu),
                        g.nodes() == 0 ? "-" : Figures.sig3(g.nodes() / (g.cpuNs() / 1e9)),
                        b == null ? "-" : Figures.sig3((double) b.bytes() / b.games()));
            }
        }

        /** Task run time over wall time times slots, summed over the rounds. */
        double busyFraction(Mode m) {
            double run = 0;
            double capacity = 0;
            for (Map<Mode, Pass> r : rounds) {
                Pass p = r.get(m);
                run += p.spark().taskRunMs() / 1000.0;
                capacity += p.wallSeconds() * m.slots();
            }
            return run / capacity;
        }

        /**
         * Where local[1]'s process CPU time goes, per game, summed over the rounds: the games themselves (the plain
         * loop's CPU per game), the rest of the task threads' CPU (rows, serializing the task results),
         * task deserialization, and everything outside the tasks (driver: planning the jobs, writing, committing and
         * publishing batches, manifests; Spark's scheduler and listener threads; JIT and GC).
         */
        private void printBreakdown(PrintWriter out) {
            double games = 0;
            double taskCpu = 0;
            double deser = 0;
            double process = 0;
            double jobsWall = 0;
            double wall = 0;
            int jobs = 0;
            int tasks = 0;
            double resultBytes = 0;
            for (Map<Mode, Pass> r : rounds) {
                Pass p = r.get(Mode.LOCAL1);
                games += p.games();
                taskCpu += p.spark().taskCpuNs() / 1e9;
                deser += p.spark().deserializeCpuNs() / 1e9;
                process += p.cpuSeconds();
                jobsWall += p.spark().jobsWallSeconds();
                wall += p.wallSeconds();
                jobs = p.spark().jobs();
                tasks = p.spark().tasks();
                resultBytes += p.spark().resultBytes();
            }
            // the games themselves: what the plain loop's thread spends playing them (its process also compiles them)
            double play = BenchRounds.median(rounds.stream().map(r -> r.get(Mode.PLAIN).playCpuSeconds()
                    / r.get(Mode.PLAIN).games()).toList()) * 1000;
            // the plain loop's rows and files: its thread's CPU besides playing
            double plainLog = BenchRounds.median(rounds.stream().map(r -> (r.get(Mode.PLAIN).threads().get(ThreadCpu.MAIN)
                    - r.get(Mode.PLAIN).playCpuSeconds()) / r.get(Mode.PLAIN).games()).toList()) * 1000;
            double inTasks = taskCpu / games * 1000;
            double start = deser / games * 1000;
            double outside = (process - taskCpu - deser) / games * 1000;
            out.printf(Locale.ROOT, "  local[1] CPU ms per game: games %s (the plain loop's thread), rest of the tasks %s"
                            + " (rows, task results), task deserialization %s, outside the tasks %s (driver: Parquet"
                            + " writes; scheduler, JIT, GC) = %s%n", Figures.sig3(play), Figures.sig3(inTasks - play),
                    Figures.sig3(start), Figures.sig3(outside), Figures.sig3(inTasks + start + outside));
            out.printf(Locale.ROOT, "  plain loop CPU ms per game: games %s, rows and Parquet %s (its thread), outside its"
                            + " thread %s (JIT, GC) = %s%n", Figures.sig3(play), Figures.sig3(plainLog),
                    Figures.sig3(median(Mode.PLAIN).cpuPerGame() * 1000 - play - plainLog),
                    Figures.sig3(median(Mode.PLAIN).cpuPerGame() * 1000));
            Map<String, Double> threads = new java.util.LinkedHashMap<>();
            rounds.forEach(r -> r.get(Mode.LOCAL1).threads().forEach((k, v) -> threads.merge(k, v, Double::sum)));
            final double n = games;
            out.println("  local[1] CPU ms per game by thread: " + String.join(", ", threads.entrySet().stream()
                    .map(e -> e.getKey() + " " + Figures.sig3(e.getValue() / n * 1000)).toList()));
            out.printf(Locale.ROOT, "  local[1] per run: %d Spark jobs, %d tasks (%s games per task); a job was running"
                    + " %s of the wall time; task results %s bytes a game%n", jobs, tasks,
                    Figures.sig3((double) rounds.get(0).get(Mode.LOCAL1).games() / Math.max(1, tasks)),
                    pct(jobsWall / wall), Figures.sig3(resultBytes / games));
        }

        private static String pct(double f) {
            return Figures.sig3(100 * f) + "%";
        }

        private static String list(List<Double> values) {
            return String.join(" ", values.stream().map(Figures::sig3).toList());
        }
    }
}
