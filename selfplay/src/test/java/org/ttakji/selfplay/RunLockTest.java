package org.ttakji.selfplay;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import org.apache.hadoop.conf.Configuration;
import org.apache.hadoop.fs.FileSystem;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.ttakji.engines.core.LabInputException;

/**
 * One writer per run ({@link RunLock}): a second creator is refused at once, a resume of a run being
 * written is refused naming the writer, a killed writer's run can be resumed, and a run that never started
 * leaves nothing behind. The lease used on HDFS is tested through the Hadoop API on a local directory.
 */
class RunLockTest {
    private static final long ME = ProcessHandle.current().pid();

    @TempDir
    Path tmp;

    private RunStore store(Path out, String runId) {
        return RunStore.of(out.toString(), tmp, runId, new Configuration());
    }

    /** What {@code execute} writes first; a run with a manifest is kept when its lock is released. */
    private static void started(RunLock lock) throws IOException {
        Files.writeString(Path.of(lock.runDir().toUri()).resolve(RunStore.MANIFEST), "{}");
    }

    @Test
    void aSecondCreatorOfTheSameRunIsRefusedAtOnce() throws IOException {
        Path out = tmp.resolve("out");
        try (RunLock first = RunLock.create(store(out, "r"))) {
            String m = assertThrows(LabInputException.class, () -> RunLock.create(store(out, "r"))).getMessage();
            assertEquals("run r already exists in " + first.runDir()
                    + " (finish it with --resume r, or choose another --run-id)", m);
        }
    }

    @Test
    void ofManyThreadsCreatingTheSameRunOneSucceeds() throws Exception {
        Path out = tmp.resolve("out");
        int n = 8;
        ExecutorService pool = Executors.newFixedThreadPool(n);
        List<RunLock> won = new ArrayList<>();
        try {
            CountDownLatch go = new CountDownLatch(1);
            List<Future<RunLock>> tries = new ArrayList<>();
            for (int i = 0; i < n; i++) {
                tries.add(pool.submit(() -> {
                    go.await();
                    try {
                        return RunLock.create(store(out, "r"));
                    } catch (LabInputException e) {
                        assertTrue(e.getMessage().startsWith("run r already exists"), e.getMessage());
                        return null;
                    }
                }));
            }
            go.countDown();
            for (Future<RunLock> f : tries) {
                RunLock lock = f.get(5, TimeUnit.MINUTES); // a safety net only
                if (lock != null) {
                    won.add(lock);
                }
            }
            assertEquals(1, won.size(), "exactly one creator gets the run");
        } finally {
            won.forEach(RunLock::close);
            pool.shutdownNow();
        }
    }

    @Test
    void resumingARunBeingWrittenIsRefusedUntilItsWriterIsDone() throws IOException {
        Path out = tmp.resolve("out");
        try (RunLock writer = RunLock.create(store(out, "r"))) {
            started(writer);
            String m = assertThrows(LabInputException.class, () -> RunLock.resume(store(out, "r"))).getMessage();
            assertTrue(m.startsWith("run r is being written by another process (pid " + ME + ", host "), m);
            assertTrue(m.matches(".*, since \\d{4}-\\d\\d-\\d\\dT\\d\\d:\\d\\d:\\d\\dZ\\); wait for it or stop it"), m);
        }
        try (RunLock resumed = RunLock.resume(store(out, "r"))) {
            assertTrue(Files.readString(Path.of(resumed.runDir().toUri()).resolve(RunLock.LOCK_FILE))
                    .contains("\"pid\":" + ME), "the lock file names its holder");
        }
    }

