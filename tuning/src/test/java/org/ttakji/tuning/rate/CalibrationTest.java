package org.ttakji.tuning.rate;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.ttakji.engines.core.Variant;
import org.ttakji.engines.levels.Level;
import org.ttakji.engines.levels.LevelsFile;
import org.ttakji.engines.levels.LevelsStore;
import org.ttakji.engines.levels.Strength;
import org.ttakji.selfplay.EngineSpec;

/**
 * Calibration end to end on synthetic gauntlets: every player's true rating is a known linear function of its level
 * parameters; games drawn from those ratings are rated as a run's games are, the DL4J model is fitted to the
 * candidates' ratings, each level moves to its band's middle, a confirming gauntlet of the chosen levels rates them
 * within their intervals, and the next levels version is written atomically with the strengths filled.
 */
class CalibrationTest {
    private static final Instant CREATED = Instant.parse("2026-12-02T00:00:00Z");
    private static final List<String> ANCHORS = List.of("random", "lab:nodes=1000", "lab:nodes=50000");

    @TempDir
    Path data;

    /** Elo = 100 per doubling of nodes − 80 per ply of depth short of 12 − 150 per 100 cp of noise − ... − 100. */
    static double truth(Level l) {
        double[] x = LevelFeatures.of(l);
        return 100 * x[0] - 80 * x[1] - 150 * x[2] - 100 * x[3] - 50 * x[4] - 100;
    }

    static LevelsFile base() {
        Map<String, Level> levels = new LinkedHashMap<>();
        levels.put("easy", new Level("easy", 3, 4_000L, null, 60, 40, 0.12, 350, Strength.UNKNOWN));
        levels.put("normal", new Level("normal", null, 40_000L, null, 10, 0, 0.02, 60, Strength.UNKNOWN));
        levels.put("expert", new Level("expert", null, 400_000L, null, 0, 0, 0, 0, Strength.UNKNOWN));
        return new LevelsFile(Variant.XIANGQI, "v0001", null, CREATED, "v0001", levels, Map.of("author", "hand-set"),
                null);
    }

    static LevelBands bands() {
        Map<String, LevelBands.Band> b = new LinkedHashMap<>();
        b.put("easy", new LevelBands.Band("easy", 150, 450, "random", null, "test"));
        b.put("normal", new LevelBands.Band("normal", 1100, 1400, "lab:nodes=1000", null, "test"));
        b.put("expert", new LevelBands.Band("expert", 1600, 1900, "lab:nodes=1000", null, "test"));
        return new LevelBands(Variant.XIANGQI, 1, ANCHORS, "test", b);
    }

    private static final Function<String, LevelsFile> LEVELS = v -> base();

    /** The true rating of every player of a ladder: the random mover 0, the lab's players {@link #truth}. */
    static Map<String, Double> truths(Ladder ladder) {
        Map<String, Double> out = new HashMap<>();
        for (EngineSpec p : ladder.players()) {
            Level parameters = LevelPlayers.parameters(p, LEVELS);
            out.put(AnchorText.nameOf(p), parameters == null ? 0.0 : truth(parameters));
        }
        return out;
    }

    static LadderResult rated(Ladder ladder, Map<String, Double> truths, int pairs, long seed) {
        return LadderResult.of(LadderResultTest.games(ladder, truths, pairs, seed, 1000), ladder, Map.of(), 5000, 200,
                seed);
    }

    static Ladder ladder(List<EngineSpec> levels) {
        return new Ladder(levels, ANCHORS.stream().map(a -> AnchorText.parse(a, "v0001")).toList());
    }

    private static CalibrationPlan plan;

    /** The plan of one synthetic candidate gauntlet, shared by the tests (rating it is the slow part). */
    static synchronized CalibrationPlan plan() {
        if (plan == null) {
            plan = newPlan();
        }
        return plan;
    }

    private static CalibrationPlan newPlan() {
        Ladder candidates = ladder(CalibrationPlan.candidates(base(), 400_000));
        LadderResult result = rated(candidates, truths(candidates), 40, 11);
        List<LevelPoint> points = LevelPlayers.points(candidates, result, "synthetic-candidates", LEVELS);
        assertEquals(10, points.size(), "eight candidates and the lab anchors are points; the random mover is not");
        return CalibrationPlan.of(points, base(), bands(), 1, CalibrationPlan.maxNodes(base(), LEVELS));
    }

