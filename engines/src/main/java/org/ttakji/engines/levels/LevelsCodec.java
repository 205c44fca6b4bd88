package org.ttakji.engines.levels;

import com.fasterxml.jackson.core.type.TypeReference;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.time.Instant;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Set;
import org.ttakji.engines.core.Variant;
import org.ttakji.engines.weights.CanonicalJson;
import org.ttakji.engines.weights.DataFileCodec;
import org.ttakji.engines.weights.DataFileException;
import org.ttakji.engines.weights.JsonFields;
import org.ttakji.engines.weights.Versions;

/** Writes and reads levels files (format in {@link LevelsFile}); reads are fully validated. Thread-safe. */
public final class LevelsCodec {
    /** Largest depth a level may ask for, plies. */
    public static final int MAX_DEPTH = 64;
    private static final Set<String> MEMBERS = Set.of("format", "formatVersion", "variant", "version", "parent",
            "createdAt", "weightsVersion", "levels", "provenance", CanonicalJson.SHA256);
    private static final Set<String> LEVEL_MEMBERS = Set.of("depth", "nodes", "moveTimeMs", "evalNoiseCp",
            "temperatureCp", "blunderRate", "blunderMaxLossCp", "strength");
    private static final Set<String> STRENGTH_MEMBERS = Set.of("elo", "eloLow", "eloHigh", "games", "anchor", "measuredBy",
            "anchors");

    private static final DataFileCodec<LevelsFile> CODEC = new DataFileCodec<>() {
        @Override
        public String kind() {
            return "levels";
        }

        @Override
        public LevelsFile parse(String fileName, String text, Variant variant, String expectedVersion) {
            return LevelsCodec.parse(fileName, text, variant, expectedVersion);
        }

        @Override
        public String toJson(LevelsFile file) {
            return LevelsCodec.toJson(file);
        }

        @Override
        public Map<String, Object> comparedValues(LevelsFile file) {
            return LevelsCodec.comparedValues(file);
        }
    };

    private LevelsCodec() {
    }

    /**
     * The codec of a {@link org.ttakji.engines.weights.DataFileStore} of levels. A parsed levels file is
     * usable as it is; that the weights version it names exists is the store's concern
     * ({@link LevelsStore#missingWeightsVersion}).
     */
    public static DataFileCodec<LevelsFile> codec() {
        return CODEC;
    }

    /**
     * What {@code levels diff} compares: {@code weightsVersion}, then every parameter of each level as
     * {@code <level>.<parameter>} ({@code easy.depth}, ..., {@code easy.strength}), levels weakest first.
     */
    public static Map<String, Object> comparedValues(LevelsFile file) {
        Map<String, Object> values = new LinkedHashMap<>();
        values.put("weightsVersion", file.weightsVersion());
        for (Level l : file.levels().values()) {
            String p = l.name() + ".";
            values.put(p + "depth", l.depth());
            values.put(p + "nodes", l.nodes());
            values.put(p + "moveTimeMs", l.moveTimeMs());
            values.put(p + "evalNoiseCp", l.evalNoiseCp());
            values.put(p + "temperatureCp", l.temperatureCp());
            values.put(p + "blunderRate", l.blunderRate());
            values.put(p + "blunderMaxLossCp", l.blunderMaxLossCp());
            values.put(p + "strength", (l.strength() == null ? Strength.UNKNOWN : l.strength()).describe());
        }
        return values;
    }

    /** The signed text of a levels file (its {@code sha256} is recomputed). */
    public static String toJson(LevelsFile file) {
        ObjectNode root = CanonicalJson.mapper().createObjectNode();
        root.put("format", LevelsFile.FORMAT);
        root.put("formatVersion", LevelsFile.FORMAT_VERSION);
        root.put("variant", file.variant().cliName());
        root.put("version", file.version());
        root.put("parent", file.parent());
        root.put("createdAt", file.createdAt().toString());
        root.put("weightsVersion", file.weightsVersion());
        ObjectNode levels = root.putObject("levels");
        for (String name : Level.NAMES) {
            Level l = file.levels().get(name);
            if (l == null) {
                throw new IllegalArgumentException("levels file lacks level " + name);
            }
            ObjectNode o = levels.putObject(name);
            o.put("depth", l.depth());
            o.put("nodes", l.nodes());
            o.put("moveTimeMs", l.moveTimeMs());
            o.put("evalNoiseCp", l.evalNoiseCp());
            o.put("temperatureCp", l.temperatureCp());
            o.put("blunderRate", l.blunderRate());
            o.put("blunderMaxLossCp", l.blunderMaxLossCp());
            Strength s = l.strength() == null ? Strength.UNKNOWN : l.strength();
            ObjectNode strength = o.putObject("strength").put("elo", s.elo()).put("eloLow", s.eloLow())
                    .put("eloHigh", s.eloHigh()).put("games", s.games()).put("anchor", s.anchor())
                    .put("measuredBy", s.measuredBy());
            if (!s.anchors().isEmpty()) { // written only when recorded, so older files keep their exact payload
                s.anchors().forEach(strength.putArray("anchors")::add);
            }
        }
        root.set("provenance", CanonicalJson.mapper().valueToTree(file.provenance()));
        String text = CanonicalJson.sign(root);
        parse("(new levels " + file.version() + ")", text, file.variant(), file.version());
        return text;
    }

