package org.ttakji.engines.core;

import java.util.Arrays;
import java.util.Locale;
import java.util.stream.Collectors;

/**
 * The five games of the lab, each with the name used on the command line, in file paths
 * and in the Parquet game log ({@code variant} column).
 */
public enum Variant {
    /** Fischer Random chess, docs/rules/chess960.md. */
    CHESS960("chess960"),
    /** Hon shogi, docs/rules/shogi.md. */
    SHOGI("shogi"),
    /** Chinese chess, docs/rules/xiangqi.md. */
    XIANGQI("xiangqi"),
    /** Korean chess, docs/rules/janggi.md. */
    JANGGI("janggi"),
    /** Taiwanese half-board dark chess, docs/rules/banqi.md. */
    BANQI("banqi");

    private final String cliName;

    Variant(String cliName) {
        this.cliName = cliName;
    }

    /** The lower-case name used on the command line and in data files, e.g. {@code chess960}. */
    public String cliName() {
        return cliName;
    }

    /**
     * Looks a variant up by its command-line name (case-insensitive).
     *
     * @throws IllegalArgumentException naming the input and the accepted names when unknown
     */
    public static Variant fromCliName(String name) {
        if (name != null) {
            String key = name.trim().toLowerCase(Locale.ROOT);
            for (Variant v : values()) {
                if (v.cliName.equals(key)) {
                    return v;
                }
            }
        }
        throw new IllegalArgumentException("unknown variant '" + name + "' (expected one of "
                + Arrays.stream(values()).map(Variant::cliName).collect(Collectors.joining(", ")) + ")");
    }

    @Override
    public String toString() {
        return cliName;
    }
}
