package org.ttakji.tuning;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import org.apache.hadoop.conf.Configuration;
import org.ttakji.engines.core.LabInputException;
import org.ttakji.engines.core.Variant;
import org.ttakji.gamelog.GameLogFiles;

/**
 * Where the games of a variant are: each {@code --games} item classified as real game records or game logs.
 *
 * <p>An item that is a real game record file of the variant ({@link RecordGames#isRecordFile}) is read as records.
 * Any other item is a place of game logs, resolved by the game log layer ({@link GameLogFiles}: a Parquet file, a
 * directory of them, a run or {@code variant=} directory, a games root, a Hadoop URI, or a run id under the games
 * root; every run's manifest checked), keeping the variant's files. A local directory without the variant's logs
 * that holds record files of the variant (searched recursively) is read as records.
 *
 * @param paths   the game logs' Parquet files as qualified URIs ({@code file:/...}, {@code hdfs://...}), for Spark, in
 *                a stable order
 * @param records real game record files, in a stable order
 * @param labels  what each item named, for the report and the provenance ({@code run=<id>} or the path)
 * @param notes   one line per run read that is not complete (its committed games are read)
 */
public record GameSources(List<String> paths, List<RecordFile> records, List<String> labels, List<String> notes) {
    /**
     * A record file.
     *
     * @param path absolute path
     * @param name its path relative to the {@code --games} item that named it ({@code /}-separated; the file name
     *             when the item is the file): the stable prefix of its games' ids, the same on every machine
     */
    public record RecordFile(String path, String name) implements java.io.Serializable {
    }

    /** Copies the lists. */
    public GameSources {
        paths = List.copyOf(paths);
        records = List.copyOf(records);
        labels = List.copyOf(labels);
        notes = List.copyOf(notes);
    }

    /**
     * Resolves the items.
     *
     * @param items     paths or run ids (a comma-separated item is several items)
     * @param gamesRoot the lab's games root ({@code data/games}) for run ids
     * @param variant   the variant to read
     * @throws LabInputException when there is no item, an item is neither an existing path nor a known run id, a
     *                           run's manifest names no readable schema version ({@link GameLogFiles}), or neither
     *                           game logs nor record files of the variant are found under an item
     */
    public static GameSources resolve(List<String> items, Path gamesRoot, Variant variant) {
        List<String> split = new ArrayList<>();
        for (String item : items) {
            for (String part : item.split(",")) {
                if (!part.isBlank()) {
                    split.add(part.trim());
                }
            }
        }
        if (split.isEmpty()) {
            throw new LabInputException("--games: no game logs given (a path or a run id under " + gamesRoot + ")");
        }
        GameLogFiles logs = new GameLogFiles(gamesRoot, Path.of("").toAbsolutePath(), new Configuration());
        Set<String> paths = new LinkedHashSet<>();
        Set<RecordFile> records = new LinkedHashSet<>();
        Set<String> notes = new LinkedHashSet<>();
        List<String> labels = new ArrayList<>();
        for (String item : split) {
            Path local = Path.of(item);
            List<String> found = List.of();
            List<Path> recordFiles = List.of();
            if (Files.isRegularFile(local) && RecordGames.isRecordFile(variant, local)) {
                recordFiles = List.of(local);
            } else if (Files.isRegularFile(local) && !item.endsWith(".parquet")) {
                throw new LabInputException("--games: " + local + " is neither a .parquet file nor a "
                        + variant.cliName() + " record file");
            } else {
                found = logs.find(item, variant, notes::add);
                if (found.isEmpty() && Files.isDirectory(local)) {
                    recordFiles = RecordGames.find(variant, local);
                }
            }
            if (found.isEmpty() && recordFiles.isEmpty()) {
                throw new LabInputException("--games: no " + variant.cliName() + " games found in '" + item
                        + "' (neither Parquet game logs nor " + variant.cliName() + " record files)");
            }
            paths.addAll(found);
            Path base = Files.isDirectory(local) ? local : local.toAbsolutePath().getParent();
            for (Path p : recordFiles) {
                String name = base.toAbsolutePath().normalize().relativize(p.toAbsolutePath().normalize()).toString()
                        .replace(java.io.File.separatorChar, '/');
                records.add(new RecordFile(p.toAbsolutePath().normalize().toString(), name));
            }
            labels.add(item);
        }
        return new GameSources(new ArrayList<>(paths), new ArrayList<>(records), labels, new ArrayList<>(notes));
    }
}
