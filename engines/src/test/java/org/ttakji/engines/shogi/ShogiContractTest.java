package org.ttakji.engines.shogi;

import java.util.List;
import java.util.Set;
import org.ttakji.engines.core.Position;
import org.ttakji.engines.core.PositionContractTest;
import org.ttakji.engines.core.VariantRules;

/** The shared position contract, with {@link NaiveShogi} as the independent legality reference. */
class ShogiContractTest extends PositionContractTest {
    private static final ShogiRules RULES = new ShogiRules();

    @Override
    protected VariantRules rules() {
        return RULES;
    }

    @Override
    protected List<Position> playoutStarts() {
        return List.of(
                RULES.startPosition(RULES.defaultRules()),
                RULES.fromFen("l6nl/5+P1gk/2np1S3/p1p4Pp/3P2Sp1/1PPb2P1P/P5GS1/R8/LN4bKL w RGgsn5p 1", RULES.defaultRules()),
                RULES.fromFen("R8/2K1S1SSk/4B4/9/9/9/9/9/1L1L1L3 b RBGSNLP3g3n17p 1", RULES.defaultRules()),
                RULES.fromFen("7nk/9/8G/9/9/9/9/9/K8 b P 1", RULES.defaultRules()),
                RULES.fromFen("4k4/2L3P2/7N1/4N4/9/9/9/9/4K4 b NLPnlp 1", RULES.defaultRules()),
                // handicap (lance) start, gote to move
                RULES.fromFen("lnsgkgsn1/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1", RULES.defaultRules()),
                // both kings in their enemy zones, many pieces in hand: pawn-drop mates and nifu everywhere
                RULES.fromFen("1K7/9/P1p6/9/9/9/6P1p/9/7k1 b 2RB2G2S2NL6Pb2g2s2n3l8p 1", RULES.defaultRules()));
    }

    @Override
    protected Set<String> slowLegalMoves(Position position) {
        return new NaiveShogi(position.toFen()).legalMoves();
    }

    @Override
    protected int playoutsPerStart() {
        return 3;
    }

    @Override
    protected int maxPlies() {
        return 120;
    }
}
