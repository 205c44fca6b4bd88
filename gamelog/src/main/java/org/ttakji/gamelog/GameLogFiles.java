package org.ttakji.gamelog;

import java.io.IOException;
import java.net.URI;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.function.Consumer;
import org.apache.hadoop.conf.Configuration;
import org.apache.hadoop.fs.FileStatus;
import org.apache.hadoop.fs.FileSystem;
import org.apache.hadoop.fs.Path;
import org.ttakji.engines.core.LabInputException;
import org.ttakji.engines.core.Variant;

/**
 * Where the game logs of a place are: the committed Parquet files to read, for every consumer of the logs
 * ({@code query}, {@code tune}, the notebooks through {@code query}).
 *
 * <p>A place is, in this order: an existing path (local, relative to the working directory, or any Hadoop URI such
 * as {@code hdfs://...} or {@code file:/...}): a log root holding {@code run=<id>/} directories, a run directory, a
 * {@code variant=<v>} directory, any directory above or between them, or one {@code .parquet} file; else, when it
 * has the shape of a run id ({@code [A-Za-z0-9._-]+}, so never a URI or a path with a separator), the run
 * {@code run=<id>} under the default log root. The files of a directory are every {@code *.parquet} file under it,
 * skipping names that start with {@code _} or {@code .} (Spark's {@code _staging} directories, the writer's
 * {@code _writer.lock}, temporary and checksum files), so a run still being played contributes exactly its
 * committed batches.
 *
 * <p>Every run met (a directory holding {@value RunHeader#FILE}, or the run a {@code variant=} directory or a file
 * in one belongs to) is checked: its manifest must name a schema version of {@link GameLogSchema#READABLE_VERSIONS}.
 * A manifest that names none is refused like one naming an unknown version: every manifest the lab has written names
 * one, so such a file is damaged or not the lab's, and what its Parquet files hold is unknown. A directory without a
 * manifest (Parquet files copied or written by hand) is read as the current schema. A run that is not complete gets
 * a note (its committed part is read).
 */
public final class GameLogFiles {
    private static final String PLAY_FIRST = " (play some games first: ./lab selfplay)";
    private final java.nio.file.Path defaultRoot;
    private final java.nio.file.Path cwd;
    private final Configuration conf;

    /**
     * A resolver.
     *
     * @param defaultRoot the default log root ({@code <lab home>/data/games}): read when no place is given, and where
     *                    run ids are looked up
     * @param cwd         the directory relative paths are resolved against
     * @param conf        Hadoop configuration (file systems)
     */
    public GameLogFiles(java.nio.file.Path defaultRoot, java.nio.file.Path cwd, Configuration conf) {
        this.defaultRoot = defaultRoot.toAbsolutePath().normalize();
        this.cwd = cwd;
        this.conf = conf;
    }

    /**
     * The Parquet files of every variant at the given places ({@link #resolve(List, Variant, Consumer)} without a
     * variant filter), as {@code query} reads them.
     *
     * @param places paths or run ids; empty = everything under the default root
     * @param notes  receives one line per run that is not complete (once per run)
     * @throws LabInputException as {@link #resolve(List, Variant, Consumer)}
     */
    public List<String> resolve(List<String> places, Consumer<String> notes) {
        return resolve(places, null, notes);
    }

