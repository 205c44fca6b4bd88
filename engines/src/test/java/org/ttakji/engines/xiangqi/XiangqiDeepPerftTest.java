package org.ttakji.engines.xiangqi;

import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.TestFactory;
import org.ttakji.engines.core.PerftTsv;

/** The deep rows of {@code shared/perft/xiangqi.tsv} (run with {@code -Dgroups=slow}). */
@Tag("slow")
class XiangqiDeepPerftTest {
    @TestFactory
    Stream<DynamicTest> deepPerftRowsMatchTheReference() {
        return PerftTsv.deep(new XiangqiRules());
    }
}
