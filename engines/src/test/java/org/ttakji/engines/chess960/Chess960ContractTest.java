package org.ttakji.engines.chess960;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import org.ttakji.engines.core.Position;
import org.ttakji.engines.core.PositionContractTest;
import org.ttakji.engines.core.RuleOptions;
import org.ttakji.engines.core.VariantRules;

/**
 * The shared position contract (random playouts against {@link SlowReference}, make/unmake, hashes,
 * FEN, UCI and SAN round trips) from start positions and from positions rich in castling, en-passant
 * pins and promotions.
 */
class Chess960ContractTest extends PositionContractTest {
    private static final Chess960Rules RULES = new Chess960Rules();
    private static final RuleOptions ALL = RULES.parseRules(List.of("promotion=all"));
    private static final String[] TRICKY = {
        "4k3/8/8/8/8/8/8/qRK4R w HB - 0 1",
        "2r1k3/8/8/8/8/8/8/RK6 w A - 0 1",
        "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w HAha - 0 1",
        "bnqnrbkr/1pp2pp1/p7/3pP2p/4P1P1/8/PPPP3P/BNQNRBKR w HEhe d6 0 1",
        "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1",
        "n1bb1rkr/qpnppppp/2p5/p7/P1P5/5P2/1P1PPRPP/NQBBN1KR w Hhf - 0 1",
        "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w ha - 0 1",
        "8/P1k5/K7/8/8/8/6p1/8 w - - 0 1",
    };

    /** Ten starts with four playouts each keep the test within a few seconds on a shared machine. */
    @Override
    protected int playoutsPerStart() {
        return 4;
    }

    @Override
    protected VariantRules rules() {
        return RULES;
    }

    @Override
    protected List<Position> playoutStarts() {
        List<Position> starts = new ArrayList<>();
        for (int n : new int[]{0, 518, 959, 123}) {
            starts.add(RULES.startPosition(ALL, n));
        }
        starts.add(RULES.startPosition(RULES.defaultRules(), 777)); // queen-only promotion
        for (String fen : TRICKY) {
            starts.add(RULES.fromFen(fen, ALL));
        }
        return starts;
    }

    @Override
    protected Set<String> slowLegalMoves(Position position) {
        Chess960Position p = (Chess960Position) position;
        String epField = p.toFen().split(" ")[3];
        return SlowReference.legalMoves(p, epField.equals("-") ? -1 : Squares.parse(epField));
    }
}
