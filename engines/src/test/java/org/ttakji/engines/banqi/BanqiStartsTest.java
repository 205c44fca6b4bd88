package org.ttakji.engines.banqi;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.LocalDate;
import org.junit.jupiter.api.Test;
import org.ttakji.engines.core.LabInputException;
import org.ttakji.engines.core.SplitMix64;
import org.ttakji.engines.core.StartRules;

/** Banqi's start rules (layout seeds), its game-log layout column, and that it reads no records. */
class BanqiStartsTest {
    private static final BanqiRules RULES = new BanqiRules();
    private static final LocalDate DAY = LocalDate.of(2026, 11, 30);

    @Test
    void randomIsTheDefaultAndDrawsNonNegativeLayoutSeeds() {
        assertEquals(StartRules.RANDOM, RULES.defaultStartRule());
        assertEquals(new SplitMix64(9).nextLong() >>> 1, RULES.randomStart(new SplitMix64(9)), "the top 63 bits");
        SplitMix64 random = new SplitMix64(3);
        for (int i = 0; i < 1000; i++) {
            assertTrue(RULES.randomStart(random) >= 0);
        }
    }

    @Test
    void standardIsSeedZeroAndListsAreSeedsOfAnySize() {
        assertEquals(0, ((StartRules.Numbered) RULES.parseStartRule("standard", DAY)).select(RULES, 5, 0));
        assertEquals(960, ((StartRules.Numbered) RULES.parseStartRule("960", DAY)).select(RULES, 5, 0), "no Chess960 range");
        LabInputException e = assertThrows(LabInputException.class, () -> RULES.parseStartRule("all", DAY));
        assertEquals("bad start 'all' for banqi (expected random, standard or a list of layout seeds)", e.getMessage());
    }

    @Test
    void theGameLogLayoutIsTheHiddenLayoutOfTheSeedAndThereIsNoStartNumber() {
        assertEquals(BanqiLayout.fromSeed(42).toString(), RULES.hiddenLayout(42));
        assertEquals(32, RULES.hiddenLayout(0).length());
        assertNull(RULES.startNumber(42));
    }

}
