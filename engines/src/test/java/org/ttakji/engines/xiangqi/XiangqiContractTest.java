package org.ttakji.engines.xiangqi;

import java.util.List;
import java.util.Set;
import org.ttakji.engines.core.Position;
import org.ttakji.engines.core.PositionContractTest;
import org.ttakji.engines.core.VariantRules;

/** {@link PositionContractTest} for Xiangqi, against the independent {@link SlowReference}. */
class XiangqiContractTest extends PositionContractTest {
    private final XiangqiRules rules = new XiangqiRules();

    @Override
    protected VariantRules rules() {
        return rules;
    }

    @Override
    protected List<Position> playoutStarts() {
        return List.of(
                rules.startPosition(rules.defaultRules()),
                rules.fromFen("r1ba1a3/4kn3/2n1b4/pNp1p1p1p/4c4/6P2/P1P2R2P/1CcC5/9/2BAKAB2 w - - 0 1", rules.defaultRules()),
                rules.fromFen("5a3/3k5/3aR4/9/5r3/5n3/9/3A1A3/5K3/2BC2B2 w - - 0 1", rules.defaultRules()),
                rules.fromFen("4ka3/4a4/9/9/4N4/p8/9/4C3c/7n1/2BK5 w - - 0 1", rules.defaultRules()),
                rules.fromFen("2b1ka3/9/b3N4/4n4/9/9/9/4C4/2p6/2BK5 w - - 0 1", rules.defaultRules()),
                // Soldiers in columns (WXF/Chinese tandem conventions), cannons and chariots on open lines.
                rules.fromFen("5k3/4P4/4P4/2P1P4/2P6/9/9/9/4r4/3K5 b - - 0 40", rules.defaultRules()),
                rules.fromFen("3k5/r8/4P4/4P4/4P4/4P4/4P4/9/9/4K4 w - - 0 30", rules.defaultRules()),
                rules.fromFen("2bak4/4a4/4b4/p3p1p1p/2p6/2P1C4/P3P1P1P/4C4/4A4/2BAK1B2 w - - 0 20", rules.defaultRules()));
    }

    @Override
    protected Set<String> slowLegalMoves(Position position) {
        return SlowReference.legalMoves((XiangqiPosition) position);
    }
}