    /**
     * The Parquet files of the given places, each of which must hold some; sorted and without duplicates, as
     * qualified URIs ({@code file:/...}, {@code hdfs://...}).
     *
     * @param places  paths or run ids; empty = everything under the default root
     * @param variant only the files of this variant ({@code variant=<other>} directories are skipped), or null for
     *                every variant
     * @param notes   receives one line per run that is not complete (once per run)
     * @throws LabInputException if a place is neither a path nor a run id, is a file not named {@code *.parquet},
     *                           a place (or the default root) holds no Parquet file, or a run's manifest cannot be
     *                           read or names no readable schema version
     */
    public List<String> resolve(List<String> places, Variant variant, Consumer<String> notes) {
        Consumer<String> once = once(notes);
        TreeSet<String> files = new TreeSet<>();
        if (places.isEmpty()) {
            Path root = qualify(defaultRoot.toUri());
            if (!exists(root)) {
                throw new LabInputException("no game logs: " + defaultRoot + " does not exist" + PLAY_FIRST);
            }
            List<String> found = collect(root, variant, once);
            if (found.isEmpty()) {
                throw new LabInputException("no game logs: no Parquet files under " + root + PLAY_FIRST);
            }
            files.addAll(found);
        }
        for (String place : places) {
            Path at = locate(place);
            List<String> found = find(at, variant, once);
            if (found.isEmpty()) {
                throw new LabInputException("no game logs: no Parquet files under " + at
                        + (variant == null ? "" : " for " + variant.cliName()));
            }
            files.addAll(found);
        }
        return List.copyOf(files);
    }

    /**
     * The Parquet files of one place, possibly none (for a consumer that reads other files too when there is no log,
     * such as {@code tune}'s game records); sorted, as qualified URIs.
     *
     * @param place   a path or a run id
     * @param variant only the files of this variant, or null for every variant
     * @param notes   receives one line per run that is not complete
     * @throws LabInputException if the place is neither a path nor a run id, is a file not named {@code *.parquet},
     *                           or a run's manifest cannot be read or names no readable schema version
     */
    public List<String> find(String place, Variant variant, Consumer<String> notes) {
        return find(locate(place), variant, notes);
    }

    private List<String> find(Path at, Variant variant, Consumer<String> notes) {
        try {
            FileSystem fs = at.getFileSystem(conf);
            boolean file = fs.getFileStatus(at).isFile();
            Path dir = file ? at.getParent() : at;
            if (dir != null && dir.getName().startsWith("variant=") && dir.getParent() != null) {
                checkRun(fs, dir.getParent(), notes); // the run this variant directory (or file) belongs to
            }
        } catch (IOException e) {
            throw new LabInputException("cannot read " + at + ": " + e.getMessage(), e);
        }
        return collect(at, variant, notes);
    }

    /**
     * A place as an existing path, else as a run id under the default root.
     *
     * @throws LabInputException naming the place when it is neither
     */
    private Path locate(String place) {
        if (place.isBlank()) {
            throw new LabInputException("empty --games value");
        }
        boolean uri = place.matches("^[a-zA-Z][a-zA-Z0-9+.-]*:.*");
        URI location;
        try {
            location = uri ? URI.create(place) : cwd.resolve(place).toAbsolutePath().normalize().toUri();
        } catch (IllegalArgumentException e) {
            throw new LabInputException("bad --games path '" + place + "': " + e.getMessage(), e);
        }
        Path asPath = qualify(location);
        if (exists(asPath)) {
            return asPath;
        }
        if (!uri && place.matches("[A-Za-z0-9._-]+")) {
            Path run = qualify(defaultRoot.resolve("run=" + place).toUri());
            if (exists(run)) {
                return run;
            }
            throw new LabInputException("no game logs at '" + place + "': neither a path nor a run id under "
                    + defaultRoot + " (runs there: " + runIds() + ")");
        }
        throw new LabInputException("no game logs at '" + place + "': " + asPath + " does not exist");
    }

    /** Every {@code *.parquet} file under {@code at} (or {@code at} itself), checking the runs met on the way. */
    private List<String> collect(Path at, Variant variant, Consumer<String> notes) {
        List<String> out = new ArrayList<>();
        try {
            FileSystem fs = at.getFileSystem(conf);
            FileStatus status = fs.getFileStatus(at);
            if (status.isFile()) {
                if (!at.getName().endsWith(".parquet")) {
                    throw new LabInputException("no game logs at " + at + ": not a .parquet file");
                }
                out.add(at.toString());
            } else {
                collectDir(fs, at, variant, out, notes);
            }
        } catch (IOException e) {
            throw new LabInputException("cannot list game logs under " + at + ": " + e.getMessage(), e);
        }
        out.sort(null);
        return out;
    }

