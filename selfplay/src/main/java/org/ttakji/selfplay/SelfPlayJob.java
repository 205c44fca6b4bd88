package org.ttakji.selfplay;

import java.time.Instant;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ThreadLocalRandom;
import org.apache.hadoop.conf.Configuration;
import org.apache.hadoop.fs.FileStatus;
import org.apache.spark.api.java.JavaSparkContext;
import org.apache.spark.scheduler.SparkListener;
import org.apache.spark.scheduler.SparkListenerJobStart;
import org.apache.spark.scheduler.SparkListenerTaskEnd;
import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;
import org.apache.spark.sql.functions;
import org.ttakji.engines.core.LabInputException;
import org.ttakji.engines.core.Variant;
import org.ttakji.engines.levels.LevelsStore;
import org.ttakji.gamelog.GameLogReader;
import org.ttakji.gamelog.GameLogSchema;

/**
 * The self-play job. {@link #prepareNew} / {@link #prepareResume} validate everything (spec, variants,
 * rules, engines and their files, output path) without starting Spark or writing anything, so bad input
 * fails before any game; {@link #claim} then creates the run directory (or takes over an interrupted run)
 * under the run's writer lock ({@link RunLock}), and {@link #execute} plays the batches on Spark, committing
 * them one by one, and ends with the summary.
 */
public final class SelfPlayJob {
    private static final DateTimeFormatter RUN_ID_TIME = DateTimeFormatter.ofPattern("yyyyMMdd-HHmmss")
            .withZone(ZoneOffset.UTC);

    private SelfPlayJob() {
    }

    /**
     * How to run, besides the spec.
     *
     * @param labHome          where {@code data/} is (weights and levels; the default output root)
     * @param labVersion       the build's version, written to every game
     * @param catalog          where the variants' rules come from
     * @param faults           fault injection (tests)
     * @param stopAfterBatches stop (as if interrupted) after committing this many batches in this
     *                         session; negative = never (tests of {@code --resume})
     * @param progress         progress reports
     */
    public record Options(java.nio.file.Path labHome, String labVersion, RulesCatalog catalog, FaultInjection faults,
                          int stopAfterBatches, ProgressListener progress) {

        /** The lab home and version from {@link org.ttakji.engines.LabHome}, built-in rules, no faults. */
        public static Options defaults() {
            return new Options(org.ttakji.engines.LabHome.path(), org.ttakji.engines.LabHome.gitVersion(),
                    RulesCatalog.builtIn(), FaultInjection.NONE, -1, ProgressListener.NONE);
        }

        /** With another progress listener. */
        public Options withProgress(ProgressListener p) {
            return new Options(labHome, labVersion, catalog, faults, stopAfterBatches, p);
        }

        /** With fault injection. */
        public Options withFaults(FaultInjection f) {
            return new Options(labHome, labVersion, catalog, f, stopAfterBatches, progress);
        }

        /** Stopping after {@code n} committed batches. */
        public Options stoppingAfter(int n) {
            return new Options(labHome, labVersion, catalog, faults, n, progress);
        }

        /** With another lab home. */
        public Options withLabHome(java.nio.file.Path home) {
            return new Options(home, labVersion, catalog, faults, stopAfterBatches, progress);
        }

        /** With another lab version. */
        public Options withLabVersion(String version) {
            return new Options(labHome, version, catalog, faults, stopAfterBatches, progress);
        }

        /** With another rules catalog. */
        public Options withCatalog(RulesCatalog c) {
            return new Options(labHome, labVersion, c, faults, stopAfterBatches, progress);
        }
    }

    /**
     * A validated run, ready to execute; nothing has been written yet.
     *
     * @param spec     the spec
     * @param store    the run's files
     * @param context  what the executors get
     * @param batches  every batch of the run
     * @param existing the manifest of the run being resumed, or null for a new run
     * @param options  the options
     */
    public record Prepared(MatchSpec spec, RunStore store, RunContext context, List<Batch> batches,
                           RunManifest existing, Options options) {
        /** The run id. */
        public String runId() {
            return context.runId();
        }

        /** The same run, reporting its progress to {@code progress}. */
        public Prepared withProgress(ProgressListener progress) {
            return new Prepared(spec, store, context, batches, existing, options.withProgress(progress));
        }

        /**
         * The command that finishes this run if it is interrupted: {@code ./lab selfplay --resume <id>}, with
         * {@code --out} when the run is not under the default output root (the root it is actually in: for
         * a resumed run, the one given to resume it, not the one in its manifest), and {@code --data} when its
         * players were read from another lab home's data ({@link org.ttakji.engines.LabHome#dataArgument}).
         */
        public String resumeCommand() {
            String defaultOut = MatchSpecReader.defaults().get("out").asText();
            String root = spec.out();
            return "./lab selfplay --resume " + runId() + (root == null || root.equals(defaultOut) ? "" : " --out " + root)
                    + org.ttakji.engines.LabHome.dataArgument(options.labHome().resolve("data"));
        }
    }

