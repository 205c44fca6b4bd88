package org.ttakji.engines.weights;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.time.Instant;
import java.time.format.DateTimeParseException;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;

/**
 * Reads the members of a data file's JSON object while collecting every problem (a missing member, a
 * wrong type, an unknown member), so that a bad file is reported in one message. Nested objects share
 * the problem list and prefix their members' names ({@code featureSet.hash}). Not thread-safe.
 */
public final class JsonFields {
    private final JsonNode node;
    private final String prefix;
    private final List<String> problems;

    /** Fields of a file's top-level object. */
    public JsonFields(ObjectNode root) {
        this(root, "", new ArrayList<>());
    }

    private JsonFields(JsonNode node, String prefix, List<String> problems) {
        this.node = node;
        this.prefix = prefix;
        this.problems = problems;
    }

    /** The object being read. */
    public JsonNode node() {
        return node;
    }

    /** The member {@code name}, or null when absent. */
    public JsonNode get(String name) {
        return node.get(name);
    }

    /** Records a problem (shown as is). */
    public void problem(String message) {
        problems.add(message);
    }

    /** Every problem recorded so far (by this reader and its nested readers). */
    public List<String> problems() {
        return problems;
    }

    /** Throws a {@link DataFileException} naming {@code file} if any problem was recorded. */
    public void throwIfProblems(String file) {
        if (!problems.isEmpty()) {
            throw new DataFileException(file, problems);
        }
    }

    /** Records a problem for each member not in {@code allowed}. */
    public void allowOnly(Set<String> allowed) {
        Set<String> unknown = new TreeSet<>();
        node.fieldNames().forEachRemaining(n -> {
            if (!allowed.contains(n)) {
                unknown.add(n);
            }
        });
        for (String n : unknown) {
            problems.add("unknown member " + prefix + n + " (expected only " + new TreeSet<>(allowed) + ")");
        }
    }

    /** A required string member, or null (problem recorded) when absent or not a string. */
    public String text(String name) {
        JsonNode n = node.get(name);
        if (n == null || n.isNull()) {
            problems.add("missing " + prefix + name);
            return null;
        }
        if (!n.isTextual()) {
            problems.add(prefix + name + " must be a string, found " + n);
            return null;
        }
        return n.asText();
    }

    /** An optional string member: null when absent or JSON null (problem recorded if not a string). */
    public String optionalText(String name) {
        JsonNode n = node.get(name);
        if (n == null || n.isNull()) {
            return null;
        }
        if (!n.isTextual()) {
            problems.add(prefix + name + " must be a string or null, found " + n);
            return null;
        }
        return n.asText();
    }

    /** A required integer member, or null (problem recorded). */
    public Long integer(String name) {
        JsonNode n = node.get(name);
        if (n == null || n.isNull()) {
            problems.add("missing " + prefix + name);
            return null;
        }
        return integerValue(name, n);
    }

    /** An optional integer member: null when absent or JSON null. */
    public Long optionalInteger(String name) {
        JsonNode n = node.get(name);
        return n == null || n.isNull() ? null : integerValue(name, n);
    }

    private Long integerValue(String name, JsonNode n) {
        if (!n.isNumber() || !isIntegral(n) || !n.canConvertToLong()) {
            problems.add(prefix + name + " must be an integer, found " + n);
            return null;
        }
        return n.longValue();
    }

    private static boolean isIntegral(JsonNode n) {
        if (n.isIntegralNumber()) {
            return true;
        }
        try {
            n.decimalValue().toBigIntegerExact();
            return true;
        } catch (ArithmeticException e) {
            return false;
        }
    }

    /** A required number member, or null (problem recorded). */
    public Double number(String name) {
        JsonNode n = node.get(name);
        if (n == null || n.isNull()) {
            problems.add("missing " + prefix + name);
            return null;
        }
        return numberValue(name, n);
    }

    /** An optional number member: null when absent or JSON null. */
    public Double optionalNumber(String name) {
        JsonNode n = node.get(name);
        return n == null || n.isNull() ? null : numberValue(name, n);
    }

    private Double numberValue(String name, JsonNode n) {
        if (!n.isNumber() || !Double.isFinite(n.doubleValue())) {
            problems.add(prefix + name + " must be a finite number, found " + n);
            return null;
        }
        return n.doubleValue();
    }

    /** A required ISO-8601 instant ({@code 2026-12-01T10:00:00Z}), or null (problem recorded). */
    public Instant instant(String name) {
        String s = text(name);
        if (s == null) {
            return null;
        }
        try {
            return Instant.parse(s);
        } catch (DateTimeParseException e) {
            problems.add(prefix + name + " must be an ISO-8601 UTC instant such as 2026-12-01T10:00:00Z, found '" + s + "'");
            return null;
        }
    }

    /** A required nested object, or null (problem recorded). */
    public JsonFields object(String name) {
        JsonNode n = node.get(name);
        if (n == null || n.isNull()) {
            problems.add("missing " + prefix + name);
            return null;
        }
        if (!n.isObject()) {
            problems.add(prefix + name + " must be an object, found " + n.getNodeType());
            return null;
        }
        return new JsonFields(n, prefix + name + ".", problems);
    }

    /** An optional nested object: null when absent or JSON null. */
    public JsonFields optionalObject(String name) {
        JsonNode n = node.get(name);
        return n == null || n.isNull() ? null : object(name);
    }

    /** Checks {@code format} and {@code formatVersion} against the expected ones. */
    public void requireFormat(String format, int formatVersion) {
        String f = text("format");
        if (f != null && !f.equals(format)) {
            problems.add("format is '" + f + "', expected '" + format + "'");
        }
        Long v = integer("formatVersion");
        if (v != null && v != formatVersion) {
            problems.add("formatVersion " + v + " is not supported (this build reads " + formatVersion + ")");
        }
    }
}
