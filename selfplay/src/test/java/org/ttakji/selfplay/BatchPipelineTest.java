package org.ttakji.selfplay;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import org.apache.spark.api.java.JavaSparkContext;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.ttakji.engines.core.Variant;

/**
 * The batches of a run are played a few at a time: the next batch runs while the current one finishes, batches
 * come back in the order their jobs end, a failure stops the rest, and progress still names each batch's variant.
 */
class BatchPipelineTest {
    /** Safety net for the latches (the machine may be loaded far beyond its cores), not a measurement. */
    private static final long SAFETY_NET_MINUTES = 5;

    @TempDir
    Path tmp;

    private static List<Batch> batches(int n) {
        List<Batch> out = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            out.add(new Batch(i, Variant.CHESS960, 4 * i, 4 * i + 4));
        }
        return out;
    }

    private static void await(CountDownLatch latch) {
        try {
            assertTrue(latch.await(SAFETY_NET_MINUTES, TimeUnit.MINUTES), "safety net");
        } catch (InterruptedException e) {
            throw new IllegalStateException(e);
        }
    }

    @Test
    void theNextBatchRunsWhileTheFirstIsStillPlayingAndBatchesComeBackAsTheyEnd() {
        CountDownLatch secondHandedBack = new CountDownLatch(1);
        List<Integer> cleared = Collections.synchronizedList(new ArrayList<>());
        try (BatchPipeline p = new BatchPipeline(SharedSpark.get().sparkContext(), "pipe", batches(3), b -> 100,
                b -> cleared.add(b.id()), b -> {
                    if (b.id() == 0) {
                        await(secondHandedBack); // the first batch plays on until the second is back
                    }
                })) {
            assertEquals(1, p.next().id(), "the second batch ended first, while the first was still playing");
            assertEquals(List.of(0, 1), cleared, "two batches in flight; the third waits for one of them");
            secondHandedBack.countDown();
            assertEquals(Set.of(0, 2), Set.of(p.next().id(), p.next().id()));
            assertNull(p.next());
        }
        assertEquals(List.of(0, 1, 2), cleared, "each batch is cleared once, in order, before its job");
    }

    /** Released by the test that blocks a Spark task on it (local mode: the task runs in this JVM). */
    private static final CountDownLatch RELEASE = new CountDownLatch(1);
    private static final CountDownLatch SECOND_RUNNING = new CountDownLatch(1);

    @Test
    void aFailedJobCancelsTheJobInFlightAndStopsTheRunWithItsOwnException() {
        IllegalStateException boom = new IllegalStateException("boom");
        Set<Integer> started = ConcurrentHashMap.newKeySet();
        // 100 tasks a batch: two batches fill the window, the third would wait for one of them to end
        BatchPipeline p = new BatchPipeline(SharedSpark.get().sparkContext(), "pipe-fail", batches(3), b -> 100,
                b -> { }, b -> {
                    started.add(b.id());
                    if (b.id() == 0) {
                        await(SECOND_RUNNING);
                        throw boom;
                    }
                    // a Spark job whose task plays until it is released: only cancelling the job ends it
                    JavaSparkContext.fromSparkContext(SharedSpark.get().sparkContext())
                            .parallelize(List.of(1), 1).foreach(x -> {
                                SECOND_RUNNING.countDown();
                                await(RELEASE);
                            });
                });
        try {
            try (p) {
                assertSame(boom, assertThrows(IllegalStateException.class, p::next));
            }
            assertEquals(Set.of(0, 1), started, "nothing is submitted after a failure");
        } finally {
            RELEASE.countDown(); // lets the cancelled job's task thread go
        }
    }

    @Test
    void progressNamesEachBatchsVariantAndEachBatchIsCommittedOnce() {
        List<Batch> committed = Collections.synchronizedList(new ArrayList<>());
        Map<Variant, Long> played = new ConcurrentHashMap<>();
        ProgressListener recorder = new ProgressListener() {
            @Override
            public void gamesPlayed(Variant variant, long games) {
                played.merge(variant, games, Long::sum);
            }

            @Override
            public void batchCommitted(Batch batch) {
                committed.add(batch);
            }
        };
        SelfPlayJob.Result r = TestRuns.run(TestRuns.spec(tmp), "progress", TestRuns.options(tmp).withProgress(recorder));
        assertTrue(r.complete());
        assertEquals(List.of(0, 1, 2, 3), committed.stream().map(Batch::id).sorted().toList());
        // Spark's listener bus delivers task ends asynchronously: the counts may lag, never exceed or mix variants.
        assertTrue(played.getOrDefault(Variant.CHESS960, 0L) <= 8 && played.getOrDefault(Variant.BANQI, 0L) <= 8,
                played.toString());
    }
}
