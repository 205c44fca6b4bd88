package org.ttakji.tuning.gate;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Map;
import org.junit.jupiter.api.Test;
import org.ttakji.engines.core.LabInputException;
import org.ttakji.tuning.stats.EloModel;

class GateSettingsTest {
    @Test
    void maxGamesIsRoundedUpToWholeBatches() {
        GateSettings s = GateSettings.of(0, 20, 0.05, 0.05, "normalized", 100, 16);
        assertEquals(4, s.maxBatches(), "50 pairs need 4 batches of 16");
        assertEquals(128, s.maxGames());
        assertEquals(EloModel.NORMALIZED, s.sprt().model());
        assertEquals(32, GateSettings.of(0, 20, 0.05, 0.05, "normalized", 32, 16).maxGames());
    }

    @Test
    void badOptionsAreNamed() {
        assertTrue(assertThrows(LabInputException.class, () -> GateSettings.of(0, 20, 0.05, 0.05, "bayes", 100, 16))
                .getMessage().contains("--model"));
        assertTrue(assertThrows(LabInputException.class, () -> GateSettings.of(20, 0, 0.05, 0.05, "normalized", 100, 16))
                .getMessage().contains("--elo0"));
        assertTrue(assertThrows(LabInputException.class, () -> GateSettings.of(0, 20, 0.6, 0.5, "normalized", 100, 16))
                .getMessage().contains("--alpha"));
        assertTrue(assertThrows(LabInputException.class, () -> GateSettings.of(0, 20, 0.05, 0.05, "normalized", 1, 16))
                .getMessage().contains("--max-games"));
        assertTrue(assertThrows(LabInputException.class, () -> GateSettings.of(0, 20, 0.05, 0.05, "normalized", 10, 0))
                .getMessage().contains("--batch-pairs"));
    }

    @Test
    void settingsSurviveTheirRecord() {
        GateSettings s = GateSettings.of(-5, 15, 0.1, 0.02, "logistic", 640, 8);
        assertEquals(s, GateRecord.settingsOf(GateRecord.settings(s), "gate.json"));
        assertThrows(LabInputException.class, () -> GateRecord.settingsOf(Map.of("model", "normalized"), "gate.json"));
    }

    @Test
    void exitStatusesAreDocumentedOnes() {
        assertEquals(0, GateVerdict.H1.exitStatus());
        assertEquals(1, GateVerdict.H0.exitStatus());
        assertEquals(3, GateVerdict.INCONCLUSIVE.exitStatus());
        for (GateVerdict v : GateVerdict.values()) {
            assertEquals(v, GateVerdict.ofRecordName(v.recordName()));
        }
    }
}
