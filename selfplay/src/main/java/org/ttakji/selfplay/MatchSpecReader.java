package org.ttakji.selfplay;

import com.fasterxml.jackson.core.JacksonException;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.fasterxml.jackson.dataformat.yaml.YAMLFactory;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.time.LocalDate;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.ttakji.engines.core.LabInputException;
import org.ttakji.engines.core.StartRule;
import org.ttakji.engines.core.Variant;
import org.ttakji.engines.openings.Openings;
import org.ttakji.engines.play.Adjudication;
import org.ttakji.engines.play.EngineConfig;
import org.ttakji.engines.play.external.ExternalSpec;

/**
 * Reads match specs: a JSON or YAML file (by extension: {@code .json} is JSON, anything else YAML) laid
 * over the built-in defaults ({@code default-spec.yaml}), then the command-line overrides laid over that.
 * Specs are handled as Jackson trees until {@link #toSpec}, which validates every field and names the
 * field in its errors. Unknown fields are refused (a typo must not silently fall back to a default).
 */
public final class MatchSpecReader {
    /** Every field a spec may have, in the order the manifest writes them. */
    public static final List<String> FIELDS = List.of("variants", "pairings", "gamesPerPairing", "starts", "rules",
            "colourSwap", "seed", "master", "out", "batchSize", "gamesPerTask", "maxPlies", "recordTimes",
            "deterministic", "adjudication");
    /** The members of the optional {@code adjudication} field ({@link Adjudication}). */
    public static final List<String> ADJUDICATION_FIELDS = List.of("resignCp", "resignPlies", "drawCp", "drawPlies",
            "drawAfterPly");

    private static final ObjectMapper JSON = new ObjectMapper()
            .enable(DeserializationFeature.FAIL_ON_READING_DUP_TREE_KEY);
    private static final ObjectMapper YAML = new ObjectMapper(new YAMLFactory())
            .enable(DeserializationFeature.FAIL_ON_READING_DUP_TREE_KEY);

    private MatchSpecReader() {
    }

