package org.ttakji.explorer;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.DigestInputStream;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Stream;
import org.apache.hadoop.conf.Configuration;
import org.apache.hadoop.fs.FileSystem;
import org.ttakji.engines.Variants;
import org.ttakji.engines.core.LabInputException;
import org.ttakji.engines.core.RecordFormat;
import org.ttakji.engines.core.Variant;
import org.ttakji.gamelog.GameLogFiles;

/**
 * What the {@code --games} items of a build name: game-log Parquet files (resolved by the game-log layer,
 * {@link GameLogFiles}, for every variant) and real record files (of any variant's
 * {@link org.ttakji.engines.core.VariantRules#recordFormats() formats}), each with its size and sha256.
 *
 * <p>An item that is a file with a record format's extension is a record file; any other item is a place of game
 * logs (a Parquet file, a run or {@code variant=} folder, a games root, a Hadoop URI, a run id under the games root);
 * a local folder without game logs is searched for record files (recursively). An item with neither is an error.
 *
 * @param logs    the log files, sorted by run and file, without duplicates
 * @param records the record files, sorted by name, without duplicate paths
 * @param notes   one line per run read that is not complete (its committed batches are read)
 */
public record ExplorerInputs(List<LogFileInput> logs, List<RecordFileInput> records, List<String> notes) {
    /** Copies the lists. */
    public ExplorerInputs {
        logs = List.copyOf(logs);
        records = List.copyOf(records);
        notes = List.copyOf(notes);
    }

    /**
     * A game-log file.
     *
     * @param run    the run id: the name of the nearest {@code run=<id>} folder above it, {@code -} when none
     * @param file   its path relative to that folder (its URI when there is none)
     * @param uri    its qualified URI, for Spark
     * @param size   bytes
     * @param sha256 its content's sha256, hex
     */
    public record LogFileInput(String run, String file, String uri, long size, String sha256) {
    }

    /**
     * A record file.
     *
     * @param path       its absolute path
     * @param name       its path relative to the item that named it ({@code /}-separated; the file name when the item
     *                   is the file)
     * @param source     its games' source label ({@link Sources#recordSet})
     * @param size       bytes
     * @param sha256     its content's sha256, hex
     * @param candidates the variants with a format of the file's extension (Chess960 and Xiangqi both read
     *                   {@code .pgn}); the build reads it as the one that replays most of its games
     */
    public record RecordFileInput(String path, String name, String source, long size, String sha256,
                                  List<Variant> candidates) {
        /** Copies the list. */
        public RecordFileInput {
            candidates = List.copyOf(candidates);
        }
    }

    /**
     * Resolves the items.
     *
     * @param items     paths, URIs or run ids (a comma-separated item is several)
     * @param gamesRoot the lab's games root, for run ids
     * @param cwd       the folder relative paths are resolved against
     * @throws LabInputException when no item is given, an item is neither a path nor a run id, a file is neither
     *                           Parquet nor a record file, an item holds no game log and no record file, a run's
     *                           manifest names no readable schema version, or a file cannot be read
     */
    public static ExplorerInputs resolve(List<String> items, Path gamesRoot, Path cwd) {
        List<String> split = new ArrayList<>();
        for (String item : items) {
            for (String part : item.split(",")) {
                if (!part.isBlank()) {
                    split.add(part.trim());
                }
            }
        }
        if (split.isEmpty()) {
            throw new LabInputException("--games: nothing given (self-play runs, log folders or record files)");
        }
        Configuration conf = new Configuration();
        GameLogFiles logs = new GameLogFiles(gamesRoot, cwd, conf);
        Map<String, LogFileInput> logFiles = new java.util.TreeMap<>();
        Map<String, RecordFileInput> recordFiles = new LinkedHashMap<>();
        Set<String> notes = new LinkedHashSet<>();
        for (String item : split) {
            Path local = cwd.resolve(item).toAbsolutePath().normalize();
            List<String> found = List.of();
            List<Path> records = List.of();
            if (Files.isRegularFile(local) && !candidates(local).isEmpty()) {
                records = List.of(local);
            } else if (Files.isRegularFile(local) && !item.endsWith(".parquet")) {
                throw new LabInputException("--games: " + local + " is neither a .parquet file nor a record file ("
                        + recordExtensions() + ")");
            } else {
                found = logs.find(item, null, notes::add);
                if (found.isEmpty() && Files.isDirectory(local)) {
                    records = findRecords(local);
                }
            }
            if (found.isEmpty() && records.isEmpty()) {
                throw new LabInputException("--games: no games in '" + item + "' (neither Parquet game logs nor record"
                        + " files " + recordExtensions() + ")");
            }
            for (String uri : found) {
                logFiles.computeIfAbsent(uri, u -> logFile(u, conf));
            }
            boolean itemIsFile = Files.isRegularFile(local);
            Path base = itemIsFile ? local.getParent() : local;
            String baseName = base.getFileName() == null ? "" : base.getFileName().toString();
            for (Path p : records) {
                String rel = base.relativize(p).toString().replace(java.io.File.separatorChar, '/');
                Path dir = base.relativize(p).getParent();
                String folder = baseName + (dir == null ? "" : "/" + dir.toString().replace(java.io.File.separatorChar, '/'));
                String name = itemIsFile ? p.getFileName().toString() : rel;
                recordFiles.computeIfAbsent(p.toString(), k -> {
                    Hash h = hashLocal(p);
                    return new RecordFileInput(p.toString(), name, Sources.recordSet(folder), h.size(), h.sha256(),
                            candidates(p));
                });
            }
        }
        List<LogFileInput> sortedLogs = logFiles.values().stream()
                .sorted(java.util.Comparator.comparing(LogFileInput::run).thenComparing(LogFileInput::file)).toList();
        List<RecordFileInput> sortedRecords = recordFiles.values().stream()
                .sorted(java.util.Comparator.comparing(RecordFileInput::name).thenComparing(RecordFileInput::path))
                .toList();
        return new ExplorerInputs(sortedLogs, sortedRecords, new ArrayList<>(notes));
    }

