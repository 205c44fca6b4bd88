package org.ttakji.tuning;

import static org.apache.spark.sql.functions.col;
import static org.apache.spark.sql.functions.lit;
import static org.apache.spark.sql.functions.row_number;
import static org.apache.spark.sql.functions.xxhash64;

import java.io.Serializable;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.Iterator;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import org.apache.spark.api.java.function.MapPartitionsFunction;
import org.apache.spark.sql.Column;
import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Encoders;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.RowFactory;
import org.apache.spark.sql.SparkSession;
import org.apache.spark.sql.expressions.Window;
import org.apache.spark.sql.types.DataTypes;
import org.apache.spark.sql.types.StructField;
import org.apache.spark.sql.types.StructType;
import org.apache.spark.storage.StorageLevel;
import org.apache.spark.util.CollectionAccumulator;
import org.apache.spark.util.LongAccumulator;
import org.ttakji.engines.Variants;
import org.ttakji.engines.core.LabInputException;
import org.ttakji.engines.core.Variant;
import org.ttakji.engines.eval.Weights;
import org.ttakji.engines.weights.WeightsCodec;
import org.ttakji.gamelog.GameLogReader;

/**
 * The Spark job that turns game logs into training positions: reads the logs' rows of one variant, samples
 * every game with a {@link GameSampler} (in parallel, one sampler per task), removes duplicate positions (same
 * hash: the one from the smallest game id and ply is kept), and keeps at most {@code maxPositions} of them,
 * chosen by a seeded hash of the position (so the choice does not depend on partitioning). Deterministic for
 * the same logs, weights and settings.
 */
public final class PositionSampler {
    /** The game-log columns sampling reads (of {@link GameLogReader}'s rows; also the rows made of game records). */
    static final StructType GAME_COLUMNS = new StructType()
            .add("run_id", DataTypes.StringType, true)
            .add("game_id", DataTypes.StringType, true)
            .add("variant", DataTypes.StringType, true)
            .add("rules", DataTypes.StringType, true)
            .add("start_fen", DataTypes.StringType, true)
            .add("moves", DataTypes.createArrayType(DataTypes.StringType, true), true)
            .add("eval_cp", DataTypes.createArrayType(DataTypes.IntegerType, true), true)
            .add("result", DataTypes.StringType, true);

    /** The rows the sampling tasks produce, one per {@link Sample}. */
    static final StructType SAMPLE_COLUMNS = new StructType()
            .add("game_id", DataTypes.StringType, false)
            .add("ply", DataTypes.IntegerType, false)
            .add("quiet_plies", DataTypes.IntegerType, false)
            .add("hash", DataTypes.LongType, false)
            .add("fen", DataTypes.StringType, false)
            .add("result", DataTypes.DoubleType, false)
            .add("eval_cp", DataTypes.IntegerType, true)
            .add("idx", DataTypes.createArrayType(DataTypes.IntegerType, false), false)
            .add("val", DataTypes.createArrayType(DataTypes.IntegerType, false), false);

    private PositionSampler() {
    }

    /**
     * What sampling produced.
     *
     * @param positions the positions kept, in the seeded order (at most the maximum asked)
     * @param distinct  distinct positions found before the maximum was applied
     * @param runIds    the {@code run_id}s of the games read, sorted
     * @param counts    the tally over every game read
     * @param seconds   wall time of the Spark job
     */
    public record Sampled(List<Sample> positions, long distinct, List<String> runIds, SampleCounts counts,
                          double seconds) {
        /** Copies the lists. */
        public Sampled {
            positions = List.copyOf(positions);
            runIds = List.copyOf(runIds);
        }
    }

    /**
     * Samples positions.
     *
     * @param spark           the session
     * @param sources         where the games are
     * @param variant         the variant
     * @param weightsJson     the weights file being tuned (its text: executors may not see the data directory)
     * @param weightsVersion  its version (for error messages)
     * @param settings        the sampling settings
     * @param maxPositions    at most this many positions are returned, &gt;= 1
     * @throws LabInputException if no game of the variant is found or a game cannot be replayed
     */
    public static Sampled sample(SparkSession spark, GameSources sources, Variant variant, String weightsJson,
                                 String weightsVersion, SamplingSettings settings, int maxPositions) {
        return sample(spark, sources, variant, weightsJson, weightsVersion, settings, maxPositions, line -> { });
    }

