package org.ttakji.tuning.rate;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.ttakji.engines.core.LabInputException;
import org.ttakji.engines.core.Variant;
import org.ttakji.selfplay.EngineSpec;

/** Anchors in text form: what they play, their names as the ladder prints them, and clear errors. */
class AnchorTextTest {
    /** The repository root: its data/anchors/anchors.json. */
    private static final java.nio.file.Path LAB_HOME = java.nio.file.Path.of("").toAbsolutePath().getParent();

    @Test
    void anAnchorsNameIsItsTextForm() {
        for (String text : List.of("random", "lab:nodes=2000", "lab:depth=3", "fairy-stockfish:skill=5:nodes=20000",
                "stockfish:elo=1500:nodes=5000")) {
            assertEquals(text, AnchorText.nameOf(AnchorText.parse(text, null)));
        }
    }

    @Test
    void theLabAnchorIsThePureExpertAtAFixedLimitAndAnExternalAnchorKeepsItsSettings() {
        EngineSpec lab = AnchorText.parse("lab:nodes=2000", "v0001");
        assertEquals("expert", lab.level());
        assertEquals(2000L, lab.nodes());
        assertEquals("v0001", lab.levelsVersion());
        EngineSpec fsf = AnchorText.parse("fairy-stockfish:skill=-20:nodes=2000", null);
        assertEquals("fairy-stockfish", fsf.engine());
        assertEquals("-20", fsf.external().settings().get("skill"));
    }

    @Test
    void levelsAreNamedByTheirLevelAndLimitsWhenTheyHaveThem() {
        assertEquals("easy", AnchorText.nameOf(new EngineSpec("ttakji", "easy", null, "v0001", null, null, null)));
        assertEquals("easy:nodes=100", AnchorText.nameOf(new EngineSpec("ttakji", "easy", null, null, null, 100L, null)));
        assertEquals("easy:depth=1:nodes=4000:blunders=0.24", AnchorText.nameOf(new EngineSpec("ttakji", "easy", null,
                null, 1, 4000L, null, null, 0.24, null)), "a level at another blunder rate says so");
        assertEquals("expert:nodes=100:blunders=0.1", AnchorText.nameOf(new EngineSpec("ttakji", "expert", null, null,
                null, 100L, null, null, 0.1, null)), "and is not the pure lab anchor");
        assertEquals("easy:depth=1:nodes=4000:blunders=0.5:noise=120", AnchorText.nameOf(new EngineSpec("ttakji",
                "easy", null, null, 1, 4000L, null, null, 0.5, 120)), "a level at another noise says so");
        assertEquals("easy:depth=1:noise=240", AnchorText.nameOf(new EngineSpec("ttakji", "easy", null, null, 1, null,
                null, null, null, 240)), "its own blunder rate is not named");
        assertEquals("expert:noise=0", AnchorText.nameOf(new EngineSpec("ttakji", "expert", null, null, null, null,
                null, null, null, 0)), "a level at another noise has a name of its own, and is not the lab anchor");
    }

    @Test
    void badAnchorsAreClearErrors() {
        for (String bad : List.of("", "fairy-stockfish", "fairy-stockfish:skill=5", "lab:skill=3:nodes=10",
                "random:nodes=5", "fairy-stockfish:skill=5:nodes=x", "fairy-stockfish:nodes=0", "x:skill")) {
            LabInputException e = assertThrows(LabInputException.class, () -> AnchorText.parse(bad, null), bad);
            assertTrue(e.getMessage().contains("anchor"), e.getMessage());
        }
    }

    @Test
    void everyVariantHasDefaultAnchorsStartingWithTheRandomMover() {
        for (Variant v : Variant.values()) {
            List<String> anchors = AnchorText.defaults(v, LAB_HOME);
            assertEquals("random", anchors.get(0));
            anchors.forEach(a -> AnchorText.parse(a, null));
        }
        assertTrue(AnchorText.defaults(Variant.BANQI, LAB_HOME).stream().noneMatch(a -> a.startsWith("fairy")),
                "no external engine plays Banqi");
    }
}
