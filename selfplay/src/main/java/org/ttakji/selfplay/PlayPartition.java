package org.ttakji.selfplay;

import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.NoSuchElementException;
import org.apache.spark.TaskContext;
import org.apache.spark.api.java.function.FlatMapFunction;
import org.apache.spark.sql.Row;
import org.apache.spark.util.TaskCompletionListener;
import org.ttakji.gamelog.GameLogSchema;

/**
 * A playing task of a batch: plays its games one after the other, lazily, each game encoded to its file row
 * ({@link GameLogSchema#toRow}) here, where it was played; the rows are the task's result, which the driver writes
 * ({@link BatchWrite}). A failed attempt (an injected fault, an executor lost) leaves no trace: Spark drops its
 * result and runs the task again.
 */
final class PlayPartition implements FlatMapFunction<Iterator<List<GameTask>>, Row> {
    private static final long serialVersionUID = 1L;

    private final RunContext context;
    private final int batch;

    PlayPartition(RunContext context, int batch) {
        this.context = context;
        this.batch = batch;
    }

    @Override
    public Iterator<Row> call(Iterator<List<GameTask>> chunks) {
        List<GameTask> games = new ArrayList<>();
        chunks.forEachRemaining(games::addAll);
        TaskContext task = TaskContext.get();
        int taskId = task == null ? 0 : task.partitionId();
        boolean fail = task != null && context.faults().shouldFail(batch, taskId, task.attemptNumber());
        // An injected fault strikes after the first game was handed on (when there are two or more), so the
        // failed attempt has produced part of its result.
        int failAt = fail ? Math.min(1, games.size()) : -1;
        GamePlayer player = new GamePlayer(context);
        // External engine processes end with the task, however it ends (done, failed, killed by Spark).
        if (task != null) {
            task.addTaskCompletionListener((TaskCompletionListener) ctx -> player.close());
        }
        return new Iterator<>() {
            private int next;

            @Override
            public boolean hasNext() {
                if (next == failAt) {
                    throw new FaultInjection.InjectedFault("batch " + batch + " task " + taskId);
                }
                if (next < games.size()) {
                    return true;
                }
                player.close(); // the last game is played: end its engines now, not only when the task ends
                return false;
            }

            @Override
            public Row next() {
                if (!hasNext()) {
                    throw new NoSuchElementException();
                }
                return GameLogSchema.toRow(player.play(games.get(next++)));
            }
        };
    }
}
