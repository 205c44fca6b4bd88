package org.ttakji.gamelog;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.io.InputStream;
import org.apache.hadoop.fs.FileSystem;
import org.apache.hadoop.fs.Path;
import org.ttakji.engines.core.LabInputException;

/**
 * What a reader of the game logs needs of a run's manifest {@code run=<id>/}{@value #FILE}: the run id, the schema
 * version of the run's Parquet files and whether the run is complete. The self-play job writes the whole manifest
 * (selfplay's {@code RunManifest} and {@code RunStore}); every other field is ignored here.
 *
 * @param runId         the run id, or null when the manifest names none
 * @param schemaVersion the game log schema version ({@link GameLogSchema}), or null when the manifest names none or
 *                      names it other than as a whole number
 * @param status        {@code running} or {@value #COMPLETE}, or null when the manifest names none
 */
public record RunHeader(String runId, Integer schemaVersion, String status) {
    /** The manifest's file name in a run directory. */
    public static final String FILE = "_run.json";
    /** The status of a run whose batches are all committed. */
    public static final String COMPLETE = "complete";
    private static final ObjectMapper JSON = new ObjectMapper();

    /**
     * Reads the manifest at {@code manifest}.
     *
     * @throws LabInputException naming the file if it cannot be read or is not a JSON object
     */
    public static RunHeader read(FileSystem fs, Path manifest) {
        JsonNode m;
        try (InputStream in = fs.open(manifest)) {
            m = JSON.readTree(in);
        } catch (IOException e) {
            throw new LabInputException("cannot read run manifest " + manifest + ": " + e.getMessage(), e);
        }
        if (m == null || !m.isObject()) {
            throw new LabInputException("cannot read run manifest " + manifest + ": not a JSON object");
        }
        JsonNode version = m.get("schemaVersion");
        return new RunHeader(text(m.get("runId")),
                version != null && version.isIntegralNumber() && version.canConvertToInt() ? version.intValue() : null,
                text(m.get("status")));
    }

    private static String text(JsonNode n) {
        return n == null || !n.isTextual() || n.asText().isBlank() ? null : n.asText();
    }

    /** True when the manifest says the run is complete (every batch committed). */
    public boolean complete() {
        return COMPLETE.equals(status);
    }
}
