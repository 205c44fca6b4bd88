package org.ttakji.gamelog;

import org.apache.spark.sql.SparkSession;

/** One local SparkSession for the whole test JVM (start-up costs seconds), bound to 127.0.0.1, without the web UI. */
final class SharedSpark {
    private static SparkSession session;

    private SharedSpark() {
    }

    /** The session, started on first use; Spark's shutdown hook stops it when the JVM exits. */
    static synchronized SparkSession get() {
        if (session == null) {
            session = SparkSession.builder().master("local[2]").appName("gamelog-tests")
                    .config("spark.ui.enabled", "false")
                    .config("spark.ui.showConsoleProgress", "false")
                    .config("spark.sql.shuffle.partitions", "2")
                    .config("spark.driver.host", "127.0.0.1")
                    .config("spark.driver.bindAddress", "127.0.0.1")
                    .getOrCreate();
        }
        return session;
    }
}
