package org.ttakji.tuning.rate;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.nio.file.Path;
import java.util.Map;
import java.util.function.Consumer;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.ttakji.engines.core.LabInputException;
import org.ttakji.engines.core.Variant;
import org.ttakji.engines.levels.Level;

/**
 * The target bands: every variant's committed file reads, with increasing disjoint bands tied to its anchors; a
 * bad file is refused with one error naming the file and each problem.
 */
class LevelBandsTest {
    private static final Path DATA = Path.of("..", "data");
    private static final ObjectMapper JSON = new ObjectMapper();

    @TempDir
    Path tmp;

    @Test
    void everyVariantHasIncreasingBandsTiedToItsAnchors() {
        for (Variant v : Variant.values()) {
            LevelBands b = LevelBands.load(LevelBands.file(DATA, v), v);
            assertEquals(Level.NAMES, b.bands().keySet().stream().toList(), v.cliName());
            assertEquals("random", b.anchors().get(0), v.cliName() + ": the scale's zero is an anchor");
            assertEquals("random", b.band("easy").above(), v.cliName() + ": easy beats the random mover");
            assertTrue(b.band("easy").low() > 0, v.cliName());
            assertTrue(b.band("easy").high() <= b.band("normal").low(), v.cliName());
            assertTrue(b.band("normal").high() <= b.band("expert").low(), v.cliName());
            b.bands().values().forEach(band -> assertTrue(!band.why().isBlank(), v + " " + band.level()));
        }
        LevelBands xq = LevelBands.load(LevelBands.file(DATA, Variant.XIANGQI), Variant.XIANGQI);
        assertEquals("fairy-stockfish:skill=10:nodes=20000", xq.band("expert").below(),
                "expert is not for experienced club players");
        assertEquals("fairy-stockfish:skill=5:nodes=20000", xq.band("expert").above(), "expert beats Skill 5");
        assertEquals(1650, xq.band("expert").mid(), 1e-9); // between Skill 5 and 10 as measured on the fixed scale
        LevelBands c9 = LevelBands.load(LevelBands.file(DATA, Variant.CHESS960), Variant.CHESS960);
        assertEquals(1500, c9.band("expert").mid(), 1e-9); // between Skill 5 and 10 as measured on the fixed scale
        assertTrue(c9.anchors().contains("stockfish:elo=1320:nodes=20000"), "tied to Stockfish's UCI_Elo too");
    }

    /** Skill 5 and Skill 10 held where the anchor-only runs measured them (a16-shogi-chain, a16-janggi, a17-xiangqi-chain). */
    private static final Map<Variant, int[]> SKILL_5_AND_10_HELD = Map.of(Variant.SHOGI, new int[] {1599, 2063},
            Variant.JANGGI, new int[] {1218, 1622}, Variant.XIANGQI, new int[] {1450, 2033});

    @Test
    void theScaleIsTiedToFairyStockfishSkillZeroAtPlus650ButBanqisToTheLabEngineAt200Nodes() {
        for (Variant v : Variant.values()) {
            LevelBands b = LevelBands.load(LevelBands.file(DATA, v), v);
            RatingScale expected = v == Variant.BANQI ? new RatingScale("lab:nodes=200", 375)
                    : new RatingScale("fairy-stockfish:skill=0:nodes=20000", 650);
            int[] held = SKILL_5_AND_10_HELD.get(v);
            if (held != null) {
                expected = expected.alsoFixing("fairy-stockfish:skill=5:nodes=20000", held[0])
                        .alsoFixing("fairy-stockfish:skill=10:nodes=20000", held[1]);
            }
            assertEquals(expected, b.scale(), v.cliName());
            assertTrue(b.anchors().contains(b.scale().player()), v.cliName() + ": the scale's anchor plays");
            assertEquals(b.scale(), LevelBands.scaleOf(DATA, v), "rate's default scale is the bands file's");
        }
        assertEquals(RatingScale.RANDOM_ZERO, LevelBands.scaleOf(tmp, Variant.XIANGQI), "no bands file: random = 0");
    }

    @Test
    void aFormatOneFileIsStillReadWithTheRandomMoverAtZero() throws Exception {
        LevelBands old = LevelBands.parse("bands.json", edited(r -> {
            r.put("formatVersion", 1);
            r.remove("scaleAnchor");
        }), Variant.XIANGQI);
        assertEquals(RatingScale.RANDOM_ZERO, old.scale());
        assertTrue(refused(edited(r -> r.put("formatVersion", 1)))
                .contains("scaleAnchor needs formatVersion 2"));
        assertTrue(refused(edited(r -> r.put("formatVersion", 4)))
                .contains("formatVersion must be 3 (this build reads 1..3), found 4"));
    }

