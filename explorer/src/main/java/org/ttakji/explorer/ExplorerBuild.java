package org.ttakji.explorer;

import static org.apache.spark.sql.functions.col;
import static org.apache.spark.sql.functions.not;
import static org.apache.spark.sql.functions.sum;
import static org.apache.spark.sql.functions.when;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.channels.FileChannel;
import java.nio.channels.FileLock;
import java.nio.channels.OverlappingFileLockException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.function.Consumer;
import java.util.stream.Stream;
import org.apache.spark.sql.Column;
import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Encoders;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;
import org.apache.spark.sql.types.DataTypes;
import org.apache.spark.sql.types.StructType;
import org.apache.spark.storage.StorageLevel;
import org.ttakji.engines.core.LabInputException;
import org.ttakji.explorer.ExplorerInputs.LogFileInput;
import org.ttakji.explorer.ExplorerInputs.RecordFileInput;
import org.ttakji.explorer.ExplorerManifest.LogFile;
import org.ttakji.explorer.ExplorerManifest.RecordInput;
import org.ttakji.explorer.ExplorerManifest.RunInput;
import org.ttakji.gamelog.GameLogReader;
import org.ttakji.selfplay.SparkSessions;

/**
 * {@code openings build}: adds the games of new inputs to an explorer folder (Spark).
 *
 * <p>Steps: the items are resolved ({@link ExplorerInputs}); inputs whose sha256 the manifest already lists are
 * skipped, and a log file the manifest knows under the same run and name but with other content is an error (a
 * committed batch never changes). The new games are read (logs through {@link GameLogReader}, records through the
 * variants' formats in Spark tasks), replayed ({@link OpeningReplay}) and counted; the counts are added to the
 * current tables' (which are read, not rebuilt: no old game is replayed again), and the sums are written as the
 * next generation {@code tables-<n+1>/}; then the manifest is replaced atomically (temp file, then rename) to name
 * it, and the old generation is deleted. A build that stops half-way leaves the old manifest and tables in force;
 * its half-written folder is deleted by the next build. One build at a time writes a folder (the lock file
 * {@value #LOCK}). Counts are sums, so the same inputs added in any order, or in any split across builds, give the
 * same rows.
 */
public final class ExplorerBuild {
    /** The default ply limit. */
    public static final int DEFAULT_PLIES = 24;
    /** The lock file in the explorer folder. */
    public static final String LOCK = ".build.lock";

    private ExplorerBuild() {
    }

    /**
     * A build.
     *
     * @param games     the {@code --games} items
     * @param explorer  the explorer folder (created when missing)
     * @param plies     the ply limit, or null for the folder's (a new folder: {@value #DEFAULT_PLIES})
     * @param master    the Spark master, or null for the default
     * @param gamesRoot the games root run ids are looked up in
     */
    public record Request(List<String> games, Path explorer, Integer plies, String master, Path gamesRoot) {
        /** Copies the list; checks the ply limit. */
        public Request {
            games = List.copyOf(games);
            if (plies != null && (plies < 1 || plies > 400)) {
                throw new LabInputException("--plies must be 1..400, got " + plies);
            }
        }
    }

    /**
     * Runs a build.
     *
     * @param request  what to add where
     * @param progress receives progress lines (stderr)
     * @return the report lines (stdout)
     * @throws LabInputException for bad input (see {@link ExplorerInputs#resolve}, a ply limit other than the
     *                           folder's, a changed log file, another build writing the folder, a game that does not
     *                           replay)
     */
    public static List<String> run(Request request, Consumer<String> progress) {
        Path dir = request.explorer().toAbsolutePath().normalize();
        if (Files.exists(dir) && !Files.isDirectory(dir)) {
            throw new LabInputException("--out '" + request.explorer() + "' is not a folder");
        }
        try {
            Files.createDirectories(dir);
        } catch (IOException e) {
            throw new LabInputException("cannot create the explorer folder " + dir + ": " + e.getMessage(), e);
        }
        try (FileChannel channel = FileChannel.open(dir.resolve(LOCK), StandardOpenOption.CREATE,
                StandardOpenOption.WRITE); FileLock lock = tryLock(channel, dir)) {
            return locked(request, dir, progress);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot lock " + dir.resolve(LOCK) + ": " + e.getMessage(), e);
        }
    }

    private static FileLock tryLock(FileChannel channel, Path dir) throws IOException {
        FileLock lock;
        try {
            lock = channel.tryLock();
        } catch (OverlappingFileLockException e) {
            lock = null;
        }
        if (lock == null) {
            throw new LabInputException("another build is writing the explorer " + dir + "; wait for it to finish");
        }
        return lock;
    }

