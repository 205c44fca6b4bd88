package org.ttakji.selfplay;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.Iterator;
import java.util.List;
import java.util.NoSuchElementException;
import org.apache.hadoop.fs.FileSystem;
import org.apache.hadoop.fs.Path;
import org.apache.spark.sql.Row;
import org.ttakji.gamelog.GameLogOutput;
import org.ttakji.gamelog.GameLogSchema;

/**
 * The driver's write of a batch: the rows its playing tasks returned, sorted by game index, go to one Parquet file
 * in the batch's staging directory ({@link RunStore#stagedFile}) by parquet-hadoop's writer
 * ({@link GameLogOutput#writeFile}: a hidden temporary file, renamed once complete), then the commit marker
 * {@code _SUCCESS} that {@link RunStore#publish} requires. All through the output path's Hadoop file system, so
 * an HDFS or S3 output is written as a local one. The write is tried {@link #ATTEMPTS} times: a failed attempt (an
 * I/O error, an injected fault of {@link FaultInjection#BATCH_WRITE}) leaves at most its hidden temporary file,
 * which the next attempt overwrites and {@link RunStore#clearBatch} removes; no part file and no marker.
 */
final class BatchWrite {
    /** Attempts at writing a batch's file before its job fails (the rows are in memory: a retry replays no game). */
    static final int ATTEMPTS = 2;

    private BatchWrite() {
    }

    /**
     * Writes a batch's rows to its staging directory and marks it committed.
     *
     * @param store    the run's files
     * @param batch    the batch
     * @param rows     its rows of {@link GameLogSchema#FILE_SCHEMA}, in any order (not changed)
     * @param faults   the injected faults ({@link FaultInjection#BATCH_WRITE} strikes an attempt after its first row)
     * @param attempts attempts before giving up, at least 1
     * @throws UncheckedIOException           if the last attempt could not write the file or its marker
     * @throws FaultInjection.InjectedFault   if the last attempt was made to fail
     */
    static void write(RunStore store, Batch batch, List<Row> rows, FaultInjection faults, int attempts) {
        int gameIndex = GameLogSchema.FILE_SCHEMA.fieldIndex("game_index");
        List<Row> sorted = new ArrayList<>(rows);
        sorted.sort(Comparator.comparingLong(r -> r.getLong(gameIndex)));
        for (int attempt = 0; ; attempt++) {
            try {
                GameLogOutput.writeFile(store.configuration(), store.stagedFile(batch),
                        failing(sorted, faults.shouldFail(batch.id(), FaultInjection.BATCH_WRITE, attempt), batch));
                break;
            } catch (UncheckedIOException | FaultInjection.InjectedFault e) {
                if (attempt + 1 >= attempts) {
                    throw e;
                }
            }
        }
        Path marker = new Path(store.stagingDir(batch), "_SUCCESS");
        try {
            FileSystem fs = marker.getFileSystem(store.configuration());
            fs.create(marker, true).close();
        } catch (IOException e) {
            throw new UncheckedIOException("cannot mark batch " + batch.id() + " committed in " + marker, e);
        }
    }

    /** The rows, throwing an injected fault once the first was handed to the writer when {@code fail}. */
    private static Iterable<Row> failing(List<Row> rows, boolean fail, Batch batch) {
        if (!fail) {
            return rows;
        }
        return () -> new Iterator<>() {
            private int handed;

            @Override
            public boolean hasNext() {
                if (handed == Math.min(1, rows.size())) {
                    throw new FaultInjection.InjectedFault("batch " + batch.id() + " write");
                }
                return handed < rows.size();
            }

            @Override
            public Row next() {
                if (!hasNext()) {
                    throw new NoSuchElementException();
                }
                return rows.get(handed++);
            }
        };
    }
}
