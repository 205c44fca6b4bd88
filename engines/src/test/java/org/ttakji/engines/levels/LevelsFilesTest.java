package org.ttakji.engines.levels;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.node.ObjectNode;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.LinkedHashMap;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.ttakji.engines.Variants;
import org.ttakji.engines.core.LabInputException;
import org.ttakji.engines.core.Variant;
import org.ttakji.engines.weights.CanonicalJson;
import org.ttakji.engines.eval.FeatureSet;
import org.ttakji.engines.eval.Weights;
import org.ttakji.engines.weights.DataFileException;
import org.ttakji.engines.weights.WeightsStore;

class LevelsFilesTest {
    static final String FILE = "data/levels/xiangqi/v0001.json";

    @TempDir
    Path data;

    static LevelsFile sample(String version) {
        Map<String, Level> levels = new LinkedHashMap<>();
        levels.put("easy", new Level("easy", 2, 2_000L, null, 60, 50, 0.15, 400, Strength.UNKNOWN));
        levels.put("normal", new Level("normal", null, 20_000L, null, 15, 0, 0.02, 150, Strength.UNKNOWN));
        levels.put("expert", new Level("expert", null, 200_000L, 2_000L, 0, 0, 0, 0,
                new Strength(350.0, 300.0, 400.0, 400L, "random", "run-1")));
        return new LevelsFile(Variant.XIANGQI, version, null, Instant.parse("2026-12-01T10:00:00Z"), "v0001", levels,
                Map.of("author", "hand-set"), null);
    }

    static String resigned(java.util.function.Consumer<ObjectNode> edit) {
        ObjectNode root = CanonicalJson.parseObject("t", LevelsCodec.toJson(sample("v0001")));
        edit.accept(root);
        return CanonicalJson.sign(root);
    }

    @Test
    void writtenLevelsReadBackIdentically() {
        LevelsFile f = LevelsCodec.parse(FILE, LevelsCodec.toJson(sample("v0001")), Variant.XIANGQI, "v0001");
        assertEquals(sample("v0001").levels(), f.levels());
        assertEquals("v0001", f.weightsVersion());
        assertTrue(f.level("easy").isDeterministic());
        assertTrue(f.level("expert").isPure());
        assertEquals(350.0, f.level("expert").strength().elo());
    }

    @Test
    void aMissingLevelIsRefused() {
        DataFileException e = assertThrows(DataFileException.class, () -> LevelsCodec.parse(FILE,
                resigned(r -> ((ObjectNode) r.get("levels")).remove("normal")), Variant.XIANGQI, "v0001"));
        assertEquals(FILE + ": missing levels.normal", e.getMessage());
    }

    @Test
    void aLevelWithoutDeterministicLimitIsRefused() {
        DataFileException e = assertThrows(DataFileException.class, () -> LevelsCodec.parse(FILE,
                resigned(r -> ((ObjectNode) r.get("levels").get("easy")).putNull("depth").putNull("nodes")),
                Variant.XIANGQI, "v0001"));
        assertTrue(e.getMessage().contains("levels.easy.needs a depth or a nodes limit"), e.getMessage());
    }

    @Test
    void outOfRangeValuesAreRefused() {
        DataFileException e = assertThrows(DataFileException.class, () -> LevelsCodec.parse(FILE,
                resigned(r -> ((ObjectNode) r.get("levels").get("easy")).put("blunderRate", 1.5).put("depth", 0)),
                Variant.XIANGQI, "v0001"));
        assertEquals(2, e.problems().size(), e.getMessage());
    }

    @Test
    void badChecksumTruncationAndWrongVariantAreRefused() {
        String text = LevelsCodec.toJson(sample("v0001"));
        assertTrue(assertThrows(DataFileException.class, () -> LevelsCodec.parse(FILE,
                text.replace("\"evalNoiseCp\" : 60", "\"evalNoiseCp\" : 0"), Variant.XIANGQI, "v0001"))
                .getMessage().contains("checksum mismatch"));
        assertTrue(assertThrows(DataFileException.class, () -> LevelsCodec.parse(FILE,
                text.substring(0, 100), Variant.XIANGQI, "v0001")).getMessage().contains("not valid JSON"));
        assertTrue(assertThrows(DataFileException.class, () -> LevelsCodec.parse(FILE, text, Variant.JANGGI, "v0001"))
                .getMessage().contains("wrong variant"));
    }

    @Test
    void unknownLevelNameIsAClearError() {
        LabInputException e = assertThrows(LabInputException.class, () -> sample("v0001").level("grandmaster"));
        assertEquals("unknown level 'grandmaster' (expected one of easy, normal, expert)", e.getMessage());
    }

    /** The weights v0001 the sample levels name (zero weights of the engine's Xiangqi feature set). */
    private void publishSampleWeights() {
        FeatureSet set = Variants.featureExtractor(Variant.XIANGQI).featureSet();
        WeightsStore.at(data).publishNext(Variant.XIANGQI, null, Weights.of(set, new double[set.size()]),
                Map.of("trainer", "hand-set"));
    }

    @Test
    void storeResolvesPromotedAndPinnedLevels() throws Exception {
        publishSampleWeights();
        LevelsStore store = LevelsStore.at(data);
        store.publish(sample("v0001"));
        store.publish(sample("v0002"));
        store.promote(Variant.XIANGQI, "v0001", "hand-set");
        assertEquals("v0001", store.load(Variant.XIANGQI, null).version());
        assertEquals("v0002", store.load(Variant.XIANGQI, "v0002").version());
        assertTrue(Files.exists(data.resolve("levels/xiangqi/index.json")));
        assertThrows(LabInputException.class, () -> store.publish(sample("v0002")));
    }

    @Test
    void levelsNamingAWeightsVersionThatIsNotThereAreFoundAndNotPromoted() {
        LevelsStore store = LevelsStore.at(data);
        LevelsFile levels = store.publish(sample("v0001")); // names weights v0001; this data directory has none
        assertEquals("v0001", store.missingWeightsVersion(levels));
        LabInputException e = assertThrows(LabInputException.class, () -> store.promote(Variant.XIANGQI, "v0001", "x"));
        assertEquals("cannot promote xiangqi levels v0001: " + data.resolve("levels/xiangqi/v0001.json")
                + " names weights version v0001, which does not exist in " + data.resolve("weights/xiangqi"),
                e.getMessage());
        assertTrue(store.promoted(Variant.XIANGQI).isEmpty(), "nothing promoted");
        publishSampleWeights();
        assertNull(store.missingWeightsVersion(levels));
        store.promote(Variant.XIANGQI, "v0001", "now its weights are there");
    }
}
