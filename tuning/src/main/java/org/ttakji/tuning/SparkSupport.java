package org.ttakji.tuning;

import org.apache.spark.sql.SparkSession;
import org.ttakji.engines.core.LabInputException;

/** Starts the SparkSession the tuner samples positions with. */
public final class SparkSupport {
    private SparkSupport() {
    }

    /**
     * Starts (or joins) a session. Local masters bind to 127.0.0.1 and run without the web UI or the console
     * progress bar (the tuner prints its own progress).
     *
     * @param master a Spark master URL; null or blank = {@code spark.master} when set, else {@code local[*]}
     * @throws LabInputException if Spark refuses the master URL
     */
    public static SparkSession start(String master) {
        String m = master;
        if (m == null || m.isBlank()) {
            m = System.getProperty("spark.master", "local[*]");
        }
        SparkSession.Builder b = SparkSession.builder().master(m).appName("ttakji-tune")
                .config("spark.ui.showConsoleProgress", "false")
                .config("spark.sql.shuffle.partitions", "8");
        if (m.startsWith("local")) {
            b.config("spark.ui.enabled", "false")
                    .config("spark.driver.host", "127.0.0.1")
                    .config("spark.driver.bindAddress", "127.0.0.1");
        }
        try {
            return b.getOrCreate();
        } catch (RuntimeException e) {
            if (String.valueOf(e.getMessage()).contains("Master URL")) {
                throw new LabInputException("bad Spark master '" + m + "': " + e.getMessage(), e);
            }
            throw e;
        }
    }
}
