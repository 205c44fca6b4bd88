package org.ttakji.tuning;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.stream.Stream;
import org.ttakji.engines.core.LabInputException;
import org.ttakji.engines.core.Variant;

/**
 * Where the games of a variant are: the {@code --games} items (paths or run ids) resolved to Parquet leaf
 * directories or files that hold game-log rows (DESIGN.md, "Parquet game log").
 *
 * <p>An item is, in this order: an existing path — a {@code .parquet} file, a directory holding Parquet files
 * (e.g. {@code run=<id>/variant=<v>}), a run directory ({@code run=<id>}, its {@code variant=<v>}
 * subdirectory is read) or a games root (every {@code run=*}{@code /variant=<v>} under it); else a run id, read
 * from {@code <games root>/run=<id>/variant=<v>}. A run directory's manifest {@code _run.json}, when present,
 * must declare a game-log schema version of {@link #SCHEMA_VERSIONS}. A real game record file of the variant
 * ({@link RecordGames#isRecordFile}), or a directory without Parquet files that holds some (searched
 * recursively), is read as records.
 *
 * @param paths   absolute paths of Parquet files or leaf directories, for Spark, in a stable order
 * @param records real game record files, in a stable order
 * @param labels  what each item named, for the report and the provenance ({@code run=<id>} or the path)
 */
public record GameSources(List<String> paths, List<RecordFile> records, List<String> labels) {
    /**
     * A record file.
     *
     * @param path absolute path
     * @param name its path relative to the {@code --games} item that named it ({@code /}-separated; the file name
     *             when the item is the file): the stable prefix of its games' ids, the same on every machine
     */
    public record RecordFile(String path, String name) implements java.io.Serializable {
    }

    /**
     * The game-log schema versions this reader understands: v2 only added {@code clock_stops}, which tuning does
     * not read.
     */
    public static final java.util.List<Integer> SCHEMA_VERSIONS = java.util.List.of(1, 2);
    private static final ObjectMapper JSON = new ObjectMapper();

    /** Copies the lists. */
    public GameSources {
        paths = List.copyOf(paths);
        records = List.copyOf(records);
        labels = List.copyOf(labels);
    }

    /**
     * Resolves the items.
     *
     * @param items     paths or run ids (a comma-separated item is several items)
     * @param gamesRoot the lab's games root ({@code data/games}) for run ids
     * @param variant   the variant to read
     * @throws LabInputException when there is no item, an item is neither an existing path nor a known run id,
     *                           a manifest declares another schema version, or no Parquet file of the variant
     *                           is found under an item
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
        Set<String> paths = new LinkedHashSet<>();
        Set<RecordFile> records = new LinkedHashSet<>();
        List<String> labels = new ArrayList<>();
        for (String item : split) {
            List<Path> found = resolveItem(item, gamesRoot, variant);
            List<Path> recordFiles = found.isEmpty() && Files.exists(Path.of(item))
                    ? RecordGames.find(variant, Path.of(item)) : List.of();
            if (found.isEmpty() && recordFiles.isEmpty()) {
                throw new LabInputException("--games: no " + variant.cliName() + " games found in '" + item
                        + "' (neither Parquet game logs nor " + variant.cliName() + " record files)");
            }
            for (Path p : found) {
                paths.add(p.toAbsolutePath().normalize().toString());
            }
            Path base = Files.isDirectory(Path.of(item)) ? Path.of(item) : Path.of(item).toAbsolutePath().getParent();
            for (Path p : recordFiles) {
                String name = base.toAbsolutePath().normalize().relativize(p.toAbsolutePath().normalize()).toString()
                        .replace(java.io.File.separatorChar, '/');
                records.add(new RecordFile(p.toAbsolutePath().normalize().toString(), name));
            }
            labels.add(item);
        }
        return new GameSources(new ArrayList<>(paths), new ArrayList<>(records), labels);
    }

    private static List<Path> resolveItem(String item, Path gamesRoot, Variant variant) {
        Path path = Path.of(item);
        if (Files.exists(path)) {
            return fromPath(path, variant);
        }
        Path run = gamesRoot.resolve("run=" + item);
        if (!item.contains("/") && Files.isDirectory(run)) {
            return fromRunDir(run, variant);
        }
        throw new LabInputException("--games: '" + item + "' is neither an existing path nor a run id (no directory "
                + run + "; runs there: " + knownRuns(gamesRoot) + ")");
    }

    private static List<Path> fromPath(Path path, Variant variant) {
        if (Files.isRegularFile(path)) {
            if (RecordGames.isRecordFile(variant, path)) {
                return List.of(); // read as a record
            }
            if (!path.getFileName().toString().endsWith(".parquet")) {
                throw new LabInputException("--games: " + path + " is neither a .parquet file nor a "
                        + variant.cliName() + " record file");
            }
            return List.of(path);
        }
        String name = path.getFileName() == null ? "" : path.getFileName().toString();
        if (name.startsWith("run=") || Files.isDirectory(path.resolve("variant=" + variant.cliName()))) {
            return fromRunDir(path, variant);
        }
        List<Path> runs = children(path, "run=");
        if (!runs.isEmpty()) {
            List<Path> out = new ArrayList<>();
            for (Path run : runs) {
                out.addAll(fromRunDir(run, variant));
            }
            return out;
        }
        return hasParquet(path) ? List.of(path) : List.of();
    }

    private static List<Path> fromRunDir(Path run, Variant variant) {
        checkManifest(run);
        Path dir = run.resolve("variant=" + variant.cliName());
        return Files.isDirectory(dir) && hasParquet(dir) ? List.of(dir) : List.of();
    }

    private static void checkManifest(Path run) {
        Path manifest = run.resolve("_run.json");
        if (!Files.isRegularFile(manifest)) {
            return;
        }
        JsonNode node;
        try {
            node = JSON.readTree(manifest.toFile());
        } catch (IOException e) {
            throw new LabInputException("--games: cannot read the run manifest " + manifest + ": " + e.getMessage(), e);
        }
        JsonNode version = node.get("schemaVersion");
        if (version != null && !SCHEMA_VERSIONS.contains(version.asInt())) {
            throw new LabInputException("--games: " + manifest + " declares game-log schema version " + version.asInt()
                    + "; this build reads versions " + SCHEMA_VERSIONS);
        }
    }

    private static boolean hasParquet(Path dir) {
        try (Stream<Path> s = Files.list(dir)) {
            return s.anyMatch(p -> p.getFileName().toString().endsWith(".parquet") && Files.isRegularFile(p));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static List<Path> children(Path dir, String prefix) {
        try (Stream<Path> s = Files.list(dir)) {
            return s.filter(p -> Files.isDirectory(p) && p.getFileName().toString().startsWith(prefix)).sorted().toList();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static String knownRuns(Path gamesRoot) {
        if (!Files.isDirectory(gamesRoot)) {
            return "none";
        }
        List<String> runs = children(gamesRoot, "run=").stream()
                .map(p -> p.getFileName().toString().substring(4)).toList();
        return runs.isEmpty() ? "none" : String.join(", ", runs);
    }
}
