package org.ttakji.tuning.gate;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.apache.spark.sql.SparkSession;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.ttakji.engines.core.LabInputException;
import org.ttakji.engines.core.Variant;
import org.ttakji.engines.weights.VersionIndex;
import org.ttakji.engines.weights.WeightsFile;
import org.ttakji.engines.weights.WeightsStore;
import org.ttakji.selfplay.SelfPlayJob;
import org.ttakji.tuning.SparkSupport;
import org.ttakji.tuning.TestData;
import org.ttakji.tuning.match.MatchSettings;
import org.ttakji.tuning.stats.Sprt;

/**
 * Gates end to end on Spark {@code local[2]}: Xiangqi with the repository's v0001 weights against a copy whose
 * material values are cut to a hundredth (the next free version, written to a temporary lab home), at 60 nodes a move
 * and at most 120 plies.
 */
class GateRunTest {
    private static final Variant XQ = Variant.XIANGQI;
    /** The weakened copy's version: the next free one after the repository's. */
    private static String weak;
    @TempDir
    static Path home;

    @BeforeAll
    static void copyDataAndWriteTheWeakenedCopy() throws IOException {
        TestData.copyOf(home, XQ.cliName());
        WeightsStore store = WeightsStore.at(home.resolve("data"));
        WeightsFile original = store.read(XQ, "v0001");
        Map<String, Double> weights = new LinkedHashMap<>(original.weights());
        weights.replaceAll((name, cp) -> name.startsWith("material.") ? cp / 100 : cp);
        weak = store.nextVersion(XQ);
        store.publish(new WeightsFile(XQ, weak, "v0001", original.createdAt(), original.featureSetId(),
                original.featureSetHash(), weights, Map.of("trainer", "test: material cut to a hundredth"), null));
    }

    private static SparkSession spark() {
        return SparkSupport.start("local[2]");
    }

    private static SelfPlayJob.Options options() {
        return SelfPlayJob.Options.defaults().withLabHome(home).withLabVersion("test");
    }

    /** A match at 60 nodes a move, {@code maxPlies} at most (drawn after). */
    private static MatchSettings match(String candidate, String base, int maxPlies) {
        return new MatchSettings(XQ, MatchSettings.labPlayer("expert", candidate, null, null, 60L),
                MatchSettings.labPlayer("expert", base, null, null, 60L), 1, null, 7, maxPlies, 1, 2, null, null);
    }

    private static GateRun.Outcome gate(String candidate, String base, GateSettings s, String runId) {
        try (GateRun g = GateRun.start(match(candidate, base, 60), s, candidate, base, runId, options())) {
            return g.run(spark(), (step, rate) -> { }, -1);
        }
    }

