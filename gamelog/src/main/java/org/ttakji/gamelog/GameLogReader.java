package org.ttakji.gamelog;

import java.util.List;
import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;

/**
 * Reads game logs: the one place where Parquet files become games, whatever their schema version.
 */
public final class GameLogReader {
    private GameLogReader() {
    }

    /**
     * The games of the files, one row per game, with the current schema ({@link GameLogSchema#SCHEMA}) given
     * explicitly: the {@code run=}/{@code variant=} directories add no partition column, the columns are exactly the
     * logged ones, and a file of an older readable version reads with null in the columns it lacks (v1:
     * {@code clock_stops}). Lazy: a file that is not Parquet fails when the dataset is first computed.
     *
     * @param spark the session
     * @param files Parquet files as URIs, as {@link GameLogFiles} finds them; not empty
     * @throws IllegalArgumentException if {@code files} is empty
     */
    public static Dataset<Row> read(SparkSession spark, List<String> files) {
        if (files.isEmpty()) {
            throw new IllegalArgumentException("no game log files to read");
        }
        return spark.read().schema(GameLogSchema.SCHEMA).parquet(files.toArray(new String[0]));
    }
}
