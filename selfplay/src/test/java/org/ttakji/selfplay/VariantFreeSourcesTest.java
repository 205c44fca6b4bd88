package org.ttakji.selfplay;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * The rule of issue 18: only the variant packages know their variant. This module's main sources name no
 * variant constant ({@code Variant.CHESS960}, a {@code case BANQI} of a switch, a static import of them) and
 * name no variant package ({@code org.ttakji.engines.janggi...}, imported or written out); they reach a
 * variant through {@code VariantRules} only.
 */
class VariantFreeSourcesTest {
    private static final String VARIANTS = "CHESS960|SHOGI|XIANGQI|JANGGI|BANQI";
    private static final Pattern FORBIDDEN = Pattern.compile("\\bVariant\\s*\\.\\s*(" + VARIANTS + ")\\b"
            + "|\\bcase\\s+(" + VARIANTS + ")\\b|import\\s+static\\s+org\\.ttakji\\.engines\\.core\\.Variant\\."
            + "|\\borg\\.ttakji\\.engines\\.(chess960|shogi|xiangqi|janggi|banqi)\\b");

    @Test
    void mainSourcesNameNoVariant() throws IOException {
        Path main = Path.of("src/main/java");
        assertTrue(Files.isDirectory(main), "run from the module directory: " + main.toAbsolutePath());
        List<String> found = new ArrayList<>();
        int files = 0;
        try (Stream<Path> sources = Files.walk(main)) {
            for (Path file : sources.filter(p -> p.toString().endsWith(".java")).sorted().toList()) {
                files++;
                List<String> lines = Files.readAllLines(file);
                for (int i = 0; i < lines.size(); i++) {
                    Matcher m = FORBIDDEN.matcher(lines.get(i));
                    if (m.find()) {
                        found.add(main.relativize(file) + ":" + (i + 1) + ": " + m.group());
                    }
                }
            }
        }
        assertTrue(files > 10, "found only " + files + " sources under " + main.toAbsolutePath());
        assertEquals(List.of(), found, "variant names in main sources (move them behind VariantRules)");
    }

    @Test
    void theScanSeesWhatItForbids() {
        for (String line : List.of("if (v == Variant.BANQI) {", "case CHESS960 -> 960;",
                "import org.ttakji.engines.banqi.BanqiLayout;", "{@link org.ttakji.engines.shogi.ShogiRecords}",
                "import static org.ttakji.engines.core.Variant.JANGGI;")) {
            assertTrue(FORBIDDEN.matcher(line).find(), line);
        }
        for (String line : List.of("Variant variant = task.variant();", "// Chess960 draws a number",
                "import org.ttakji.engines.core.VariantRules;", "\"variants: [chess960, banqi]\"")) {
            assertTrue(!FORBIDDEN.matcher(line).find(), line);
        }
    }
}
