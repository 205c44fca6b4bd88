package org.ttakji.selfplay;

import java.util.Iterator;
import java.util.NoSuchElementException;
import org.apache.spark.TaskContext;
import org.apache.spark.api.java.function.PairFlatMapFunction;
import org.apache.spark.sql.Row;
import scala.Tuple2;

/**
 * The writing task of a batch: hands the batch's rows, sorted by game index, to the Parquet writer as the
 * {@code (null, row)} pairs Hadoop's output format takes. An injected fault ({@link FaultInjection#WRITE_TASK})
 * strikes after the first row was handed to the writer, so the failed attempt has written part of its file, which
 * the output committer then discards.
 */
final class WritePartition implements PairFlatMapFunction<Iterator<Tuple2<Long, Row>>, Void, Row> {
    private static final long serialVersionUID = 1L;

    private final FaultInjection faults;
    private final int batch;

    WritePartition(FaultInjection faults, int batch) {
        this.faults = faults;
        this.batch = batch;
    }

    @Override
    public Iterator<Tuple2<Void, Row>> call(Iterator<Tuple2<Long, Row>> rows) {
        TaskContext task = TaskContext.get();
        boolean fail = task != null && faults.shouldFail(batch, FaultInjection.WRITE_TASK, task.attemptNumber());
        return new Iterator<>() {
            private int handed;

            @Override
            public boolean hasNext() {
                if (fail && handed == 1) {
                    throw new FaultInjection.InjectedFault("batch " + batch + " writing task");
                }
                return rows.hasNext();
            }

            @Override
            public Tuple2<Void, Row> next() {
                if (!hasNext()) {
                    throw new NoSuchElementException();
                }
                handed++;
                return new Tuple2<>(null, rows.next()._2());
            }
        };
    }
}
