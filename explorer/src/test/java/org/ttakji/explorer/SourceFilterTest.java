package org.ttakji.explorer;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.ttakji.engines.core.LabInputException;

/** Source labels and the patterns that select them. */
class SourceFilterTest {

    @Test
    void labelsNameTheEngineLevelAndWeightsOrTheRecordSet() {
        String easy = Sources.player("ttakji", "easy", "v0001");
        assertEquals("ttakji/easy/v0001", easy);
        assertEquals("random", Sources.player("random", null, null));
        assertEquals("selfplay:ttakji/easy/v0001", Sources.selfPlay(easy));
        assertEquals("selfplay:ttakji/easy/v0001 v random", Sources.pairing(easy, "random"));
        assertEquals("record:real-games/xiangqi/ccpd", Sources.recordSet("real-games/xiangqi/ccpd"));
    }

    @Test
    void aStarIsAnyTextAndEverythingElseIsLiteral() {
        SourceFilter f = SourceFilter.of(List.of("selfplay:*easy*", "record:tcec.frc"));
        assertTrue(f.matches("selfplay:ttakji/easy/v0001"));
        assertFalse(f.matches("selfplay:random"));
        assertTrue(f.matches("record:tcec.frc"));
        assertFalse(f.matches("record:tcecXfrc"), "a dot is a dot");
        assertTrue(SourceFilter.of(List.of(" ", "")).matches("anything"), "no pattern: every source");
        assertTrue(SourceFilter.ALL.matches("record:x"));
    }

    @Test
    void aPatternMatchingNoSourceOfTheTableIsAnErrorListingThem() {
        SourceFilter f = SourceFilter.of(List.of("record:*"));
        LabInputException e = assertThrows(LabInputException.class,
                () -> f.checkAgainst(List.of("selfplay:random", "selfplay:ttakji/easy/v0001")));
        assertEquals("--source 'record:*' matches no source of the explorer (sources: selfplay:random,"
                + " selfplay:ttakji/easy/v0001)", e.getMessage());
        SourceFilter.of(List.of("selfplay:*")).checkAgainst(List.of("selfplay:random"));
    }
}
