package org.ttakji.selfplay;

import org.apache.spark.sql.SparkSession;

/**
 * One SparkSession for the whole test JVM (start-up costs seconds): {@code local[2,3]}, i.e. two threads
 * and up to three attempts per task, so the fault-injection test sees retries.
 */
final class SharedSpark {
    private static SparkSession session;

    private SharedSpark() {
    }

    /** The session, started on first use; Spark's shutdown hook stops it when the JVM exits. */
    static synchronized SparkSession get() {
        if (session == null) {
            session = SparkSessions.start("local[2,3]", "selfplay-tests");
        }
        return session;
    }
}
