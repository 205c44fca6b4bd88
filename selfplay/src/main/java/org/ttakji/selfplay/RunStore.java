package org.ttakji.selfplay;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import java.io.FileNotFoundException;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import org.apache.hadoop.conf.Configuration;
import org.apache.hadoop.fs.FileContext;
import org.apache.hadoop.fs.FileStatus;
import org.apache.hadoop.fs.FileSystem;
import org.apache.hadoop.fs.Options;
import org.apache.hadoop.fs.Path;
import org.ttakji.engines.core.LabInputException;
import org.ttakji.engines.core.Variant;
import org.ttakji.gamelog.RunHeader;

/**
 * The files of one run, through Hadoop's file system API (so the output may be a local path, HDFS or any
 * file system Spark writes to):
 * <pre>
 *   &lt;out&gt;/run=&lt;id&gt;/_run.json                                 the manifest ({@link RunManifest})
 *   &lt;out&gt;/run=&lt;id&gt;/variant=&lt;v&gt;/part-&lt;batch&gt;-&lt;task&gt;.zstd.parquet     committed games (v1, v2: .snappy)
 *   &lt;out&gt;/run=&lt;id&gt;/_staging/batch-&lt;batch&gt;/                    the output of a batch being played
 * </pre>
 * A batch's games are played by Spark tasks that return their rows to the driver, which writes them with
 * parquet-hadoop's writer into the batch's own staging directory (one file, a temporary file renamed when complete,
 * then a {@code _SUCCESS} marker: {@link BatchWrite}), then publishes it by renaming its file
 * to a name that carries the batch number. A batch that was published only in part (a crash) is recognised
 * by those names and cleared before it is played again, so a resumed run never holds a game twice.
 */
