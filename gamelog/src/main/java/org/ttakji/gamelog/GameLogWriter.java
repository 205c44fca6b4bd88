package org.ttakji.gamelog;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.concurrent.ThreadLocalRandom;
import org.apache.hadoop.conf.Configuration;
import org.apache.hadoop.fs.FileSystem;
import org.apache.hadoop.fs.Path;
import org.apache.spark.sql.Row;
import org.ttakji.engines.core.LabInputException;

/**
 * Writes games that were not played by self-play (converted game records) as a game table that every reader of the
 * logs reads ({@code lab query --games <dir>}, {@code tune --games <dir>}): a run directory with a manifest
 * {@value RunHeader#FILE} (run id, schema version, status {@code complete}) and one {@code variant=<v>/} directory of
 * Parquet files per variant, rows made only by {@link GameLogSchema#toRow}. The directory appears at once: it is
 * written beside the target under a temporary name and renamed into place. The files are written by the same
 * parquet-hadoop writer and settings as self-play's batches ({@link GameLogOutput#writeFile}), in
 * this process: a few thousand records need no Spark job.
 */
public final class GameLogWriter {
    private static final ObjectMapper JSON = new ObjectMapper();
    /** The one file of each variant's directory. */
    static final String PART_FILE = "part-00000.zstd.parquet";

    private GameLogWriter() {
    }

    /**
     * Writes the games.
     *
     * @param base   the Hadoop configuration of the file system to write to (not changed)
     * @param games  the games (any variants), in the order to write them
     * @param runId  the run id of the manifest (the rows carry their own)
     * @param source what the games are, for the manifest (e.g. {@code records convert})
     * @param out    the run directory to create (a local path or a Hadoop URI); must not exist, or be an empty
     *               directory
     * @throws LabInputException when {@code out} exists and is not an empty directory, cannot be written, or there is
     *                           no game
     * @throws UncheckedIOException when writing fails midway (nothing is left at {@code out})
     */
    public static void write(Configuration base, List<GameRecord> games, String runId, String source, String out) {
        if (games.isEmpty()) {
            throw new LabInputException("no games to write to " + out);
        }

        Path target = new Path(out);
        Path temp;
        FileSystem fs;
        try {
            fs = target.getFileSystem(base);
            target = fs.makeQualified(target);
            if (fs.exists(target) && !isEmptyDirectory(fs, target)) {
                throw new LabInputException("--out '" + out + "' already exists and is not an empty directory;"
                        + " refusing to overwrite it");
            }
            Path parent = target.getParent();
            if (parent != null) {
                fs.mkdirs(parent);
            }
            temp = new Path(parent, "." + target.getName() + "."
                    + Long.toUnsignedString(ThreadLocalRandom.current().nextLong(), 36) + ".tmp");
        } catch (IOException e) {
            throw new LabInputException("cannot write --out '" + out + "': " + e.getMessage(), e);
        }
        try {
            List<String> variants = games.stream().map(GameRecord::variant).distinct().toList();
            for (String variant : variants) {
                List<Row> rows = games.stream().filter(g -> g.variant().equals(variant)).map(GameLogSchema::toRow)
                        .toList();
                GameLogOutput.writeFile(base, new Path(temp, "variant=" + variant + "/" + PART_FILE), rows);
            }
            ObjectNode manifest = JSON.createObjectNode();
            manifest.put("runId", runId);
            manifest.put("schemaVersion", GameLogSchema.VERSION);
            manifest.put("status", RunHeader.COMPLETE);
            manifest.put("source", source);
            manifest.put("games", games.size());
            try (OutputStream o = fs.create(new Path(temp, RunHeader.FILE), false)) {
                o.write(JSON.writerWithDefaultPrettyPrinter().writeValueAsString(manifest).getBytes(StandardCharsets.UTF_8));
            }
            if (fs.exists(target) && !fs.delete(target, false)) { // the empty directory the user made for it
                throw new IOException("cannot replace the empty directory " + target);
            }
            if (!fs.rename(temp, target)) {
                throw new IOException("rename " + temp + " -> " + target + " failed");
            }
        } catch (IOException e) {
            deleteQuietly(fs, temp);
            throw new UncheckedIOException("cannot write " + out + ": " + e.getMessage(), e);
        } catch (RuntimeException e) {
            deleteQuietly(fs, temp);
            throw e;
        }
    }

    private static boolean isEmptyDirectory(FileSystem fs, Path p) throws IOException {
        return fs.getFileStatus(p).isDirectory() && fs.listStatus(p).length == 0;
    }

    private static void deleteQuietly(FileSystem fs, Path p) {
        try {
            fs.delete(p, true);
        } catch (IOException e) {
            // best effort: a hidden temporary directory may remain beside the target
        }
    }
}
