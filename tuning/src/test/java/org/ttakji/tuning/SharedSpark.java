package org.ttakji.tuning;

import org.apache.spark.sql.SparkSession;

/** One SparkSession for the whole test JVM ({@code local[2]}); Spark's shutdown hook stops it. */
final class SharedSpark {
    private static SparkSession session;

    private SharedSpark() {
    }

    static synchronized SparkSession get() {
        if (session == null) {
            session = SparkSupport.start("local[2]");
        }
        return session;
    }
}