    private static List<String> locked(Request request, Path dir, Consumer<String> progress) {
        ExplorerManifest old = ExplorerManifest.read(dir).orElse(null);
        int plies = old != null ? old.plies() : request.plies() != null ? request.plies() : DEFAULT_PLIES;
        if (old != null && request.plies() != null && request.plies() != old.plies()) {
            throw new LabInputException("--plies " + request.plies() + ": the explorer " + dir + " was built with "
                    + old.plies() + " plies (leave --plies out, or build a new explorer)");
        }
        ExplorerManifest current = old != null ? old : ExplorerManifest.empty(plies);
        deleteLeftovers(dir, current);

        ExplorerInputs inputs = ExplorerInputs.resolve(request.games(), request.gamesRoot(),
                Path.of("").toAbsolutePath());
        inputs.notes().forEach(progress);
        New fresh = newInputs(inputs, current);
        List<String> report = new ArrayList<>();
        report.add(String.format(Locale.ROOT, "inputs     %d game-log files (%d new), %d record files (%d new)",
                inputs.logs().size(), fresh.logs.size(), inputs.records().size(), fresh.records.size()));
        if (fresh.logs.isEmpty() && fresh.records.isEmpty()) {
            report.add("nothing new to add: the explorer is unchanged (" + dir + ", " + current.tablesFolder()
                    .orElse("no tables yet") + ")");
            if (old == null) {
                current.write(dir);
            }
            return report;
        }
        String master = SparkSessions.checkMaster(SparkSessions.master(request.master()));
        boolean borrowed = SparkSession.getDefaultSession().isDefined();
        SparkSession spark = SparkSessions.start(master, "ttakji-openings");
        spark.conf().set("spark.sql.shuffle.partitions", "8");
        spark.conf().set("spark.sql.sources.partitionColumnTypeInference.enabled", "false");
        try {
            ExplorerManifest next = write(spark, dir, current, fresh, plies, progress, report);
            next.write(dir);
            current.tablesFolder().ifPresent(f -> deleteTree(dir.resolve(f)));
            report.add(String.format(Locale.ROOT, "explorer   %s (%s, %d plies): %d games from %d runs and %d record"
                    + " files", dir, next.tablesFolder().orElseThrow(), plies, next.games(), next.runs().size(),
                    next.records().size()));
            return report;
        } catch (Exception e) { // Spark's Scala code throws checked exceptions undeclared
            LabInputException bad = labInput(e);
            if (bad != null) {
                throw bad;
            }
            Exception f = SparkSessions.failure(spark, master, e);
            throw f instanceof RuntimeException r ? r : new IllegalStateException(f);
        } finally {
            if (!borrowed) {
                spark.stop();
            }
        }
    }

    /** The inputs not yet in the manifest. */
    private record New(List<LogFileInput> logs, List<RecordFileInput> records) {
    }

    private static New newInputs(ExplorerInputs inputs, ExplorerManifest m) {
        Set<String> known = new HashSet<>();
        Map<String, String> byName = new HashMap<>();
        for (RunInput r : m.runs()) {
            for (LogFile f : r.files()) {
                known.add(f.sha256());
                byName.put(r.run() + "/" + f.file(), f.sha256());
            }
        }
        List<LogFileInput> logs = new ArrayList<>();
        for (LogFileInput f : inputs.logs()) {
            String before = byName.get(f.run() + "/" + f.file());
            if (before != null && !before.equals(f.sha256())) {
                throw new LabInputException("game log " + f.uri() + " of run " + f.run() + " has changed since it was"
                        + " added to the explorer (sha256 " + before + ", now " + f.sha256() + "); a committed batch"
                        + " never changes: build a new explorer");
            }
            if (known.add(f.sha256())) {
                logs.add(f);
            }
        }
        Set<String> knownRecords = new HashSet<>();
        m.records().forEach(r -> knownRecords.add(r.sha256()));
        List<RecordFileInput> records = new ArrayList<>();
        for (RecordFileInput r : inputs.records()) {
            if (knownRecords.add(r.sha256())) { // a copy of a file already added (or given twice) counts once
                records.add(r);
            }
        }
        return new New(logs, records);
    }

