package org.ttakji.engines.cli.protocol;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.ttakji.engines.core.LabInputException;

/**
 * The values of a protocol's options, looked up by the engine's key (the same in every protocol) and set by
 * the protocol's name or the key, case-insensitively ({@code setoption name hash value 64} works too).
 */
final class EngineOptions {
    /** Transposition table size, MiB. */
    static final String HASH = "Hash";
    /** {@code full} (the search at the GUI's limits, no noise) or a level of the levels file. */
    static final String LEVEL = "Level";
    /** Weights version, {@code promoted} for the promoted one. */
    static final String WEIGHTS = "Weights";
    /** Rule options {@code key=value,...}; empty = the variant's defaults. */
    static final String RULES = "Rules";
    /** Milliseconds kept back from every time budget for the GUI and the pipe. */
    static final String MOVE_OVERHEAD = "MoveOverhead";
    /**
     * The interactive wall-time cap, ms (0 = none): the most a move may take when the GUI gives a clock or no
     * limit at all; never applied to {@code go depth}/{@code nodes}/{@code mate}, which stay deterministic.
     */
    static final String MOVE_TIME_CAP = "MoveTimeCap";
    /** Seed of a level's random choices, 0 = from the clock at each new game. */
    static final String SEED = "Seed";
    /** The variant (UCI dialect only). */
    static final String VARIANT = "UCI_Variant";
    /** Chess960 castling written king-takes-rook (true) or king-to-destination where unambiguous (false). */
    static final String CHESS960 = "UCI_Chess960";
    /** Pondering: announced because USI GUIs expect it; the engine does not ponder. */
    static final String PONDER = "Ponder";
    /** UCCI: times in milliseconds (true) or seconds (false). */
    static final String MILLISECONDS = "usemillisec";

    /** The full-strength {@link #LEVEL} value. */
    static final String FULL = "full";
    /** The promoted {@link #WEIGHTS} value. */
    static final String PROMOTED = "promoted";

    private final List<OptionSpec> specs;
    private final Map<String, String> values = new LinkedHashMap<>();

    /** @param specs the options of the protocol, in the order they are announced */
    EngineOptions(List<OptionSpec> specs) {
        this.specs = List.copyOf(specs);
        for (OptionSpec s : specs) {
            values.put(s.key(), s.defaultValue());
        }
    }

    /** The options in announcement order. */
    List<OptionSpec> specs() {
        return specs;
    }

    /** The option a GUI names (protocol name or key, any case), or null. */
    OptionSpec find(String name) {
        String n = name.trim().toLowerCase(Locale.ROOT);
        for (OptionSpec s : specs) {
            if (s.name().toLowerCase(Locale.ROOT).equals(n) || s.key().toLowerCase(Locale.ROOT).equals(n)) {
                return s;
            }
        }
        return null;
    }

    /**
     * Sets an option.
     *
     * @return the option's key
     * @throws LabInputException for an unknown option or a value it does not allow
     */
    String set(String name, String value) {
        OptionSpec s = find(name);
        if (s == null) {
            throw new LabInputException("unknown option '" + name + "' (known: "
                    + String.join(", ", specs.stream().map(OptionSpec::name).toList()) + ")");
        }
        values.put(s.key(), s.normalise(value));
        return s.key();
    }

    /** Sets an option by key without checks (restoring a value that was in force). */
    void restore(String key, String value) {
        values.put(key, value);
    }

    /** The value of an option, or null when this protocol has no such option. */
    String get(String key) {
        return values.get(key);
    }

    /** A spin option's value. */
    long number(String key) {
        return Long.parseLong(values.get(key));
    }

    /** A check option's value; false when this protocol has no such option. */
    boolean flag(String key) {
        return "true".equals(values.get(key));
    }
}
