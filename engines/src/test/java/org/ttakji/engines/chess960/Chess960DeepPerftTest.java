package org.ttakji.engines.chess960;

import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.TestFactory;
import org.ttakji.engines.core.PerftTsv;

/** The deep rows of {@code perft/chess960.tsv}; run with {@code -Dexcluded.test.tags= -Dgroups=slow}. */
@Tag("slow")
class Chess960DeepPerftTest {
    @TestFactory
    Stream<DynamicTest> deepPerftRowsMatchTheReferences() {
        return PerftTsv.deep(new Chess960Rules());
    }
}