    /**
     * The outcome of {@link #execute}.
     *
     * @param runId       the run id
     * @param runDir      the run directory (qualified path)
     * @param manifest    the manifest as last written
     * @param complete    true when every batch is committed
     * @param playedNow   games played in this session
     * @param seconds     wall time of this session's playing, seconds
     * @param summary     the summary (empty unless complete)
     */
    public record Result(String runId, String runDir, RunManifest manifest, boolean complete, long playedNow,
                         double seconds, List<SummaryRow> summary) {
    }

    /** A new run id: {@code yyyyMMdd-HHmmss-xxxx} (UTC time and four random hex digits). */
    public static String newRunId() {
        return RUN_ID_TIME.format(Instant.now()) + "-" + String.format("%04x", ThreadLocalRandom.current().nextInt(1 << 16));
    }

    /**
     * Validates a new run.
     *
     * @param runId the run id, or null for {@link #newRunId()}
     * @throws LabInputException for a bad run id, an existing run, an engine or file that cannot be
     *                           loaded, or an output path that cannot be written
     */
    public static Prepared prepareNew(MatchSpec spec, String runId, Options options, Configuration hadoopConf) {
        String id = runId == null ? newRunId() : checkRunId(runId);
        RunStore store = RunStore.of(spec.out(), options.labHome(), id, hadoopConf);
        RunContext context = context(spec, id, options);
        store.checkWritable();
        if (store.exists()) {
            throw RunLock.alreadyExists(store);
        }
        return new Prepared(spec, store, context, RunPlan.batches(spec), null, options);
    }

    /**
     * Validates the resumption of an interrupted run: reads its manifest and spec. The run plays its own
     * spec, with {@code out} (and {@code master}, when given) as given now: a run copied elsewhere is
     * resumed where it is.
     *
     * @param out    the output root the run is in
     * @param master the Spark master to use now, or null for the run's own
     * @throws LabInputException if the run does not exist, its manifest or spec is unreadable (or not
     *                           written yet by the process creating the run), or {@code master} is malformed
     */
    public static Prepared prepareResume(String out, String runId, String master, Options options,
                                         Configuration hadoopConf) {
        if (master != null) {
            SparkSessions.checkMaster(master);
        }
        RunStore store = RunStore.of(out, options.labHome(), checkRunId(runId), hadoopConf);
        if (!store.exists()) {
            throw new LabInputException("no run " + runId + " in " + store.runDir().getParent());
        }
        RunManifest manifest;
        try {
            manifest = store.readManifest();
        } catch (LabInputException e) {
            RunLock.resume(store).close(); // a run still being created has no manifest yet: "being written"
            throw e;
        }
        if (manifest.schemaVersion() != GameLogSchema.VERSION) {
            throw new LabInputException("run " + runId + " was written with game log schema v" + manifest.schemaVersion()
                    + "; this build writes v" + GameLogSchema.VERSION + " and cannot add to it");
        }
        MatchSpec spec = MatchSpecReader.toSpec(manifest.spec().deepCopy(), options.catalog(),
                MatchSpecReader.todayUtc(), options.labHome());
        spec = spec.withOut(out);
        if (master != null) {
            spec = spec.withMaster(master);
        }
        store.checkWritable();
        return new Prepared(spec, store, context(spec, runId, options), RunPlan.batches(spec), manifest, options);
    }

    /**
     * Validates adding games to a run that plays one variant and one pairing (a match, a gate): the run's own spec
     * with {@code gamesPerPairing} raised to {@code games}. The games played so far keep their indices, seeds,
     * starts and batches; the new ones become new batches after them ({@link #execute} then plays only those), so
     * the run must end on a whole batch. The starts of the new game pairs are those the spec's start rule gives
     * their pair numbers, as if the run had been planned that long from the beginning.
     *
     * @param out    the output root the run is in
     * @param games  the run's new number of games, more than it has (even with colour swap)
     * @param master the Spark master to use now, or null for the run's own
     * @throws LabInputException as {@link #prepareResume} and {@link #extend}
     */
    public static Prepared prepareExtend(String out, String runId, int games, String master, Options options,
                                         Configuration hadoopConf) {
        Prepared run = prepareResume(out, runId, master, options, hadoopConf);
        return extend(run, run.existing(), games);
    }