    /** Reads, counts, merges and writes the next generation; returns the next manifest. */
    private static ExplorerManifest write(SparkSession spark, Path dir, ExplorerManifest current, New fresh, int plies,
                                          Consumer<String> progress, List<String> report) {
        long t0 = System.nanoTime();
        Dataset<Row> games = games(spark, fresh).persist(StorageLevel.MEMORY_AND_DISK());
        try {
            Dataset<Row> kept = games.filter(col("kept"));
            Dataset<Row> moves = counts(kept.flatMap(new GameRows.ToMoves(plies), Encoders.row(ExplorerSchema.MOVE_ROW)),
                    ExplorerSchema.MOVE_KEY);
            Dataset<Row> starts = counts(kept.map(new GameRows.ToStart(), Encoders.row(ExplorerSchema.START_ROW)),
                    ExplorerSchema.START_KEY);
            int generation = current.generation() + 1;
            Path target = dir.resolve(ExplorerManifest.folderOf(generation));
            deleteTree(target);
            if (current.tablesFolder().isPresent()) {
                Path from = dir.resolve(current.tablesFolder().get());
                moves = counts(moves.unionByName(old(spark, from.resolve(ExplorerSchema.MOVES), ExplorerSchema.MOVE_ROW)),
                        ExplorerSchema.MOVE_KEY);
                starts = counts(starts.unionByName(old(spark, from.resolve(ExplorerSchema.STARTS),
                        ExplorerSchema.START_ROW)), ExplorerSchema.START_KEY);
            }
            progress.accept("openings: reading, replaying and counting the new games ...");
            writeTable(moves, ExplorerSchema.MOVE_ROW, ExplorerSchema.MOVE_KEY, target.resolve(ExplorerSchema.MOVES));
            writeTable(starts, ExplorerSchema.START_ROW, ExplorerSchema.START_KEY, target.resolve(ExplorerSchema.STARTS));
            List<Row> stats = games.groupBy(col("input"), col("variant"))
                    .agg(sum(when(col("kept"), 1L).otherwise(0L)).as("kept"),
                            sum(when(not(col("kept")), 1L).otherwise(0L)).as("refused"))
                    .collectAsList();
            ExplorerManifest next = merge(current, fresh, stats, generation);
            added(report, fresh, stats);
            report.add(String.format(Locale.ROOT, "time       %.1f s (Spark: read, replay, count, merge, write)",
                    (System.nanoTime() - t0) / 1e9));
            return next;
        } finally {
            games.unpersist();
        }
    }

    /** The new games, one {@link ExplorerSchema#GAME} row each: every new log file's, then every new record file's. */
    private static Dataset<Row> games(SparkSession spark, New fresh) {
        Dataset<Row> all = null;
        Map<String, List<String>> byRun = new LinkedHashMap<>();
        for (LogFileInput f : fresh.logs()) {
            byRun.computeIfAbsent(f.run(), r -> new ArrayList<>()).add(f.uri());
        }
        for (Map.Entry<String, List<String>> run : byRun.entrySet()) {
            Dataset<Row> logs = GameLogReader.read(spark, run.getValue())
                    .map(new GameRows.FromLog(run.getKey()), Encoders.row(ExplorerSchema.GAME));
            all = all == null ? logs : all.union(logs);
        }
        if (!fresh.records().isEmpty()) {
            List<String> specs = fresh.records().stream().map(r -> String.join("\t", r.path(), r.name(), r.source(),
                    r.sha256(), String.join(",", r.candidates().stream().map(v -> v.cliName()).toList()))).toList();
            int partitions = Math.min(specs.size(), Math.max(1, spark.sparkContext().defaultParallelism()) * 4);
            Dataset<Row> records = spark.createDataset(specs, Encoders.STRING()).repartition(partitions)
                    .flatMap(new GameRows.FromRecordFile(), Encoders.row(ExplorerSchema.GAME));
            all = all == null ? records : all.union(records);
        }
        return all;
    }

    /** The rows summed by key (counts only). */
    private static Dataset<Row> counts(Dataset<Row> rows, List<String> key) {
        Column[] keys = key.stream().map(org.apache.spark.sql.functions::col).toArray(Column[]::new);
        return rows.groupBy(keys).agg(sum("games").as("games"), sum("wins").as("wins"), sum("draws").as("draws"),
                sum("losses").as("losses"));
    }

    /** A table of the current generation, counts only, in the given row type (empty when it has no files). */
    private static Dataset<Row> old(SparkSession spark, Path table, StructType type) {
        boolean hasFiles;
        try (Stream<Path> s = Files.exists(table) ? Files.walk(table) : Stream.empty()) {
            hasFiles = s.anyMatch(p -> p.getFileName().toString().endsWith(".parquet"));
        } catch (IOException e) {
            throw new UncheckedIOException("cannot list " + table + ": " + e.getMessage(), e);
        }
        if (!hasFiles) {
            return spark.createDataFrame(List.of(), type);
        }
        Column[] columns = java.util.Arrays.stream(type.fields())
                .map(f -> col(f.name()).cast(f.dataType()).as(f.name())).toArray(Column[]::new);
        return spark.read().parquet(table.toUri().toString()).select(columns);
    }

