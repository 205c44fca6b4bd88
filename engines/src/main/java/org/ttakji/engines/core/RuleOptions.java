package org.ttakji.engines.core;

import java.util.Collection;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Collectors;

/**
 * The rule options in force for a game: every option of the variant with its value (defaults filled
 * in), in key order. {@link #toString()} is the canonical text written to the game log's {@code rules}
 * column, e.g. {@code promotion=queen-only}; {@link #parse} reads it back.
 */
public final class RuleOptions {
    private final Map<String, String> values;

    private RuleOptions(Map<String, String> values) {
        this.values = Collections.unmodifiableMap(new TreeMap<>(values));
    }

    /** Every option at its default value. */
    public static RuleOptions defaults(List<RuleOptionSpec> specs) {
        Map<String, String> m = new TreeMap<>();
        for (RuleOptionSpec s : specs) {
            m.put(s.key(), s.defaultValue());
        }
        return new RuleOptions(m);
    }

    /**
     * Reads {@code key=value} items (each item may itself be a comma-separated list, so the canonical
     * {@link #toString()} form parses back) on top of the defaults.
     *
     * @throws LabInputException naming the item when the key is unknown, the value not allowed, or the
     *                           item not of the form {@code key=value}
     */
    public static RuleOptions parse(Variant variant, List<RuleOptionSpec> specs, Collection<String> items) {
        Map<String, String> m = new TreeMap<>(defaults(specs).values);
        for (String item : items) {
            for (String part : item.split(",")) {
                String p = part.trim();
                if (p.isEmpty()) {
                    continue;
                }
                int eq = p.indexOf('=');
                if (eq <= 0) {
                    throw new LabInputException("bad rule option '" + p + "': expected key=value");
                }
                String key = p.substring(0, eq).trim();
                String value = p.substring(eq + 1).trim();
                RuleOptionSpec spec = specs.stream().filter(s -> s.key().equals(key)).findFirst()
                        .orElseThrow(() -> new LabInputException("unknown rule option '" + key + "' for " + variant
                                + (specs.isEmpty() ? " (it has none)" : " (known: "
                                + specs.stream().map(RuleOptionSpec::key).collect(Collectors.joining(", ")) + ")")));
                if (!spec.values().contains(value)) {
                    throw new LabInputException("bad value '" + value + "' for rule option " + key + " of " + variant
                            + " (allowed: " + String.join(", ", spec.values()) + ")");
                }
                m.put(key, value);
            }
        }
        return new RuleOptions(m);
    }

    /**
     * The value of an option.
     *
     * @throws IllegalArgumentException if the variant has no such option (a programming error)
     */
    public String get(String key) {
        String v = values.get(key);
        if (v == null) {
            throw new IllegalArgumentException("no rule option '" + key + "' (have " + values.keySet() + ")");
        }
        return v;
    }

    /** True when the option has the given value. */
    public boolean is(String key, String value) {
        return value.equals(values.get(key));
    }

    /** All options, in key order. */
    public Map<String, String> asMap() {
        return values;
    }

    /** Canonical {@code k1=v1,k2=v2} in key order; empty when the variant has no options. */
    @Override
    public String toString() {
        return values.entrySet().stream().map(e -> e.getKey() + "=" + e.getValue()).collect(Collectors.joining(","));
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof RuleOptions r && r.values.equals(values);
    }

    @Override
    public int hashCode() {
        return values.hashCode();
    }
}
