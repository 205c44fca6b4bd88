package org.ttakji.selfplay;

import java.io.FileNotFoundException;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import org.apache.hadoop.fs.FileAlreadyExistsException;
import org.apache.hadoop.fs.FileStatus;
import org.apache.hadoop.fs.FileSystem;
import org.apache.hadoop.fs.Path;
import org.ttakji.engines.core.LabInputException;

/**
 * The writer lock of a run on a Hadoop file system other than the local one (HDFS, ...), where no OS lock
 * reaches: a lease file {@code <run>/_writer.lease}, created exclusively ({@code fs.create(path, false)},
 * atomic on HDFS) and naming its holder with a random token. A heartbeat thread renews its modification
 * time every {@link Timing#heartbeatMs}; a {@code --resume} takes over a lease not renewed for
 * {@link Timing#staleMs} (its holder died without releasing it).
 *
 * <p>Ages are measured with the file system's own clock, never the local one (cluster hosts drift): the
 * current time is the modification time of a probe file just written ({@code _writer.clock-<token>}),
 * and that time is what the heartbeat sets. A take-over renames the stale lease to a name made of its
 * token, so of two processes taking over the same lease at once only one succeeds, then creates its own
 * lease exclusively. A holder whose lease was taken over (its heartbeat stalled for longer than
 * {@code staleMs}) notices at its next heartbeat and stops before committing another batch
 * ({@link #checkHeld}). The heartbeat reads no clock that could decide any game.
 */
final class LeaseRunLock extends RunLock {
    /**
     * How often the lease is renewed and when it counts as abandoned.
     *
     * @param heartbeatMs interval of the renewals, ms
     * @param staleMs     age (by the file system's clock) after which another process may take the lease, ms
     */
    record Timing(long heartbeatMs, long staleMs) {
        /** Renewed every 10 s, abandoned after 60 s. */
        static final Timing DEFAULT = new Timing(10_000, 60_000);
    }

    private final FileSystem fs;
    private final Path lease;
    private final Holder me;
    private final List<Path> takenOver;
    private final ScheduledExecutorService heartbeat;
    private volatile Holder lostTo;
    private volatile boolean lost;

    private LeaseRunLock(RunStore store, Path createdTop, Holder me, List<Path> takenOver, Timing timing) {
        super(store, createdTop);
        this.fs = store.fileSystem();
        this.lease = new Path(store.runDir(), LEASE_FILE);
        this.me = me;
        this.takenOver = takenOver;
        this.heartbeat = Executors.newSingleThreadScheduledExecutor(r -> {
            Thread t = new Thread(r, "selfplay-lease-" + store.runId());
            t.setDaemon(true);
            return t;
        });
        heartbeat.scheduleWithFixedDelay(this::renew, timing.heartbeatMs(), timing.heartbeatMs(), TimeUnit.MILLISECONDS);
    }

    /** See {@link RunLock#create}. */
    static LeaseRunLock newRun(RunStore store, Timing timing) {
        FileSystem fs = store.fileSystem();
        Path lease = new Path(store.runDir(), LEASE_FILE);
        Holder me = Holder.current();
        try {
            if (fs.exists(store.runDir())) {
                throw alreadyExists(store);
            }
            Path createdTop = highestMissing(fs, store.runDir());
            if (!fs.mkdirs(store.runDir())) {
                throw new IOException("mkdirs failed");
            }
            write(fs, lease, me); // of two processes creating the run, one gets FileAlreadyExistsException
            return new LeaseRunLock(store, createdTop, me, List.of(), timing);
        } catch (FileAlreadyExistsException e) {
            throw alreadyExists(store);
        } catch (IOException e) {
            throw new LabInputException("cannot create run directory " + store.runDir() + ": " + e.getMessage(), e);
        }
    }