    /**
     * Samples positions, telling {@code progress} the games sampled so far (done / total, rate, ETA; at most a
     * line every {@value #PROGRESS_INTERVAL_MS} ms, from Spark's listener thread).
     *
     * @throws LabInputException as {@link #sample(SparkSession, GameSources, Variant, String, String,
     *                           SamplingSettings, int)}
     */
    public static Sampled sample(SparkSession spark, GameSources sources, Variant variant, String weightsJson,
                                 String weightsVersion, SamplingSettings settings, int maxPositions,
                                 java.util.function.Consumer<String> progress) {
        long t0 = System.nanoTime();
        Accumulators acc = new Accumulators(spark);
        LongAccumulator recordsSkipped = spark.sparkContext().longAccumulator("recordsSkipped");
        CollectionAccumulator<String> skippedExamples = spark.sparkContext().collectionAccumulator("skippedExamples");
        Dataset<Row> games = readGames(spark, sources, variant, recordsSkipped, skippedExamples);
        // Parquet logs are counted from their metadata at little cost; records would be parsed twice, so not counted
        long total = sources.records().isEmpty() ? games.count() : -1;
        int parallelism = Math.max(1, spark.sparkContext().defaultParallelism()) * 2;
        // small tasks so that progress moves (the result does not depend on the partitions: see the class comment)
        int partitions = (int) Math.max(parallelism, Math.min(MAX_PARTITIONS, total / GAMES_PER_TASK));
        SamplingProgress listener = new SamplingProgress(progress, acc.games.id(), total, PROGRESS_INTERVAL_MS);
        spark.sparkContext().addSparkListener(listener);
        try {
            return sample(spark, games.repartition(partitions), variant, weightsJson, weightsVersion, settings,
                    maxPositions, acc, recordsSkipped, skippedExamples, sources, t0);
        } finally {
            spark.sparkContext().removeSparkListener(listener);
        }
    }

    /** Least time between two progress lines, milliseconds. */
    static final long PROGRESS_INTERVAL_MS = 5000;
    /** Games per sampling task, about (more tasks, when there are many games: progress moves). */
    private static final long GAMES_PER_TASK = 100;
    /** Sampling tasks at most. */
    private static final long MAX_PARTITIONS = 400;

    private static Sampled sample(SparkSession spark, Dataset<Row> games, Variant variant, String weightsJson,
                                  String weightsVersion, SamplingSettings settings, int maxPositions, Accumulators acc,
                                  LongAccumulator recordsSkipped, CollectionAccumulator<String> skippedExamples,
                                  GameSources sources, long t0) {
        Dataset<Row> samples = games
                .mapPartitions(new SampleGames(variant, weightsJson, weightsVersion, settings, acc),
                        Encoders.row(SAMPLE_COLUMNS));
        Dataset<Row> distinct = samples
                .withColumn("rank", row_number().over(Window.partitionBy("hash").orderBy("game_id", "ply")))
                .filter(col("rank").equalTo(1)).drop("rank")
                .persist(StorageLevel.MEMORY_AND_DISK());
        try {
            long distinctCount = distinct.count();
            List<Row> rows = distinct
                    .orderBy(xxhash64(col("hash"), lit(settings.seed())), col("hash"))
                    .limit(maxPositions).collectAsList();
            List<Sample> positions = new ArrayList<>(rows.size());
            for (Row r : rows) {
                positions.add(toSample(r));
            }
            SampleCounts counts = acc.counts();
            counts.recordsSkipped = recordsSkipped.value();
            counts.skippedExamples = new ArrayList<>(new TreeSet<>(skippedExamples.value()));
            if (counts.games == 0) {
                throw new LabInputException("no " + variant.cliName() + " games found in " + String.join(", ",
                        sources.labels()) + (counts.recordsSkipped == 0 ? "" : ": " + sources.records().size()
                        + " record files, all " + counts.recordsSkipped + " of their games skipped (no result, a"
                        + " non-standard start or a move that does not replay)"));
            }
            return new Sampled(positions, distinctCount, new ArrayList<>(new TreeSet<>(acc.runIds.value())), counts,
                    (System.nanoTime() - t0) / 1e9);
        } finally {
            distinct.unpersist();
        }
    }