    @Test
    void theFitRecoversTheParametersThatPutEachLevelInTheMiddleOfItsBand() {
        CalibrationPlan plan = plan();
        assertEquals(100, plan.model().coefficient("log2Nodes"), 20, "Elo per doubling of nodes");
        for (LevelPoint p : plan.points()) {
            double real = truth(p.parameters());
            assertEquals(real, plan.model().predict(p.parameters()), (p.high() - p.low()) / 2,
                    p.name() + ": the model is within the measurement's interval of the truth");
        }
        for (LevelChoice c : plan.choices().values()) {
            LevelBands.Band band = bands().band(c.level().name());
            double real = truth(c.level());
            assertTrue(band.contains(real), c + ": its true rating " + real + " should be in " + band);
            assertEquals(base().level(c.level().name()).evalNoiseCp(), c.level().evalNoiseCp(),
                    "a level keeps its character");
        }
        assertEquals(4_000L, plan.choices().get("easy").level().nodes(), "a depth-limited level moves its depth");
        assertTrue(plan.choices().get("normal").level().nodes() < 40_000, "normal was too strong for its band");
        assertTrue(plan.lines().get(0).startsWith("strength model (DL4J linear regression, 10 measured players"));
    }

    @Test
    void theTimeBudgetIsTheLargestNodeLimitOfTheWholeLineageSoAnExpertMovedDownCanMoveBackUp() {
        Map<String, Level> moved = new LinkedHashMap<>(base().levels());
        moved.put("expert", new Level("expert", null, 20_000L, null, 0, 0, 0, 0, Strength.UNKNOWN));
        LevelsFile v2 = new LevelsFile(Variant.XIANGQI, "v0002", "v0001", CREATED, "v0001", moved,
                Map.of("author", "calibrate"), null);
        LevelsFile v3 = new LevelsFile(Variant.XIANGQI, "v0003", "v0002", CREATED, "v0001", moved,
                Map.of("author", "calibrate"), null);
        Map<String, LevelsFile> store = Map.of("v0001", base(), "v0002", v2, "v0003", v3);
        assertEquals(400_000, CalibrationPlan.maxNodes(v3, store::get), "the hand-set v0001's expert");
        assertEquals(400_000, CalibrationPlan.maxNodes(base(), v -> {
            throw new AssertionError("v0001 has no parent");
        }));
        assertTrue(LevelChoice.candidates(v3.level("expert"), CalibrationPlan.maxNodes(v3, store::get)).stream()
                .anyMatch(l -> l.nodes() == 80_000L), "expert is rated at four times its nodes again");
    }

    @Test
    void theConfirmedLevelsAreWrittenAsTheNextVersionWithTheirStrengths() throws IOException {
        CalibrationPlan plan = plan();
        Ladder confirm = ladder(plan.chosenPlayers());
        Map<String, Double> truths = truths(confirm);
        CalibrationResult result = CalibrationResult.of(plan, "synthetic-confirm", confirm, rated(confirm, truths, 40, 12));
        assertTrue(result.inBands(), String.join("\n", result.checks()));
        assertTrue(result.separated(), String.join("\n", result.checks()));
        assertTrue(result.checks().stream().anyMatch(c -> c.startsWith("easy measured above random: yes, +")),
                "the level itself against the anchor its band is tied above: " + String.join("\n", result.checks()));
        for (EngineSpec p : plan.chosenPlayers()) {
            Strength s = result.strengths().get(p.level());
            double real = truths.get(AnchorText.nameOf(p));
            assertTrue(s.eloLow() <= real && real <= s.eloHigh(), p.level() + " " + s.describe() + " vs " + real);
        }
        LevelsStore store = LevelsStore.at(data);
        store.publish(base());
        LevelsFile next = store.store().publishNext(Variant.XIANGQI,
                v -> result.next(v, CREATED, "test", List.of("synthetic-candidates"), "v0001"));
        assertEquals("v0002", next.version());
        LevelsFile read = store.load(Variant.XIANGQI, "v0002");
        assertEquals("v0001", read.parent());
        for (Level l : read.levels().values()) {
            Strength s = l.strength();
            assertFalse(s.isUnknown(), l.name());
            assertEquals("random", s.anchor());
            assertEquals("synthetic-confirm", s.measuredBy());
            assertEquals(ANCHORS, s.anchors());
            assertTrue(s.games() > 0);
            assertEquals(plan.choices().get(l.name()).level().nodes(), l.nodes());
            assertEquals(plan.choices().get(l.name()).level().depth(), l.depth());
        }
        assertEquals("synthetic-confirm", read.provenance().get("confirmRun"));
        assertEquals(true, read.provenance().get("separated"));
        try (Stream<Path> files = Files.list(store.files().directory(Variant.XIANGQI))) {
            assertEquals(List.of("v0001.json", "v0002.json"), files.map(f -> f.getFileName().toString())
                    .filter(n -> !n.equals("index.json") && !n.equals(".index.lock")).sorted().toList(),
                    "nothing half-written is left");
        }
    }

