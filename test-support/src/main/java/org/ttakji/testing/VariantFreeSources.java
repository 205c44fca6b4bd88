package org.ttakji.testing;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

/**
 * The rule of issue 18, for the tests of the modules outside the engines: only the variant packages know their
 * variant. A module's main sources name no variant constant ({@code Variant.CHESS960}, a {@code case BANQI} of a
 * switch, a static import of them) and no variant package ({@code org.ttakji.engines.janggi...}, imported or written
 * out); they reach a variant through {@code VariantRules} only.
 */
public final class VariantFreeSources {
    private static final String VARIANTS = "CHESS960|SHOGI|XIANGQI|JANGGI|BANQI";

    /** What a line may not contain. */
    public static final Pattern FORBIDDEN = Pattern.compile("\\bVariant\\s*\\.\\s*(" + VARIANTS + ")\\b"
            + "|\\bcase\\s+(" + VARIANTS + ")\\b|import\\s+static\\s+org\\.ttakji\\.engines\\.core\\.Variant\\."
            + "|\\borg\\.ttakji\\.engines\\.(chess960|shogi|xiangqi|janggi|banqi)\\b");

    private VariantFreeSources() {
    }

    /**
     * Scans every {@code .java} file under {@code mainSources}.
     *
     * @param mainSources a module's {@code src/main/java}
     * @throws AssertionError if the folder is missing or holds 10 sources or fewer (the scan saw nothing), or if
     *                        a line names a variant (every such line is listed as {@code file:line: match})
     * @throws IOException    if a source cannot be read
     */
    public static void check(Path mainSources) throws IOException {
        if (!Files.isDirectory(mainSources)) {
            throw new AssertionError("run from the module directory: " + mainSources.toAbsolutePath());
        }
        List<String> found = new ArrayList<>();
        int files = 0;
        try (Stream<Path> sources = Files.walk(mainSources)) {
            for (Path file : sources.filter(p -> p.toString().endsWith(".java")).sorted().toList()) {
                files++;
                List<String> lines = Files.readAllLines(file);
                for (int i = 0; i < lines.size(); i++) {
                    Matcher m = FORBIDDEN.matcher(lines.get(i));
                    if (m.find()) {
                        found.add(mainSources.relativize(file) + ":" + (i + 1) + ": " + m.group());
                    }
                }
            }
        }
        if (files <= 10) {
            throw new AssertionError("found only " + files + " sources under " + mainSources.toAbsolutePath());
        }
        if (!found.isEmpty()) {
            throw new AssertionError("variant names in main sources (move them behind VariantRules): " + found);
        }
    }
}