    /** See {@link RunLock#resume}. */
    static LeaseRunLock existingRun(RunStore store, Timing timing) {
        FileSystem fs = store.fileSystem();
        Path lease = new Path(store.runDir(), LEASE_FILE);
        Holder me = Holder.current();
        try {
            for (int attempt = 1; ; attempt++) {
                try {
                    write(fs, lease, me);
                    return new LeaseRunLock(store, null, me, List.of(), timing);
                } catch (FileAlreadyExistsException e) {
                    // held, or abandoned: look at its age
                }
                FileStatus status;
                Holder holder;
                try {
                    status = fs.getFileStatus(lease);
                    holder = read(fs, lease);
                } catch (FileNotFoundException e) {
                    if (attempt < 3) {
                        continue; // released meanwhile
                    }
                    throw e;
                }
                long age = fileSystemNow(fs, store.runDir(), me) - status.getModificationTime();
                if (age < timing.staleMs()) {
                    throw busy(store, holder, "; its lease was renewed " + Math.max(0, age / 1000) + " s ago, one not"
                            + " renewed for " + timing.staleMs() / 1000 + " s may be taken over");
                }
                // Abandoned. Of several processes taking it over, only one can rename it to this name.
                Path stale = new Path(store.runDir(), LEASE_FILE + ".stale-"
                        + (holder == null ? "m" + status.getModificationTime() : holder.token()));
                if (!fs.rename(lease, stale)) {
                    throw busy(store, null, "; another process took over its abandoned lease a moment ago");
                }
                try {
                    write(fs, lease, me);
                } catch (FileAlreadyExistsException e) {
                    throw busy(store, read(fs, lease), "");
                }
                List<Path> takenOver = new ArrayList<>();
                takenOver.add(stale);
                return new LeaseRunLock(store, null, me, takenOver, timing);
            }
        } catch (IOException e) {
            throw new LabInputException("cannot lock run directory " + store.runDir() + " (" + lease + "): "
                    + e.getMessage(), e);
        }
    }

    /** Creates {@code lease} exclusively with the holder in it. */
    private static void write(FileSystem fs, Path lease, Holder holder) throws IOException {
        try (OutputStream o = fs.create(lease, false)) {
            o.write(holder.toBytes());
        }
    }

    /** The holder a lease names (null when unreadable). @throws FileNotFoundException when there is none */
    private static Holder read(FileSystem fs, Path lease) throws IOException {
        try (InputStream in = fs.open(lease)) {
            return Holder.parse(in.readAllBytes());
        }
    }

    /** The file system's current time, ms: the modification time of a probe file written now. */
    static long fileSystemNow(FileSystem fs, Path runDir, Holder me) throws IOException {
        Path probe = new Path(runDir, "_writer.clock-" + me.token());
        try {
            fs.create(probe, true).close();
            return fs.getFileStatus(probe).getModificationTime();
        } finally {
            fs.delete(probe, false);
        }
    }

    /** One heartbeat: renews the lease if it is still this holder's, else marks it lost (tests call it too). */
    void renew() {
        try {
            Holder now = read(fs, lease);
            if (now == null || !me.token().equals(now.token())) {
                lose(now);
                return;
            }
            fs.setTimes(lease, fileSystemNow(fs, store.runDir(), me), -1);
        } catch (FileNotFoundException e) {
            lose(null);
        } catch (IOException | RuntimeException e) {
            // a passing file-system error: the next heartbeat tries again (the lease lasts staleMs)
        }
    }

    private void lose(Holder to) {
        lostTo = to;
        lost = true;
        heartbeat.shutdown();
    }

    @Override
    public void checkHeld() {
        if (lost) {
            Holder to = lostTo;
            throw new LabInputException("run " + store.runId() + ": this process lost its writer lease "
                    + lease + (to == null ? "" : " to another process (" + to.describe() + ")")
                    + "; stopped before committing another batch");
        }
    }

    @Override
    void release() {
        heartbeat.shutdownNow();
        try {
            heartbeat.awaitTermination(1, TimeUnit.MINUTES); // a safety net: a heartbeat is a few calls
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        try {
            Holder now = read(fs, lease);
            if (now != null && me.token().equals(now.token())) {
                fs.delete(lease, false);
            }
        } catch (IOException | RuntimeException e) {
            // not ours any more, or unreachable: a lease left behind is taken over after staleMs
        }
        for (Path p : takenOver) {
            try {
                fs.delete(p, false);
            } catch (IOException | RuntimeException e) {
                // a stale lease's leftover name, harmless
            }
        }
    }
}
