package org.ttakji.engines.weights;

import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.json.JsonReadFeature;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.json.JsonMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.math.BigDecimal;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.Iterator;
import java.util.List;

/**
 * Reading, signing and checking the lab's data files (weights and levels): strict JSON parsing and the
 * {@code sha256} of the canonical payload.
 *
 * <p><b>Canonical payload</b> (what {@code sha256} covers): the file's top-level JSON object without its
 * {@code sha256} member, serialised as follows, then encoded as UTF-8:
 * <ul>
 *   <li>objects: {@code {"name":value,...}} with members sorted by name ({@link String#compareTo}, i.e.
 *       UTF-16 code units), recursively; arrays: {@code [v,...]} in order; no whitespace anywhere;</li>
 *   <li>strings: between double quotes, {@code "} and {@code \} escaped as {@code \"} and {@code \\},
 *       characters below U+0020 as {@code \}{@code u00xx} (lower-case hex), every other character as itself;</li>
 *   <li>numbers: the literal read as an exact decimal, trailing zeros stripped, in plain notation
 *       ({@code BigDecimal.stripTrailingZeros().toPlainString()}): {@code 100}, {@code 100.0} and
 *       {@code 1e2} all become {@code 100}; {@code -0.50} becomes {@code -0.5};</li>
 *   <li>{@code true}, {@code false} and {@code null} as themselves.</li>
 * </ul>
 * So the checksum depends on the values only, not on indentation, member order or number spelling.
 * The checksum is the lower-case hex SHA-256 of those bytes.
 */
public final class CanonicalJson {
    /** Strict reader: duplicate keys, trailing content, comments and NaN are refused; floats kept exact. */
    static final ObjectMapper MAPPER = JsonMapper.builder()
            .enable(JsonParser.Feature.STRICT_DUPLICATE_DETECTION)
            .enable(DeserializationFeature.FAIL_ON_TRAILING_TOKENS)
            .enable(DeserializationFeature.USE_BIG_DECIMAL_FOR_FLOATS)
            .disable(JsonReadFeature.ALLOW_NON_NUMERIC_NUMBERS)
            .enable(SerializationFeature.INDENT_OUTPUT)
            .build();

    /** Name of the checksum member. */
    public static final String SHA256 = "sha256";

    private CanonicalJson() {
    }

    /** The shared strict mapper (thread-safe once configured). */
    public static ObjectMapper mapper() {
        return MAPPER;
    }

    /**
     * Parses a data file's text into its top-level object.
     *
     * @param file name of the file for messages
     * @param text the file content
     * @throws DataFileException naming the file if the text is empty, truncated, not JSON or not an object
     */
    public static ObjectNode parseObject(String file, String text) {
        if (text == null || text.isBlank()) {
            throw new DataFileException(file, List.of("file is empty"));
        }
        JsonNode node;
        try {
            node = MAPPER.readTree(text);
        } catch (JsonProcessingException e) {
            throw new DataFileException(file, "not valid JSON (truncated or corrupt?): " + e.getOriginalMessage()
                    + " at line " + (e.getLocation() == null ? "?" : e.getLocation().getLineNr()), e);
        }
        if (!(node instanceof ObjectNode o)) {
            throw new DataFileException(file, List.of("the top level is not a JSON object"));
        }
        return o;
    }

    /** The canonical payload bytes of a data file's top-level object (its {@code sha256} member left out). */
    public static byte[] canonicalPayload(ObjectNode root) {
        StringBuilder b = new StringBuilder();
        List<String> names = new ArrayList<>();
        root.fieldNames().forEachRemaining(names::add);
        names.remove(SHA256);
        writeObject(root, names, b);
        return b.toString().getBytes(StandardCharsets.UTF_8);
    }

    /** The lower-case hex SHA-256 of {@link #canonicalPayload(ObjectNode)}. */
    public static String sha256(ObjectNode root) {
        return sha256Hex(canonicalPayload(root));
    }

    /**
     * The text of a data file: the payload with its {@code sha256} set (as the last member), indented
     * for reading, ending with a newline.
     *
     * @param payload the file's members (any existing {@code sha256} is replaced); not modified
     */
    public static String sign(ObjectNode payload) {
        ObjectNode copy = payload.deepCopy();
        copy.remove(SHA256);
        // Re-read the text we would write, so that the checksum covers exactly the numbers in the file.
        ObjectNode reread = parseObject("(payload)", write(copy));
        copy.put(SHA256, sha256(reread));
        return write(copy);
    }

    /**
     * Checks the recorded checksum of a parsed file.
     *
     * @return null if it matches, else the problem (missing, malformed or mismatching checksum)
     */
    public static String checksumProblem(ObjectNode root) {
        JsonNode recorded = root.get(SHA256);
        if (recorded == null || recorded.isNull()) {
            return "no sha256 member";
        }
        if (!recorded.isTextual() || !recorded.asText().matches("[0-9a-f]{64}")) {
            return "sha256 is not 64 lower-case hex digits: " + recorded;
        }
        String actual = sha256(root);
        if (!actual.equals(recorded.asText())) {
            return "checksum mismatch (the file was changed or damaged): recorded sha256 " + recorded.asText()
                    + ", canonical payload hashes to " + actual;
        }
        return null;
    }

    private static String write(ObjectNode node) {
        try {
            return MAPPER.writeValueAsString(node) + "\n";
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("cannot serialise a JSON tree", e);
        }
    }

    private static void writeValue(JsonNode n, StringBuilder b) {
        if (n.isObject()) {
            List<String> names = new ArrayList<>();
            n.fieldNames().forEachRemaining(names::add);
            writeObject(n, names, b);
        } else if (n.isArray()) {
            b.append('[');
            Iterator<JsonNode> it = n.elements();
            boolean first = true;
            while (it.hasNext()) {
                if (!first) {
                    b.append(',');
                }
                first = false;
                writeValue(it.next(), b);
            }
            b.append(']');
        } else if (n.isTextual()) {
            writeString(n.asText(), b);
        } else if (n.isNumber()) {
            BigDecimal d = n.decimalValue();
            b.append(d.signum() == 0 ? "0" : d.stripTrailingZeros().toPlainString());
        } else if (n.isBoolean()) {
            b.append(n.booleanValue());
        } else if (n.isNull() || n.isMissingNode()) {
            b.append("null");
        } else {
            throw new IllegalArgumentException("unsupported JSON node " + n.getNodeType());
        }
    }

    private static void writeObject(JsonNode n, List<String> names, StringBuilder b) {
        names.sort(String::compareTo);
        b.append('{');
        for (int i = 0; i < names.size(); i++) {
            if (i > 0) {
                b.append(',');
            }
            writeString(names.get(i), b);
            b.append(':');
            writeValue(n.get(names.get(i)), b);
        }
        b.append('}');
    }

    private static void writeString(String s, StringBuilder b) {
        b.append('"');
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            if (c == '"' || c == '\\') {
                b.append('\\').append(c);
            } else if (c < 0x20) {
                b.append(String.format("\\u%04x", (int) c));
            } else {
                b.append(c);
            }
        }
        b.append('"');
    }

    static String sha256Hex(byte[] bytes) {
        try {
            return HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256").digest(bytes));
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("SHA-256 is required by every Java platform", e);
        }
    }
}