    /**
     * The game-log rows of the variant: the Parquet logs' and the records', as one dataset. Record files are
     * read by the tasks (one list of file paths, spread over the partitions), so on a cluster they must be on a
     * path every executor sees.
     */
    private static Dataset<Row> readGames(SparkSession spark, GameSources sources, Variant variant,
                                          LongAccumulator recordsSkipped, CollectionAccumulator<String> examples) {
        Dataset<Row> logs = null;
        if (!sources.paths().isEmpty()) {
            Column[] columns = new Column[GAME_COLUMNS.fields().length];
            for (int i = 0; i < columns.length; i++) {
                StructField f = GAME_COLUMNS.fields()[i];
                columns[i] = col(f.name()).cast(f.dataType()); // the records' row type, for the union below
            }
            logs = GameLogReader.read(spark, sources.paths())
                    .filter(col("variant").equalTo(variant.cliName())).select(columns);
        }
        if (sources.records().isEmpty()) {
            return logs;
        }
        int partitions = Math.min(sources.records().size(), Math.max(1, spark.sparkContext().defaultParallelism()) * 4);
        List<String> files = sources.records().stream().map(r -> r.path() + "\t" + r.name()).toList();
        Dataset<Row> records = spark.createDataset(files, Encoders.STRING()).repartition(partitions)
                .mapPartitions(new ReadRecords(variant, recordsSkipped, examples), Encoders.row(GAME_COLUMNS));
        return logs == null ? records : logs.unionByName(records);
    }

    /** The record-reading task: each record file's games ({@code path<TAB>name} items) as game-log rows. */
    static final class ReadRecords implements MapPartitionsFunction<String, Row> {
        private final Variant variant;
        private final LongAccumulator skipped;
        private final CollectionAccumulator<String> examples;

        ReadRecords(Variant variant, LongAccumulator skipped, CollectionAccumulator<String> examples) {
            this.variant = variant;
            this.skipped = skipped;
            this.examples = examples;
        }

        @Override
        public Iterator<Row> call(Iterator<String> files) {
            List<Row> out = new ArrayList<>();
            long skippedHere = 0;
            int named = 0;
            while (files.hasNext()) {
                String[] file = files.next().split("\t", 2); // path, name
                RecordGames.Read read = RecordGames.read(variant, Path.of(file[0]), file[1]);
                skippedHere += read.skipped();
                for (int i = 0; i < read.refusals().size() && named < SampleCounts.SKIPPED_EXAMPLES; i++, named++) {
                    examples.add(read.refusals().get(i));
                }
                for (LoggedGame g : read.games()) {
                    out.add(RowFactory.create(g.runId(), g.gameId(), variant.cliName(), g.rules(), g.startFen(),
                            g.moves().toArray(new String[0]), null, g.result()));
                }
            }
            skipped.add(skippedHere);
            return out.iterator();
        }
    }

    private static Sample toSample(Row r) {
        List<Integer> idx = r.getList(7);
        List<Integer> val = r.getList(8);
        int[] i = new int[idx.size()];
        int[] v = new int[val.size()];
        for (int k = 0; k < i.length; k++) {
            i[k] = idx.get(k);
            v[k] = val.get(k);
        }
        return new Sample(r.getString(0), r.getInt(1), r.getInt(2), r.getLong(3), r.getString(4), r.getDouble(5),
                r.isNullAt(6) ? null : r.getInt(6), i, v);
    }

