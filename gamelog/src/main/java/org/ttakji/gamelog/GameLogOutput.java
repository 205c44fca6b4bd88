package org.ttakji.gamelog;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.Locale;
import java.util.Map;
import org.apache.hadoop.conf.Configuration;
import org.apache.hadoop.fs.FileSystem;
import org.apache.hadoop.fs.Path;
import org.apache.hadoop.mapreduce.RecordWriter;
import org.apache.hadoop.mapreduce.TaskAttemptContext;
import org.apache.hadoop.mapreduce.TaskAttemptID;
import org.apache.hadoop.mapreduce.task.TaskAttemptContextImpl;
import org.apache.parquet.hadoop.ParquetFileWriter;
import org.apache.parquet.hadoop.ParquetOutputFormat;
import org.apache.spark.sql.Row;

/**
 * The Hadoop output settings of game log files written by parquet-hadoop's {@link ParquetOutputFormat} (Spark's
 * {@code saveAsNewAPIHadoopFile}, so through Hadoop's output committer, without Spark SQL): rows of
 * {@link GameLogSchema#FILE_SCHEMA} through {@link FileRowWriteSupport}, with the writer settings of
 * {@link GameLogSchema#WRITE_OPTIONS} (zstd, data page v2, no dictionary, no statistics), the same a Spark SQL write
 * with those options uses; no summary files ({@code _metadata}), as in Spark SQL. A part file is named
 * {@code part-r-<task>.zstd.parquet}.
 */
public final class GameLogOutput {
    private GameLogOutput() {
    }

    /**
     * A copy of {@code base} (the file system settings of the session) with the game log's writer settings.
     *
     * @param base the Hadoop configuration to start from (not changed)
     * @return the configuration for {@code ParquetOutputFormat}
     */
    public static Configuration configure(Configuration base) {
        Configuration conf = new Configuration(base);
        for (Map.Entry<String, String> e : GameLogSchema.WRITE_OPTIONS.entrySet()) {
            if (e.getKey().equals("compression")) { // Spark's option name
                conf.set(ParquetOutputFormat.COMPRESSION, e.getValue().toUpperCase(Locale.ROOT));
            } else {
                conf.set(e.getKey(), e.getValue());
            }
        }
        conf.set(ParquetOutputFormat.WRITE_SUPPORT_CLASS, FileRowWriteSupport.class.getName());
        conf.set(ParquetOutputFormat.JOB_SUMMARY_LEVEL, "NONE");
        return conf;
    }

    /**
     * Writes rows of {@link GameLogSchema#FILE_SCHEMA} to one game log file without Spark: the same writer, settings
     * and so the same bytes as a batch written by {@code saveAsNewAPIHadoopFile} with {@link #configure} (what
     * {@code bench selfplay}'s plain loop writes, to do the same work as a Spark run). Written to a hidden temporary
     * file beside {@code file}, then renamed: nothing half-written is left under the file's name.
     *
     * @param base the Hadoop configuration to start from (file system settings; not changed)
     * @param file the file to create (must not exist)
     * @param rows the rows, in file order
     * @throws UncheckedIOException if the file exists or cannot be written
     */
    public static void writeFile(Configuration base, Path file, Iterable<Row> rows) {
        Configuration conf = configure(base);
        Path tmp = new Path(file.getParent(), "." + file.getName() + ".tmp");
        try {
            FileSystem fs = file.getFileSystem(conf);
            if (fs.exists(file)) {
                throw new IOException("game log file " + file + " exists already");
            }
            TaskAttemptContext context = new TaskAttemptContextImpl(conf, new TaskAttemptID());
            RecordWriter<Void, Row> writer = new ParquetOutputFormat<Row>()
                    .getRecordWriter(context, tmp, ParquetFileWriter.Mode.OVERWRITE);
            try {
                for (Row row : rows) {
                    writer.write(null, row);
                }
            } finally {
                writer.close(context);
            }
            if (!fs.rename(tmp, file)) {
                throw new IOException("cannot rename " + tmp + " to " + file);
            }
        } catch (IOException e) {
            throw new UncheckedIOException("cannot write game log file " + file + ": " + e.getMessage(), e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("interrupted while writing " + file, e);
        }
    }
}