    private static void collectDir(FileSystem fs, Path dir, Variant variant, List<String> out, Consumer<String> notes)
            throws IOException {
        String name = dir.getName();
        if (variant != null && name.startsWith("variant=") && !name.equals("variant=" + variant.cliName())) {
            return;
        }
        checkRun(fs, dir, notes);
        FileStatus[] children = fs.listStatus(dir);
        Arrays.sort(children);
        for (FileStatus c : children) {
            String child = c.getPath().getName();
            if (child.startsWith("_") || child.startsWith(".")) {
                continue;
            }
            if (c.isDirectory()) {
                collectDir(fs, c.getPath(), variant, out, notes);
            } else if (child.endsWith(".parquet")) {
                out.add(c.getPath().toString());
            }
        }
    }

    /**
     * A directory holding a run manifest: its schema version must be readable; an unfinished run gets a note.
     *
     * @throws LabInputException naming the manifest when it names no readable version
     */
    private static void checkRun(FileSystem fs, Path dir, Consumer<String> notes) throws IOException {
        Path manifest = new Path(dir, RunHeader.FILE);
        if (!fs.exists(manifest)) {
            return;
        }
        RunHeader run = RunHeader.read(fs, manifest);
        if (run.schemaVersion() == null) {
            throw new LabInputException("run manifest " + manifest + " names no game log schema version (every run"
                    + " the lab writes names one: a damaged manifest, or not a run of the lab); this build reads"
                    + " versions " + GameLogSchema.READABLE_VERSIONS);
        }
        if (!GameLogSchema.readable(run.schemaVersion())) {
            throw new LabInputException("run manifest " + manifest + " names game log schema version "
                    + run.schemaVersion() + "; this build reads versions " + GameLogSchema.READABLE_VERSIONS);
        }
        if (!run.complete()) {
            String id = run.runId() != null ? run.runId() : dir.getName().replaceFirst("^run=", "");
            notes.accept("note: run " + id + " is "
                    + (run.status() == null ? "not marked complete" : run.status())
                    + ": only its committed batches are read");
        }
    }

    /** The run ids under the default root, sorted, comma-separated ({@code none} when there is none). */
    private String runIds() {
        try {
            Path r = qualify(defaultRoot.toUri());
            FileSystem fs = r.getFileSystem(conf);
            if (!fs.exists(r)) {
                return "none";
            }
            List<String> ids = new ArrayList<>();
            for (FileStatus s : fs.listStatus(r, p -> p.getName().startsWith("run="))) {
                ids.add(s.getPath().getName().substring("run=".length()));
            }
            ids.sort(null);
            return ids.isEmpty() ? "none" : String.join(", ", ids);
        } catch (IOException e) {
            return "unknown: " + e.getMessage();
        }
    }

    private boolean exists(Path p) {
        try {
            return p.getFileSystem(conf).exists(p);
        } catch (IOException e) {
            throw new LabInputException("cannot read " + p + ": " + e.getMessage(), e);
        }
    }

    private Path qualify(URI uri) {
        try {
            if (uri.isOpaque()) {
                throw new IllegalArgumentException("not a hierarchical URI");
            }
            Path p = new Path(uri.getScheme(), uri.getAuthority(), uri.getPath()); // without a trailing slash
            return p.getFileSystem(conf).makeQualified(p);
        } catch (IOException | IllegalArgumentException e) {
            throw new LabInputException("cannot use path " + uri + ": " + e.getMessage(), e);
        }
    }

    /** The consumer, passing each distinct line once. */
    private static Consumer<String> once(Consumer<String> notes) {
        Set<String> seen = new LinkedHashSet<>();
        return line -> {
            if (seen.add(line)) {
                notes.accept(line);
            }
        };
    }
}
