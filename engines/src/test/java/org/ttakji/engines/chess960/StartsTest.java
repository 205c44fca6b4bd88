package org.ttakji.engines.chess960;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.LocalDate;
import java.util.HashSet;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.ttakji.engines.core.LabInputException;
import org.ttakji.engines.core.SplitMix64;
import org.ttakji.engines.core.Start;
import org.ttakji.engines.core.StartRequest;
import org.ttakji.engines.core.StartRule;
import org.ttakji.engines.core.StartRules;

/** Chess960's start rules and the game log's start number. */
class StartsTest {
    private static final Chess960Rules RULES = new Chess960Rules();
    private static final LocalDate DAY = LocalDate.of(2026, 11, 30);

    private static long select(StartRule rule, long pairSeed, long pairNumber) {
        return rule.start(RULES, new StartRequest(RULES.defaultRules(), 0, pairSeed, pairNumber)) instanceof Start.Numbered n
                ? n.selector() : -1;
    }

    @Test
    void randomIsTheDefaultAndDrawsEveryNumberOfThe960() {
        assertEquals(StartRules.RANDOM, RULES.defaultStartRule());
        SplitMix64 random = new SplitMix64(7);
        Set<Long> seen = new HashSet<>();
        for (int i = 0; i < 20_000; i++) {
            long n = RULES.randomStart(random);
            assertTrue(n >= 0 && n < 960, "number " + n);
            seen.add(n);
        }
        assertEquals(960, seen.size());
    }

    @Test
    void allCyclesThroughTheNumbersInOrder() {
        StartRules.Numbered all = (StartRules.Numbered) RULES.parseStartRule("ALL", DAY);
        assertEquals("all", all.toText());
        assertEquals(0, all.select(RULES, 1, 0));
        assertEquals(959, all.select(RULES, 1, 959));
        assertEquals(1, all.select(RULES, 1, 961));
    }

    @Test
    void shuffleGivesTheFirst960PairsDistinctNumbersFromTheSeriesSeedAndIsWhatMatchesUse() {
        StartRule shuffle = RULES.parseStartRule("shuffle", DAY);
        assertEquals(shuffle, RULES.shuffledStartRule().orElseThrow());
        assertEquals("shuffle", shuffle.toText());
        Set<Long> numbers = new HashSet<>();
        for (int k = 0; k < 960; k++) {
            numbers.add(number(shuffle, 3, k));
        }
        assertEquals(960, numbers.size());
        assertEquals(number(shuffle, 3, 5), number(shuffle, 3, 965), "round again after 960 pairs");
        assertTrue(number(shuffle, 3, 0) != number(shuffle, 4, 0) || number(shuffle, 3, 1) != number(shuffle, 4, 1),
                "another series, another order");
    }

    private static long number(StartRule rule, long seriesSeed, long pair) {
        return ((Start.Numbered) rule.start(RULES, new StartRequest(RULES.defaultRules(), seriesSeed, 99, pair)))
                .selector();
    }

    @Test
    void dailyIsOneNumberForTheDayResolvedToItsDateWhenRead() {
        StartRules.Numbered today = (StartRules.Numbered) RULES.parseStartRule("daily", DAY);
        assertEquals("daily:2026-11-30", today.toText(), "a bare daily is pinned to its date");
        assertEquals(60, today.select(RULES, 1, 0));
        assertEquals(60, today.select(RULES, 2, 5), "every pair of the day");
        assertEquals(816, select(RULES.parseStartRule("daily:2024-02-29", DAY), 1, 0));
    }

    @Test
    void listsHoldNumbers0To959AndOtherTextNamesTheRules() {
        assertEquals(518, select(RULES.parseStartRule("12,518", DAY), 0, 1));
        LabInputException range = assertThrows(LabInputException.class, () -> RULES.parseStartRule("960", DAY));
        assertEquals("bad Chess960 start number 960 in '960' (expected 0..959)", range.getMessage());
        LabInputException unknown = assertThrows(LabInputException.class, () -> RULES.parseStartRule("-1", DAY));
        assertEquals("bad start '-1' for chess960 (expected standard, random, shuffle, all, daily, daily:YYYY-MM-DD or a list"
                + " of numbers 0..959)", unknown.getMessage());
        LabInputException date = assertThrows(LabInputException.class, () -> RULES.parseStartRule("daily:2024-13-01", DAY));
        assertEquals("bad date in start 'daily:2024-13-01' (expected daily:YYYY-MM-DD)", date.getMessage());
    }

    @Test
    void theGameLogStartNumberIsTheScharnaglNumberAndNothingIsHidden() {
        assertEquals(Integer.valueOf(518), RULES.startNumber(518));
        assertEquals(Integer.valueOf(0), RULES.startNumber(0));
        assertEquals(null, RULES.hiddenLayout(518));
    }
}
