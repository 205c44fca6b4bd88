package org.ttakji.engines.search;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

/**
 * The search's bench signature on the test-only games: the total node count of a fixed depth-limited suite
 * with the default settings (every selective feature on). Any change in search behaviour changes it; a
 * commit that changes it must say so and state the new number (docs/decisions/search.md). The per-variant
 * signature is in {@code org.ttakji.engines.cli.SearchSignatureTest}.
 */
class ToySearchSignatureTest {
    static final long TOY_SIGNATURE = 49_955L;

    static long toySuiteNodes() {
        long total = 0;
        Searcher searcher = new Searcher(TreeGame.evaluator(), SearchSettings.defaults().withHashMegabytes(2));
        for (long seed = 1; seed <= 6; seed++) {
            total += searcher.search(new TreeGame(new TreeGame.Shape(seed, 10, 25, 10, 2, true)),
                    SearchLimits.depth(8)).nodes();
        }
        total += new Searcher(p -> 0, SearchSettings.defaults().withHashMegabytes(1))
                .search(new Nim(3, 4, 5), SearchLimits.depth(14)).nodes();
        return total;
    }

    @Test
    void toySuiteNodeCountIsTheSignature() {
        assertEquals(TOY_SIGNATURE, toySuiteNodes(), "search behaviour changed: state the new signature in the commit");
    }
}
