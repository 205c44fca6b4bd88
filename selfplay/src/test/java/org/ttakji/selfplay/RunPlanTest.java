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
import org.ttakji.engines.core.Start;
import org.ttakji.engines.core.Variant;
import org.ttakji.engines.core.VariantRules;

/** Seeds, game pairs, starts and batches: pure functions of the spec. */
class RunPlanTest {
    private static MatchSpec spec(String yaml) {
        ObjectNode t = MatchSpecReader.overlay(TestRuns.specTree(Path.of("/tmp/unused")),
                MatchSpecReader.parse(yaml, false, "test"));
        return TestRuns.spec(t);
    }

    /** The test catalog's rules of a variant. */
    private static VariantRules rules(Variant variant) {
        return TestCatalog.INSTANCE.rules(variant);
    }

    /** The starts of the variant's first {@code games} games. */
    private static List<Long> starts(MatchSpec spec, Variant variant, int games) {
        return RunPlan.tasks(spec, new Batch(0, variant, 0, games), rules(variant)).stream().map(RunPlanTest::selector)
                .toList();
    }

    /** The selector of a game's numbered start. */
    private static long selector(GameTask task) {
        return ((Start.Numbered) task.start()).selector();
    }

    @Test
    void theRandomStartsOfARunAreThoseItHasAlwaysChosen() {
        // pinned before the start rules moved into the variants: existing specs keep their starts
        MatchSpec spec = spec("seed: 7\ngamesPerPairing: 8");
        assertEquals(List.of(336L, 336L, 751L, 751L, 777L, 777L, 124L, 124L), starts(spec, Variant.CHESS960, 8));
        assertEquals(List.of(7778723849432764572L, 7778723849432764572L, 1820928751593391825L, 1820928751593391825L,
                1168042096021617034L, 1168042096021617034L, 751494510439810163L, 751494510439810163L),
                starts(spec, Variant.BANQI, 8));
        assertEquals(List.of(60L, 60L), starts(spec("starts: {chess960: 'daily:2026-11-30'}"), Variant.CHESS960, 2));
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
            GameTask even = RunPlan.task(spec, Variant.CHESS960, i, rules(Variant.CHESS960));
            GameTask odd = RunPlan.task(spec, Variant.CHESS960, i + 1, rules(Variant.CHESS960));
            assertEquals(even.start(), odd.start());
            assertTrue(even.aFirst());
            assertTrue(!odd.aFirst());
            assertEquals(even.pairingIndex(), odd.pairingIndex());
            assertNotEquals(even.seed(), odd.seed());
        }
        assertEquals(1, RunPlan.task(spec, Variant.CHESS960, 8, rules(Variant.CHESS960)).pairingIndex());
    }

    @Test
    void withoutColourSwapTheFirstNamedPlayerAlwaysMovesFirst() {
        MatchSpec spec = spec("colourSwap: false\ngamesPerPairing: 3");
        for (int i = 0; i < spec.gamesPerVariant(Variant.BANQI); i++) {
            assertTrue(RunPlan.task(spec, Variant.BANQI, i, rules(Variant.BANQI)).aFirst());
        }
    }

    @Test
    void chess960StartRules() {
        MatchSpec all = spec("starts: {chess960: all}\ngamesPerPairing: 6");
        assertEquals(List.of(0L, 0L, 1L, 1L, 2L, 2L, 0L), starts(all, Variant.CHESS960, 7));
        MatchSpec daily = spec("starts: {chess960: 'daily:2026-11-30'}");
        long day = selector(RunPlan.task(daily, Variant.CHESS960, 0, rules(Variant.CHESS960)));
        assertTrue(day >= 0 && day < 960);
        assertEquals(day, selector(RunPlan.task(daily, Variant.CHESS960, 6, rules(Variant.CHESS960))));
        MatchSpec list = spec("starts: {chess960: '5,6'}");
        assertEquals(List.of(5L, 5L, 6L, 6L), starts(list, Variant.CHESS960, 4));
        MatchSpec random = spec("starts: {chess960: random}\ngamesPerPairing: 40");
        Set<Long> starts = new HashSet<>();
        starts.addAll(starts(random, Variant.CHESS960, 80));
        assertTrue(starts.size() > 30 && starts.stream().allMatch(s -> s >= 0 && s < 960), starts.toString());
        MatchSpec standard = spec("starts: {chess960: standard}");
        assertEquals(518, selector(RunPlan.task(standard, Variant.CHESS960, 3, rules(Variant.CHESS960))));
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

    @Test
    void openingsGiveBothGamesOfAPairOnePositionTheSameInEveryPairingOfTheRun() {
        MatchSpec spec = spec("variants: [xiangqi]\npairings: [random-random, random-random]\ngamesPerPairing: 6\n"
                + "starts: {xiangqi: 'random-plies:4'}");
        List<String> first = new java.util.ArrayList<>();
        for (int i = 0; i < 12; i++) {
            GameTask t = RunPlan.task(spec, Variant.XIANGQI, i, rules(Variant.XIANGQI));
            first.add(((Start.Given) t.start()).text());
        }
        assertEquals(first.get(0), first.get(1));
        assertEquals(3, new HashSet<>(first.subList(0, 6)).size(), "three pairs, three openings");
        assertEquals(first.subList(0, 6), first.subList(6, 12), "pair k of every pairing opens alike");
        assertEquals(first.subList(0, 6), RunPlan.tasks(spec, new Batch(0, Variant.XIANGQI, 0, 6),
                rules(Variant.XIANGQI)).stream().map(t -> ((Start.Given) t.start()).text()).toList());
        MatchSpec otherSeed = spec("variants: [xiangqi]\npairings: [random-random]\ngamesPerPairing: 2\nseed: 8\n"
                + "starts: {xiangqi: 'random-plies:4'}");
        assertNotEquals(first.get(0),
                ((Start.Given) RunPlan.task(otherSeed, Variant.XIANGQI, 0, rules(Variant.XIANGQI)).start()).text());
    }
}
