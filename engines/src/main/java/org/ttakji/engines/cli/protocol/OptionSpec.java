package org.ttakji.engines.cli.protocol;

import java.util.List;
import java.util.Locale;
import org.ttakji.engines.core.LabInputException;

/**
 * One engine option as a protocol announces it ({@code option name Hash type spin default 16 min 1 max 4096}).
 *
 * @param key          the engine's own key ({@link EngineOptions}), the same in every protocol
 * @param name         the name this protocol uses (e.g. {@code Hash}, {@code USI_Hash}, {@code hashsize})
 * @param type         {@code spin}, {@code check}, {@code combo} or {@code string}
 * @param defaultValue the default, as text ({@code <empty>} is never used: an empty string is written as such)
 * @param min          least value of a spin, else 0
 * @param max          largest value of a spin, else 0
 * @param vars         the values of a combo, else empty
 */
record OptionSpec(String key, String name, String type, String defaultValue, long min, long max, List<String> vars) {
    /** Copies the values. */
    OptionSpec {
        vars = List.copyOf(vars);
    }

    static OptionSpec spin(String key, String name, long defaultValue, long min, long max) {
        return new OptionSpec(key, name, "spin", Long.toString(defaultValue), min, max, List.of());
    }

    static OptionSpec check(String key, String name, boolean defaultValue) {
        return new OptionSpec(key, name, "check", Boolean.toString(defaultValue), 0, 0, List.of());
    }

    static OptionSpec combo(String key, String name, String defaultValue, List<String> vars) {
        return new OptionSpec(key, name, "combo", defaultValue, 0, 0, vars);
    }

    static OptionSpec string(String key, String name, String defaultValue) {
        return new OptionSpec(key, name, "string", defaultValue, 0, 0, List.of());
    }

    /**
     * The value in its canonical form (spin: a decimal number; check: {@code true}/{@code false}; combo: the
     * listed spelling; string: trimmed).
     *
     * @throws LabInputException naming the option, the value and what is allowed
     */
    String normalise(String value) {
        String v = value == null ? "" : value.trim();
        switch (type) {
            case "spin" -> {
                long n;
                try {
                    n = Long.parseLong(v);
                } catch (NumberFormatException e) {
                    throw new LabInputException("option " + name + ": '" + v + "' is not a whole number (" + min
                            + ".." + max + ")");
                }
                if (n < min || n > max) {
                    throw new LabInputException("option " + name + ": " + n + " is out of range " + min + ".." + max);
                }
                return Long.toString(n);
            }
            case "check" -> {
                String b = v.toLowerCase(Locale.ROOT);
                if (!b.equals("true") && !b.equals("false")) {
                    throw new LabInputException("option " + name + ": '" + v + "' is not true or false");
                }
                return b;
            }
            case "combo" -> {
                for (String allowed : vars) {
                    if (allowed.equalsIgnoreCase(v)) {
                        return allowed;
                    }
                }
                throw new LabInputException("option " + name + ": '" + v + "' is not one of " + String.join(", ", vars));
            }
            default -> {
                return v;
            }
        }
    }
}
