package org.ttakji.engines.banqi;

import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.TestFactory;
import org.ttakji.engines.core.PerftTsv;

/** The deep rows of {@code perft/banqi.tsv} (none today: every Banqi row is fast); run with the slow tag. */
@Tag("slow")
class BanqiDeepPerftTest {
    @TestFactory
    Stream<DynamicTest> everyDeepReferenceRowMatches() {
        return PerftTsv.deep(new BanqiRules());
    }
}