    /**
     * The run {@code run} with more games, as {@link #prepareExtend} describes, without reading or resolving it
     * again (its players stay resolved: a gate extends its run batch after batch in one process).
     *
     * @param manifest the run's manifest as it is now (the last {@link Result#manifest()} of its execution)
     * @param games    the run's new number of games
     * @throws LabInputException if the run plays several variants or pairings, is not committed up to its last
     *                           batch, its games do not fill whole batches, or {@code games} is not more than it has
     *                           (or not a whole number of pairs)
     */
    public static Prepared extend(Prepared run, RunManifest manifest, int games) {
        MatchSpec spec = run.spec();
        String runId = run.runId();
        if (spec.variants().size() != 1 || spec.pairingsOf(spec.variants().get(0)).size() != 1) {
            throw new LabInputException("run " + runId + " plays " + spec.variants().size() + " variant(s) and "
                    + spec.variants().stream().mapToInt(v -> spec.pairingsOf(v).size()).sum() + " pairing(s); only a run"
                    + " of one variant and one pairing (a match) can be extended");
        }
        int have = spec.gamesPerPairing();
        if (games <= have) {
            throw new LabInputException("run " + runId + " has " + have + " games; an extension needs more, got " + games);
        }
        if (spec.colourSwap() && games % 2 != 0) {
            throw new LabInputException("run " + runId + " plays game pairs; an extension to " + games
                    + " games is not a whole number of pairs");
        }
        if (manifest.committedBatches().size() != run.batches().size() || have % spec.batchSize() != 0) {
            throw new LabInputException("run " + runId + " can only be extended once every batch is committed and its "
                    + have + " games fill whole batches of " + spec.batchSize() + " (finish it with --resume first)");
        }
        MatchSpec longer = spec.withGamesPerPairing(games);
        RunContext c = run.context();
        RunContext context = new RunContext(runId, c.labVersion(), longer, c.catalog(), c.players(), c.faults());
        return new Prepared(longer, run.store(), context, RunPlan.batches(longer), manifest, run.options());
    }

    private static String checkRunId(String runId) {
        if (!runId.matches("[A-Za-z0-9][A-Za-z0-9._-]{0,99}")) {
            throw new LabInputException("bad run id '" + runId + "' (letters, digits, '.', '_' and '-', at most 100)");
        }
        return runId;
    }

    /**
     * For the default spec: the variants whose players cannot be built yet (no level or weight files for
     * the variant in this build) play {@code random-random} instead.
     *
     * @param notes receives one line per variant changed
     */
    public static MatchSpec withFallbackPairings(MatchSpec spec, java.nio.file.Path labHome,
                                                 java.util.function.Consumer<String> notes) {
        Map<Variant, List<Pairing>> changed = new EnumMap<>(Variant.class);
        for (Variant v : spec.variants()) {
            for (Pairing p : spec.pairingsOf(v)) {
                try {
                    ResolvedPlayer.resolve(labHome, v, p.a());
                    ResolvedPlayer.resolve(labHome, v, p.b());
                } catch (LabInputException e) {
                    notes.accept("note: " + v + " plays random-random (" + e.getMessage() + ")");
                    changed.put(v, List.of(Pairing.parse("random-random")));
                    break;
                }
            }
        }
        return changed.isEmpty() ? spec : spec.withPairings(changed);
    }

    /** Resolves every player of every variant (loads weights and levels files on the driver). */
    private static RunContext context(MatchSpec spec, String runId, Options options) {
        Map<Variant, List<List<ResolvedPlayer>>> players = new EnumMap<>(Variant.class);
        Map<String, ResolvedPlayer> cache = new LinkedHashMap<>();
        for (Variant v : spec.variants()) {
            org.ttakji.engines.core.VariantRules rules = options.catalog().rules(v);
            // The starts are chosen batch by batch on the driver: the first one is tried now, so a start rule that
            // cannot work here (a suite position these rule options refuse, a balance bound too tight) fails
            // before any game.
            rules.parseRules(spec.rulesOf(v));
            RunPlan.start(spec, v, 0, 0, rules).toPosition(rules, rules.parseRules(spec.rulesOf(v)));
            List<List<ResolvedPlayer>> perPairing = new ArrayList<>();
            for (Pairing p : spec.pairingsOf(v)) {
                List<ResolvedPlayer> sides = List.of(resolve(cache, options, v, p.a()), resolve(cache, options, v, p.b()));
                if (spec.deterministic()) {
                    sides.forEach(player -> checkNoWallTime(v, p, player, options));
                }
                perPairing.add(sides);
            }
            players.put(v, perPairing);
        }
        return new RunContext(runId, options.labVersion(), spec, options.catalog(), players, options.faults());
    }

