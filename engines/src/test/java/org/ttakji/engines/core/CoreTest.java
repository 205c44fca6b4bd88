package org.ttakji.engines.core;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;

class CoreTest {
    @Test
    void movePacksAndUnpacksEveryField() {
        int m = Move.of(127, 89, Move.DECLARE, 31, 17);
        assertEquals(127, Move.from(m));
        assertEquals(89, Move.to(m));
        assertEquals(Move.DECLARE, Move.kind(m));
        assertEquals(31, Move.piece(m));
        assertEquals(17, Move.captured(m));
        assertTrue(Move.isCapture(m));
        assertTrue(m > 0, "moves are non-negative ints");
        assertEquals(0, Move.captured(Move.withCaptured(m, 0)));
        assertEquals(5, Move.piece(Move.withPiece(m, 5)));
    }

    @Test
    void noMoveIsEverNone() {
        assertFalse(Move.of(0, 0, Move.NORMAL, 0) == Move.NONE);
        assertFalse(Move.of(0, 0, Move.PASS, 0) == Move.NONE);
    }

    @Test
    void variantNamesRoundTripAndUnknownNamesAreRefused() {
        for (Variant v : Variant.values()) {
            assertEquals(v, Variant.fromCliName(v.cliName()));
        }
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> Variant.fromCliName("chess"));
        assertTrue(e.getMessage().contains("'chess'") && e.getMessage().contains("chess960"));
    }

    @Test
    void ruleOptionsFillDefaultsAndRefuseBadInput() {
        List<RuleOptionSpec> specs = List.of(
                new RuleOptionSpec("promotion", List.of("queen-only", "all"), "queen-only", "promotion pieces"),
                new RuleOptionSpec("first", List.of("han", "cho"), "han", "first mover"));
        RuleOptions d = RuleOptions.defaults(specs);
        assertEquals("first=han,promotion=queen-only", d.toString());
        RuleOptions p = RuleOptions.parse(Variant.CHESS960, specs, List.of("promotion=all"));
        assertEquals("all", p.get("promotion"));
        assertEquals(p, RuleOptions.parse(Variant.CHESS960, specs, List.of(p.toString())));
        assertTrue(assertThrows(LabInputException.class,
                () -> RuleOptions.parse(Variant.CHESS960, specs, List.of("promo=all"))).getMessage().contains("promo"));
        assertTrue(assertThrows(LabInputException.class,
                () -> RuleOptions.parse(Variant.CHESS960, specs, List.of("promotion=king"))).getMessage().contains("king"));
        assertThrows(LabInputException.class, () -> RuleOptions.parse(Variant.CHESS960, specs, List.of("promotion")));
    }

    @Test
    void outcomeTiesResultToTermination() {
        assertEquals("1-0 checkmate", Outcome.win(0, Termination.CHECKMATE).toString());
        assertEquals(Result.SECOND_WINS, Outcome.loss(0, Termination.PERPETUAL_CHECK).result());
        assertThrows(IllegalArgumentException.class, () -> new Outcome(Result.DRAW, Termination.NONE));
        assertEquals("perpetual-check", Termination.PERPETUAL_CHECK.logName());
        assertEquals(Termination.NO_LEGAL_ACTION, Termination.fromLogName("no-legal-action"));
    }

    @Test
    void refereedFailuresHaveTheirOwnLogNames() {
        assertEquals("illegal-move", Termination.ILLEGAL_MOVE.logName());
        assertEquals("engine-failure", Termination.ENGINE_FAILURE.logName());
        assertEquals("time-forfeit", Termination.TIME_FORFEIT.logName());
        assertEquals(Termination.TIME_FORFEIT, Termination.fromLogName("time-forfeit"));
    }

    @Test
    void splitMixIsTheReferenceSequence() {
        // First outputs of SplitMix64 seeded with 0 (reference values of the published algorithm).
        SplitMix64 r = new SplitMix64(0);
        assertEquals(0xE220A8397B1DCDAFL, r.nextLong());
        assertEquals(0x6E789E6AA1B965F4L, r.nextLong());
        SplitMix64 b = new SplitMix64(42);
        for (int i = 0; i < 10_000; i++) {
            int x = b.nextInt(7);
            assertTrue(x >= 0 && x < 7);
        }
    }
}