    /** The variants with a record format that reads this file's extension, in the lab's variant order. */
    static List<Variant> candidates(Path file) {
        List<Variant> out = new ArrayList<>();
        for (Variant v : Variant.values()) {
            if (RecordFormat.forFile(Variants.rules(v).recordFormats(), file).isPresent()) {
                out.add(v);
            }
        }
        return out;
    }

    private static String recordExtensions() {
        Set<String> ext = new java.util.TreeSet<>();
        for (Variant v : Variant.values()) {
            Variants.rules(v).recordFormats().forEach(f -> ext.addAll(f.extensions()));
        }
        return String.join(" ", ext);
    }

    private static List<Path> findRecords(Path dir) {
        try (Stream<Path> s = Files.walk(dir)) {
            return s.filter(p -> Files.isRegularFile(p) && !candidates(p).isEmpty()).sorted().toList();
        } catch (IOException e) {
            throw new LabInputException("cannot list " + dir + ": " + e.getMessage(), e);
        }
    }

    /** A log file's run (from its {@code run=<id>} folder), relative name, size and hash. */
    private static LogFileInput logFile(String uri, Configuration conf) {
        org.apache.hadoop.fs.Path path = new org.apache.hadoop.fs.Path(uri);
        String run = "-";
        String file = uri;
        List<String> names = new ArrayList<>();
        for (org.apache.hadoop.fs.Path p = path; p != null && !p.isRoot(); p = p.getParent()) {
            if (p.getName().startsWith("run=") && p != path) {
                run = p.getName().substring("run=".length());
                java.util.Collections.reverse(names);
                file = String.join("/", names);
                break;
            }
            names.add(p.getName());
        }
        try {
            FileSystem fs = path.getFileSystem(conf);
            long size = fs.getFileStatus(path).getLen();
            try (InputStream in = fs.open(path)) {
                return new LogFileInput(run, file, uri, size, sha256(in));
            }
        } catch (IOException e) {
            throw new LabInputException("cannot read game log " + uri + ": " + e.getMessage(), e);
        }
    }

    private record Hash(long size, String sha256) {
    }

    private static Hash hashLocal(Path p) {
        try (InputStream in = Files.newInputStream(p)) {
            return new Hash(Files.size(p), sha256(in));
        } catch (IOException e) {
            throw new LabInputException("cannot read record file " + p + ": " + e.getMessage(), e);
        }
    }

    /** The sha256 of a stream's bytes, hex. */
    static String sha256(InputStream in) throws IOException {
        MessageDigest md;
        try {
            md = MessageDigest.getInstance("SHA-256");
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("no SHA-256 in this JVM", e);
        }
        try (DigestInputStream d = new DigestInputStream(in, md)) {
            d.transferTo(java.io.OutputStream.nullOutputStream());
        }
        return HexFormat.of().formatHex(md.digest());
    }
}