    /**
     * A deterministic run refuses a player whose level limits moves by wall time (an explicit
     * {@code moveTimeMs} in the spec is refused when the spec is read): such games differ from run to run.
     */
    private static void checkNoWallTime(Variant v, Pairing pairing, ResolvedPlayer player, Options options) {
        if (player.moveTimeMs() <= 0) {
            return;
        }
        if (player.spec().usesWallTime()) {
            throw new LabInputException(v + " pairing " + pairing.label() + " uses a wall-time limit (moveTimeMs),"
                    + " which a deterministic run refuses: use depth or nodes, or set deterministic: false");
        }
        String levels = player.files().levelsVersion();
        java.nio.file.Path file = LevelsStore.at(options.labHome().resolve("data")).files().file(v, levels);
        throw new LabInputException(v + " pairing " + pairing.label() + ": level " + player.spec().level()
                + " of levels " + levels + " (" + file + ") has moveTimeMs " + player.level().moveTimeMs()
                + ", a wall-time limit, so its games would differ from run to run; a deterministic run refuses it:"
                + " give the player a depth or nodes limit, pin levels without moveTimeMs, or set deterministic: false");
    }

    private static ResolvedPlayer resolve(Map<String, ResolvedPlayer> cache, Options o, Variant v, EngineSpec s) {
        return cache.computeIfAbsent(v + "|" + s, k -> ResolvedPlayer.resolve(o.labHome(), v, s));
    }

    /**
     * Takes the run's writer lock, before Spark starts: for a new run, creates its directory (atomically:
     * of two processes creating the same run, one is refused); for a resumed one, checks that no other
     * process is writing it. Hold it until the job ends ({@link #execute(Prepared, RunLock, SparkSession)})
     * and close it then; closing the lock of a new run that never started removes its directory.
     *
     * @throws LabInputException if the run exists already (new run) or another process is writing it
     *                           (resume), naming that process
     */
    public static RunLock claim(Prepared run) {
        return run.existing() == null ? RunLock.create(run.store()) : RunLock.resume(run.store());
    }

    /**
     * {@link #claim}s the run, {@link #execute(Prepared, RunLock, SparkSession) executes} it and releases the
     * lock.
     *
     * @throws LabInputException     if the run cannot be claimed
     * @throws IllegalStateException if the written log does not hold exactly the planned games
     */
    public static Result execute(Prepared run, SparkSession spark) {
        try (RunLock lock = claim(run)) {
            return execute(run, lock, spark);
        }
    }

