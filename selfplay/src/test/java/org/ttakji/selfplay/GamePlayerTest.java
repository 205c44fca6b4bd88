package org.ttakji.selfplay;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.ttakji.engines.core.Start;
import org.ttakji.engines.core.Variant;
import org.ttakji.engines.core.VariantRules;
import org.ttakji.gamelog.GameRecord;

/** One game: a pure function of its task and players; records one entry per move; the move limit. */
class GamePlayerTest {

    static RunContext context(MatchSpec spec) {
        return context(spec, Path.of("."));
    }

    static RunContext context(MatchSpec spec, Path labHome) {
        Map<Variant, List<List<ResolvedPlayer>>> players = new EnumMap<>(Variant.class);
        for (Variant v : spec.variants()) {
            List<List<ResolvedPlayer>> perPairing = new ArrayList<>();
            for (Pairing p : spec.pairingsOf(v)) {
                perPairing.add(List.of(ResolvedPlayer.resolve(labHome, v, p.a()),
                        ResolvedPlayer.resolve(labHome, v, p.b())));
            }
            players.put(v, perPairing);
        }
        return new RunContext("r1", "test", spec, TestCatalog.INSTANCE, players, FaultInjection.NONE);
    }

    private static MatchSpec spec(String yaml) {
        return TestRuns.spec(MatchSpecReader.overlay(TestRuns.specTree(Path.of("/tmp/unused")),
                MatchSpecReader.parse(yaml, false, "test")));
    }

    /** The test catalog's rules of a variant. */
    private static VariantRules rules(Variant variant) {
        return TestCatalog.INSTANCE.rules(variant);
    }

    @Test
    void theSameTaskPlaysTheSameGame() {
        MatchSpec spec = spec("seed: 3");
        for (Variant v : spec.variants()) {
            for (int i = 0; i < 4; i++) {
                GameTask task = RunPlan.task(spec, v, i, rules(v));
                GameRecord a = new GamePlayer(context(spec)).play(task);
                GameRecord b = new GamePlayer(context(spec)).play(task);
                assertEquals(a.moves(), b.moves());
                assertEquals(a.result() + a.termination(), b.result() + b.termination());
                assertArrayEquals(a.nodes(), b.nodes());
            }
        }
    }

    @Test
    void theLabEngineAtItsLevelsPlaysTheSameGameTwice() {
        Path labHome = Path.of("").toAbsolutePath().getParent(); // the repository root, with data/
        Assumptions.assumeTrue(Files.isDirectory(labHome.resolve("data/levels/chess960")), "no chess960 levels");
        MatchSpec spec = spec("variants: [chess960]\nmaxPlies: 24\n"
                + "pairings: [{a: {level: easy, nodes: 400}, b: {level: expert, nodes: 400}}]");
        GameTask task = RunPlan.task(spec, Variant.CHESS960, 1, rules(Variant.CHESS960));
        GameRecord a = new GamePlayer(context(spec, labHome)).play(task);
        GameRecord b = new GamePlayer(context(spec, labHome)).play(task);
        assertEquals(a.moves(), b.moves());
        assertArrayEquals(a.evalCp(), b.evalCp());
        assertArrayEquals(a.nodes(), b.nodes());
        assertEquals("expert", a.first().level(), "the odd game of a pair: b moves first");
        assertEquals(org.ttakji.engines.weights.WeightsStore.at(labHome.resolve("data")).promoted(Variant.CHESS960)
                .orElseThrow(), a.first().weightsVersion(), "the promoted weights");
        assertTrue(a.first().paramsJson().contains("\"nodes\":400"), a.first().paramsJson());
    }

    @Test
    void aGamePlayedAfterOthersInTheSameTaskIsTheGamePlayedAlone() {
        Path labHome = Path.of("").toAbsolutePath().getParent(); // the repository root, with data/
        Assumptions.assumeTrue(Files.isDirectory(labHome.resolve("data/levels/chess960")), "no chess960 levels");
        // easy has evaluation noise, temperature and blunders; the task's players are reused from game to game
        MatchSpec spec = spec("variants: [chess960]\nmaxPlies: 30\n"
                + "pairings: [{a: {level: easy, nodes: 300}, b: {level: normal, nodes: 300}}]");
        GameTask later = RunPlan.task(spec, Variant.CHESS960, 3, rules(Variant.CHESS960));
        GameRecord alone = new GamePlayer(context(spec, labHome)).play(later);
        try (GamePlayer task = new GamePlayer(context(spec, labHome))) {
            task.play(RunPlan.task(spec, Variant.CHESS960, 0, rules(Variant.CHESS960)));
            task.play(RunPlan.task(spec, Variant.CHESS960, 1, rules(Variant.CHESS960)));
            GameRecord afterOthers = task.play(later);
            assertEquals(alone.moves(), afterOthers.moves());
            assertArrayEquals(alone.evalCp(), afterOthers.evalCp());
            assertArrayEquals(alone.depth(), afterOthers.depth());
            assertArrayEquals(alone.nodes(), afterOthers.nodes());
        }
    }

    @Test
    void recordsOneEntryPerMoveAndTheGameItsStartAndSeed() {
        MatchSpec spec = spec("seed: 5");
        GameTask task = RunPlan.task(spec, Variant.CHESS960, 1, rules(Variant.CHESS960));
        GameRecord g = new GamePlayer(context(spec)).play(task);
        assertEquals(g.plies(), g.moves().size());
        assertEquals(g.plies(), g.evalCp().length);
        assertEquals(g.plies(), g.depth().length);
        assertEquals(g.plies(), g.nodes().length);
        assertNull(g.timeUs(), "times are recorded only when the spec asks");
        assertEquals("r1/chess960/1", g.gameId());
        assertEquals(task.seed(), g.seed());
        long selector = ((Start.Numbered) task.start()).selector();
        assertEquals(Integer.valueOf((int) selector), g.startNumber());
        VariantRules rules = TestCatalog.INSTANCE.rules(Variant.CHESS960);
        assertEquals(rules.startPosition(rules.defaultRules(), selector).toFen(), g.startFen());
        assertEquals("random", g.first().engine());
        assertEquals("{}", g.first().paramsJson());
    }

    @Test
    void recordTimesFillsTimeUs() {
        MatchSpec spec = spec("recordTimes: true");
        GameRecord g = new GamePlayer(context(spec)).play(RunPlan.task(spec, Variant.BANQI, 0, rules(Variant.BANQI)));
        assertNotNull(g.timeUs());
        assertEquals(g.plies(), g.timeUs().length);
    }

    @Test
    void selfPlayMoveLimitEndsTheGameAsADrawRecordedAsMoveLimit() {
        MatchSpec spec = spec("maxPlies: 5");
        GameRecord g = new GamePlayer(context(spec)).play(RunPlan.task(spec, Variant.CHESS960, 0, rules(Variant.CHESS960)));
        assertEquals(5, g.plies());
        assertEquals("1/2-1/2", g.result());
        assertEquals("adjudication", g.termination());
    }

    @Test
    void aGameFromAnOpeningStartsAtItsPositionWithNoStartNumber() {
        MatchSpec spec = spec("variants: [xiangqi]\npairings: [random-random]\nstarts: {xiangqi: 'random-plies:6'}");
        GameTask task = RunPlan.task(spec, Variant.XIANGQI, 0, rules(Variant.XIANGQI));
        GameRecord g = new GamePlayer(context(spec)).play(task);
        assertEquals(((Start.Given) task.start()).text(), g.startFen());
        assertNull(g.startNumber());
        assertNull(g.banqiLayout());
    }
}