    @Test
    void theOriginalBeatsItsWeakenedCopyAndIsPromotedWithTheTestRecorded() {
        // the default bounds: even a difference of hundreds of Elo takes some 40 pairs to pass them (the LLR grows by
        // at most about t1 = 0.08 per pair times the pairs' t-value), so 8 batches of 8 pairs at most
        GateSettings s = new GateSettings(Sprt.normalized(GateSettings.DEFAULT_ELO0, GateSettings.DEFAULT_ELO1), 8, 8);
        List<GateStep> seen = new ArrayList<>();
        GateRun.Outcome o;
        try (GateRun g = GateRun.start(match("v0001", weak, 120), s, "v0001", weak, "strong", options())) {
            o = g.run(spark(), (step, rate) -> seen.add(step), -1);
        }
        assertEquals(GateVerdict.H1, o.verdict(), "last step: " + o.last());
        assertEquals(o.steps(), seen, "every step reported once, in order");
        assertTrue(o.last().test().llr() > s.sprt().upperBound());
        assertEquals(o.last().games(), o.playedNow(), "every game played in this session, none lost");

        // the weakened copy is promoted now; the gate's H1 promotes the original back, test recorded
        WeightsStore store = WeightsStore.at(home.resolve("data"));
        store.promote(XQ, weak, "test setup");
        GatePromotion.promote(home.resolve("data"), o.file());
        Map<String, Object> inRun = GateFile.read(runDir("strong")).result();
        assertEquals("H1", inRun.get("verdict"), "the result is in the run's gate file");
        assertEquals(o.last().test().llr(), ((Number) inRun.get("llr")).doubleValue(), 1e-12);
        assertEquals("v0001", store.promoted(XQ).orElseThrow());
        VersionIndex.Promotion entry = last(store.files().index(XQ).orElseThrow().history());
        Map<String, Object> test = entry.test();
        assertEquals("v0001", entry.version());
        assertEquals("H1", test.get("verdict"));
        assertEquals("strong", test.get("runId"));
        assertEquals(weak, test.get("base"));
        assertEquals("normalized", test.get("model"));
        assertEquals(20.0, ((Number) test.get("elo1")).doubleValue());
        assertEquals(0.05, ((Number) test.get("alpha")).doubleValue());
        assertEquals(o.last().games(), ((Number) test.get("games")).longValue());
        assertEquals(o.last().test().llr(), ((Number) test.get("llr")).doubleValue(), 1e-12);
        List<Long> counts = ((List<?>) test.get("pentanomial")).stream().map(n -> ((Number) n).longValue()).toList();
        assertEquals(List.of(o.last().counts().ll(), o.last().counts().ld(), o.last().counts().even(),
                o.last().counts().wd(), o.last().counts().ww()), counts);
        assertTrue(entry.note().startsWith("gate strong: H1 over " + weak), entry.note());
    }

    @Test
    void aVersionAgainstItselfIsNotAcceptedAndNothingIsPromoted() {
        GateSettings s = new GateSettings(Sprt.normalized(0, 20), 4, 2);
        GateRun.Outcome o = gate("v0002", "v0002", s, "self");
        assertNotEquals(GateVerdict.H1, o.verdict(), "last step: " + o.last());
        GateFile file = GateFile.read(runDir("self"));
        assertEquals(o.verdict().recordName(), file.result().get("verdict"));
        String before = WeightsStore.at(home.resolve("data")).promoted(XQ).orElseThrow();
        LabInputException refused = assertThrows(LabInputException.class,
                () -> GatePromotion.promote(home.resolve("data"), file));
        assertTrue(refused.getMessage().contains("did not accept H1"), refused.getMessage());
        assertEquals(before, WeightsStore.at(home.resolve("data")).promoted(XQ).orElseThrow());
    }

    @Test
    void aStoppedGateResumesToTheSameGamesStepsAndVerdict() {
        GateSettings s = new GateSettings(Sprt.normalized(0, 20), 2, 3);
        GateRun.Outcome whole = gate("v0001", "v0002", s, "whole");
        GateRun.Outcome first;
        try (GateRun g = GateRun.start(match("v0001", "v0002", 60), s, "v0001", "v0002", "stopped", options())) {
            first = g.run(spark(), (step, rate) -> { }, 1);
        }
        assertNull(first.verdict(), "stopped after one batch");
        assertNull(GateFile.read(runDir("stopped")).result(), "no result yet");
        assertEquals(s, GateFile.read(runDir("stopped")).settings(), "the settings are in the run from the start");
        GateRun.Outcome rest;
        try (GateRun g = GateRun.resume(null, "stopped", options())) {
            rest = g.run(spark(), (step, rate) -> { }, -1);
        }
        assertEquals(whole.steps(), rest.steps(), "same counts, LLR and verdict at every batch");
        assertEquals(whole.last().games() - first.last().games(), rest.playedNow());
    }

    private static String runDir(String runId) {
        return home.resolve("data/games/run=" + runId).toUri().toString();
    }

    private static <T> T last(List<T> list) {
        return list.get(list.size() - 1);
    }
}
