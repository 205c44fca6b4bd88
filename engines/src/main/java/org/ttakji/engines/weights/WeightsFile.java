package org.ttakji.engines.weights;

import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Objects;
import org.ttakji.engines.core.Variant;
import org.ttakji.engines.eval.Weights;

/**
 * The content of a weights file, {@code data/weights/<variant>/vNNNN.json} (docs/weights-and-levels.md, "File
 * formats"). JSON members, in the order written:
 * <pre>
 * format         "ttakji-weights"
 * formatVersion  1
 * variant        "chess960" (CLI name)
 * version        "v0002" (must match the file name)
 * parent         "v0001" or null (the version these weights were trained from)
 * createdAt      "2026-12-01T10:00:00Z" (UTC)
 * featureSet     {"id": "chess960-v1", "hash": "&lt;sha256 of the feature names&gt;"}
 * weights        {"&lt;feature name&gt;": cp per unit, ...} (feature-set order; every feature exactly once)
 * provenance     {"trainer": "hand-set" | "texel-dl4j", "gitVersion": ..., and optionally "runs": [...],
 *                 "positions": n, "loss": {...}, "K": ..., "dl4jVersion": ..., anything else}
 * sha256         hex SHA-256 of the canonical payload (see {@link CanonicalJson})
 * </pre>
 *
 * @param variant        the variant
 * @param version        e.g. {@code v0002}
 * @param parent         the version these weights came from, or null
 * @param createdAt      creation time, UTC, whole seconds
 * @param featureSetId   the feature set's id
 * @param featureSetHash the feature set's hash
 * @param weights        feature name → cp per unit (unmodifiable, insertion order kept)
 * @param provenance     how the weights were made (unmodifiable; JSON values: String, Number, Boolean,
 *                       List, Map, null); must contain {@code trainer}
 * @param sha256         the recorded checksum, or null for a file not yet written
 */
public record WeightsFile(Variant variant, String version, String parent, Instant createdAt, String featureSetId,
                          String featureSetHash, Map<String, Double> weights, Map<String, Object> provenance,
                          String sha256) implements DataFile {

    /** The {@code format} member. */
    public static final String FORMAT = "ttakji-weights";
    /** The {@code formatVersion} this build reads and writes. */
    public static final int FORMAT_VERSION = 1;

    /** Copies the maps. */
    public WeightsFile {
        Objects.requireNonNull(variant, "variant");
        weights = Collections.unmodifiableMap(new LinkedHashMap<>(weights));
        provenance = Collections.unmodifiableMap(new LinkedHashMap<>(provenance));
    }

    /**
     * A new, unsigned weights file for {@code weights} created now.
     *
     * @param variant    the variant
     * @param version    the version it will be written as ({@link WeightsStore#nextVersion})
     * @param parent     the version it was trained from, or null
     * @param weights    the weights (their feature set gives {@code featureSet})
     * @param provenance how they were made; must contain {@code trainer}
     */
    public static WeightsFile create(Variant variant, String version, String parent, Weights weights,
                                     Map<String, Object> provenance) {
        return new WeightsFile(variant, version, parent, Instant.now().truncatedTo(ChronoUnit.SECONDS),
                weights.featureSet().id(), weights.featureSet().hash(), weights.toMap(), provenance, null);
    }

    /** The same content as another version (the checksum is recomputed when written). */
    public WeightsFile withVersion(String newVersion) {
        return new WeightsFile(variant, newVersion, parent, createdAt, featureSetId, featureSetHash, weights,
                provenance, null);
    }
}
