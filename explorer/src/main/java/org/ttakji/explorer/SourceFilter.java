package org.ttakji.explorer;

import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.regex.Pattern;
import org.ttakji.engines.core.LabInputException;

/**
 * Which source labels ({@link Sources}) a command counts: patterns where {@code *} stands for any text (and nothing
 * else is special), a label counting when it matches one of them whole; no pattern = every label.
 *
 * @param patterns the patterns as given (empty = every source)
 */
public record SourceFilter(List<String> patterns) {
    /** Copies the list. */
    public SourceFilter {
        patterns = List.copyOf(patterns);
    }

    /** Every source. */
    public static final SourceFilter ALL = new SourceFilter(List.of());

    /**
     * The filter of the given patterns (blank ones dropped).
     *
     * @param patterns e.g. {@code selfplay:*}, {@code record:*ccpd*}
     */
    public static SourceFilter of(Collection<String> patterns) {
        List<String> kept = new ArrayList<>();
        for (String p : patterns) {
            if (p != null && !p.isBlank()) {
                kept.add(p.trim());
            }
        }
        return new SourceFilter(kept);
    }

    /** True when the label is counted. */
    public boolean matches(String label) {
        if (patterns.isEmpty()) {
            return true;
        }
        for (String p : patterns) {
            if (regex(p).matcher(label).matches()) {
                return true;
            }
        }
        return false;
    }

    /**
     * Checks that every pattern matches one of the labels a table holds, so a typo is not silently an empty table.
     *
     * @param labels every label of the table
     * @throws LabInputException naming the pattern and the labels there are
     */
    public void checkAgainst(Collection<String> labels) {
        for (String p : patterns) {
            Pattern r = regex(p);
            if (labels.stream().noneMatch(l -> r.matcher(l).matches())) {
                throw new LabInputException("--source '" + p + "' matches no source of the explorer (sources: "
                        + (labels.isEmpty() ? "none" : String.join(", ", labels.stream().sorted().toList())) + ")");
            }
        }
    }

    private static Pattern regex(String glob) {
        StringBuilder r = new StringBuilder();
        for (String part : glob.split("\\*", -1)) {
            if (!r.isEmpty()) {
                r.append(".*");
            }
            r.append(Pattern.quote(part));
        }
        return Pattern.compile(r.toString());
    }
}
