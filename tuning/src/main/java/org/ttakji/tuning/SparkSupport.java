package org.ttakji.tuning;

import org.apache.spark.sql.SparkSession;
import org.ttakji.engines.core.LabInputException;
import org.ttakji.selfplay.SparkSessions;

/** Starts the SparkSession the tuner samples positions with (the self-play job's way, see {@link SparkSessions}). */
public final class SparkSupport {
    private SparkSupport() {
    }

    /**
     * Starts (or joins) a session: the master's form and reachability are checked first; local masters bind to
     * 127.0.0.1 and run without the web UI or the console progress bar (the tuner prints its own progress).
     *
     * @param master a Spark master URL; null or blank = {@code spark.master} when set, else {@code local[*]}
     * @throws LabInputException for a malformed or unreachable master, or when Spark cannot start with it
     */
    public static SparkSession start(String master) {
        SparkSession spark = SparkSessions.start(SparkSessions.master(master), "ttakji-tune");
        spark.conf().set("spark.sql.shuffle.partitions", "8");
        return spark;
    }
}
