package org.ttakji.tuning.improve;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.ttakji.engines.core.LabInputException;
import org.ttakji.engines.weights.AtomicFiles;

/**
 * An improve run's spec in its output directory, {@code <out>/improve.json}: {@code format} ({@code ttakji-improve}),
 * {@code formatVersion} (1), {@code spec} (the {@link ImproveSpec}'s members, nested records as objects). Written
 * whole (temporary file, rename) when the run begins and when a rerun raises its generations.
 */
public final class ImproveFile {
    /** The file's name in the output directory. */
    public static final String NAME = "improve.json";
    private static final String FORMAT = "ttakji-improve";
    private static final ObjectMapper JSON = new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT);

    private ImproveFile() {
    }

    /** Writes the spec into {@code dir} (created if missing). */
    public static void write(Path dir, ImproveSpec spec) {
        ObjectNode root = JSON.createObjectNode();
        root.put("format", FORMAT);
        root.put("formatVersion", 1);
        root.set("spec", JSON.valueToTree(spec));
        try {
            Files.createDirectories(dir);
            AtomicFiles.write(dir.resolve(NAME), JSON.writeValueAsString(root) + "\n");
        } catch (IOException e) {
            throw new LabInputException("cannot write " + dir.resolve(NAME) + ": " + e.getMessage(), e);
        }
    }

    /** True when {@code dir} holds an improve run's spec. */
    public static boolean exists(Path dir) {
        return Files.isRegularFile(dir.resolve(NAME));
    }

    /**
     * Reads the spec of {@code dir}.
     *
     * @throws LabInputException if there is none, or it is not an improve spec of format 1
     */
    public static ImproveSpec read(Path dir) {
        Path file = dir.resolve(NAME);
        if (!Files.isRegularFile(file)) {
            throw new LabInputException(dir + " holds no improve run (no " + NAME + ")");
        }
        try {
            JsonNode root = JSON.readTree(file.toFile());
            if (!FORMAT.equals(root.path("format").asText()) || root.path("formatVersion").asInt() != 1
                    || !root.path("spec").isObject()) {
                throw new LabInputException(file + " is not an improve spec of format " + FORMAT + " 1");
            }
            return JSON.treeToValue(root.get("spec"), ImproveSpec.class);
        } catch (IOException e) {
            throw new LabInputException("cannot read " + file + ": " + e.getMessage(), e);
        }
    }
}
