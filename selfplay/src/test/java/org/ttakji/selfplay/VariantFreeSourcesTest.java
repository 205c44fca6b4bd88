package org.ttakji.selfplay;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.ttakji.testing.VariantFreeSources;

/** Only the variant packages know their variant: this module's main sources name none ({@link VariantFreeSources}). */
class VariantFreeSourcesTest {
    @Test
    void mainSourcesNameNoVariant() throws IOException {
        VariantFreeSources.check(Path.of("src/main/java"));
    }

    @Test
    void theScanSeesWhatItForbids() {
        for (String line : List.of("if (v == Variant.BANQI) {", "case CHESS960 -> 960;",
                "import org.ttakji.engines.banqi.BanqiLayout;", "{@link org.ttakji.engines.shogi.ShogiRecords}",
                "import static org.ttakji.engines.core.Variant.JANGGI;")) {
            assertTrue(VariantFreeSources.FORBIDDEN.matcher(line).find(), line);
        }
        for (String line : List.of("Variant variant = task.variant();", "// Chess960 draws a number",
                "import org.ttakji.engines.core.VariantRules;", "\"variants: [chess960, banqi]\"")) {
            assertFalse(VariantFreeSources.FORBIDDEN.matcher(line).find(), line);
        }
    }
}
