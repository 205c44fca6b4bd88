package org.ttakji.engines.banqi;

import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;
import org.ttakji.engines.core.PerftTsv;

/** The Banqi perft references of {@code perft/banqi.tsv} (full-form positions; a reveal is one move). */
class BanqiPerftTest {
    @TestFactory
    Stream<DynamicTest> everyFastReferenceRowMatches() {
        return PerftTsv.fast(new BanqiRules());
    }
}
