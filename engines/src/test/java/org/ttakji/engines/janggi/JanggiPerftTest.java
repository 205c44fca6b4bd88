package org.ttakji.engines.janggi;

import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.TestFactory;
import org.ttakji.engines.core.PerftTsv;

/** The rows of {@code shared/perft/janggi.tsv}: fast ones in the unit suite, deep ones tagged slow. */
class JanggiPerftTest {
    @TestFactory
    Stream<DynamicTest> fastPerftRowsMatchTheReference() {
        return PerftTsv.fast(new JanggiRules());
    }

    @Tag("slow")
    @TestFactory
    Stream<DynamicTest> deepPerftRowsMatchTheReference() {
        return PerftTsv.deep(new JanggiRules());
    }
}
