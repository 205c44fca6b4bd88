package org.ttakji.engines.weights;

import java.time.Instant;
import org.ttakji.engines.core.Variant;

/**
 * What every versioned data file of the lab (weights, levels) records about itself, whatever its content:
 * the members a {@link DataFileStore} needs to name, list and write it.
 */
public interface DataFile {
    /** The variant the file is for. */
    Variant variant();

    /** Its version, e.g. {@code v0002} (the file is {@code v0002.json}). */
    String version();

    /** The version it was derived from, or null. */
    String parent();

    /** When it was made (UTC, whole seconds). */
    Instant createdAt();

    /** The recorded checksum ({@link CanonicalJson}), or null for a file not yet written. */
    String sha256();
}
