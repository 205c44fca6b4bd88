package org.ttakji.engines.janggi;

import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;
import org.ttakji.engines.core.PerftTsv;

/** The fast rows of {@code shared/perft/janggi.tsv}; the deep ones are in {@link JanggiDeepPerftTest}. */
class JanggiPerftTest {
    @TestFactory
    Stream<DynamicTest> fastPerftRowsMatchTheReference() {
        return PerftTsv.fast(new JanggiRules());
    }
}
