package org.ttakji.engines.weights;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.ttakji.engines.core.Variant;

/**
 * Index updates are serialised ({@link VersionedStore#locked}): promotions racing in threads or in processes
 * each get their own history entry, and each reports what it really did (the version it replaced is the one
 * just before it in the history).
 */
class IndexLockTest {
    private static final Variant V = Variant.XIANGQI;

    @TempDir
    Path data;

    private VersionedStore storeWithVersions(int count) {
        VersionedStore store = new VersionedStore(data, "weights");
        for (int i = 1; i <= count; i++) {
            store.writeNew(V, Versions.name(i), "{}");
        }
        return store;
    }

    /** Runs the tasks on as many threads, all released at once; their results in task order. */
    private static <T> List<T> raceThreads(List<Callable<T>> tasks) throws Exception {
        ExecutorService pool = Executors.newFixedThreadPool(tasks.size());
        try {
            CountDownLatch go = new CountDownLatch(1);
            List<Future<T>> futures = new ArrayList<>();
            for (Callable<T> t : tasks) {
                futures.add(pool.submit(() -> {
                    go.await();
                    return t.call();
                }));
            }
            go.countDown();
            List<T> out = new ArrayList<>();
            for (Future<T> f : futures) {
                out.add(f.get(5, TimeUnit.MINUTES)); // a safety net only
            }
            return out;
        } finally {
            pool.shutdownNow();
        }
    }

    /** Every reported promotion is in the history once, right after the version it says it replaced. */
    private static void assertTruthful(VersionIndex index, Map<String, String> previousByVersion) {
        List<String> history = index.history().stream().map(VersionIndex.Promotion::version).toList();
        assertEquals(previousByVersion.size(), history.size(), "one history entry per promotion: " + history);
        for (Map.Entry<String, String> e : previousByVersion.entrySet()) {
            int at = history.indexOf(e.getKey());
            assertTrue(at >= 0, e.getKey() + " is missing from the history " + history);
            assertEquals(at == 0 ? null : history.get(at - 1), e.getValue(), "what " + e.getKey() + " replaced");
        }
        assertEquals(history.get(history.size() - 1), index.promoted());
    }

    @Test
    void promotionsRacingInThreadsLoseNoHistoryEntry() throws Exception {
        int n = 16;
        VersionedStore store = storeWithVersions(n);
        List<Callable<PromoteOutcome>> tasks = new ArrayList<>();
        for (int i = 1; i <= n; i++) {
            String version = Versions.name(i);
            tasks.add(() -> store.promote(V, version, "thread"));
        }
        List<PromoteOutcome> outcomes = raceThreads(tasks);
        Map<String, String> previous = new HashMap<>();
        for (PromoteOutcome o : outcomes) {
            assertTrue(o.changed(), "each version was promoted once, so each promotion changed the index");
            previous.put(o.index().promoted(), o.previous());
        }
        assertTruthful(store.index(V).orElseThrow(), previous);
    }

    @Test
    void theSameVersionPromotedByManyThreadsAtOnceIsPromotedOnce() throws Exception {
        VersionedStore store = storeWithVersions(2);
        store.promote(V, "v0001", "first");
        List<Callable<PromoteOutcome>> tasks = new ArrayList<>();
        for (int i = 0; i < 8; i++) {
            tasks.add(() -> store.promote(V, "v0002", "same"));
        }
        List<PromoteOutcome> outcomes = raceThreads(tasks);
        assertEquals(1, outcomes.stream().filter(PromoteOutcome::changed).count(), "exactly one reports a change");
        Map<String, String> previous = new HashMap<>();
        previous.put("v0001", null);
        previous.put("v0002", "v0001");
        assertTruthful(store.index(V).orElseThrow(), previous);
    }

    @Test
    void tunersPublishingAtOnceGetDistinctVersions() throws Exception {
        WeightsStore store = WeightsStore.at(data);
        List<Callable<String>> tasks = new ArrayList<>();
        for (int i = 0; i < 6; i++) {
            double knight = 300 + i;
            tasks.add(() -> store.publishNext(Variant.CHESS960, null,
                    org.ttakji.engines.eval.Weights.of(WeightsCodecTest.SET, new double[]{100, knight, 10}),
                    Map.of("trainer", "test")).version());
        }
        List<String> versions = raceThreads(tasks);
        assertEquals(List.of("v0001", "v0002", "v0003", "v0004", "v0005", "v0006"), versions.stream().sorted().toList());
        assertEquals(versions.stream().sorted().toList(), store.versions(Variant.CHESS960));
    }

    @Test
    void promotionsRacingInTwoProcessesLoseNoHistoryEntry() throws Exception {
        int perProcess = 8;
        storeWithVersions(2 * perProcess);
        List<Process> children = new ArrayList<>();
        try {
            for (int p = 0; p < 2; p++) {
                List<String> cmd = new ArrayList<>(List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                        "-Xmx64m", "-XX:TieredStopAtLevel=1", "-cp", System.getProperty("java.class.path"),
                        PromoteMain.class.getName(), data.toString(), V.cliName()));
                for (int i = 1; i <= perProcess; i++) {
                    cmd.add(Versions.name(2 * i - 1 + p)); // process 0: odd versions, process 1: even ones
                }
                children.add(new ProcessBuilder(cmd).redirectError(ProcessBuilder.Redirect.INHERIT).start());
            }
            List<BufferedReader> outs = new ArrayList<>();
            for (Process c : children) {
                BufferedReader r = new BufferedReader(new InputStreamReader(c.getInputStream(), StandardCharsets.UTF_8));
                assertEquals("ready", r.readLine());
                outs.add(r);
            }
            for (Process c : children) { // both are ready: let them go together
                OutputStream in = c.getOutputStream();
                in.write('\n');
                in.flush();
            }
            Map<String, String> previous = new HashMap<>();
            for (int p = 0; p < 2; p++) {
                for (String line = outs.get(p).readLine(); line != null; line = outs.get(p).readLine()) {
                    String[] f = line.split(" ");
                    assertEquals("true", f[2], line);
                    previous.put(f[0], f[1].equals("-") ? null : f[1]);
                }
                assertTrue(children.get(p).waitFor(5, TimeUnit.MINUTES), "child " + p + " finished");
                assertEquals(0, children.get(p).exitValue(), "child " + p + " exit status");
            }
            assertTruthful(new VersionedStore(data, "weights").index(V).orElseThrow(), previous);
        } finally {
            for (Process c : children) {
                c.destroyForcibly();
            }
        }
    }

    @Test
    void theLockIsReentrantForTheThreadHoldingIt() throws IOException {
        VersionedStore store = storeWithVersions(1);
        PromoteOutcome inner = store.locked(V, () -> store.promote(V, "v0001", "nested"));
        assertTrue(inner.changed());
    }
}
