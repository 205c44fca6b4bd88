package org.ttakji.engines.levels;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.node.ObjectNode;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.ttakji.engines.core.Variant;
import org.ttakji.engines.weights.DataFileException;

/**
 * A strength block records the anchors it was measured against: they read back, a bad list is refused naming
 * the member, and files without them (every file written before calibration) keep their exact text and checksum.
 */
class StrengthAnchorsTest {
    static final List<String> ANCHORS = List.of("random", "fairy-stockfish:skill=0:nodes=20000");

    static LevelsFile measured() {
        LevelsFile f = LevelsFilesTest.sample("v0002");
        Map<String, Level> levels = new LinkedHashMap<>(f.levels());
        Level e = levels.get("easy");
        levels.put("easy", new Level("easy", e.depth(), e.nodes(), e.moveTimeMs(), e.evalNoiseCp(), e.temperatureCp(),
                e.blunderRate(), e.blunderMaxLossCp(), new Strength(310.0, 190.0, 430.0, 24L, "random", "run-c",
                        ANCHORS)));
        return new LevelsFile(f.variant(), "v0002", "v0001", f.createdAt(), f.weightsVersion(), levels,
                f.provenance(), null);
    }

    @Test
    void theAnchorsOfAMeasurementReadBack() {
        LevelsFile f = LevelsCodec.parse("t", LevelsCodec.toJson(measured()), Variant.XIANGQI, "v0002");
        assertEquals(ANCHORS, f.level("easy").strength().anchors());
        assertEquals("run-c", f.level("easy").strength().measuredBy());
        assertEquals(List.of(), f.level("normal").strength().anchors());
    }

    @Test
    void aBadAnchorListIsRefusedNamingTheMember() {
        ObjectNode root = org.ttakji.engines.weights.CanonicalJson.parseObject("t", LevelsCodec.toJson(measured()));
        ((ObjectNode) root.get("levels").get("easy").get("strength")).put("anchors", "random");
        String text = org.ttakji.engines.weights.CanonicalJson.sign(root);
        DataFileException e = assertThrows(DataFileException.class,
                () -> LevelsCodec.parse("t", text, Variant.XIANGQI, "v0002"));
        assertTrue(e.getMessage().contains("levels.easy.strength.anchors must be a list of anchor names"),
                e.getMessage());
    }

    @Test
    void filesWithoutAnchorsKeepTheirTextAndChecksum() throws Exception {
        for (Variant v : Variant.values()) {
            Path file = Path.of("..", "data", "levels", v.cliName(), "v0001.json");
            String text = Files.readString(file);
            LevelsFile f = LevelsCodec.parse(file.toString(), text, v, "v0001");
            String again = LevelsCodec.toJson(f);
            assertEquals(f.sha256(), LevelsCodec.parse("again", again, v, "v0001").sha256(), v.cliName());
            assertFalse(again.contains("\"anchors\""), v.cliName());
        }
    }
}
