package org.ttakji.engines.shogi;

import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.TestFactory;
import org.ttakji.engines.core.PerftTsv;

/**
 * The deep rows of {@code shared/perft/shogi.tsv} (tens of millions of leaves); tagged {@code slow}, run them
 * with {@code mvn verify -Dexcluded.test.tags= -Dgroups=slow}.
 */
@Tag("slow")
class ShogiDeepPerftTest {
    @TestFactory
    Stream<DynamicTest> deepPerftRows() {
        return PerftTsv.deep(new ShogiRules());
    }
}
