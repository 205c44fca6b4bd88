package org.ttakji.engines.openings;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNotEquals;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.OptionalLong;
import org.junit.jupiter.api.Test;
import org.ttakji.engines.Variants;
import org.ttakji.engines.core.Start;
import org.ttakji.engines.core.StartRequest;
import org.ttakji.engines.core.Variant;
import org.ttakji.engines.core.VariantRules;

/** Which suite position a pair gets: a seeded permutation (or file order), the same for every pairing of a run. */
class SuiteRuleTest {
    private static final VariantRules RULES = Variants.rules(Variant.XIANGQI);
    private static final List<String> POSITIONS = List.of("p0", "p1", "p2", "p3", "p4", "p5", "p6");

    private static List<String> starts(SuiteRule rule, long seriesSeed, long pairSeed, int pairs) {
        List<String> out = new ArrayList<>();
        for (int k = 0; k < pairs; k++) {
            Start s = rule.start(RULES, new StartRequest(RULES.defaultRules(), seriesSeed, pairSeed + k, k));
            out.add(assertInstanceOf(Start.Given.class, s).text());
        }
        return out;
    }

    @Test
    void theShuffleGivesTheFirstNPairsNDistinctPositionsThenGoesRoundAgain() {
        SuiteRule rule = new SuiteRule("t", POSITIONS, SuiteRule.Order.SHUFFLE);
        List<String> starts = starts(rule, 11, 0, 14);
        assertEquals(7, new HashSet<>(starts.subList(0, 7)).size());
        assertEquals(starts.subList(0, 7), starts.subList(7, 14));
        assertEquals(OptionalLong.of(7), rule.period());
        assertNotEquals(POSITIONS, starts.subList(0, 7), "shuffled (for this seed)");
    }

    @Test
    void theShuffleDependsOnTheSeriesSeedOnly() {
        SuiteRule rule = new SuiteRule("t", POSITIONS, SuiteRule.Order.SHUFFLE);
        assertEquals(starts(rule, 11, 0, 7), starts(rule, 11, 500, 7));
        assertNotEquals(starts(rule, 11, 0, 7), starts(rule, 12, 0, 7));
    }

    @Test
    void sequentialIsFileOrder() {
        SuiteRule rule = new SuiteRule("t", POSITIONS, SuiteRule.Order.SEQUENTIAL);
        assertEquals(List.of("p0", "p1", "p2", "p3", "p4", "p5", "p6", "p0"), starts(rule, 11, 0, 8));
        assertEquals("suite:t,order:sequential", rule.toText());
    }
}
