package org.ttakji.tuning;

import java.io.IOException;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.ttakji.testing.VariantFreeSources;

/** Only the variant packages know their variant: this module's main sources name none ({@link VariantFreeSources}). */
class VariantFreeSourcesTest {
    @Test
    void mainSourcesNameNoVariant() throws IOException {
        VariantFreeSources.check(Path.of("src/main/java"));
    }
}
