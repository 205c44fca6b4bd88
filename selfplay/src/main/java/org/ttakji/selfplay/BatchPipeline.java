package org.ttakji.selfplay;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletionService;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorCompletionService;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Consumer;
import java.util.function.IntSupplier;
import java.util.function.ToIntFunction;
import org.apache.spark.SparkContext;

/**
 * Runs the Spark jobs of a run's batches a few at a time, so the next batch's tasks fill the task slots that the
 * current batch's last tasks leave idle, and the driver plans a job while the previous one runs. Each job runs on a
 * thread of its own in its own Spark job group; {@link #next()} hands back the batches whose jobs succeeded, in the
 * order they finish, for the caller to commit one at a time. The window: at least two batches in flight, more while
 * their tasks number fewer than twice the session's default parallelism. Which games a batch holds, and so the
 * files, does not depend on the window: only when each job runs does.
 *
 * <p>A failed job cancels the jobs still running and {@link #next()} throws its exception; {@link #close()} cancels
 * whatever is still in flight and waits until each job has returned.
 */
final class BatchPipeline implements AutoCloseable {
    /** The local property naming the run and batch of a job ({@code <runId> <batchId>}), for listeners. */
    static final String BATCH_PROPERTY = "ttakji.selfplay.batch";

    private final SparkContext sc;
    private final String runId;
    private final Deque<Batch> pending;
    private final ToIntFunction<Batch> taskCount;
    private final IntSupplier parallelism;
    private final Consumer<Batch> beforeSubmit;
    private final Consumer<Batch> job;
    private final ExecutorService threads;
    private final CompletionService<Batch> done;
    private final Map<Future<Batch>, Batch> inFlight = new LinkedHashMap<>();
    private int inFlightTasks;

    /**
     * @param sc           the session's context
     * @param runId        the run id (names the job groups)
     * @param batches      the batches to play, in order of submission
     * @param taskCount    the number of Spark tasks of a batch
     * @param beforeSubmit called on the caller's thread just before a batch's job is submitted (clear its files)
     * @param job          the batch's Spark job (play and write it to its staging directory), run on a thread of
     *                     the pipeline; a batch is done when it returns
     */
    BatchPipeline(SparkContext sc, String runId, List<Batch> batches, ToIntFunction<Batch> taskCount,
                  Consumer<Batch> beforeSubmit, Consumer<Batch> job) {
        this.sc = sc;
        this.runId = runId;
        this.pending = new ArrayDeque<>(batches);
        this.taskCount = taskCount;
        this.parallelism = sc::defaultParallelism;
        this.beforeSubmit = beforeSubmit;
        this.job = job;
        AtomicInteger n = new AtomicInteger();
        this.threads = Executors.newCachedThreadPool(r -> {
            Thread t = new Thread(r, "selfplay-batch-" + n.incrementAndGet());
            t.setDaemon(true);
            return t;
        });
        this.done = new ExecutorCompletionService<>(threads);
    }

    /** The Spark job group of a batch's job. */
    String jobGroup(Batch batch) {
        return "selfplay " + runId + " batch " + batch.id();
    }

    /**
     * Submits batches as the window allows, then waits for one of the jobs in flight to end.
     *
     * @return the batch whose job succeeded, or null when every batch has been handed back
     * @throws RuntimeException (or a checked exception Spark throws undeclared) the failed job's exception, after
     *                          the other jobs in flight were cancelled and have returned
     */
    Batch next() {
        fill();
        if (inFlight.isEmpty()) {
            return null;
        }
        Future<Batch> f;
        try {
            f = done.take();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            close();
            throw new IllegalStateException("interrupted while waiting for a batch", e);
        }
        Batch batch = inFlight.remove(f);
        inFlightTasks -= taskCount.applyAsInt(batch);
        try {
            f.get();
        } catch (ExecutionException e) {
            close();
            throw BatchPipeline.<RuntimeException>sneaky(e.getCause());
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            close();
            throw new IllegalStateException("interrupted while waiting for a batch", e);
        }
        return batch;
    }

    private void fill() {
        while (!pending.isEmpty() && (inFlight.size() < 2 || inFlightTasks < 2 * parallelism.getAsInt())) {
            Batch batch = pending.poll();
            beforeSubmit.accept(batch);
            String group = jobGroup(batch);
            Future<Batch> f = done.submit(() -> {
                sc.setJobGroup(group, "selfplay " + runId + " batch " + batch.id() + ": " + batch.variant() + " games "
                        + batch.from() + ".." + (batch.to() - 1), false);
                sc.setLocalProperty(BATCH_PROPERTY, runId + " " + batch.id());
                try {
                    job.accept(batch);
                } finally {
                    sc.setLocalProperty(BATCH_PROPERTY, null);
                    sc.clearJobGroup();
                }
                return batch;
            });
            inFlight.put(f, batch);
            inFlightTasks += taskCount.applyAsInt(batch);
        }
    }

    /** Cancels the jobs in flight, waits for each to return, and stops the threads; submits nothing more. */
    @Override
    public void close() {
        pending.clear();
        List<Future<Batch>> waiting = new ArrayList<>(inFlight.keySet());
        if (!sc.isStopped()) {
            for (Batch b : inFlight.values()) {
                sc.cancelJobGroup(jobGroup(b));
            }
        }
        boolean interrupted = false;
        for (Future<Batch> f : waiting) {
            while (true) {
                try {
                    f.get();
                    break;
                } catch (ExecutionException e) {
                    break; // cancelled or failed: either way it has returned
                } catch (InterruptedException e) {
                    interrupted = true; // keep waiting: a job must not write after its run has moved on
                }
            }
        }
        inFlight.clear();
        threads.shutdown();
        if (interrupted) {
            Thread.currentThread().interrupt();
        }
    }

    /** Throws a checked exception as it is (Spark's Scala code throws {@code SparkException} undeclared). */
    @SuppressWarnings("unchecked")
    private static <E extends Throwable> E sneaky(Throwable e) throws E {
        throw (E) e;
    }
}
