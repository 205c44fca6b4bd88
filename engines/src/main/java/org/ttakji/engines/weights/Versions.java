package org.ttakji.engines.weights;

import java.util.regex.Pattern;
import org.ttakji.engines.core.LabInputException;

/**
 * Version names of weights and levels files: {@code v} and four digits, {@code v0001} to {@code v9999},
 * ordered by number. The file of version {@code vNNNN} is {@code vNNNN.json}.
 */
public final class Versions {
    /** The form of a version name. */
    public static final Pattern PATTERN = Pattern.compile("v\\d{4}");
    /** The highest version number ({@code v9999}). */
    public static final int MAX = 9999;
    /** Words that mean "the promoted version" where a version is asked for. */
    public static final String PROMOTED = "promoted";

    private Versions() {
    }

    /** True for {@code v0001}..{@code v9999}. */
    public static boolean isVersion(String s) {
        return s != null && PATTERN.matcher(s).matches() && number(s) > 0;
    }

    /** The number of a version name ({@code v0012} → 12); no validation. */
    public static int number(String version) {
        return Integer.parseInt(version.substring(1));
    }

    /**
     * The name of version {@code n}.
     *
     * @throws IllegalArgumentException unless 1 &lt;= n &lt;= {@link #MAX} (a programming error: callers check)
     */
    public static String name(int n) {
        if (n < 1 || n > MAX) {
            throw new IllegalArgumentException("version number must be 1..9999, got " + n);
        }
        return String.format("v%04d", n);
    }

    /**
     * Checks a version given by a user.
     *
     * @param what e.g. {@code --weights}
     * @throws LabInputException naming the input when it is not a version name
     */
    public static String require(String what, String version) {
        if (!isVersion(version)) {
            throw new LabInputException(what + ": '" + version + "' is not a version (expected v0001..v9999 or "
                    + PROMOTED + ")");
        }
        return version;
    }
}