    @Test
    void aRunHeldByAnotherProcessIsRefusedAndCanBeResumedOnceThatProcessIsKilled() throws Exception {
        Path out = tmp.resolve("out");
        try (RunLock writer = RunLock.create(store(out, "r"))) {
            started(writer);
        }
        List<String> cmd = new ArrayList<>(List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-Xmx128m", "-XX:TieredStopAtLevel=1"));
        for (String flag : System.getProperty("selfplay.sparkFlags", "").split(" ")) {
            if (!flag.isBlank()) {
                cmd.add(flag);
            }
        }
        cmd.addAll(List.of("-cp", System.getProperty("java.class.path"), RunLockHolder.class.getName(), out.toString(), "r"));
        Process holder = new ProcessBuilder(cmd).redirectError(ProcessBuilder.Redirect.INHERIT).start();
        try {
            BufferedReader stdout = new BufferedReader(new InputStreamReader(holder.getInputStream(), StandardCharsets.UTF_8));
            assertEquals("locked", stdout.readLine(), "the other process holds the lock");
            String m = assertThrows(LabInputException.class, () -> RunLock.resume(store(out, "r"))).getMessage();
            assertTrue(m.startsWith("run r is being written by another process (pid " + holder.pid() + ", host "), m);

            holder.destroyForcibly(); // SIGKILL: no shutdown hook, no finally; the OS releases the lock
            if (!holder.waitFor(5, TimeUnit.MINUTES)) {
                fail("the killed process did not end");
            }
            try (RunLock resumed = RunLock.resume(store(out, "r"))) {
                assertEquals(store(out, "r").runDir(), resumed.runDir());
            }
        } finally {
            holder.destroyForcibly();
        }
    }

    @Test
    void aNewRunThatNeverStartedLeavesNothingBehind() throws IOException {
        Path out = tmp.resolve("a/b/out");
        RunLock.create(store(out, "r")).close();
        assertFalse(Files.exists(tmp.resolve("a")), "the run directory and the folders made for it are removed");

        try (RunLock kept = RunLock.create(store(out, "kept"))) {
            started(kept);
        }
        RunLock.create(store(out, "r")).close();
        assertEquals(List.of("run=kept"), list(out), "only the run that never started is removed");
        assertTrue(list(out.resolve("run=kept")).contains(RunStore.MANIFEST));
    }

    @Test
    void theLockOfARunIsReleasedOnceAndCloseIsIdempotent() throws IOException {
        Path out = tmp.resolve("out");
        RunLock lock = RunLock.create(store(out, "r"));
        started(lock);
        lock.close();
        lock.close();
        RunLock.resume(store(out, "r")).close();
    }

    // The lease of other Hadoop file systems, forced on a local directory.

    /** Heartbeats that do not come during a test (the tests renew by hand). */
    private static final LeaseRunLock.Timing MANUAL = new LeaseRunLock.Timing(3_600_000, 60_000);

    private static long fsNow(RunStore s) throws IOException {
        return LeaseRunLock.fileSystemNow(s.fileSystem(), s.runDir(), RunLock.Holder.current());
    }

    private static org.apache.hadoop.fs.Path lease(RunStore s) {
        return new org.apache.hadoop.fs.Path(s.runDir(), RunLock.LEASE_FILE);
    }

    @Test
    void leaseASecondCreatorIsRefusedAndAFreshLeaseCannotBeResumed() throws IOException {
        Path out = tmp.resolve("out");
        try (LeaseRunLock writer = LeaseRunLock.newRun(store(out, "r"), MANUAL)) {
            started(writer);
            String exists = assertThrows(LabInputException.class,
                    () -> LeaseRunLock.newRun(store(out, "r"), MANUAL)).getMessage();
            assertTrue(exists.startsWith("run r already exists in "), exists);
            String busy = assertThrows(LabInputException.class,
                    () -> LeaseRunLock.existingRun(store(out, "r"), MANUAL)).getMessage();
            assertTrue(busy.startsWith("run r is being written by another process (pid " + ME + ", host "), busy);
            assertTrue(busy.matches(".*; its lease was renewed \\d+ s ago, one not renewed for 60 s may be taken over\\);"
                    + " wait for it or stop it"), busy);
        }
        RunStore s = store(out, "r");
        assertFalse(s.fileSystem().exists(lease(s)), "a released lease is removed");
        LeaseRunLock.existingRun(s, MANUAL).close();
    }

    @Test
    void leaseAnAbandonedLeaseIsTakenOverAndItsFormerHolderStops() throws IOException {
        Path out = tmp.resolve("out");
        RunStore s = store(out, "r");
        FileSystem fs = s.fileSystem();
        LeaseRunLock stalled = LeaseRunLock.newRun(s, MANUAL);
        started(stalled);
        // Not renewed for 61 s by the file system's clock.
        fs.setTimes(lease(s), fsNow(s) - 61_000, -1);
        try (LeaseRunLock taker = LeaseRunLock.existingRun(store(out, "r"), MANUAL)) {
            taker.checkHeld();
            stalled.renew(); // its next heartbeat finds another holder's lease
            String m = assertThrows(LabInputException.class, stalled::checkHeld).getMessage();
            assertTrue(m.startsWith("run r: this process lost its writer lease " + lease(s)
                    + " to another process (pid " + ME + ", host "), m);
            assertTrue(m.endsWith("; stopped before committing another batch"), m);
            stalled.close();
            assertTrue(fs.exists(lease(s)), "the former holder leaves the new holder's lease alone");
        }
        assertEquals(List.of(RunStore.MANIFEST), list(Path.of(s.runDir().toUri())).stream()
                .filter(n -> !n.startsWith(".")).toList(), "no lease, probe or stale lease is left");
    }

    @Test
    void leaseTheHeartbeatRenewsTheLease() throws Exception {
        RunStore s = store(tmp.resolve("out"), "r");
        FileSystem fs = s.fileSystem();
        try (LeaseRunLock lock = LeaseRunLock.newRun(s, new LeaseRunLock.Timing(20, 60_000))) {
            long old = fsNow(s) - 30_000;
            fs.setTimes(lease(s), old, -1);
            long deadline = System.nanoTime() + TimeUnit.MINUTES.toNanos(2); // a safety net only
            while (fs.getFileStatus(lease(s)).getModificationTime() <= old) {
                assertTrue(System.nanoTime() < deadline, "the heartbeat did not renew the lease");
                Thread.sleep(10);
            }
            lock.checkHeld();
        }
    }

    private static List<String> list(Path dir) throws IOException {
        try (var s = Files.list(dir)) {
            return s.map(p -> p.getFileName().toString()).sorted().toList();
        }
    }
}