    /**
     * Reads and validates a levels file's text.
     *
     * @param fileName        the file as shown in errors
     * @param expectedVariant the variant the caller wants
     * @param expectedVersion the version the file name promises, or null
     * @throws DataFileException naming the file and listing every problem
     */
    public static LevelsFile parse(String fileName, String text, Variant expectedVariant, String expectedVersion) {
        ObjectNode root = CanonicalJson.parseObject(fileName, text);
        JsonFields f = new JsonFields(root);
        f.allowOnly(MEMBERS);
        f.requireFormat(LevelsFile.FORMAT, LevelsFile.FORMAT_VERSION);
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
            f.problem("parent '" + parent + "' is not a version or null");
        }
        String weightsVersion = f.optionalText("weightsVersion");
        if (weightsVersion != null && !Versions.isVersion(weightsVersion)) {
            f.problem("weightsVersion '" + weightsVersion + "' is not a version or null");
        }
        Instant createdAt = f.instant("createdAt");
        Map<String, Level> levels = new LinkedHashMap<>();
        JsonFields lf = f.object("levels");
        if (lf != null) {
            lf.allowOnly(Set.copyOf(Level.NAMES));
            for (String name : Level.NAMES) {
                JsonFields one = lf.object(name);
                if (one != null) {
                    Level l = level(name, one);
                    if (l != null) {
                        levels.put(name, l);
                    }
                }
            }
        }
        Map<String, Object> provenance = new LinkedHashMap<>();
        JsonFields p = f.object("provenance");
        if (p != null) {
            provenance = CanonicalJson.mapper().convertValue(p.node(), new TypeReference<LinkedHashMap<String, Object>>() {
            });
        }
        f.throwIfProblems(fileName);
        return new LevelsFile(expectedVariant, version, parent, createdAt, weightsVersion, levels, provenance,
                root.get(CanonicalJson.SHA256).asText());
    }

    private static Level level(String name, JsonFields f) {
        int before = f.problems().size();
        f.allowOnly(LEVEL_MEMBERS);
        Long depth = f.optionalInteger("depth");
        Long nodes = f.optionalInteger("nodes");
        Long time = f.optionalInteger("moveTimeMs");
        Long noise = f.integer("evalNoiseCp");
        Long temperature = f.integer("temperatureCp");
        Double blunder = f.number("blunderRate");
        Long maxLoss = f.integer("blunderMaxLossCp");
        String where = "levels." + name + ".";
        if (depth == null && nodes == null && f.problems().size() == before) {
            f.problem(where + "needs a depth or a nodes limit (a time limit alone is not deterministic)");
        }
        if (depth != null && (depth < 1 || depth > MAX_DEPTH)) {
            f.problem(where + "depth must be 1.." + MAX_DEPTH + ", found " + depth);
        }
        if (nodes != null && nodes < 1) {
            f.problem(where + "nodes must be >= 1, found " + nodes);
        }
        if (time != null && time < 1) {
            f.problem(where + "moveTimeMs must be >= 1, found " + time);
        }
        checkRange(f, where + "evalNoiseCp", noise, 0, Level.MAX_EVAL_NOISE_CP);
        checkRange(f, where + "temperatureCp", temperature, 0, 10_000);
        checkRange(f, where + "blunderMaxLossCp", maxLoss, 0, 100_000);
        if (blunder != null && (blunder < 0 || blunder > 1)) {
            f.problem(where + "blunderRate must be 0..1, found " + blunder);
        }
        Strength strength = Strength.UNKNOWN;
        JsonFields s = f.optionalObject("strength");
        if (s != null) {
            s.allowOnly(STRENGTH_MEMBERS);
            strength = new Strength(s.optionalNumber("elo"), s.optionalNumber("eloLow"), s.optionalNumber("eloHigh"),
                    s.optionalInteger("games"), s.optionalText("anchor"), s.optionalText("measuredBy"),
                    anchors(s, where + "strength.anchors"));
        }
        if (f.problems().size() > before) {
            return null;
        }
        return new Level(name, depth == null ? null : depth.intValue(), nodes, time, noise.intValue(),
                temperature.intValue(), blunder, maxLoss.intValue(), strength);
    }

    /** The optional list of anchor names of a strength block (absent or null: none recorded). */
    private static java.util.List<String> anchors(JsonFields s, String what) {
        com.fasterxml.jackson.databind.JsonNode node = s.get("anchors");
        java.util.List<String> out = new java.util.ArrayList<>();
        if (node == null || node.isNull()) {
            return out;
        }
        if (!node.isArray()) {
            s.problem(what + " must be a list of anchor names, found " + node);
            return out;
        }
        for (com.fasterxml.jackson.databind.JsonNode a : node) {
            if (!a.isTextual() || a.asText().isBlank()) {
                s.problem(what + " must hold anchor names, found " + a);
            } else {
                out.add(a.asText());
            }
        }
        return out;
    }

    private static void checkRange(JsonFields f, String what, Long v, long min, long max) {
        if (v != null && (v < min || v > max)) {
            f.problem(what + " must be " + min + ".." + max + ", found " + v);
        }
    }
}
