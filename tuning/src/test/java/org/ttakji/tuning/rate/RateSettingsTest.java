package org.ttakji.tuning.rate;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.ttakji.engines.Variants;
import org.ttakji.engines.core.LabInputException;
import org.ttakji.engines.core.Variant;

/** A rating run's diversified starts by default, and its bad settings. */
class RateSettingsTest {
    @Test
    void startsAreShuffledNumbersRandomLayoutsOrAFewRandomPlies() {
        assertEquals("shuffle", RateSettings.defaultOpenings(Variants.rules(Variant.CHESS960)));
        assertEquals("random", RateSettings.defaultOpenings(Variants.rules(Variant.BANQI)));
        for (Variant v : List.of(Variant.SHOGI, Variant.XIANGQI, Variant.JANGGI)) {
            assertEquals("random-plies:4", RateSettings.defaultOpenings(Variants.rules(v)), v.toString());
        }
    }

    @Test
    void badSettingsAreClearErrors() {
        Ladder ladder = Ladder.of(null, List.of("random"));
        assertThrows(LabInputException.class, () -> new RateSettings(Variant.XIANGQI, ladder, 0, null, 1, 100, 2, 8,
                null, null));
        assertThrows(LabInputException.class, () -> new RateSettings(Variant.XIANGQI, ladder, 1, null, 1, 0, 2, 8,
                null, null));
    }
}
