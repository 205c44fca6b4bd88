package org.ttakji.engines.play.external;

import com.fasterxml.jackson.core.JacksonException;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.EnumMap;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.ttakji.engines.core.LabInputException;
import org.ttakji.engines.core.Variant;

/**
 * The named external engines ("anchors") of {@code data/anchors/anchors.json}, so a spec can say
 * {@code engine: fairy-stockfish, skill: 5, nodes: 20000} instead of a command line. The file:
 * <pre>{@code
 * {"format": "ttakji-anchors", "formatVersion": 1,
 *  "anchors": {
 *    "<name>": {
 *      "description": "...",
 *      "command": ["node", "--no-experimental-fetch", "${labHome}/tools/anchors/node_modules/.../uci.js"],
 *      "variants": {"chess960": "uci", "shogi": "usi", ...},      // protocol per variant it plays
 *      "options": {"Threads": "1", ...},                          // always set
 *      "settings": {"skill": {"min": -20, "max": 20, "options": {"Skill Level": "{value}"}}, ...}
 *    }}}
 * }</pre>
 * {@code ${labHome}} in a command word is the lab's root; a setting is an integer a spec gives by name, which
 * sets the setting's options with {@code {value}} replaced by it. Unknown members are refused.
 */
public final class AnchorRegistry {
    /** The file, relative to the lab's {@code data} directory. */
    public static final String FILE = "anchors/anchors.json";
    /** The {@code format} member's value. */
    public static final String FORMAT = "ttakji-anchors";
    /** The {@code formatVersion} this build reads. */
    public static final int FORMAT_VERSION = 1;
    /** Replaced by the lab's root in command words. */
    public static final String LAB_HOME = "${labHome}";
    /** Replaced by a setting's value in its options. */
    public static final String VALUE = "{value}";

    private static final ObjectMapper JSON = new ObjectMapper()
            .enable(DeserializationFeature.FAIL_ON_READING_DUP_TREE_KEY);
    private static final Set<String> TOP = Set.of("format", "formatVersion", "about", "anchors");
    private static final Set<String> ANCHOR = Set.of("description", "command", "variants", "options", "settings");
    private static final Set<String> SETTING = Set.of("min", "max", "options");

    private final String file;
    private final Map<String, Anchor> anchors;

    private AnchorRegistry(String file, Map<String, Anchor> anchors) {
        this.file = file;
        this.anchors = Collections.unmodifiableMap(anchors);
    }

    /**
     * One named engine.
     *
     * @param name        its name
     * @param description what it is (package, version, licence)
     * @param command     the program and arguments, {@code ${labHome}} not yet replaced
     * @param protocols   the protocol it is driven with, per variant it plays
     * @param options     options always set
     * @param settings    the named strength settings a spec may give
     */
    public record Anchor(String name, String description, List<String> command, Map<Variant, EngineProtocol> protocols,
                         Map<String, String> options, Map<String, Setting> settings) {
        /** The command with {@code ${labHome}} replaced by {@code labHome}. */
        public List<String> command(Path labHome) {
            return command.stream().map(w -> w.replace(LAB_HOME, labHome.toAbsolutePath().toString())).toList();
        }
    }

    /**
     * A named strength setting: an integer in {@code [min, max]} that sets options.
     *
     * @param name    e.g. {@code skill}
     * @param min     smallest value
     * @param max     largest value
     * @param options option name → value, {@code {value}} standing for the setting's value
     */
    public record Setting(String name, long min, long max, Map<String, String> options) {
        /**
         * The options a value sets.
         *
         * @throws LabInputException naming the anchor, setting and range when the value is not an integer in it
         */
        public Map<String, String> optionsFor(String anchor, String value) {
            long v;
            try {
                v = Long.parseLong(value.trim());
            } catch (NumberFormatException e) {
                throw new LabInputException("anchor " + anchor + ": " + name + " must be an integer from " + min
                        + " to " + max + ", got '" + value + "'");
            }
            if (v < min || v > max) {
                throw new LabInputException("anchor " + anchor + ": " + name + " must be from " + min + " to " + max
                        + ", got " + v);
            }
            Map<String, String> out = new LinkedHashMap<>();
            options.forEach((k, o) -> out.put(k, o.replace(VALUE, Long.toString(v))));
            return out;
        }
    }

    /**
     * Reads {@code <labHome>/data/anchors/anchors.json}.
     *
     * @throws LabInputException naming the file when it is missing, malformed, of another format, or has an
     *                           unknown member, a variant name, protocol or setting that does not read
     */
    public static AnchorRegistry load(Path labHome) {
        Path path = labHome.resolve("data").resolve(FILE);
        String text;
        try {
            text = Files.readString(path);
        } catch (NoSuchFileException e) {
            throw new LabInputException("anchor registry " + path + " does not exist");
        } catch (IOException e) {
            throw new LabInputException("cannot read anchor registry " + path + ": " + e.getMessage(), e);
        }
        return parse(path.toString(), text);
    }

