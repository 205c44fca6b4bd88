package org.ttakji.engines.shogi;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;
import org.ttakji.engines.core.PerftTsv;
import org.ttakji.engines.core.Variant;

/** Every row of {@code shared/perft/shogi.tsv}: the fast rows here, the deep ones in {@link ShogiDeepPerftTest}. */
class ShogiPerftTest {
    private static final ShogiRules RULES = new ShogiRules();

    @TestFactory
    Stream<DynamicTest> fastPerftRows() {
        return PerftTsv.fast(RULES);
    }

    /** The slow reference agrees with every depth-1 count of the file, so it can be trusted as an oracle. */
    @Test
    void naiveReferenceAgreesWithDepthOneRows() {
        for (PerftTsv.Row row : PerftTsv.rows(Variant.SHOGI)) {
            if (row.depth() == 1) {
                assertEquals(row.nodes(), new NaiveShogi(row.fen()).legalMoves().size(), row.fen());
            }
        }
    }
}
