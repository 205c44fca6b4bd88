package org.ttakji.engines.core;

import java.util.List;
import java.util.Objects;

/**
 * One rule option of a variant (docs/rules/ marks them as lab decisions), with its allowed values.
 *
 * @param key          option name, e.g. {@code promotion}
 * @param values       allowed values; the default is among them
 * @param defaultValue the value when the option is not given
 * @param description  one line for {@code --help} and docs
 */
public record RuleOptionSpec(String key, List<String> values, String defaultValue, String description) {
    /**
     * @throws IllegalArgumentException if the default is not an allowed value
     */
    public RuleOptionSpec {
        Objects.requireNonNull(key, "key");
        values = List.copyOf(values);
        if (!values.contains(defaultValue)) {
            throw new IllegalArgumentException("default '" + defaultValue + "' of rule option " + key
                    + " is not one of " + values);
        }
    }
}