    @Test
    void levelsConfirmedAsTheyAreKeepTheirParametersAndNameNoModel() {
        CalibrationPlan asSet = CalibrationPlan.asSet(base(), bands());
        assertEquals(base().levels().values().stream().toList(),
                asSet.choices().values().stream().map(LevelChoice::level).toList(), "nothing moved");
        assertTrue(asSet.lines().get(0).startsWith("no model (--confirm-only)"), asSet.lines().get(0));
        Ladder confirm = ladder(asSet.chosenPlayers());
        CalibrationResult result = CalibrationResult.of(asSet, "as-set-confirm", confirm,
                rated(confirm, truths(confirm), 16, 14));
        LevelsFile next = result.next("v0002", CREATED, "test", List.of(), "v0001");
        for (Level l : next.levels().values()) {
            Level was = base().level(l.name());
            assertEquals(java.util.Arrays.asList(was.depth(), was.nodes(), was.evalNoiseCp(), was.blunderRate()),
                    java.util.Arrays.asList(l.depth(), l.nodes(), l.evalNoiseCp(), l.blunderRate()), l.name());
            assertEquals("as-set-confirm", l.strength().measuredBy());
        }
        assertFalse(next.provenance().containsKey("modelEloPerUnit"), "no model was fitted");
        assertTrue(((String) next.provenance().get("note")).contains("--confirm-only"));
    }

    @Test
    void levelsWhoseIntervalsOverlapAreSaidNotToBeSeparated() {
        CalibrationPlan plan = plan();
        Ladder confirm = ladder(plan.chosenPlayers());
        Map<String, Double> truths = truths(confirm);
        String easy = AnchorText.nameOf(plan.chosenPlayers().get(0));
        String normal = AnchorText.nameOf(plan.chosenPlayers().get(1));
        String expert = AnchorText.nameOf(plan.chosenPlayers().get(2));
        truths.put(normal, truths.get(easy) + 20);
        truths.put(expert, truths.get("lab:nodes=1000") + 100); // no perfect score: every level is an estimate
        CalibrationResult result = CalibrationResult.of(plan, "close", confirm, rated(confirm, truths, 16, 13));
        assertFalse(result.separated());
        assertFalse(result.inBands(), "normal is far below its band now");
        assertTrue(result.checks().stream().anyMatch(c -> c.startsWith("easy and normal separated (disjoint 95%"
                + " intervals): NO")), String.join("\n", result.checks()));
        String note = (String) result.next("v0002", CREATED, "test", List.of(), "v0001").provenance().get("note");
        assertTrue(note.contains("NOT separated"), note);
    }

    @Test
    void theNextVersionNamesTheWeightsItWasMeasuredWithNotTheBaseFiles() {
        CalibrationPlan plan = plan();
        Ladder confirm = ladder(plan.chosenPlayers());
        CalibrationResult result = CalibrationResult.of(plan, "synthetic-confirm", confirm,
                rated(confirm, truths(confirm), 40, 12));
        assertEquals("v0001", plan.base().weightsVersion());
        assertEquals("v0003", result.next("v0002", CREATED, "test", List.of(), "v0003").weightsVersion(),
                "the promoted weights the gauntlets played, so a later promotion marks the strengths stale");
    }
}
