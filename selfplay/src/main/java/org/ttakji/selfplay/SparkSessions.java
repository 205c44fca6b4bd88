package org.ttakji.selfplay;

import org.apache.spark.sql.SparkSession;
import org.ttakji.engines.core.LabInputException;

/** Starts the SparkSession of a self-play run. */
public final class SparkSessions {
    private SparkSessions() {
    }

    /**
     * The master to use: the given one, else {@code spark.master} when set (spark-submit sets it), else
     * {@code local[*]}.
     */
    public static String master(String requested) {
        if (requested != null && !requested.isBlank()) {
            return requested;
        }
        String submitted = System.getProperty("spark.master");
        return submitted == null || submitted.isBlank() ? "local[*]" : submitted;
    }

    /**
     * Starts (or joins) a session. Local masters bind to 127.0.0.1 and run without the web UI; the
     * console progress bar is off since the job prints its own progress.
     *
     * @throws LabInputException if Spark refuses the master URL
     */
    public static SparkSession start(String master, String appName) {
        SparkSession.Builder b = SparkSession.builder().master(master).appName(appName)
                .config("spark.ui.showConsoleProgress", "false")
                .config("spark.sql.shuffle.partitions", "4");
        if (master.startsWith("local")) {
            b.config("spark.ui.enabled", "false")
                    .config("spark.driver.host", "127.0.0.1")
                    .config("spark.driver.bindAddress", "127.0.0.1");
        }
        try {
            return b.getOrCreate();
        } catch (RuntimeException e) {
            if (String.valueOf(e.getMessage()).contains("Master URL")) {
                throw new LabInputException("bad Spark master '" + master + "': " + e.getMessage(), e);
            }
            throw e;
        }
    }
}
