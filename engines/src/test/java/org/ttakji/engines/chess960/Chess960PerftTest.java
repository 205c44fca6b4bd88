package org.ttakji.engines.chess960;

import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;
import org.ttakji.engines.core.PerftTsv;

/** The fast rows of {@code perft/chess960.tsv} (at most {@link PerftTsv#FAST_NODE_LIMIT} leaves each). */
class Chess960PerftTest {
    @TestFactory
    Stream<DynamicTest> fastPerftRowsMatchTheReferences() {
        return PerftTsv.fast(new Chess960Rules());
    }
}
