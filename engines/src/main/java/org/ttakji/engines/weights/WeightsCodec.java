package org.ttakji.engines.weights;

import com.fasterxml.jackson.core.type.TypeReference;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import java.util.function.Function;
import org.ttakji.engines.Variants;
import org.ttakji.engines.core.LabInputException;
import org.ttakji.engines.core.Variant;
import org.ttakji.engines.eval.FeatureSet;
import org.ttakji.engines.eval.Weights;

/**
 * Writes and reads weights files (format in {@link WeightsFile}); every read is validated and every
 * problem is reported in one {@link DataFileException} naming the file. Stateless and thread-safe.
 *
 * <p>The one validation path: {@link #parse} (the file on its own) then {@link #problemsForUse} (against a
 * feature set). The engines ({@link #load}, {@code play.EngineFiles}), the tuner ({@link #toWeights}) and the
 * store and {@code weights} command ({@link #forEngine()}) all go through both.
 */
public final class WeightsCodec {
    private static final Set<String> MEMBERS = Set.of("format", "formatVersion", "variant", "version", "parent",
            "createdAt", "featureSet", "weights", "provenance", CanonicalJson.SHA256);
    private static final DataFileCodec<WeightsFile> ENGINE = new Codec(WeightsCodec::engineFeatureSet);

    private WeightsCodec() {
    }

    /**
     * The codec of a {@link DataFileStore} of weights checked against the engine's feature set of each
     * variant ({@code Variants.featureExtractor}), as play checks them.
     */
    public static DataFileCodec<WeightsFile> forEngine() {
        return ENGINE;
    }

    /** The codec of a {@link DataFileStore} of weights checked against {@code featureSet} (any variant). */
    public static DataFileCodec<WeightsFile> forFeatureSet(FeatureSet featureSet) {
        Objects.requireNonNull(featureSet, "featureSet");
        return new Codec(variant -> featureSet);
    }

    /** The engine's feature set of a variant. @throws LabInputException if it has no evaluation in this build */
    private static FeatureSet engineFeatureSet(Variant variant) {
        return Variants.featureExtractor(variant).featureSet();
    }

    /** The codec instance: the static methods below, with a feature set per variant. */
    private static final class Codec implements DataFileCodec<WeightsFile> {
        private final Function<Variant, FeatureSet> featureSets;

        Codec(Function<Variant, FeatureSet> featureSets) {
            this.featureSets = featureSets;
        }

        @Override
        public String kind() {
            return "weights";
        }

        @Override
        public WeightsFile parse(String fileName, String text, Variant variant, String expectedVersion) {
            return WeightsCodec.parse(fileName, text, variant, expectedVersion);
        }

        @Override
        public List<String> problemsForUse(WeightsFile file) {
            FeatureSet featureSet;
            try {
                featureSet = featureSets.apply(file.variant());
            } catch (LabInputException e) {
                return List.of(e.getMessage()); // no evaluation in this build: play refuses the variant
            }
            return WeightsCodec.problemsForUse(file, featureSet);
        }

        @Override
        public String toJson(WeightsFile file) {
            return WeightsCodec.toJson(file);
        }

        /** The weights as the engine uses them: a file of an earlier set it lifts is compared lifted. */
        @Override
        public Map<String, Object> comparedValues(WeightsFile file) {
            Map<String, Double> weights = file.weights();
            try {
                FeatureSet.Lift lift = liftOf(file, featureSets.apply(file.variant()));
                if (lift != null) {
                    weights = lift.convert().apply(weights);
                }
            } catch (LabInputException e) {
                // no evaluation of this variant in this build: compare the weights as written
            }
            return new LinkedHashMap<>(weights);
        }
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
     * Reads and validates a weights file's text on its own: JSON, format, checksum, variant, version,
     * types, every weight finite with |w| &lt;= {@link Weights#MAX_ABS_WEIGHT}. The feature set is checked by
     * {@link #problemsForUse}.
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
                String range = v.isNumber() ? Weights.valueProblem(e.getKey(), v.doubleValue()) : null;
                if (!v.isNumber()) {
                    f.problem("weight of " + e.getKey() + " must be a finite number, found " + v);
                } else if (range != null) {
                    f.problem(range);
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
     * What keeps the engine of {@code featureSet} from using a parsed file: a feature-set id or hash that
     * differs (and is not an earlier set {@code featureSet} lifts from), every missing feature, every unknown one
     * (of the file's own set). Empty when it can use it.
     *
     * @param file       a file read by {@link #parse}
     * @param featureSet the extractor's feature set
     */
    public static List<String> problemsForUse(WeightsFile file, FeatureSet featureSet) {
        List<String> problems = new ArrayList<>();
        FeatureSet.Lift lift = liftOf(file, featureSet);
        FeatureSet fileSet = lift == null ? featureSet : lift.from();
        if (!fileSet.id().equals(file.featureSetId()) || !fileSet.hash().equals(file.featureSetHash())) {
            problems.add("feature set mismatch: the file was made for " + file.featureSetId() + " (hash "
                    + file.featureSetHash() + "), the engine uses " + featureSet.id() + " (hash " + featureSet.hash() + ")");
        }
        List<String> missing = new ArrayList<>();
        for (String name : fileSet.names()) {
            if (!file.weights().containsKey(name)) {
                missing.add(name);
            }
        }
        List<String> unknown = new ArrayList<>();
        for (String name : file.weights().keySet()) {
            if (fileSet.indexOf(name) < 0) {
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
        return problems;
    }

    /**
     * The lift that makes a file of an earlier feature set usable with {@code featureSet}
     * ({@link FeatureSet#liftFrom}), or null when the file is of {@code featureSet} itself or of a set it cannot lift.
     */
    public static FeatureSet.Lift liftOf(WeightsFile file, FeatureSet featureSet) {
        boolean same = featureSet.id().equals(file.featureSetId()) && featureSet.hash().equals(file.featureSetHash());
        return same ? null : featureSet.liftFrom(file.featureSetId(), file.featureSetHash());
    }

    /**
     * The weights of a parsed file for the engine's feature set; a file of an earlier set the engine's lifts
     * ({@link FeatureSet#liftFrom}) is converted, so it evaluates as it did.
     *
     * @param fileName   the file as shown in errors
     * @param file       a file read by {@link #parse}
     * @param featureSet the extractor's feature set
     * @throws DataFileException naming the file and every problem of {@link #problemsForUse}
     */
    public static Weights toWeights(String fileName, WeightsFile file, FeatureSet featureSet) {
        List<String> problems = problemsForUse(file, featureSet);
        if (!problems.isEmpty()) {
            throw new DataFileException(fileName, problems);
        }
        FeatureSet.Lift lift = liftOf(file, featureSet);
        try {
            return Weights.of(featureSet, lift == null ? file.weights() : lift.convert().apply(file.weights()));
        } catch (LabInputException e) { // a value parse would have refused: the file was not read by parse
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
