package org.ttakji.engines.janggi;

import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.TestFactory;
import org.ttakji.engines.core.PerftTsv;

/** The deep rows of {@code shared/perft/janggi.tsv}; run with {@code -Dexcluded.test.tags= -Dgroups=slow}. */
@Tag("slow")
class JanggiDeepPerftTest {
    @TestFactory
    Stream<DynamicTest> deepPerftRowsMatchTheReference() {
        return PerftTsv.deep(new JanggiRules());
    }
}
