package org.ttakji.gamelog;

import java.util.Locale;
import java.util.Map;
import org.apache.hadoop.conf.Configuration;
import org.apache.parquet.hadoop.ParquetOutputFormat;

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
}