public final class RunStore {
    /** Manifest file name (the one the game log readers look for, {@link RunHeader#FILE}). */
    public static final String MANIFEST = RunHeader.FILE;
    private static final String STAGING = "_staging";
    /** A batch's file in its staging directory (the game log's codec is zstd since schema v3). */
    private static final String STAGED_FILE = "part-r-00000.zstd.parquet";
    /** A task's committed file in a staging directory: Hadoop's {@code part-r-<task>} and the extension. */
    private static final java.util.regex.Pattern TASK_FILE = java.util.regex.Pattern.compile("part-r-(\\d+)(\\..+)");
    private static final ObjectMapper JSON = new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT);

    private final FileSystem fs;
    private final Configuration conf;
    private final Path root;
    private final String runId;
    private final Path runDir;

    private RunStore(FileSystem fs, Configuration conf, Path root, String runId) {
        this.fs = fs;
        this.conf = conf;
        this.root = root;
        this.runId = runId;
        this.runDir = new Path(root, "run=" + runId);
    }

    /**
     * The store of run {@code runId} under the output root {@code out}: a URI ({@code hdfs://...},
     * {@code file:/...}) or a local path (made absolute against {@code localBase} when relative).
     *
     * @throws LabInputException if the path or its file system cannot be used
     */
    public static RunStore of(String out, java.nio.file.Path localBase, String runId, Configuration conf) {
        URI uri;
        if (out.matches("^[a-zA-Z][a-zA-Z0-9+.-]*:.*") && !out.matches("^[a-zA-Z]:\\\\.*")) {
            uri = URI.create(out);
        } else {
            uri = localBase.resolve(out).toAbsolutePath().normalize().toUri();
        }
        if (conf.get(ForklessLocalFileSystem.IMPL_KEY) == null) {
            // file: without a chmod process per file (unless the caller chose an implementation)
            conf = new Configuration(conf);
            conf.set(ForklessLocalFileSystem.IMPL_KEY, ForklessLocalFileSystem.class.getName());
        }
        try {
            FileSystem fs = FileSystem.get(uri, conf);
            Path root = fs.makeQualified(new Path(uri));
            return new RunStore(fs, conf, root, runId);
        } catch (IOException | IllegalArgumentException e) {
            throw new LabInputException("cannot use output path " + out + ": " + e.getMessage(), e);
        }
    }

    /** The run id. */
    public String runId() {
        return runId;
    }

    /** The output root {@code <out>}, qualified ({@code file:/...}). */
    public Path root() {
        return root;
    }

    /** The run directory {@code <out>/run=<id>}, qualified ({@code file:/...}). */
    public Path runDir() {
        return runDir;
    }

    /** The file system the run is on. */
    FileSystem fileSystem() {
        return fs;
    }

    /** True for the local file system ({@code file:}), where java.nio's atomic operations and locks apply. */
    boolean isLocal() {
        return "file".equals(fs.getUri().getScheme());
    }

    /** The run directory as a local path; only when {@link #isLocal()}. */
    java.nio.file.Path localRunDir() {
        return java.nio.file.Path.of(runDir.toUri());
    }

    /** The Hadoop configuration of the run's file system (with the game log's writer settings added per write). */
    Configuration configuration() {
        return conf;
    }

    /** The staging directory of a batch (where the driver writes it, {@link BatchWrite}). */
    public Path stagingDir(Batch batch) {
        return new Path(new Path(runDir, STAGING), String.format(Locale.ROOT, "batch-%05d", batch.id()));
    }

    /**
     * The file of a batch in its staging directory, {@code part-r-00000.zstd.parquet} (the name Hadoop's output
     * committer gave the batch's one writing task's file before the driver wrote it; {@link #publish} renames it).
     */
    public Path stagedFile(Batch batch) {
        return new Path(stagingDir(batch), STAGED_FILE);
    }

    /** The directory of a variant's committed files. */
    public Path variantDir(Variant variant) {
        return new Path(runDir, "variant=" + variant.cliName());
    }

    /** True when the run directory exists. */
    public boolean exists() {
        try {
            return fs.exists(runDir);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /**
     * Checks, before anything is played, that the output root can be written, without writing anything:
     * a probe file is created and removed in the root or, when the root does not exist yet, in its nearest
     * existing ancestor (where the root will be created).
     *
     * @throws LabInputException naming the path when it cannot be written
     */
    public void checkWritable() {
        try {
            Path dir = root;
            while (dir != null && !fs.exists(dir)) {
                dir = dir.getParent();
            }
            if (dir == null) {
                throw new IOException("no existing parent directory");
            }
            if (!fs.getFileStatus(dir).isDirectory()) {
                throw new IOException(dir + " is not a directory");
            }
            Path probe = new Path(dir, ".selfplay-probe-" + Long.toHexString(System.nanoTime()));
            try (OutputStream o = fs.create(probe, false)) {
                o.write(1);
            }
            fs.delete(probe, false);
        } catch (IOException | RuntimeException e) {
            throw new LabInputException("output path " + root + " is not writable: "
                    + (e.getMessage() == null ? e.toString() : e.getMessage()), e);
        }
    }

    /** Creates the run directory and writes its first manifest. @throws LabInputException if it cannot */
    public void create(RunManifest manifest) {
        try {
            if (!fs.mkdirs(runDir)) {
                throw new IOException("mkdirs failed");
            }
            writeManifest(manifest);
        } catch (IOException | UncheckedIOException e) {
            throw new LabInputException("cannot create run directory " + runDir + ": " + e.getMessage(), e);
        }
    }

    /**
     * Reads the manifest.
     *
     * @throws LabInputException if the run or its manifest does not exist or cannot be read
     */
    public RunManifest readManifest() {
        Path p = new Path(runDir, MANIFEST);
        try (InputStream in = fs.open(p)) {
            return JSON.readValue(in, RunManifest.class);
        } catch (FileNotFoundException e) {
            throw new LabInputException("no run manifest " + p + " (is the run id right?)", e);
        } catch (IOException e) {
            throw new LabInputException("cannot read run manifest " + p + ": " + e.getMessage(), e);
        }
    }

    /** Writes the manifest atomically: to a temporary file, then renamed over the old one. */
    public void writeManifest(RunManifest manifest) {
        Path tmp = new Path(runDir, "._run.json.tmp");
        Path dst = new Path(runDir, MANIFEST);
        try {
            byte[] bytes = (JSON.writeValueAsString(manifest) + "\n").getBytes(StandardCharsets.UTF_8);
            try (OutputStream o = fs.create(tmp, true)) {
                o.write(bytes);
            }
            renameOver(tmp, dst);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot write " + dst, e);
        }
    }

    /** Local and POSIX-like file systems rename over an existing file atomically; others via FileContext. */
    private void renameOver(Path src, Path dst) throws IOException {
        if ("file".equals(fs.getUri().getScheme())) {
            if (!fs.rename(src, dst)) {
                throw new IOException("rename " + src + " -> " + dst + " failed");
            }
        } else {
            FileContext.getFileContext(fs.getUri(), conf).rename(src, dst, Options.Rename.OVERWRITE);
        }
    }

    /**
     * Removes whatever an unfinished attempt at a batch left: its staging directory and any of its files
     * already published.
     */
    public void clearBatch(Batch batch) {
        try {
            fs.delete(stagingDir(batch), true);
            for (FileStatus f : listParts(batch.variant())) {
                if (f.getPath().getName().startsWith(partPrefix(batch))) {
                    fs.delete(f.getPath(), false);
                }
            }
        } catch (IOException e) {
            throw new UncheckedIOException("cannot clear batch " + batch.id() + " of " + runDir, e);
        }
    }

    /**
     * Moves a batch's committed output ({@code part-r-<task>.<codec>.parquet}) from its staging directory into its
     * variant directory as {@code part-<batch>-<task>.<codec>.parquet} (the codec as parquet-hadoop names it:
     * {@code zstd} since schema v3), then deletes the staging directory.
     *
     * @return the number of files published
     * @throws IllegalStateException if the staging directory has no {@code _SUCCESS} marker (the job's commit
     *                               did not complete), or holds a part file of another name
     */
    public int publish(Batch batch) {
        Path staging = stagingDir(batch);
        try {
            if (!fs.exists(new Path(staging, "_SUCCESS"))) {
                throw new IllegalStateException("batch " + batch.id() + " has no committed output in " + staging);
            }
            Path target = variantDir(batch.variant());
            fs.mkdirs(target);
            FileStatus[] files = fs.listStatus(staging, p -> p.getName().startsWith("part-")
                    && p.getName().endsWith(".parquet"));
            Arrays.sort(files);
            for (FileStatus f : files) {
                String name = f.getPath().getName(); // part-r-00000.zstd.parquet (Hadoop's name of task 0's file)
                java.util.regex.Matcher m = TASK_FILE.matcher(name);
                if (!m.matches()) {
                    throw new IllegalStateException("unexpected file " + f.getPath() + " in the output of batch " + batch.id());
                }
                Path dst = new Path(target, partPrefix(batch) + m.group(1) + m.group(2));
                if (!fs.rename(f.getPath(), dst)) {
                    throw new IOException("rename " + f.getPath() + " -> " + dst + " failed");
                }
            }
            fs.delete(staging, true);
            return files.length;
        } catch (IOException e) {
            throw new UncheckedIOException("cannot publish batch " + batch.id() + " of " + runDir, e);
        }
    }

    /**
     * Removes the staging root {@code _staging} when no batch is left in it (call when no batch is being played:
     * a job creates its batch's directory there).
     */
    public void removeEmptyStaging() {
        Path stagingRoot = new Path(runDir, STAGING);
        try {
            if (fs.exists(stagingRoot) && fs.listStatus(stagingRoot).length == 0) {
                fs.delete(stagingRoot, false);
            }
        } catch (IOException e) {
            throw new UncheckedIOException("cannot remove " + stagingRoot, e);
        }
    }

    private static String partPrefix(Batch batch) {
        return String.format(Locale.ROOT, "part-%05d-", batch.id());
    }

    /** The committed Parquet files of a variant, sorted by name. */
    public List<FileStatus> listParts(Variant variant) {
        try {
            Path dir = variantDir(variant);
            if (!fs.exists(dir)) {
                return List.of();
            }
            FileStatus[] files = fs.listStatus(dir, p -> p.getName().startsWith("part-")
                    && p.getName().endsWith(".parquet"));
            Arrays.sort(files);
            return new ArrayList<>(Arrays.asList(files));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