    /** The built-in default spec (resource {@code default-spec.yaml}) as a tree. */
    public static ObjectNode defaults() {
        try (InputStream in = MatchSpecReader.class.getResourceAsStream("/default-spec.yaml")) {
            if (in == null) {
                throw new IllegalStateException("resource default-spec.yaml is missing from the build");
            }
            return (ObjectNode) YAML.readTree(in);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /**
     * Reads a spec file into a tree.
     *
     * @throws LabInputException naming the file when it is missing, unreadable, malformed, not a mapping,
     *                           or followed by more ({@link #parse})
     */
    public static ObjectNode readFile(Path file) {
        String text;
        try {
            text = Files.readString(file);
        } catch (NoSuchFileException e) {
            throw new LabInputException("spec file " + file + " does not exist");
        } catch (IOException e) {
            throw new LabInputException("cannot read spec file " + file + ": " + e.getMessage(), e);
        }
        boolean json = file.getFileName().toString().toLowerCase(Locale.ROOT).endsWith(".json");
        return parse(text, json, "spec file " + file);
    }

    /**
     * Parses spec text into a tree.
     *
     * @param json  true for JSON, false for YAML
     * @param where names the input in error messages
     * @throws LabInputException when the text is malformed, not a mapping, or followed by more (JSON after
     *                           the object, a second YAML document)
     */
    public static ObjectNode parse(String text, boolean json, String where) {
        ObjectMapper mapper = json ? JSON : YAML;
        JsonNode node;
        try (JsonParser parser = mapper.createParser(text)) {
            node = mapper.readTree(parser);
            // Jackson reads one value and stops: anything after it would be silently ignored.
            if (node != null && parser.nextToken() != null) {
                throw new LabInputException(where + (json
                        ? ": content after the spec object, at line " + parser.currentTokenLocation().getLineNr()
                                + ", column " + parser.currentTokenLocation().getColumnNr() + " (a spec is one JSON object)"
                        : " holds more than one YAML document (the second starts at line "
                                + parser.currentTokenLocation().getLineNr() + "); a spec is one mapping"));
            }
        } catch (JacksonException e) {
            throw new LabInputException("malformed " + where + " (" + (json ? "JSON" : "YAML") + "): "
                    + e.getOriginalMessage() + locationOf(e), e);
        } catch (IOException e) {
            throw new UncheckedIOException(e); // reading a String does no I/O
        }
        if (node == null || node.isMissingNode() || node.isNull()) {
            return JsonNodeFactory.instance.objectNode();
        }
        if (!node.isObject()) {
            throw new LabInputException(where + " must be a mapping of fields (" + String.join(", ", FIELDS)
                    + "), not " + node.getNodeType().name().toLowerCase(Locale.ROOT));
        }
        return (ObjectNode) node;
    }

    private static String locationOf(JacksonException e) {
        return e.getLocation() == null ? "" : " at line " + e.getLocation().getLineNr() + ", column "
                + e.getLocation().getColumnNr();
    }

    /**
     * Lays {@code top} over {@code base} (a new tree): the maps {@code starts} and {@code rules} are merged
     * per variant, every other field is replaced.
     */
    public static ObjectNode overlay(ObjectNode base, ObjectNode top) {
        ObjectNode out = base.deepCopy();
        for (Iterator<Map.Entry<String, JsonNode>> it = top.fields(); it.hasNext(); ) {
            Map.Entry<String, JsonNode> e = it.next();
            JsonNode old = out.get(e.getKey());
            if ((e.getKey().equals("starts") || e.getKey().equals("rules")) && old != null && old.isObject()
                    && e.getValue().isObject()) {
                ((ObjectNode) old).setAll((ObjectNode) e.getValue().deepCopy());
            } else {
                out.set(e.getKey(), e.getValue().deepCopy());
            }
        }
        return out;
    }

    /**
     * The UTC date now: what a start rule about the current day (Chess960 {@code daily}) resolves to when a
     * spec is read, so that a resumed run keeps the date it started with.
     */
    public static LocalDate todayUtc() {
        return LocalDate.now(ZoneOffset.UTC);
    }

    /**
     * Validates a spec tree into a {@link MatchSpec}, with the lab home of {@link org.ttakji.engines.LabHome} (named
     * opening suites, the weights of a balanced opening).
     *
     * @param tree    the spec (defaults, file and overrides already laid over each other)
     * @param catalog which variants this build implements ({@code all} means those)
     * @param today   the date a start rule about the current day resolves to (Chess960 {@code daily})
     * @throws LabInputException naming the field and the problem
     */
    public static MatchSpec toSpec(ObjectNode tree, RulesCatalog catalog, LocalDate today) {
        return toSpec(tree, catalog, today, org.ttakji.engines.LabHome.path());
    }

    /**
     * Validates a spec tree into a {@link MatchSpec}.
     *
     * @param tree    the spec (defaults, file and overrides already laid over each other)
     * @param catalog which variants this build implements ({@code all} means those)
     * @param today   the date a start rule about the current day resolves to (Chess960 {@code daily})
     * @param labHome the lab home: its {@code data/} holds the named opening suites and the weights a balanced
     *                opening is checked with ({@link Openings})
     * @throws LabInputException naming the field and the problem
     */
    public static MatchSpec toSpec(ObjectNode tree, RulesCatalog catalog, LocalDate today, Path labHome) {
        for (Iterator<String> it = tree.fieldNames(); it.hasNext(); ) {
            String field = it.next();
            if (!FIELDS.contains(field)) {
                throw new LabInputException("unknown spec field '" + field + "' (known: " + String.join(", ", FIELDS) + ")");
            }
        }
        List<Variant> variants = variants(required(tree, "variants"), catalog);
        Map<Variant, List<Pairing>> pairings = pairingsPerVariant(required(tree, "pairings"), variants);
        boolean colourSwap = bool(tree, "colourSwap");
        int games = integer(tree, "gamesPerPairing", 1);
        if (colourSwap && games % 2 != 0) {
            throw new LabInputException("gamesPerPairing must be even when colourSwap is true (game pairs), got " + games);
        }
        boolean deterministic = bool(tree, "deterministic");
        if (deterministic) {
            for (Pairing p : pairings.values().stream().flatMap(List::stream).toList()) {
                if (p.a().usesWallTime() || p.b().usesWallTime()) {
                    throw new LabInputException("pairing " + p.label() + " uses a wall-time limit (moveTimeMs), which a"
                            + " deterministic run refuses: use depth or nodes, or set deterministic: false");
                }
            }
        }
        Map<Variant, StartRule> starts = starts(tree.get("starts"), variants, catalog, today, labHome.resolve("data"));
        Map<Variant, List<String>> rules = rules(tree.get("rules"), variants, catalog);
        long seed = longValue(tree, "seed");
        JsonNode masterNode = tree.get("master");
        String master = masterNode == null || masterNode.isNull() || masterNode.asText().isBlank() ? null
                : masterNode.asText().trim();
        if (master != null) {
            try {
                SparkSessions.checkMaster(master);
            } catch (LabInputException e) {
                throw new LabInputException("spec field 'master': " + e.getMessage(), e);
            }
        }
        String out = text(tree, "out");
        int batchSize = integer(tree, "batchSize", 1);
        int gamesPerTask = integer(tree, "gamesPerTask", 1);
        int maxPlies = integer(tree, "maxPlies", 1);
        boolean recordTimes = bool(tree, "recordTimes");
        return new MatchSpec(variants, pairings, games, starts, rules, colourSwap, seed, master, out, batchSize,
                gamesPerTask, maxPlies, recordTimes, deterministic, adjudication(tree.get("adjudication")));
    }

    /**
     * The optional {@code adjudication} field: absent, null, {@code off} or {@code false} is {@link Adjudication#NONE}; else a
     * mapping of {@link #ADJUDICATION_FIELDS} (a missing member is 0: that rule off).
     */
    private static Adjudication adjudication(JsonNode n) {
        // YAML 1.1 reads a bare off as false
        if (n == null || n.isNull() || (n.isBoolean() && !n.booleanValue())
                || (n.isTextual() && n.asText().trim().equalsIgnoreCase("off"))) {
            return Adjudication.NONE;
        }
        if (!n.isObject()) {
            throw new LabInputException("spec field 'adjudication': expected off or a mapping of "
                    + String.join(", ", ADJUDICATION_FIELDS) + ", found " + n);
        }
        for (Iterator<String> it = n.fieldNames(); it.hasNext(); ) {
            String f = it.next();
            if (!ADJUDICATION_FIELDS.contains(f)) {
                throw new LabInputException("unknown spec field 'adjudication." + f + "' (known: "
                        + String.join(", ", ADJUDICATION_FIELDS) + ")");
            }
        }
        int[] v = new int[ADJUDICATION_FIELDS.size()];
        for (int i = 0; i < v.length; i++) {
            String f = ADJUDICATION_FIELDS.get(i);
            JsonNode x = n.get(f);
            if (x == null || x.isNull()) {
                continue;
            }
            if (!x.canConvertToInt() || !x.isIntegralNumber() || x.intValue() < 0) {
                throw new LabInputException("spec field 'adjudication." + f + "' must be a whole number >= 0, found " + x);
            }
            v[i] = x.intValue();
        }
        try {
            return new Adjudication(v[0], v[1], v[2], v[3], v[4]);
        } catch (LabInputException e) {
            throw new LabInputException("spec field 'adjudication': " + e.getMessage(), e);
        }
    }

    /** The spec as a tree in canonical form (every field, lists as lists); {@link #toSpec} reads it back. */
    public static ObjectNode toTree(MatchSpec spec) {
        ObjectNode t = JsonNodeFactory.instance.objectNode();
        ArrayNode variants = t.putArray("variants");
        spec.variants().forEach(v -> variants.add(v.cliName()));
        ObjectNode pairings = t.putObject("pairings");
        for (Variant v : spec.variants()) {
            ArrayNode list = pairings.putArray(v.cliName());
            for (Pairing p : spec.pairingsOf(v)) {
                if (p.a().shortForm() != null && p.b().shortForm() != null) {
                    list.add(p.a().shortForm() + "-" + p.b().shortForm());
                } else {
                    ObjectNode pn = list.addObject();
                    pn.set("a", playerTree(p.a()));
                    pn.set("b", playerTree(p.b()));
                }
            }
        }
        t.put("gamesPerPairing", spec.gamesPerPairing());
        ObjectNode starts = t.putObject("starts");
        ObjectNode rules = t.putObject("rules");
        for (Variant v : spec.variants()) {
            starts.put(v.cliName(), spec.starts().get(v).toText());
            ArrayNode r = rules.putArray(v.cliName());
            spec.rulesOf(v).forEach(r::add);
        }
        t.put("colourSwap", spec.colourSwap());
        t.put("seed", spec.seed());
        if (spec.master() == null) {
            t.putNull("master");
        } else {
            t.put("master", spec.master());
        }
        t.put("out", spec.out());
        t.put("batchSize", spec.batchSize());
        t.put("gamesPerTask", spec.gamesPerTask());
        t.put("maxPlies", spec.maxPlies());
        t.put("recordTimes", spec.recordTimes());
        t.put("deterministic", spec.deterministic());
        Adjudication a = spec.adjudication();
        if (a.enabled()) { // written only when on: the specs of runs without it read as they always did
            ObjectNode o = t.putObject("adjudication");
            o.put("resignCp", a.resignCp());
            o.put("resignPlies", a.resignPlies());
            o.put("drawCp", a.drawCp());
            o.put("drawPlies", a.drawPlies());
            o.put("drawAfterPly", a.drawAfterPly());
        }
        return t;
    }

    /**
     * A player as its short form when it has one, else an object of its non-null fields (an external player's
     * fields flat, as a spec writes them).
     */
    private static JsonNode playerTree(EngineSpec e) {
        if (e.shortForm() != null) {
            return JsonNodeFactory.instance.textNode(e.shortForm());
        }
        ObjectNode o = JsonNodeFactory.instance.objectNode();
        o.put("engine", e.engine());
        putIfSet(o, "level", e.level());
        putIfSet(o, "weightsVersion", e.weightsVersion());
        putIfSet(o, "levelsVersion", e.levelsVersion());
        if (e.depth() != null) {
            o.put("depth", e.depth());
        }
        if (e.nodes() != null) {
            o.put("nodes", e.nodes());
        }
        if (e.moveTimeMs() != null) {
            o.put("moveTimeMs", e.moveTimeMs());
        }
        if (e.blunderRate() != null) {
            o.put("blunderRate", e.blunderRate());
        }
        if (e.evalNoiseCp() != null) {
            o.put("evalNoiseCp", e.evalNoiseCp());
        }
        ExternalSpec x = e.external();
        if (x != null) {
            putIfSet(o, "name", x.name());
            putIfSet(o, "protocol", x.protocol());
            if (x.command() != null) {
                ArrayNode c = o.putArray("command");
                x.command().forEach(c::add);
            }
            if (!x.options().isEmpty()) {
                ObjectNode opts = o.putObject("options");
                x.options().forEach(opts::put);
            }
            x.settings().forEach(o::put);
            if (x.timeoutMs() != null) {
                o.put("timeoutMs", x.timeoutMs());
            }
            putIfSet(o, "notation", x.notation());
            if (x.searchMoves() != null) {
                o.put("searchMoves", x.searchMoves());
            }
        }
        return o;
    }

    private static void putIfSet(ObjectNode o, String field, String value) {
        if (value != null) {
            o.put(field, value);
        }
    }

    private static JsonNode required(ObjectNode tree, String field) {
        JsonNode n = tree.get(field);
        if (n == null || n.isNull()) {
            throw new LabInputException("spec field '" + field + "' is missing");
        }
        return n;
    }

    /** A list given as a YAML/JSON list or as one comma-separated string. */
    private static List<String> items(JsonNode n, String field) {
        List<String> out = new ArrayList<>();
        if (n.isArray()) {
            for (JsonNode e : n) {
                if (!e.isValueNode()) {
                    throw new LabInputException("spec field '" + field + "': expected a list of names, found " + e);
                }
                out.add(e.asText().trim());
            }
        } else if (n.isValueNode()) {
            for (String s : n.asText().split(",")) {
                if (!s.isBlank()) {
                    out.add(s.trim());
                }
            }
        } else {
            throw new LabInputException("spec field '" + field + "': expected a list or a comma-separated string");
        }
        return out;
    }

    private static List<Variant> variants(JsonNode n, RulesCatalog catalog) {
        List<String> names = items(n, "variants");
        List<Variant> out = new ArrayList<>();
        if (names.size() == 1 && names.get(0).equalsIgnoreCase("all")) {
            for (Variant v : Variant.values()) {
                if (catalog.has(v)) {
                    out.add(v);
                }
            }
            if (out.isEmpty()) {
                throw new LabInputException("variants: all, but no variant is implemented in this build");
            }
            return out;
        }
        for (String name : names) {
            Variant v;
            try {
                v = Variant.fromCliName(name);
            } catch (IllegalArgumentException e) {
                throw new LabInputException("spec field 'variants': " + e.getMessage(), e);
            }
            catalog.rules(v); // throws "not implemented in this build"
            if (out.contains(v)) {
                throw new LabInputException("spec field 'variants': " + v + " is listed twice");
            }
            out.add(v);
        }
        if (out.isEmpty()) {
            throw new LabInputException("spec field 'variants' is empty");
        }
        return out;
    }

    /**
     * Pairings: one list for every variant, or a mapping from variant names (and {@code default}, for the
     * variants not named) to lists.
     */
    private static Map<Variant, List<Pairing>> pairingsPerVariant(JsonNode n, List<Variant> variants) {
        Map<Variant, List<Pairing>> out = new LinkedHashMap<>();
        if (!n.isObject()) {
            List<Pairing> all = pairings(n);
            variants.forEach(v -> out.put(v, all));
            return out;
        }
        List<Pairing> fallback = n.has("default") ? pairings(n.get("default")) : null;
        for (Iterator<Map.Entry<String, JsonNode>> it = n.fields(); it.hasNext(); ) {
            Map.Entry<String, JsonNode> e = it.next();
            if (!e.getKey().equals("default")) {
                Variant v = checkVariantKey("pairings", e.getKey());
                if (variants.contains(v)) {
                    out.put(v, pairings(e.getValue()));
                }
            }
        }
        for (Variant v : variants) {
            if (!out.containsKey(v)) {
                if (fallback == null) {
                    throw new LabInputException("spec field 'pairings' has no pairings for " + v + " (and no default)");
                }
                out.put(v, fallback);
            }
        }
        return out;
    }

    private static List<Pairing> pairings(JsonNode n) {
        List<Pairing> out = new ArrayList<>();
        if (n.isArray()) {
            for (JsonNode e : n) {
                out.add(e.isObject() ? pairingObject(e) : pairingText(e.asText()));
            }
        } else if (n.isValueNode()) {
            for (String s : items(n, "pairings")) {
                out.add(pairingText(s));
            }
        } else {
            throw new LabInputException("spec field 'pairings': expected a list of pairings");
        }
        List<Pairing> expanded = new ArrayList<>();
        for (Pairing p : out) {
            if (p == null) {
                expanded.addAll(allLevelPairings());
            } else {
                expanded.add(p);
            }
        }
        if (expanded.isEmpty()) {
            throw new LabInputException("spec field 'pairings' is empty");
        }
        return expanded;
    }

    /** Every pairing of two different levels: easy-normal, easy-expert, normal-expert. */
    public static List<Pairing> allLevelPairings() {
        List<String> levels = List.of("easy", "normal", "expert");
        List<Pairing> out = new ArrayList<>();
        for (int i = 0; i < levels.size(); i++) {
            for (int j = i + 1; j < levels.size(); j++) {
                out.add(new Pairing(EngineSpec.parse(levels.get(i)), EngineSpec.parse(levels.get(j))));
            }
        }
        return out;
    }

    /** Null stands for {@code levels} (every pairing of the three levels). */
    private static Pairing pairingText(String text) {
        return text.trim().equalsIgnoreCase("levels") ? null : Pairing.parse(text);
    }

    private static Pairing pairingObject(JsonNode n) {
        JsonNode a = n.has("a") ? n.get("a") : n.get("first");
        JsonNode b = n.has("b") ? n.get("b") : n.get("second");
        if (a == null || b == null || n.size() != 2) {
            throw new LabInputException("bad pairing " + n + ": expected {a: <player>, b: <player>}");
        }
        return new Pairing(engine(a), engine(b));
    }

    /** The fields of a lab player's object form. */
    private static final List<String> LAB_PLAYER_FIELDS = List.of("engine", "level", "weightsVersion", "levelsVersion",
            "depth", "nodes", "moveTimeMs", "blunderRate", "evalNoiseCp");
    /** The fields of an external player's object form (an anchor's settings besides). */
    private static final List<String> EXTERNAL_PLAYER_FIELDS = List.of("engine", "name", "protocol", "command",
            "options", "depth", "nodes", "timeoutMs", "notation", "searchMoves");

    private static EngineSpec engine(JsonNode n) {
        if (n.isValueNode()) {
            return EngineSpec.parse(n.asText());
        }
        String engine = optText(n, "engine");
        boolean lab = engine == null || engine.equals(EngineConfig.TTAKJI) || engine.equals(EngineConfig.RANDOM);
        if (lab) {
            checkFields(n, LAB_PLAYER_FIELDS);
            String level = optText(n, "level");
            return new EngineSpec(engine == null ? (level == null ? null : "ttakji") : engine, level,
                    optText(n, "weightsVersion"), optText(n, "levelsVersion"), optInt(n, "depth"), optLong(n, "nodes"),
                    optLong(n, "moveTimeMs"), null, optDouble(n, "blunderRate"), optInt(n, "evalNoiseCp"));
        }
        boolean own = engine.equals(ExternalSpec.EXTERNAL);
        // An anchor's settings (skill, elo, ...) are its other fields; resolving the player checks their names.
        Map<String, String> settings = new LinkedHashMap<>();
        for (Iterator<Map.Entry<String, JsonNode>> it = n.fields(); it.hasNext(); ) {
            Map.Entry<String, JsonNode> f = it.next();
            if (EXTERNAL_PLAYER_FIELDS.contains(f.getKey())) {
                continue;
            }
            if (own || LAB_PLAYER_FIELDS.contains(f.getKey()) || !f.getValue().isValueNode()) {
                throw new LabInputException("unknown player field '" + f.getKey() + "' in " + n + " (an external player"
                        + " has: " + String.join(", ", EXTERNAL_PLAYER_FIELDS) + (own ? "" : ", and its anchor's settings")
                        + ")");
            }
            settings.put(f.getKey(), f.getValue().asText());
        }
        List<String> command = null;
        if (n.has("command")) {
            command = new ArrayList<>();
            JsonNode c = n.get("command");
            if (c.isArray()) {
                for (JsonNode w : c) {
                    command.add(w.asText());
                }
            } else {
                throw new LabInputException("player field 'command' in " + n + " must be a list (program, arguments)");
            }
        }
        Map<String, String> options = new LinkedHashMap<>();
        if (n.has("options")) {
            JsonNode o = n.get("options");
            if (!o.isObject()) {
                throw new LabInputException("player field 'options' in " + n + " must be a mapping name: value");
            }
            o.fields().forEachRemaining(f -> options.put(f.getKey(), f.getValue().asText()));
        }
        JsonNode searchMoves = n.get("searchMoves");
        if (searchMoves != null && !searchMoves.isBoolean()) {
            throw new LabInputException("player field 'searchMoves' in " + n + " must be true or false");
        }
        return new EngineSpec(engine, null, null, null, optInt(n, "depth"), optLong(n, "nodes"), null,
                new ExternalSpec(optText(n, "name"), optText(n, "protocol"), command, options, settings,
                        optLong(n, "timeoutMs"), optText(n, "notation"),
                        searchMoves == null ? null : searchMoves.booleanValue()));
    }

    private static void checkFields(JsonNode n, List<String> known) {
        for (Iterator<String> it = n.fieldNames(); it.hasNext(); ) {
            String f = it.next();
            if (!known.contains(f)) {
                throw new LabInputException("unknown player field '" + f + "' in " + n + " (known: " + String.join(", ", known) + ")");
            }
        }
    }

    private static Integer optInt(JsonNode n, String f) {
        Long v = optLong(n, f);
        return v == null ? null : Integer.valueOf((int) Math.max(Integer.MIN_VALUE, Math.min(Integer.MAX_VALUE, v)));
    }

    private static Long optLong(JsonNode n, String f) {
        if (!n.hasNonNull(f)) {
            return null;
        }
        JsonNode v = n.get(f);
        if (v.isIntegralNumber() && v.canConvertToLong()) {
            return v.longValue();
        }
        try {
            return Long.parseLong(v.asText().trim());
        } catch (NumberFormatException e) {
            throw new LabInputException("player field '" + f + "' in " + n + " must be an integer, found '" + v.asText()
                    + "'", e);
        }
    }

    private static Double optDouble(JsonNode n, String f) {
        if (!n.hasNonNull(f)) {
            return null;
        }
        JsonNode v = n.get(f);
        if (v.isNumber()) {
            return v.doubleValue();
        }
        try {
            return Double.parseDouble(v.asText().trim());
        } catch (NumberFormatException e) {
            throw new LabInputException("player field '" + f + "' in " + n + " must be a number, found '" + v.asText()
                    + "'", e);
        }
    }

    private static String optText(JsonNode n, String f) {
        return n.hasNonNull(f) ? n.get(f).asText() : null;
    }

    private static Map<Variant, StartRule> starts(JsonNode n, List<Variant> variants, RulesCatalog catalog,
                                                LocalDate today, Path dataDir) {
        // Every given start is checked, also of a variant this run does not play (a typo is never silent).
        Map<Variant, StartRule> given = new LinkedHashMap<>();
        if (n != null && !n.isNull()) {
            if (!n.isObject()) {
                throw new LabInputException("spec field 'starts': expected a mapping variant -> start");
            }
            for (Iterator<Map.Entry<String, JsonNode>> it = n.fields(); it.hasNext(); ) {
                Map.Entry<String, JsonNode> e = it.next();
                Variant variant = checkVariantKey("starts", e.getKey());
                JsonNode v = e.getValue();
                String text = v.isArray() ? String.join(",", items(v, "starts." + e.getKey())) : v.asText();
                try {
                    given.put(variant, Openings.parse(catalog.rules(variant), text, today, dataDir));
                } catch (LabInputException ex) {
                    throw new LabInputException("starts." + variant.cliName() + ": " + ex.getMessage(), ex);
                }
            }
        }
        Map<Variant, StartRule> out = new LinkedHashMap<>();
        for (Variant v : variants) {
            out.put(v, given.containsKey(v) ? given.get(v) : catalog.rules(v).defaultStartRule());
        }
        return out;
    }

    private static Map<Variant, List<String>> rules(JsonNode n, List<Variant> variants, RulesCatalog catalog) {
        Map<Variant, List<String>> out = new LinkedHashMap<>();
        if (n == null || n.isNull()) {
            return out;
        }
        if (!n.isObject()) {
            throw new LabInputException("spec field 'rules': expected a mapping variant -> list of key=value");
        }
        for (Iterator<Map.Entry<String, JsonNode>> it = n.fields(); it.hasNext(); ) {
            Map.Entry<String, JsonNode> e = it.next();
            Variant v = checkVariantKey("rules", e.getKey());
            List<String> items = items(e.getValue(), "rules." + e.getKey());
            if (!items.isEmpty()) {
                // Keys and values are validated now, before any game, also of a variant this run does not play
                // (a typo is never silent); a valid option of such a variant is accepted and ignored.
                catalog.rules(v).parseRules(items);
                if (variants.contains(v)) {
                    out.put(v, items);
                }
            }
        }
        return out;
    }

    private static Variant checkVariantKey(String field, String key) {
        try {
            return Variant.fromCliName(key);
        } catch (IllegalArgumentException e) {
            throw new LabInputException("spec field '" + field + "': " + e.getMessage(), e);
        }
    }

    private static boolean bool(ObjectNode tree, String field) {
        JsonNode n = required(tree, field);
        if (n.isBoolean()) {
            return n.booleanValue();
        }
        String t = n.asText().trim().toLowerCase(Locale.ROOT);
        if (t.equals("true") || t.equals("false")) {
            return Boolean.parseBoolean(t);
        }
        throw new LabInputException("spec field '" + field + "': expected true or false, found '" + n.asText() + "'");
    }

    private static long longValue(ObjectNode tree, String field) {
        JsonNode n = required(tree, field);
        if (n.isIntegralNumber() && n.canConvertToLong()) {
            return n.longValue();
        }
        try {
            return Long.parseLong(n.asText().trim());
        } catch (NumberFormatException e) {
            throw new LabInputException("spec field '" + field + "': expected an integer, found '" + n.asText() + "'", e);
        }
    }

    private static int integer(ObjectNode tree, String field, int min) {
        long v = longValue(tree, field);
        if (v < min || v > Integer.MAX_VALUE) {
            throw new LabInputException("spec field '" + field + "' must be at least " + min + ", found " + v);
        }
        return (int) v;
    }

    private static String text(ObjectNode tree, String field) {
        String t = required(tree, field).asText().trim();
        if (t.isEmpty()) {
            throw new LabInputException("spec field '" + field + "' is empty");
        }
        return t;
    }
}
