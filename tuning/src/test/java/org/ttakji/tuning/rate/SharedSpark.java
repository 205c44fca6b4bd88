package org.ttakji.tuning.rate;

import org.apache.spark.sql.SparkSession;
import org.ttakji.tuning.SparkSupport;

/** The test JVM's SparkSession ({@code local[2]}, joined if another test class started it); Spark's shutdown hook stops it. */
final class SharedSpark {
    private SharedSpark() {
    }

    static synchronized SparkSession get() {
        return SparkSupport.start("local[2]");
    }
}
