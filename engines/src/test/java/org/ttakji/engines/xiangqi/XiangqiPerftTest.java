package org.ttakji.engines.xiangqi;

import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;
import org.ttakji.engines.core.PerftTsv;

/** The fast rows of {@code shared/perft/xiangqi.tsv} (up to {@link PerftTsv#FAST_NODE_LIMIT} leaves). */
class XiangqiPerftTest {
    @TestFactory
    Stream<DynamicTest> fastPerftRowsMatchTheReference() {
        return PerftTsv.fast(new XiangqiRules());
    }
}