    /** Writes a table: scores added, one file per variant folder, rows sorted by the key. */
    private static void writeTable(Dataset<Row> counts, StructType type, List<String> key, Path target) {
        StructType withScores = type;
        for (String s : ExplorerSchema.SCORES) {
            withScores = withScores.add(s, DataTypes.DoubleType, false);
        }
        Column[] order = key.stream().map(org.apache.spark.sql.functions::col).toArray(Column[]::new);
        Column[] columns = java.util.Arrays.stream(type.fieldNames()).map(org.apache.spark.sql.functions::col)
                .toArray(Column[]::new);
        counts.select(columns).map(new GameRows.WithScores(), Encoders.row(withScores))
                .repartition(col("variant")).sortWithinPartitions(order)
                .write().partitionBy("variant").option("compression", "snappy").parquet(target.toUri().toString());
    }

    private static ExplorerManifest merge(ExplorerManifest m, New fresh, List<Row> stats, int generation) {
        Map<String, Long> keptByInput = new HashMap<>();
        Map<String, Long> refusedByInput = new HashMap<>();
        Map<String, String> variantByInput = new HashMap<>();
        for (Row r : stats) {
            String input = r.getAs("input");
            keptByInput.merge(input, r.<Long>getAs("kept"), Long::sum);
            refusedByInput.merge(input, r.<Long>getAs("refused"), Long::sum);
            if (r.getAs("variant") != null) {
                variantByInput.put(input, r.getAs("variant"));
            }
        }
        Map<String, RunInput> runs = new LinkedHashMap<>();
        m.runs().forEach(r -> runs.put(r.run(), r));
        Map<String, List<LogFile>> newFiles = new LinkedHashMap<>();
        for (LogFileInput f : fresh.logs()) {
            newFiles.computeIfAbsent(f.run(), r -> new ArrayList<>()).add(new LogFile(f.file(), f.size(), f.sha256()));
        }
        for (Map.Entry<String, List<LogFile>> e : newFiles.entrySet()) {
            RunInput before = runs.get(e.getKey());
            List<LogFile> files = new ArrayList<>(before == null ? List.of() : before.files());
            files.addAll(e.getValue());
            long games = (before == null ? 0 : before.games()) + keptByInput.getOrDefault(e.getKey(), 0L);
            runs.put(e.getKey(), new RunInput(e.getKey(), games, files));
        }
        List<RecordInput> records = new ArrayList<>(m.records());
        for (RecordFileInput r : fresh.records()) {
            records.add(new RecordInput(r.name(), r.sha256(), r.size(), variantByInput.get(r.sha256()), r.source(),
                    keptByInput.getOrDefault(r.sha256(), 0L), refusedByInput.getOrDefault(r.sha256(), 0L)));
        }
        return new ExplorerManifest(ExplorerSchema.VERSION, m.plies(), generation, new ArrayList<>(runs.values()),
                records);
    }

    /** Report lines: games added per run and per variant of the records. */
    private static void added(List<String> report, New fresh, List<Row> stats) {
        Set<String> runKeys = new HashSet<>();
        fresh.logs().forEach(f -> runKeys.add(f.run()));
        Map<String, long[]> byLine = new java.util.TreeMap<>();
        for (Row r : stats) {
            String input = r.getAs("input");
            String line = runKeys.contains(input) ? "run " + input : "records " + r.getAs("variant");
            long[] c = byLine.computeIfAbsent(line, k -> new long[2]);
            c[0] += r.<Long>getAs("kept");
            c[1] += r.<Long>getAs("refused");
        }
        for (Map.Entry<String, long[]> e : byLine.entrySet()) {
            report.add(String.format(Locale.ROOT, "added      %-40s %7d games%s", e.getKey(), e.getValue()[0],
                    e.getValue()[1] == 0 ? "" : " (" + e.getValue()[1] + " refused by their format: not added)"));
        }
    }

    /** Deletes generation folders the manifest does not name (a build that stopped half-way). */
    private static void deleteLeftovers(Path dir, ExplorerManifest m) {
        String keep = m.tablesFolder().orElse("");
        try (Stream<Path> s = Files.list(dir)) {
            s.filter(p -> p.getFileName().toString().startsWith("tables-") && !p.getFileName().toString().equals(keep))
                    .sorted(Comparator.naturalOrder()).forEach(ExplorerBuild::deleteTree);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot list " + dir + ": " + e.getMessage(), e);
        }
    }

    static void deleteTree(Path root) {
        if (!Files.exists(root)) {
            return;
        }
        try (Stream<Path> s = Files.walk(root)) {
            for (Path p : s.sorted(Comparator.reverseOrder()).toList()) {
                Files.delete(p);
            }
        } catch (IOException e) {
            throw new UncheckedIOException("cannot delete " + root + ": " + e.getMessage(), e);
        }
    }

    /** The bad input inside a Spark failure (a task's exception arrives wrapped), or null. */
    static LabInputException labInput(Throwable e) {
        for (Throwable t = e; t != null; t = t.getCause()) {
            if (t instanceof LabInputException l) {
                return l;
            }
            if (t.getCause() == t) {
                break;
            }
        }
        return SparkSessions.unreadableFile(e);
    }
}
