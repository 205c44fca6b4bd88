package org.ttakji.engines.play;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.io.IOException;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.ttakji.engines.core.LabInputException;
import org.ttakji.engines.core.Variant;
import org.ttakji.engines.eval.StartingFiles;
import org.ttakji.engines.levels.Level;
import org.ttakji.engines.levels.LevelsFile;
import org.ttakji.engines.levels.LevelsStore;

/** The files a player needs: the committed ones load; levels naming weights that are not there do not. */
class EngineFilesTest {
    private static final Variant V = Variant.CHESS960;

    @TempDir
    Path data;

    @Test
    void everyCommittedLevelLoadsForPlayAndNamesWeightsThatExist() {
        LevelsStore levels = LevelsStore.at(StartingFiles.dataDir());
        for (Variant v : Variant.values()) {
            for (String version : levels.versions(v)) {
                assertNull(levels.missingWeightsVersion(levels.load(v, version)), v + " levels " + version);
            }
            for (String level : Level.NAMES) {
                EngineFiles.loadFromData(StartingFiles.dataDir(), v, EngineConfig.level(level));
            }
        }
    }

    @Test
    void levelsNamingAMissingWeightsVersionAreRefusedForPlay() throws IOException {
        StartingFiles.copyStartingInto(data, V);
        LevelsStore store = LevelsStore.at(data);
        LevelsFile v1 = store.load(V, "v0001");
        store.publish(new LevelsFile(V, "v0002", "v0001", v1.createdAt(), "v0009", v1.levels(), v1.provenance(), null));
        LabInputException e = assertThrows(LabInputException.class, () -> EngineFiles.loadFromData(data, V,
                new EngineConfig(EngineConfig.TTAKJI, "normal", null, "v0002", null, null, null)));
        assertEquals("levels file " + data.resolve("levels/chess960/v0002.json") + " (level normal) names weights"
                + " version v0009, which does not exist: " + data.resolve("weights/chess960/v0009.json")
                + " is missing (versions present: v0001)", e.getMessage());
        EngineFiles.loadFromData(data, V, EngineConfig.level("normal")); // the promoted v0001 still plays
    }
}