    /**
     * Reads registry text.
     *
     * @param file names the text in errors
     * @throws LabInputException as {@link #load}
     */
    public static AnchorRegistry parse(String file, String text) {
        JsonNode root;
        try {
            root = JSON.readTree(text);
        } catch (JacksonException e) {
            throw new LabInputException("malformed anchor registry " + file + ": " + e.getOriginalMessage(), e);
        }
        if (root == null || !root.isObject()) {
            throw new LabInputException("anchor registry " + file + " must be a JSON object");
        }
        members(root, TOP, file);
        if (!FORMAT.equals(root.path("format").asText()) || root.path("formatVersion").asInt(-1) != FORMAT_VERSION) {
            throw new LabInputException("anchor registry " + file + " is not format " + FORMAT + " version "
                    + FORMAT_VERSION + " (format '" + root.path("format").asText() + "', formatVersion "
                    + root.path("formatVersion") + ")");
        }
        JsonNode list = root.path("anchors");
        if (!list.isObject()) {
            throw new LabInputException("anchor registry " + file + ": 'anchors' must be an object name → anchor");
        }
        Map<String, Anchor> anchors = new LinkedHashMap<>();
        for (Iterator<Map.Entry<String, JsonNode>> it = list.fields(); it.hasNext(); ) {
            Map.Entry<String, JsonNode> e = it.next();
            anchors.put(e.getKey(), anchor(file, e.getKey(), e.getValue()));
        }
        return new AnchorRegistry(file, anchors);
    }

    private static Anchor anchor(String file, String name, JsonNode n) {
        String where = file + ", anchor " + name;
        if (!n.isObject()) {
            throw new LabInputException(where + ": must be an object");
        }
        members(n, ANCHOR, where);
        List<String> command = new ArrayList<>();
        for (JsonNode w : n.path("command")) {
            command.add(w.asText());
        }
        if (command.isEmpty() || !n.path("command").isArray()) {
            throw new LabInputException(where + ": 'command' must be a non-empty list of words");
        }
        Map<Variant, EngineProtocol> protocols = new EnumMap<>(Variant.class);
        for (Map.Entry<String, String> e : strings(n.path("variants"), where + ", variants").entrySet()) {
            Variant v;
            try {
                v = Variant.fromCliName(e.getKey());
            } catch (IllegalArgumentException x) {
                throw new LabInputException(where + ", variants: " + x.getMessage(), x);
            }
            protocols.put(v, EngineProtocol.parse(e.getValue()));
        }
        if (protocols.isEmpty()) {
            throw new LabInputException(where + ": 'variants' must name at least one variant");
        }
        Map<String, Setting> settings = new LinkedHashMap<>();
        JsonNode s = n.path("settings");
        if (!s.isMissingNode()) {
            if (!s.isObject()) {
                throw new LabInputException(where + ": 'settings' must be an object name → setting");
            }
            for (Iterator<Map.Entry<String, JsonNode>> it = s.fields(); it.hasNext(); ) {
                Map.Entry<String, JsonNode> e = it.next();
                String sw = where + ", setting " + e.getKey();
                JsonNode sn = e.getValue();
                members(sn, SETTING, sw);
                if (!sn.path("min").canConvertToLong() || !sn.path("max").canConvertToLong()
                        || sn.path("min").asLong() > sn.path("max").asLong()) {
                    throw new LabInputException(sw + ": needs integers min <= max");
                }
                settings.put(e.getKey(), new Setting(e.getKey(), sn.path("min").asLong(), sn.path("max").asLong(),
                        strings(sn.path("options"), sw + ", options")));
            }
        }
        return new Anchor(name, n.path("description").asText(""), List.copyOf(command), protocols,
                strings(n.path("options"), where + ", options"), settings);
    }

    private static void members(JsonNode n, Set<String> known, String where) {
        if (!n.isObject()) {
            throw new LabInputException(where + ": must be an object");
        }
        for (Iterator<String> it = n.fieldNames(); it.hasNext(); ) {
            String f = it.next();
            if (!known.contains(f)) {
                throw new LabInputException(where + ": unknown member '" + f + "' (known: "
                        + String.join(", ", known.stream().sorted().toList()) + ")");
            }
        }
    }

    private static Map<String, String> strings(JsonNode n, String where) {
        Map<String, String> out = new LinkedHashMap<>();
        if (n.isMissingNode() || n.isNull()) {
            return out;
        }
        if (!n.isObject()) {
            throw new LabInputException(where + ": must be an object of names to values");
        }
        for (Iterator<Map.Entry<String, JsonNode>> it = n.fields(); it.hasNext(); ) {
            Map.Entry<String, JsonNode> e = it.next();
            if (!e.getValue().isValueNode() || e.getValue().isNull()) {
                throw new LabInputException(where + ": '" + e.getKey() + "' must be a plain value");
            }
            out.put(e.getKey(), e.getValue().asText());
        }
        return out;
    }

    /** The registry's file, for messages. */
    public String file() {
        return file;
    }

    /** The anchors' names, in the file's order. */
    public List<String> names() {
        return List.copyOf(anchors.keySet());
    }

    /**
     * An anchor by name.
     *
     * @throws LabInputException naming the name, the file and the known anchors when there is no such anchor
     */
    public Anchor anchor(String name) {
        Anchor a = anchors.get(name);
        if (a == null) {
            throw new LabInputException("unknown engine '" + name + "': not ttakji, random or external, and no anchor"
                    + " of that name in " + file + " (anchors: " + String.join(", ", anchors.keySet()) + ")");
        }
        return a;
    }
}
