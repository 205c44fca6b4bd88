package org.ttakji.tuning;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.Properties;
import org.ttakji.engines.LabHome;

/**
 * Versions recorded in a tuned weights file's provenance: the lab's Maven version and git version, and the
 * Deeplearning4j and Spark versions this module was built with ({@code versions.properties}, filled in by Maven).
 */
public final class BuildVersions {
    private static final Properties PROPERTIES = load();

    private BuildVersions() {
    }

    private static Properties load() {
        Properties p = new Properties();
        try (InputStream in = BuildVersions.class.getResourceAsStream("versions.properties")) {
            if (in != null) {
                p.load(in);
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return p;
    }

    /** The lab's Maven version, e.g. {@code 0.1.0-SNAPSHOT}. */
    public static String lab() {
        return PROPERTIES.getProperty("lab.version", "unknown");
    }

    /** The build's git version ({@link LabHome#gitVersion()}). */
    public static String git() {
        return LabHome.gitVersion();
    }

    /** The Deeplearning4j version, e.g. {@code 1.0.0-M2.1}. */
    public static String dl4j() {
        return PROPERTIES.getProperty("dl4j.version", "unknown");
    }

    /** The Spark version built against, e.g. {@code 4.1.3}. */
    public static String spark() {
        return PROPERTIES.getProperty("spark.version", "unknown");
    }
}