    /**
     * Plays the run's remaining batches on {@code spark}, committing each, then (when all are committed)
     * computes the summary from the written game log and marks the run complete.
     *
     * @param lock the run's lock from {@link #claim}, held by the caller
     * @throws LabInputException     if the lock is lost before a batch is committed
     * @throws IllegalStateException if the written log does not hold exactly the planned games
     */
    public static Result execute(Prepared run, RunLock lock, SparkSession spark) {
        if (!lock.runDir().equals(run.store().runDir())) {
            throw new IllegalArgumentException("the lock of " + lock.runDir() + " does not guard " + run.store().runDir());
        }
        MatchSpec spec = run.spec();
        RunStore store = run.store();
        Options options = run.options();
        // A resumed run continues from its manifest as it is now, under the lock (another writer may have
        // added batches since prepareResume read it).
        RunManifest manifest = run.existing() == null ? null : store.readManifest();
        if (manifest != null && manifest.batches() != run.batches().size()) { // an extension (prepareExtend)
            if (manifest.batches() != run.existing().batches()
                    || !manifest.committedBatches().equals(run.existing().committedBatches())) {
                throw new LabInputException("run " + run.runId() + " was changed by another process since it was read;"
                        + " extend it again");
            }
            Map<String, RunManifest.Counts> counts = new LinkedHashMap<>();
            for (Variant v : spec.variants()) {
                RunManifest.Counts c = manifest.counts().get(v.cliName());
                counts.put(v.cliName(), new RunManifest.Counts(spec.gamesPerVariant(v), c == null ? 0 : c.committed()));
            }
            manifest = manifest.extended(MatchSpecReader.toTree(spec), run.batches().size(), counts);
            store.writeManifest(manifest);
        }
        if (manifest == null) {
            Map<String, RunManifest.Counts> counts = new LinkedHashMap<>();
            spec.variants().forEach(v -> counts.put(v.cliName(), new RunManifest.Counts(spec.gamesPerVariant(v), 0)));
            manifest = new RunManifest(RunManifest.FORMAT, GameLogSchema.VERSION, run.runId(), options.labVersion(),
                    List.of(options.labVersion()), RunManifest.RUNNING, Instant.now().toString(), null,
                    MatchSpecReader.toTree(spec), run.batches().size(), List.of(), counts, List.of(), null);
            store.create(manifest);
        }
        Map<Variant, Long> planned = new LinkedHashMap<>();
        Map<Variant, Long> committed = new LinkedHashMap<>();
        for (Variant v : spec.variants()) {
            planned.put(v, (long) spec.gamesPerVariant(v));
            RunManifest.Counts c = manifest.counts().get(v.cliName());
            committed.put(v, c == null ? 0 : c.committed());
        }
        ProgressListener progress = options.progress();
        progress.started(planned, committed);

        // This session's batches: those not committed yet, the first stopAfterBatches of them when stopping early.
        List<Batch> todo = new ArrayList<>();
        for (Batch batch : run.batches()) {
            if (!manifest.committedBatches().contains(batch.id())) {
                todo.add(batch);
            }
        }
        if (options.stopAfterBatches() >= 0 && todo.size() > options.stopAfterBatches()) {
            todo = todo.subList(0, options.stopAfterBatches());
        }
        TaskProgress taskProgress = new TaskProgress(progress, run.runId(), todo, spec.gamesPerTask());
        spark.sparkContext().addSparkListener(taskProgress);
        long t0 = System.nanoTime();
        long playedNow = 0;
        try (BatchPipeline pipeline = new BatchPipeline(spark.sparkContext(), run.runId(), todo,
                b -> RunPlan.taskCount(spec, b), store::clearBatch, b -> writeBatch(spark, run, b))) {
            for (Batch batch = pipeline.next(); batch != null; batch = pipeline.next()) {
                lock.checkHeld();
                store.publish(batch);
                manifest = manifest.withCommitted(batch, options.labVersion());
                store.writeManifest(manifest);
                playedNow += batch.size();
                progress.batchCommitted(batch);
            }
        } finally {
            spark.sparkContext().removeSparkListener(taskProgress);
        }
        store.removeEmptyStaging();
        double seconds = (System.nanoTime() - t0) / 1e9;
        progress.finished();
        boolean complete = manifest.committedBatches().size() == run.batches().size();
        List<SummaryRow> summary = List.of();
        if (complete) {
            summary = summarize(spark, run);
            if (!RunManifest.COMPLETE.equals(manifest.status())) {
                manifest = manifest.completed(Instant.now().toString(), summary);
                store.writeManifest(manifest);
            }
        }
        return new Result(run.runId(), store.runDir().toString(), manifest, complete, playedNow, seconds, summary);
    }

    /**
     * Plays a batch and writes it to its staging directory: one Spark job of one stage, whose tasks play their games
     * (each game encoded to its file row on the executor that played it) and return the rows to the driver, which
     * writes them in game order to the batch's one Parquet file with parquet-hadoop's writer and marks it committed
     * ({@link BatchWrite}). No shuffle and no writing task: a batch's rows are small (about 2.4 KB a game as
     * task results at 1,000 nodes a move, 520 bytes in the file), so bringing them to the driver costs less than a
     * second stage with its shuffle and Hadoop's task and job commit. A failed playing task is retried by Spark and leaves nothing (its result is
     * dropped). An RDD job, not a Spark SQL write: no query planning or code generation per batch.
     */
    private static void writeBatch(SparkSession spark, Prepared run, Batch batch) {
        MatchSpec spec = run.spec();
        List<GameTask> tasks = RunPlan.tasks(spec, batch, run.options().catalog().rules(batch.variant()));
        List<List<GameTask>> chunks = new ArrayList<>();
        for (int i = 0; i < tasks.size(); i += spec.gamesPerTask()) {
            chunks.add(new ArrayList<>(tasks.subList(i, Math.min(tasks.size(), i + spec.gamesPerTask()))));
        }
        JavaSparkContext jsc = JavaSparkContext.fromSparkContext(spark.sparkContext());
        List<Row> rows = jsc.parallelize(chunks, chunks.size())
                .mapPartitions(new PlayPartition(run.context(), batch.id()))
                .collect();
        BatchWrite.write(run.store(), batch, rows, run.context().faults(), BatchWrite.ATTEMPTS);
    }