    @Test
    void fixedAnchorsAreHeldOnTheScaleFromFormatThree() throws Exception {
        LevelBands b = LevelBands.parse("bands.json", edited(r -> {
            r.put("formatVersion", 3);
            ObjectNode f = r.putArray("fixedAnchors").addObject();
            f.put("player", "fairy-stockfish:skill=5:nodes=20000").put("elo", 1150).put("why", "run a1, 600 games");
        }), Variant.XIANGQI);
        assertEquals(new RatingScale("fairy-stockfish:skill=0:nodes=20000", 650)
                .alsoFixing("fairy-stockfish:skill=5:nodes=20000", 1150), b.scale());
        assertTrue(refused(edited(r -> r.putArray("fixedAnchors").addObject()
                .put("player", "fairy-stockfish:skill=5:nodes=20000").put("elo", 1150)))
                .contains("fixedAnchors needs formatVersion 3"), "format 2 has none");
        assertTrue(refused(edited(r -> {
            r.put("formatVersion", 3);
            r.putArray("fixedAnchors").addObject().put("player", "lab:nodes=5").put("elo", 1150);
        })).contains("fixedAnchors[0].player names lab:nodes=5, which is not one of the anchors"));
        assertTrue(refused(edited(r -> {
            r.put("formatVersion", 3);
            r.putArray("fixedAnchors").addObject().put("player", "fairy-stockfish:skill=0:nodes=20000").put("elo", 1);
        })).contains("must be named and differ from its anchor"), "the scale's anchor is held already");
        assertTrue(refused(edited(r -> {
            r.put("formatVersion", 3);
            r.putArray("fixedAnchors").addObject().put("player", "fairy-stockfish:skill=5:nodes=20000");
        })).contains("fixedAnchors[0].elo must be a number"));
    }

    @Test
    void aScaleAnchorMustBeOneOfTheAnchorsWithANumber() throws Exception {
        assertTrue(refused(edited(r -> r.remove("scaleAnchor"))).contains("scaleAnchor must be an object"));
        assertTrue(refused(edited(r -> ((ObjectNode) r.get("scaleAnchor")).put("player", "lab:nodes=5")))
                .contains("scaleAnchor.player names lab:nodes=5, which is not one of the anchors"));
        assertTrue(refused(edited(r -> ((ObjectNode) r.get("scaleAnchor")).put("elo", "high")))
                .contains("scaleAnchor.elo must be a number"));
        assertTrue(refused(edited(r -> ((ObjectNode) r.get("scaleAnchor")).remove("player")))
                .contains("scaleAnchor.player must name one of the anchors"));
    }

    /** Xiangqi's bands file as format 2 (its fixed anchors left out), then edited. */
    private static String edited(Consumer<ObjectNode> edit) throws Exception {
        ObjectNode root = (ObjectNode) JSON.readTree(java.nio.file.Files.readString(
                LevelBands.file(DATA, Variant.XIANGQI)));
        root.remove("fixedAnchors");
        root.put("formatVersion", 2);
        edit.accept(root);
        return JSON.writeValueAsString(root);
    }

    private static String refused(String text) {
        return assertThrows(LabInputException.class, () -> LevelBands.parse("bands.json", text, Variant.XIANGQI))
                .getMessage();
    }

    @Test
    void overlappingOrEmptyBandsAreRefused() throws Exception {
        String overlap = refused(edited(r -> ((ObjectNode) r.get("bands").get("normal")).put("low", 450)));
        assertTrue(overlap.startsWith("bands.json: "), overlap);
        assertTrue(overlap.contains("bands.normal.low (+450) is below bands.easy.high (+500)"), overlap);
        String empty = refused(edited(r -> ((ObjectNode) r.get("bands").get("easy")).put("low", 600)));
        assertTrue(empty.contains("bands.easy: low (+600) must be below high (+500)"), empty);
    }

    @Test
    void aBandMayNameWhereCalibrationAimsInsideIt() throws Exception {
        LevelBands bands = LevelBands.parse("bands.json",
                edited(r -> ((ObjectNode) r.get("bands").get("normal")).put("aim", 775)), Variant.XIANGQI);
        assertEquals(775, bands.band("normal").target());
        assertEquals((bands.band("easy").low() + bands.band("easy").high()) / 2, bands.band("easy").target(),
                "without an aim, the middle");
        String outside = refused(edited(r -> ((ObjectNode) r.get("bands").get("normal")).put("aim", 900)));
        assertTrue(outside.contains("bands.normal.aim (+900) must lie in the band, +550..+850"), outside);
    }

    @Test
    void everyProblemIsNamedInOneError() throws Exception {
        String e = refused(edited(r -> {
            r.put("variant", "shogi");
            r.put("version", 0);
            r.put("colour", "red");
            ((ObjectNode) r.get("bands")).remove("normal");
            ((ObjectNode) r.get("bands").get("expert")).put("high", "strong");
            ((ObjectNode) r.get("bands").get("expert")).put("below", "fairy-stockfish:skill=20:nodes=20000");
        }));
        for (String problem : new String[]{"unknown member colour", "variant must be \"xiangqi\"",
            "version must be a whole number >= 1", "bands.normal is missing", "bands.expert.high must be a number",
            "bands.expert.below names fairy-stockfish:skill=20:nodes=20000, which is not one of the anchors"}) {
            assertTrue(e.contains(problem), problem + " in: " + e);
        }
    }

    @Test
    void aMissingFileOrOneThatIsNotJsonIsNamed() throws Exception {
        Path missing = tmp.resolve("levels/bands/xiangqi.json");
        String e = assertThrows(LabInputException.class, () -> LevelBands.load(missing, Variant.XIANGQI)).getMessage();
        assertTrue(e.contains("no level bands file " + missing), e);
        assertTrue(refused("{\"format\": ").startsWith("bands.json: not JSON"), refused("{\"format\": "));
        assertTrue(refused(edited(r -> r.put("anchors", "random"))).contains("anchors must be a non-empty list"));
        assertTrue(refused(edited(r -> r.putArray("anchors").add("stockfish:nodes")))
                .contains("anchors: anchor 'stockfish:nodes': 'nodes' is not <key>=<value>"));
    }
}
