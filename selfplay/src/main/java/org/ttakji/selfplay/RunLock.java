package org.ttakji.selfplay;

import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.net.InetAddress;
import java.nio.charset.StandardCharsets;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.UUID;
import org.apache.hadoop.fs.FileStatus;
import org.apache.hadoop.fs.FileSystem;
import org.apache.hadoop.fs.Path;
import org.ttakji.engines.core.LabInputException;

/**
 * The writer lock of a run: one process at a time plays a run, from creating it (or from {@code --resume})
 * to the end of the job. A second {@code selfplay --run-id X} is refused at once because the run directory
 * is created atomically, and a {@code --resume} of a run another process still writes is refused because
 * the lock is held:
 * <ul>
 *   <li>on the local file system ({@code file:}), {@link LocalRunLock}: the run directory is created with
 *       {@code Files.createDirectory} and {@code <run>/_writer.lock} is held with {@code FileChannel.tryLock};
 *       the OS releases it when the process dies, even by {@code SIGKILL};</li>
 *   <li>on other Hadoop file systems (HDFS, ...), {@link LeaseRunLock}: {@code <run>/_writer.lease} is
 *       created exclusively and renewed by a heartbeat; a resume takes over a lease that has not been renewed
 *       for a minute, by the file system's own clock.</li>
 * </ul>
 * The lock files start with {@code _}, like every file that is not a committed game (Spark and the log
 * readers skip them). Closing the lock of a new run that never got its manifest (Spark did not start)
 * removes the run directory and any output folder the lock created, so nothing is left behind.
 */
public abstract class RunLock implements AutoCloseable {
    /** The lock file of a local run (kept after the run: see {@link LocalRunLock}). */
    public static final String LOCK_FILE = "_writer.lock";
    /** The lease file of a run on another Hadoop file system (removed when the lock is released). */
    public static final String LEASE_FILE = "_writer.lease";

    private static final ObjectMapper JSON = new ObjectMapper();

    /** The run's files. */
    final RunStore store;
    private final Path createdTop;
    private boolean closed;

    /**
     * @param store      the run's files
     * @param createdTop for a new run, the highest directory this lock created (the run directory or one of
     *                   the output root's folders), removed again if the run never got its manifest; null
     *                   for a resumed run
     */
    RunLock(RunStore store, Path createdTop) {
        this.store = store;
        this.createdTop = createdTop;
    }

    /**
     * Creates the run directory of a new run and takes its lock, before Spark starts.
     *
     * @throws LabInputException if the run exists already (also when another process created it a moment
     *                           ago), or the directory cannot be created
     */
    public static RunLock create(RunStore store) {
        return store.isLocal() ? LocalRunLock.newRun(store) : LeaseRunLock.newRun(store, LeaseRunLock.Timing.DEFAULT);
    }

    /**
     * Takes the lock of an existing run, for {@code --resume}.
     *
     * @throws LabInputException if another process (or another job in this one) is writing the run, naming
     *                           its pid, host and start time
     */
    public static RunLock resume(RunStore store) {
        return store.isLocal() ? LocalRunLock.existingRun(store) : LeaseRunLock.existingRun(store, LeaseRunLock.Timing.DEFAULT);
    }

    /** The run directory this lock guards (qualified). */
    public Path runDir() {
        return store.runDir();
    }

    /**
     * Checks that this process still holds the lock; called before each batch is committed.
     *
     * @throws LabInputException if the lock was lost (a lease taken over after the heartbeat had stalled)
     */
    public abstract void checkHeld();

    /** Releases what {@link #close} releases; called once. */
    abstract void release();

    /**
     * Releases the lock; for a new run without a manifest, also removes the run directory and the output
     * folders this lock created (when empty). Idempotent; never throws for a file that cannot be removed.
     */
    @Override
    public final void close() {
        if (closed) {
            return;
        }
        closed = true;
        release();
        if (createdTop != null) {
            removeIfNeverStarted();
        }
    }

    private void removeIfNeverStarted() {
        FileSystem fs = store.fileSystem();
        try {
            if (fs.exists(new Path(store.runDir(), RunStore.MANIFEST))) {
                return;
            }
            fs.delete(store.runDir(), true);
            for (Path p = store.runDir().getParent(); p != null && p.depth() >= createdTop.depth(); p = p.getParent()) {
                FileStatus[] left = fs.listStatus(p);
                if (left.length > 0 || !fs.delete(p, false)) {
                    return; // another run is being created there: keep it
                }
            }
        } catch (IOException | RuntimeException e) {
            // an empty folder left behind is untidy, not wrong
        }
    }

    /** The highest of {@code dir} and its ancestors that does not exist, or null when {@code dir} exists. */
    static Path highestMissing(FileSystem fs, Path dir) throws IOException {
        Path top = null;
        for (Path p = dir; p != null && !fs.exists(p); p = p.getParent()) {
            top = p;
        }
        return top;
    }

    /** {@code run X already exists in ... (finish it with --resume X, or choose another --run-id)}. */
    static LabInputException alreadyExists(RunStore store) {
        return new LabInputException("run " + store.runId() + " already exists in " + store.runDir()
                + " (finish it with --resume " + store.runId() + ", or choose another --run-id)");
    }

    /** {@code run X is being written by another process (pid .., host .., since ..<more>); wait for it or stop it}. */
    static LabInputException busy(RunStore store, Holder holder, String more) {
        return new LabInputException("run " + store.runId() + " is being written by another process ("
                + (holder == null ? "holder unknown" : holder.describe()) + more + "); wait for it or stop it");
    }

    /**
     * Who holds a lock, as written into its file (JSON): for the messages of those refused, and (the token)
     * for a lease holder to recognise its own lease.
     *
     * @param pid   the process id
     * @param host  the host name
     * @param since when it took the lock (UTC, ISO-8601, seconds)
     * @param token a random id of this holding
     */
    record Holder(long pid, String host, String since, String token) {
        /** This process, now, with a new token. */
        static Holder current() {
            String host;
            try {
                host = InetAddress.getLocalHost().getHostName();
            } catch (IOException | RuntimeException e) {
                host = "unknown";
            }
            return new Holder(ProcessHandle.current().pid(), host,
                    Instant.now().truncatedTo(ChronoUnit.SECONDS).toString(), UUID.randomUUID().toString());
        }

        /** The JSON form, UTF-8. */
        byte[] toBytes() {
            try {
                return (JSON.writeValueAsString(this) + "\n").getBytes(StandardCharsets.UTF_8);
            } catch (IOException e) {
                throw new IllegalStateException(e);
            }
        }

        /** The holder a lock file names, or null when it is empty or unreadable (being written). */
        static Holder parse(byte[] bytes) {
            try {
                return bytes.length == 0 ? null : JSON.readValue(bytes, Holder.class);
            } catch (IOException e) {
                return null;
            }
        }

        /** {@code pid 1234, host h, since 2026-11-30T10:00:00Z}. */
        String describe() {
            return "pid " + pid + ", host " + host + ", since " + since;
        }
    }
}
