package org.ttakji.engines.weights;

import com.fasterxml.jackson.core.type.TypeReference;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.ttakji.engines.core.Variant;
import org.ttakji.engines.eval.FeatureSet;
import org.ttakji.engines.eval.Weights;

/**
 * Writes and reads weights files (format in {@link WeightsFile}); every read is validated and every
 * problem is reported in one {@link DataFileException} naming the file. Stateless and thread-safe.
 */
public final class WeightsCodec {
    private static final Set<String> MEMBERS = Set.of("format", "formatVersion", "variant", "version", "parent",
            "createdAt", "featureSet", "weights", "provenance", CanonicalJson.SHA256);

    private WeightsCodec() {
    }

    /**
     * The signed file text of {@code file} (its {@code sha256} field is ignored and recomputed).
     *
     * @throws IllegalArgumentException if the provenance lacks {@code trainer} or the version is malformed
     */
    public static String toJson(WeightsFile file) {
        if (!Versions.isVersion(file.version())) {
            throw new IllegalArgumentException("bad version '" + file.version() + "'");
        }
        if (file.parent() != null && !Versions.isVersion(file.parent())) {
            throw new IllegalArgumentException("bad parent version '" + file.parent() + "'");
        }
        if (!(file.provenance().get("trainer") instanceof String)) {
            throw new IllegalArgumentException("provenance must name its trainer (provenance.trainer)");
        }
        ObjectNode root = CanonicalJson.MAPPER.createObjectNode();
        root.put("format", WeightsFile.FORMAT);
        root.put("formatVersion", WeightsFile.FORMAT_VERSION);
        root.put("variant", file.variant().cliName());
        root.put("version", file.version());
        if (file.parent() == null) {
            root.putNull("parent");
        } else {
            root.put("parent", file.parent());
        }
        root.put("createdAt", file.createdAt().toString());
        root.putObject("featureSet").put("id", file.featureSetId()).put("hash", file.featureSetHash());
        ObjectNode w = root.putObject("weights");
        file.weights().forEach(w::put);
        root.set("provenance", CanonicalJson.MAPPER.valueToTree(file.provenance()));
        return CanonicalJson.sign(root);
    }

    /**
     * Reads and validates a weights file's text: JSON, format, checksum, variant, version, types.
     * The feature set is checked by {@link #toWeights}.
     *
     * @param fileName        the file as shown in errors (its path)
     * @param text            the content
     * @param expectedVariant the variant the caller wants
     * @param expectedVersion the version the file name promises, or null to accept any
     * @throws DataFileException listing every problem
     */
    public static WeightsFile parse(String fileName, String text, Variant expectedVariant, String expectedVersion) {
        ObjectNode root = CanonicalJson.parseObject(fileName, text);
        JsonFields f = new JsonFields(root);
        f.allowOnly(MEMBERS);
        f.requireFormat(WeightsFile.FORMAT, WeightsFile.FORMAT_VERSION);
        String checksum = CanonicalJson.checksumProblem(root);
        if (checksum != null) {
            f.problem(checksum);
        }
        String variantName = f.text("variant");
        if (variantName != null && !variantName.equals(expectedVariant.cliName())) {
            f.problem("wrong variant: the file is for '" + variantName + "', expected '" + expectedVariant.cliName() + "'");
        }
        String version = f.text("version");
        if (version != null && !Versions.isVersion(version)) {
            f.problem("version '" + version + "' is not a version (v0001..v9999)");
        } else if (version != null && expectedVersion != null && !version.equals(expectedVersion)) {
            f.problem("version field says " + version + " but the file is " + expectedVersion);
        }
        String parent = f.optionalText("parent");
        if (parent != null && !Versions.isVersion(parent)) {
            f.problem("parent '" + parent + "' is not a version (v0001..v9999) or null");
        }
        Instant createdAt = f.instant("createdAt");
        JsonFields fs = f.object("featureSet");
        String fsId = fs == null ? null : fs.text("id");
        String fsHash = fs == null ? null : fs.text("hash");
        if (fs != null) {
            fs.allowOnly(Set.of("id", "hash"));
        }
        Map<String, Double> weights = new LinkedHashMap<>();
        JsonFields w = f.object("weights");
        if (w != null) {
            w.node().properties().forEach(e -> {
                JsonNode v = e.getValue();
                if (!v.isNumber() || !Double.isFinite(v.doubleValue())) {
                    f.problem("weight of " + e.getKey() + " must be a finite number, found " + v);
                } else {
                    weights.put(e.getKey(), v.doubleValue());
                }
            });
        }
        Map<String, Object> provenance = new LinkedHashMap<>();
        JsonFields p = f.object("provenance");
        if (p != null) {
            p.text("trainer");
            provenance = CanonicalJson.MAPPER.convertValue(p.node(), new TypeReference<LinkedHashMap<String, Object>>() {
            });
        }
        f.throwIfProblems(fileName);
        return new WeightsFile(expectedVariant, version, parent, createdAt, fsId, fsHash, weights, provenance,
                root.get(CanonicalJson.SHA256).asText());
    }

    /**
     * The weights of a parsed file for the engine's feature set.
     *
     * @param fileName   the file as shown in errors
     * @param file       a file read by {@link #parse}
     * @param featureSet the extractor's feature set
     * @throws DataFileException naming a feature-set id or hash mismatch, every missing feature and every
     *                           unknown feature
     */
    public static Weights toWeights(String fileName, WeightsFile file, FeatureSet featureSet) {
        List<String> problems = new ArrayList<>();
        if (!featureSet.id().equals(file.featureSetId()) || !featureSet.hash().equals(file.featureSetHash())) {
            problems.add("feature set mismatch: the file was made for " + file.featureSetId() + " (hash "
                    + file.featureSetHash() + "), the engine uses " + featureSet.id() + " (hash " + featureSet.hash() + ")");
        }
        List<String> missing = new ArrayList<>();
        for (String name : featureSet.names()) {
            if (!file.weights().containsKey(name)) {
                missing.add(name);
            }
        }
        List<String> unknown = new ArrayList<>();
        for (String name : file.weights().keySet()) {
            if (featureSet.indexOf(name) < 0) {
                unknown.add(name);
            }
        }
        if (!missing.isEmpty()) {
            problems.add("missing feature" + (missing.size() > 1 ? "s: " : ": ") + String.join(", ", missing));
        }
        if (!unknown.isEmpty()) {
            problems.add("unknown feature" + (unknown.size() > 1 ? "s: " : ": ") + String.join(", ", unknown)
                    + " (not in " + featureSet.id() + ")");
        }
        if (!problems.isEmpty()) {
            throw new DataFileException(fileName, problems);
        }
        try {
            return Weights.of(featureSet, file.weights());
        } catch (RuntimeException e) {
            throw new DataFileException(fileName, List.of(e.getMessage()));
        }
    }

    /**
     * Parses, validates and converts in one step (what the engine does with {@code EngineFiles}).
     *
     * @throws DataFileException listing every problem
     */
    public static Weights load(String fileName, String text, Variant variant, String expectedVersion,
                               FeatureSet featureSet) {
        return toWeights(fileName, parse(fileName, text, variant, expectedVersion), featureSet);
    }
}
