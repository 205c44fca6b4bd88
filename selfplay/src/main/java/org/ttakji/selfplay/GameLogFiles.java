package org.ttakji.selfplay;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.io.InputStream;
import java.net.URI;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.TreeSet;
import java.util.function.Consumer;
import org.apache.hadoop.conf.Configuration;
import org.apache.hadoop.fs.FileStatus;
import org.apache.hadoop.fs.FileSystem;
import org.apache.hadoop.fs.Path;
import org.ttakji.engines.core.LabInputException;

/**
 * Finds the committed Parquet files of game logs (every readable schema version, {@link GameLogSchema}) for reading: every
 * {@code *.parquet} file under the given places, skipping names that start with {@code _} or {@code .}
 * (Spark's staging directories, temporary and checksum files), so a run still being played contributes
 * exactly its committed batches.
 *
 * <p>A place is a path (a log root holding {@code run=<id>/} directories, a run directory, a
 * {@code variant=<v>} directory or one Parquet file; local, or any Hadoop URI such as {@code hdfs://...})
 * or, when no such path exists, a run id looked up under the default log root.
 */
public final class GameLogFiles {
    private static final ObjectMapper JSON = new ObjectMapper();

    private GameLogFiles() {
    }

    /**
     * The Parquet files of the given places, sorted and without duplicates, as qualified URIs
     * ({@code file:/...}).
     *
     * @param places      paths or run ids; empty = everything under {@code defaultRoot}
     * @param defaultRoot the default log root ({@code <lab home>/data/games}), where run ids are looked up
     * @param cwd         the directory relative paths are resolved against
     * @param conf        Hadoop configuration (file systems)
     * @param notes       receives one line per run that is not complete (its committed part is read)
     * @throws LabInputException if a place is neither a path nor a run id, if no file is found, or if a
     *                           run's manifest names a schema version this build does not read
     */
    public static List<String> resolve(List<String> places, java.nio.file.Path defaultRoot, java.nio.file.Path cwd,
                                       Configuration conf, Consumer<String> notes) {
        List<Path> roots = new ArrayList<>();
        if (places.isEmpty()) {
            roots.add(qualify(defaultRoot.toUri(), conf));
            if (!exists(roots.get(0), conf)) {
                throw new LabInputException("no game logs: " + defaultRoot + " does not exist (play some games first: ./lab selfplay)");
            }
        } else {
            for (String place : places) {
                roots.add(locate(place, defaultRoot, cwd, conf));
            }
        }
        TreeSet<String> files = new TreeSet<>();
        for (Path root : roots) {
            List<String> found = new ArrayList<>();
            collect(root, conf, found, notes);
            if (found.isEmpty()) {
                throw new LabInputException("no game logs: no Parquet files under " + root
                        + (places.isEmpty() ? " (play some games first: ./lab selfplay)" : ""));
            }
            files.addAll(found);
        }
        return List.copyOf(files);
    }

    /** A place as an existing path, else as a run id under the default root. */
    private static Path locate(String place, java.nio.file.Path defaultRoot, java.nio.file.Path cwd, Configuration conf) {
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
        Path asPath = qualify(location, conf);
        if (exists(asPath, conf)) {
            return asPath;
        }
        if (place.matches("[A-Za-z0-9._-]+")) {
            Path run = qualify(defaultRoot.resolve("run=" + place).toUri(), conf);
            if (exists(run, conf)) {
                return run;
            }
        }
        throw new LabInputException("no game logs at '" + place + "': neither a path nor a run id under "
                + defaultRoot + " (runs there: " + runIds(defaultRoot, conf) + ")");
    }

    private static void collect(Path dir, Configuration conf, List<String> out, Consumer<String> notes) {
        try {
            FileSystem fs = dir.getFileSystem(conf);
            FileStatus status = fs.getFileStatus(dir);
            if (status.isFile()) {
                out.add(dir.toString());
                return;
            }
            checkManifest(fs, dir, notes);
            FileStatus[] children = fs.listStatus(dir);
            Arrays.sort(children);
            for (FileStatus c : children) {
                String name = c.getPath().getName();
                if (name.startsWith("_") || name.startsWith(".")) {
                    continue;
                }
                if (c.isDirectory()) {
                    collect(c.getPath(), conf, out, notes);
                } else if (name.endsWith(".parquet")) {
                    out.add(c.getPath().toString());
                }
            }
        } catch (IOException e) {
            throw new LabInputException("cannot list game logs under " + dir + ": " + e.getMessage(), e);
        }
    }

    /** A run directory's manifest must name a readable schema version; an unfinished run gets a note. */
    private static void checkManifest(FileSystem fs, Path dir, Consumer<String> notes) throws IOException {
        Path manifest = new Path(dir, RunStore.MANIFEST);
        if (!fs.exists(manifest)) {
            return;
        }
        JsonNode m;
        try (InputStream in = fs.open(manifest)) {
            m = JSON.readTree(in);
        } catch (IOException e) {
            throw new LabInputException("cannot read run manifest " + manifest + ": " + e.getMessage(), e);
        }
        int version = m.path("schemaVersion").asInt(-1);
        if (!GameLogSchema.readable(version)) {
            throw new LabInputException("run manifest " + manifest + " names game log schema version " + version
                    + "; this build reads versions " + GameLogSchema.READABLE_VERSIONS);
        }
        String status = m.path("status").asText("");
        if (!RunManifest.COMPLETE.equals(status)) {
            notes.accept("note: run " + m.path("runId").asText(dir.getName()) + " is " + status
                    + ": only its committed batches are read");
        }
    }

    private static String runIds(java.nio.file.Path root, Configuration conf) {
        try {
            Path r = qualify(root.toUri(), conf);
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

    private static boolean exists(Path p, Configuration conf) {
        try {
            return p.getFileSystem(conf).exists(p);
        } catch (IOException e) {
            throw new LabInputException("cannot read " + p + ": " + e.getMessage(), e);
        }
    }

    private static Path qualify(URI uri, Configuration conf) {
        try {
            Path p = new Path(uri);
            return p.getFileSystem(conf).makeQualified(p);
        } catch (IOException | IllegalArgumentException e) {
            throw new LabInputException("cannot use path " + uri + ": " + e.getMessage(), e);
        }
    }
}