    /** The job's counters (Spark accumulators, added to once per task). */
    static final class Accumulators implements Serializable {
        final LongAccumulator games;
        final LongAccumulator gamesWithoutResult;
        final LongAccumulator candidatePlies;
        final LongAccumulator mateScores;
        final LongAccumulator unresolved;
        final LongAccumulator ended;
        final LongAccumulator positions;
        final LongAccumulator extractNanos;
        final LongAccumulator quiescenceNanos;
        final CollectionAccumulator<String> runIds;

        Accumulators(SparkSession spark) {
            var sc = spark.sparkContext();
            games = sc.longAccumulator("games");
            gamesWithoutResult = sc.longAccumulator("gamesWithoutResult");
            candidatePlies = sc.longAccumulator("candidatePlies");
            mateScores = sc.longAccumulator("mateScores");
            unresolved = sc.longAccumulator("unresolved");
            ended = sc.longAccumulator("ended");
            positions = sc.longAccumulator("positions");
            extractNanos = sc.longAccumulator("extractNanos");
            quiescenceNanos = sc.longAccumulator("quiescenceNanos");
            runIds = sc.collectionAccumulator("runIds");
        }

        void add(SampleCounts c, Set<String> runs) {
            games.add(c.games);
            gamesWithoutResult.add(c.gamesWithoutResult);
            candidatePlies.add(c.candidatePlies);
            mateScores.add(c.mateScores);
            unresolved.add(c.unresolved);
            ended.add(c.ended);
            positions.add(c.positions);
            extractNanos.add(c.extractNanos);
            quiescenceNanos.add(c.quiescenceNanos);
            for (String r : runs) {
                runIds.add(r);
            }
        }

        SampleCounts counts() {
            SampleCounts c = new SampleCounts();
            c.games = games.value();
            c.gamesWithoutResult = gamesWithoutResult.value();
            c.candidatePlies = candidatePlies.value();
            c.mateScores = mateScores.value();
            c.unresolved = unresolved.value();
            c.ended = ended.value();
            c.positions = positions.value();
            c.extractNanos = extractNanos.value();
            c.quiescenceNanos = quiescenceNanos.value();
            return c;
        }
    }

    /** The sampling task: one {@link GameSampler} per partition, built from the weights' text. */
    static final class SampleGames implements MapPartitionsFunction<Row, Row> {
        private final Variant variant;
        private final String weightsJson;
        private final String weightsVersion;
        private final SamplingSettings settings;
        private final Accumulators acc;

        SampleGames(Variant variant, String weightsJson, String weightsVersion, SamplingSettings settings,
                    Accumulators acc) {
            this.variant = variant;
            this.weightsJson = weightsJson;
            this.weightsVersion = weightsVersion;
            this.settings = settings;
            this.acc = acc;
        }

        @Override
        public Iterator<Row> call(Iterator<Row> input) {
            Weights weights = WeightsCodec.load(variant.cliName() + " weights " + weightsVersion, weightsJson, variant,
                    weightsVersion, Variants.featureExtractor(variant).featureSet());
            GameSampler sampler = new GameSampler(variant, weights, settings);
            Set<String> runs = new HashSet<>();
            List<Row> out = new ArrayList<>();
            while (input.hasNext()) {
                LoggedGame game = toGame(input.next());
                if (game.runId() != null) {
                    runs.add(game.runId());
                }
                for (Sample s : sampler.sample(game)) {
                    out.add(RowFactory.create(s.gameId(), s.ply(), s.quietPlies(), s.hash(), s.fen(), s.result(),
                            s.evalCp(), s.indexes(), s.values()));
                }
            }
            acc.add(sampler.counts(), runs);
            return out.iterator();
        }

        private static LoggedGame toGame(Row r) {
            String gameId = r.getString(1);
            if (gameId == null || r.isNullAt(4) || r.isNullAt(5) || r.isNullAt(7)) {
                throw new LabInputException("game log row " + (gameId == null ? "without game_id" : gameId)
                        + " lacks start_fen, moves or result: not a schema v1 game log");
            }
            List<String> moves = r.getList(5);
            List<Integer> evals = r.isNullAt(6) ? List.of() : r.getList(6);
            return new LoggedGame(r.getString(0), gameId, r.getString(3), r.getString(4), moves, evals, r.getString(7));
        }
    }
}