    /**
     * The summary of a complete run, computed by Spark from the committed Parquet files (read by
     * {@link GameLogReader}).
     *
     * @throws IllegalStateException if a variant does not have exactly its planned games
     */
    public static List<SummaryRow> summarize(SparkSession spark, Prepared run) {
        MatchSpec spec = run.spec();
        List<String> files = new ArrayList<>();
        for (Variant v : spec.variants()) {
            for (FileStatus part : run.store().listParts(v)) {
                files.add(part.getPath().toString());
            }
        }
        Summary summary = new Summary(spec);
        if (!files.isEmpty()) {
            int g = spec.gamesPerPairing();
            Dataset<Row> games = GameLogReader.read(spark, files);
            List<Row> groups = games
                    .withColumn("rep", functions.expr("(game_index div " + g + ") * " + g + " + (game_index % " + g + ") % 2"))
                    .groupBy("variant", "rep", "result", "termination")
                    .agg(functions.count("*").as("n"), functions.sum("plies").as("plies"),
                            functions.coalesce(functions.sum("clock_stops"), functions.lit(0L)).as("clock_stops"))
                    .collectAsList();
            for (Row r : groups) {
                summary.add(r.getString(0), r.getLong(1), r.getString(2), r.getString(3), r.getLong(4), r.getLong(5),
                        r.getLong(6));
            }
        }
        List<SummaryRow> rows = summary.rows();
        for (Variant v : spec.variants()) {
            long n = rows.stream().filter(r -> r.variant().equals(v.cliName())).mapToLong(SummaryRow::games).sum();
            if (n != spec.gamesPerVariant(v)) {
                throw new IllegalStateException("run " + run.runId() + " holds " + n + " games of " + v + ", expected "
                        + spec.gamesPerVariant(v));
            }
        }
        return rows;
    }

    /**
     * Forwards finished Spark tasks of the run's batch jobs to the progress listener, each as the games of its
     * partition (task {@code i} of a batch plays its games {@code i * gamesPerTask} onwards, as {@link #writeBatch}
     * splits them); a job's batch is named by its {@link BatchPipeline#BATCH_PROPERTY}.
     */
    private static final class TaskProgress extends SparkListener {
        private final ProgressListener progress;
        private final String runId;
        private final Map<Integer, Batch> batches;
        private final int gamesPerTask;
        private final Map<Integer, Batch> stageBatches = new java.util.concurrent.ConcurrentHashMap<>();

        TaskProgress(ProgressListener progress, String runId, List<Batch> batches, int gamesPerTask) {
            this.progress = progress;
            this.runId = runId;
            Map<Integer, Batch> byId = new LinkedHashMap<>();
            batches.forEach(b -> byId.put(b.id(), b));
            this.batches = Map.copyOf(byId);
            this.gamesPerTask = gamesPerTask;
        }

        @Override
        public void onJobStart(SparkListenerJobStart start) {
            String batch = start.properties() == null ? null : start.properties().getProperty(BatchPipeline.BATCH_PROPERTY);
            if (batch == null || !batch.startsWith(runId + " ")) {
                return;
            }
            Batch b = batches.get(Integer.parseInt(batch.substring(runId.length() + 1)));
            if (b != null) {
                for (Object stage : scala.jdk.javaapi.CollectionConverters.asJava(start.stageIds())) {
                    stageBatches.put((Integer) stage, b);
                }
            }
        }

        @Override
        public void onTaskEnd(SparkListenerTaskEnd end) {
            Batch b = stageBatches.get(end.stageId());
            if (b != null && end.taskInfo() != null && end.taskInfo().successful()) {
                long from = (long) end.taskInfo().partitionId() * gamesPerTask;
                long games = Math.min(gamesPerTask, b.size() - from);
                if (games > 0) {
                    progress.gamesPlayed(b.variant(), games);
                }
            }
        }
    }
}
