package org.ttakji.selfplay;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.ttakji.engines.core.Variant;
import org.ttakji.gamelog.GameRecord;

/** What a batch's tasks get: only their variant's players, and they play the same games with them. */
class RunContextTest {
    private final MatchSpec spec = TestRuns.spec(TestRuns.specTree(Path.of("/tmp/unused")));
    private final RunContext run = GamePlayerTest.context(spec);

    @Test
    void aBatchShipsOnlyItsVariantsPlayersAndPlaysTheSameGamesWithThem() {
        assertTrue(spec.variants().size() > 1, "the test spec plays several variants");
        for (Variant v : spec.variants()) {
            RunContext own = run.forVariant(v);
            assertEquals(Set.of(v), own.players().keySet());
            assertEquals(run.players().get(v), own.players().get(v));
            assertEquals(run.runId(), own.runId());
            assertEquals(run.spec(), own.spec());
            GameTask task = RunPlan.task(spec, v, 1, TestCatalog.INSTANCE.rules(v));
            GameRecord full = new GamePlayer(run).play(task);
            GameRecord shipped = new GamePlayer(own).play(task);
            assertEquals(full.moves(), shipped.moves());
            assertEquals(full.result(), shipped.result());
        }
        RunContext one = run.forVariant(spec.variants().get(0));
        assertSame(one, one.forVariant(spec.variants().get(0)), "a context of one variant is already its own");
    }

    @Test
    void aVariantTheRunDoesNotPlayIsRefused() {
        RunContext one = run.forVariant(spec.variants().get(0));
        Variant other = spec.variants().get(1);
        assertEquals("run r1 does not play " + other,
                assertThrows(IllegalArgumentException.class, () -> one.forVariant(other)).getMessage());
    }
}
