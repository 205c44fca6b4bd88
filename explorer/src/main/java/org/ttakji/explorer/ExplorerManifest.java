package org.ttakji.explorer;

import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;
import org.ttakji.engines.core.LabInputException;
import org.ttakji.engines.weights.AtomicFiles;

/**
 * The explorer folder's manifest {@value #FILE}: which generation of the tables is current, the ply limit the tables
 * were built with, and every input already added, so that a build adds only what is new.
 *
 * <p>Inputs are known by content: a game-log file by its sha256 (a run's committed batches, each a Parquet file that
 * never changes once committed), a record file by its sha256 and size. The lists are sorted (runs by id, files by
 * name, records by name), and nothing in the manifest depends on the time or the order of the builds, so the same
 * inputs give the same manifest whatever order they were added in.
 *
 * @param format     the table format version ({@link ExplorerSchema#VERSION})
 * @param plies      the ply limit: the first {@code plies} moves of every game are in the tables
 * @param generation the current tables are in {@code tables-<generation>} (6 digits); 0 = none yet
 * @param runs       the self-play runs added, by run id
 * @param records    the record files added
 */
public record ExplorerManifest(int format, int plies, int generation, List<RunInput> runs, List<RecordInput> records) {
    /** The manifest's file name in the explorer folder. */
    public static final String FILE = "explorer.json";
    private static final ObjectMapper JSON = new ObjectMapper()
            .enable(SerializationFeature.INDENT_OUTPUT)
            .disable(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES);

    /** Sorts and copies the lists. */
    public ExplorerManifest {
        runs = runs.stream().sorted(Comparator.comparing(RunInput::run)).toList();
        records = records.stream().sorted(Comparator.comparing(RecordInput::name).thenComparing(RecordInput::sha256))
                .toList();
    }

    /**
     * A self-play run's files added so far.
     *
     * @param run   the run id ({@code -} for Parquet files outside any {@code run=<id>} folder)
     * @param games games added from it
     * @param files its Parquet files added, by path relative to the run folder
     */
    public record RunInput(String run, long games, List<LogFile> files) {
        /** Sorts and copies the files. */
        public RunInput {
            files = files.stream().sorted(Comparator.comparing(LogFile::file)).toList();
        }
    }

    /**
     * One game-log Parquet file.
     *
     * @param file   its path relative to its run folder (its URI when it is in none)
     * @param size   bytes
     * @param sha256 its content's sha256, hex
     */
    public record LogFile(String file, long size, String sha256) {
    }

    /**
     * One record file.
     *
     * @param name    its path relative to the {@code --games} item that named it
     * @param sha256  its content's sha256, hex
     * @param size    bytes
     * @param variant the variant it was read as (the one whose format replayed most of its games), or null when
     *                it held no game
     * @param source  its games' source label ({@link Sources#recordSet})
     * @param games   games added (replayed, with a result)
     * @param refused games its format refused (not added)
     */
    public record RecordInput(String name, String sha256, long size, String variant, String source, long games,
                              long refused) {
    }

    /** The manifest of a new explorer: nothing added, no tables. */
    public static ExplorerManifest empty(int plies) {
        return new ExplorerManifest(ExplorerSchema.VERSION, plies, 0, List.of(), List.of());
    }

    /** The folder of the current tables ({@code tables-000003}), or empty before the first build. */
    public Optional<String> tablesFolder() {
        return generation == 0 ? Optional.empty() : Optional.of(folderOf(generation));
    }

    /** The tables folder name of a generation. */
    static String folderOf(int generation) {
        return String.format(java.util.Locale.ROOT, "tables-%06d", generation);
    }

    /** Games added from runs and records. */
    public long games() {
        return runs.stream().mapToLong(RunInput::games).sum() + records.stream().mapToLong(RecordInput::games).sum();
    }

    /**
     * The manifest of an explorer folder, if it has one.
     *
     * @throws LabInputException naming the file when it cannot be read, is not a manifest, or has another format
     */
    public static Optional<ExplorerManifest> read(Path explorer) {
        Path file = explorer.resolve(FILE);
        if (!Files.exists(file)) {
            return Optional.empty();
        }
        ExplorerManifest m;
        try {
            m = JSON.readValue(file.toFile(), ExplorerManifest.class);
        } catch (IOException | RuntimeException e) {
            throw new LabInputException("cannot read the explorer manifest " + file + ": " + e.getMessage(), e);
        }
        if (m.format() != ExplorerSchema.VERSION) {
            throw new LabInputException("explorer manifest " + file + " has table format " + m.format()
                    + "; this build reads format " + ExplorerSchema.VERSION + " (build a new explorer)");
        }
        return Optional.of(m);
    }

    /**
     * The manifest of an explorer folder that must have been built.
     *
     * @throws LabInputException when there is none, or as {@link #read}
     */
    public static ExplorerManifest require(Path explorer) {
        return read(explorer).filter(m -> m.generation() > 0).orElseThrow(() -> new LabInputException(
                "no explorer at " + explorer + " (no " + FILE + "; build one: ./lab openings build --games ... --out "
                        + explorer + ")"));
    }

    /** Writes the manifest into the folder atomically (temp file, then rename). */
    public void write(Path explorer) {
        try {
            AtomicFiles.write(explorer.resolve(FILE), JSON.writeValueAsString(this) + "\n");
        } catch (IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
    }
}
