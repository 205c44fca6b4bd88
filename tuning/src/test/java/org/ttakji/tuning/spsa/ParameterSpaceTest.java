package org.ttakji.tuning.spsa;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.ttakji.engines.eval.Weights;
import org.ttakji.engines.Variants;
import org.ttakji.engines.core.LabInputException;
import org.ttakji.engines.core.Variant;
import org.ttakji.engines.levels.LevelsStore;
import org.ttakji.engines.weights.WeightsStore;
import org.ttakji.tuning.stats.SpsaParameter;
import org.ttakji.tuning.stats.SpsaSchedule;

/** {@code --params} against the repository's Xiangqi v0001 weights and levels. */
class ParameterSpaceTest {
    private static final Variant XQ = Variant.XIANGQI;
    private static final Path DATA = Path.of("").toAbsolutePath().getParent().resolve("data");
    private static final SpsaSchedule SCHEDULE = SpsaSpec.schedule(100, 1);

    private static ParameterSpace space() {
        return ParameterSpace.of(WeightsStore.at(DATA).read(XQ, "v0001").weights(), LevelsStore.at(DATA).load(XQ, "v0001"));
    }

    private static List<String> names(String... items) {
        return space().resolve(List.of(items), SCHEDULE).stream().map(TunedParameter::name).toList();
    }

    @Test
    void aGlobNamesEveryMatchingFeatureInTheFilesOrder() {
        assertEquals(List.of("material.advisor", "material.elephant", "material.horse", "material.chariot",
                "material.cannon", "material.soldier"), names("material.*"));
        assertEquals(List.of("rank.horse.0", "rank.horse.1"), names("rank.horse.[01]".replace("[01]", "?")).subList(0, 2));
        assertEquals(10, names("rank.horse.?").size());
    }

    @Test
    void aBaseNameOfATaperedFeatureNamesBothItsCopies() {
        Weights engine = WeightsStore.at(DATA).load(XQ, "v0001", Variants.featureExtractor(XQ).featureSet());
        ParameterSpace tapered = ParameterSpace.of(engine.toMap(), LevelsStore.at(DATA).load(XQ, "v0001"));
        assertEquals(List.of("material.horse.mg", "material.horse.eg", "rank.soldier.5.mg", "rank.soldier.5.eg"),
                tapered.resolve(List.of("material.horse,rank.soldier.5"), SCHEDULE).stream().map(TunedParameter::name)
                        .toList());
        assertEquals(20, tapered.resolve(List.of("rank.soldier.?"), SCHEDULE).size(), "a glob matches base names too");
        assertEquals(List.of("material.horse.mg"), tapered.resolve(List.of("material.horse.mg"), SCHEDULE).stream()
                .map(TunedParameter::name).toList());
    }

    @Test
    void namesAndGlobsCombineInOrderEachParameterOnce() {
        assertEquals(List.of("material.horse", "material.cannon", "material.advisor", "material.elephant",
                "material.chariot", "material.soldier"), names("material.horse,material.cannon", "material.*"));
    }

    @Test
    void levelFieldsAreNamedByLevelAndFieldAndHaveTheirKind() {
        List<TunedParameter> p = space().resolve(List.of("level.normal.evalNoiseCp", "level.easy.blunderRate"), SCHEDULE);
        assertEquals(TunedParameter.Kind.LEVEL, p.get(0).kind());
        assertEquals("normal", p.get(0).level());
        assertEquals("evalNoiseCp", p.get(0).field());
        assertEquals(10, p.get(0).parameter().start());
        assertEquals(0.12, p.get(1).parameter().start());
        // normal has no depth limit: nothing to tune
        LabInputException e = assertThrows(LabInputException.class, () -> names("level.normal.depth"));
        assertTrue(e.getMessage().contains("level.normal.depth"), e.getMessage());
    }

    @Test
    void anUnknownNameOrAGlobMatchingNothingIsBadInputNamingIt() {
        LabInputException e = assertThrows(LabInputException.class, () -> names("material.horse,material.queen"));
        assertTrue(e.getMessage().startsWith("--params: no parameter named 'material.queen'"), e.getMessage());
        e = assertThrows(LabInputException.class, () -> names("queen.*"));
        assertTrue(e.getMessage().contains("matches 'queen.*'"), e.getMessage());
        e = assertThrows(LabInputException.class, () -> names(" , "));
        assertTrue(e.getMessage().contains("at least one parameter"), e.getMessage());
    }

    @Test
    void weightDefaultsScaleWithTheStartAndRunLength() {
        SpsaParameter chariot = ParameterSpace.weightDefaults("material.chariot", 900, SCHEDULE);
        assertEquals(0, chariot.min());
        assertEquals(1800, chariot.max());
        assertEquals(45, chariot.cEnd());
        SpsaParameter zero = ParameterSpace.weightDefaults("rank.cannon.0", 0, SCHEDULE);
        assertEquals(-40, zero.min());
        assertEquals(40, zero.max());
        assertEquals(2, zero.cEnd());
        // a run without signal (each pair +1 or -1 at random) walks 2·c_end (one standard deviation)
        double variance = 0;
        for (long k = 0; k < SCHEDULE.iterations(); k++) {
            double step = SCHEDULE.r(chariot, k) * SCHEDULE.c(chariot, k);
            variance += step * step;
        }
        assertEquals(2 * 45, Math.sqrt(variance), 1e-6);
        // the same r_end for every parameter of a run; smaller for a longer run
        assertEquals(chariot.rEnd(), zero.rEnd());
        assertTrue(ParameterSpace.weightDefaults("m", 900, SpsaSpec.schedule(10_000, 1)).rEnd() < chariot.rEnd() / 5);
    }

    @Test
    void levelDefaultsKeepFieldsWithinWhatTheyAllow() {
        SpsaParameter rate = ParameterSpace.levelDefaults("level.easy.blunderRate", 0.12, SCHEDULE);
        assertEquals(0, rate.min());
        assertEquals(0.24, rate.max(), 1e-12);
        SpsaParameter nodes = ParameterSpace.levelDefaults("level.normal.nodes", 40000, SCHEDULE);
        assertEquals(1, nodes.min());
        assertEquals(2000, nodes.cEnd());
        SpsaParameter depth = ParameterSpace.levelDefaults("level.easy.depth", 2, SCHEDULE);
        assertEquals(1, depth.cEnd()); // integers move by a whole step at least
        assertEquals(1, depth.min());
    }

    @Test
    void aLevelFieldOfALevelTheGamesDoNotPlayOrALimitReplacedByNodesIsBadInput() {
        LabInputException e = assertThrows(LabInputException.class, () -> SpsaPlan.plan(DATA, XQ, "x",
                List.of("level.easy.evalNoiseCp"), 10, 1, 1, 1, "normal", null, 100, null, null, null));
        assertTrue(e.getMessage().contains("level.easy.evalNoiseCp is a field of level easy"), e.getMessage());
        e = assertThrows(LabInputException.class, () -> SpsaPlan.plan(DATA, XQ, "x",
                List.of("level.normal.nodes"), 10, 1, 1, 1, "normal", 500L, 100, null, null, null));
        assertTrue(e.getMessage().contains("no effect with --nodes"), e.getMessage());
        SpsaSpec ok = SpsaPlan.plan(DATA, XQ, "x", List.of("material.horse", "level.normal.evalNoiseCp"), 10, 1, 1, 1,
                "normal", 500L, 100, null, null, null);
        assertEquals(WeightsStore.at(DATA).promoted(XQ).orElseThrow(), ok.baseWeights());
        assertTrue(ok.tunesWeights() && ok.tunesLevels());
    }
}
