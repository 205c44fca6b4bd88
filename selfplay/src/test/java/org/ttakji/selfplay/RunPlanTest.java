package org.ttakji.selfplay;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.node.ObjectNode;
import java.nio.file.Path;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.ttakji.engines.core.Variant;

/** Seeds, game pairs, starts and batches: pure functions of the spec. */
class RunPlanTest {
    private static MatchSpec spec(String yaml) {
        ObjectNode t = MatchSpecReader.overlay(TestRuns.specTree(Path.of("/tmp/unused")),
                MatchSpecReader.parse(yaml, false, "test"));
        return TestRuns.spec(t);
    }

    @Test
    void gameSeedsDependOnRunSeedVariantAndIndexOnly() {
        assertEquals(GameSeeds.gameSeed(7, Variant.SHOGI, 3), GameSeeds.gameSeed(7, Variant.SHOGI, 3));
        Set<Long> seeds = new HashSet<>();
        for (Variant v : Variant.values()) {
            for (int i = 0; i < 1000; i++) {
                seeds.add(GameSeeds.gameSeed(7, v, i));
            }
        }
        assertEquals(5000, seeds.size());
        assertNotEquals(GameSeeds.gameSeed(7, Variant.SHOGI, 3), GameSeeds.gameSeed(8, Variant.SHOGI, 3));
        assertNotEquals(GameSeeds.playerSeed(1, 0), GameSeeds.playerSeed(1, 1));
    }

    @Test
    void gamePairsShareTheirStartWithColoursSwapped() {
        MatchSpec spec = spec("gamesPerPairing: 8");
        for (int i = 0; i < spec.gamesPerVariant(Variant.CHESS960); i += 2) {
            GameTask even = RunPlan.task(spec, Variant.CHESS960, i, 518);
            GameTask odd = RunPlan.task(spec, Variant.CHESS960, i + 1, 518);
            assertEquals(even.start(), odd.start());
            assertTrue(even.aFirst());
            assertTrue(!odd.aFirst());
            assertEquals(even.pairingIndex(), odd.pairingIndex());
            assertNotEquals(even.seed(), odd.seed());
        }
        assertEquals(1, RunPlan.task(spec, Variant.CHESS960, 8, 518).pairingIndex());
    }

    @Test
    void withoutColourSwapTheFirstNamedPlayerAlwaysMovesFirst() {
        MatchSpec spec = spec("colourSwap: false\ngamesPerPairing: 3");
        for (int i = 0; i < spec.gamesPerVariant(Variant.BANQI); i++) {
            assertTrue(RunPlan.task(spec, Variant.BANQI, i, 0).aFirst());
        }
    }

    @Test
    void chess960StartRules() {
        MatchSpec all = spec("starts: {chess960: all}\ngamesPerPairing: 6");
        assertEquals(List.of(0L, 0L, 1L, 1L, 2L, 2L, 0L), RunPlan.tasks(all, new Batch(0, Variant.CHESS960, 0, 7), 518)
                .stream().map(GameTask::start).toList());
        MatchSpec daily = spec("starts: {chess960: 'daily:2026-11-30'}");
        long day = RunPlan.task(daily, Variant.CHESS960, 0, 518).start();
        assertTrue(day >= 0 && day < 960);
        assertEquals(day, RunPlan.task(daily, Variant.CHESS960, 6, 518).start());
        MatchSpec list = spec("starts: {chess960: '5,6'}");
        assertEquals(List.of(5L, 5L, 6L, 6L), RunPlan.tasks(list, new Batch(0, Variant.CHESS960, 0, 4), 518)
                .stream().map(GameTask::start).toList());
        MatchSpec random = spec("starts: {chess960: random}\ngamesPerPairing: 40");
        Set<Long> starts = new HashSet<>();
        RunPlan.tasks(random, new Batch(0, Variant.CHESS960, 0, 80), 518).forEach(t -> starts.add(t.start()));
        assertTrue(starts.size() > 30 && starts.stream().allMatch(s -> s >= 0 && s < 960), starts.toString());
        assertEquals(518, RunPlan.task(spec("starts: {chess960: standard}"), Variant.CHESS960, 3, 518).start());
    }

    @Test
    void batchesCoverEveryGameOnceInSpecOrder() {
        MatchSpec spec = spec("batchSize: 3"); // 8 games per variant: batches of 3, 3, 2
        List<Batch> batches = RunPlan.batches(spec);
        assertEquals(List.of(new Batch(0, Variant.CHESS960, 0, 3), new Batch(1, Variant.CHESS960, 3, 6),
                new Batch(2, Variant.CHESS960, 6, 8), new Batch(3, Variant.BANQI, 0, 3), new Batch(4, Variant.BANQI, 3, 6),
                new Batch(5, Variant.BANQI, 6, 8)), batches);
        assertEquals(2, RunPlan.taskCount(spec, batches.get(0)));
    }
}
