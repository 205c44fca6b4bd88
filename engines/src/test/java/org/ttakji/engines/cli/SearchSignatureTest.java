package org.ttakji.engines.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.util.Map;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;
import org.ttakji.engines.Variants;
import org.ttakji.engines.core.LabInputException;
import org.ttakji.engines.core.Position;
import org.ttakji.engines.core.Variant;
import org.ttakji.engines.core.VariantRules;
import org.ttakji.engines.search.SearchLimits;
import org.ttakji.engines.search.SearchSettings;
import org.ttakji.engines.search.Searcher;

/**
 * The bench signature per variant: the total node count of depth-limited searches of the
 * {@code bench search} positions, with the fixed material stand-in evaluation and default settings, so it
 * changes exactly when the search or the variant's rules (move generation, order of moves, endings, hash)
 * change — never with tuned weights. A commit that changes a signature must say so and state the new number
 * (docs/decisions/search.md). A variant without a pinned signature yet is skipped, with its number printed.
 */
class SearchSignatureTest {
    /** Depth (plies) and expected total nodes per variant. */
    private static final Map<Variant, long[]> SIGNATURES = Map.of(
            Variant.CHESS960, new long[]{5, 139_307L},
            Variant.SHOGI, new long[]{3, 138_678L},
            Variant.BANQI, new long[]{2, 5_668L},
            Variant.XIANGQI, new long[]{5, 61_448L},
            Variant.JANGGI, new long[]{6, 29_288L});

    static long suiteNodes(VariantRules rules, int depth) {
        long total = 0;
        for (Position view : SearchSetup.benchPositions(rules)) {
            SearchSetup setup = SearchSetup.material(view, "signature");
            Searcher searcher = new Searcher(setup.evaluator(), setup.settings(SearchSettings.defaults().withHashMegabytes(4)));
            total += searcher.search(setup.position(), SearchLimits.depth(depth)).nodes();
        }
        return total;
    }

    @ParameterizedTest
    @EnumSource(Variant.class)
    void benchSuiteNodeCountIsTheSignature(Variant variant) {
        VariantRules rules;
        try {
            rules = Variants.rules(variant);
        } catch (LabInputException e) {
            assumeTrue(false, variant + " is not in this build");
            return;
        }
        long[] pinned = SIGNATURES.get(variant);
        long nodes = suiteNodes(rules, (int) pinned[0]);
        assumeTrue(pinned[1] != 0, variant + " search signature not pinned yet: depth " + pinned[0] + " = " + nodes);
        assertEquals(pinned[1], nodes, variant + " search signature changed: the search or the variant's rules (move"
                + " generation order, endings, hash) behave differently. If intended, pin the new number in"
                + " SearchSignatureTest.SIGNATURES and state it in the commit message");
    }
}
