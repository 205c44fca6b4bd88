package org.ttakji.engines.janggi;

import java.util.List;
import java.util.Set;
import org.ttakji.engines.core.Position;
import org.ttakji.engines.core.PositionContractTest;
import org.ttakji.engines.core.RuleOptions;
import org.ttakji.engines.core.VariantRules;

/** The shared position contract, checked against the naive reference {@link NaiveJanggi}. */
class JanggiContractTest extends PositionContractTest {
    private final JanggiRules rules = new JanggiRules();

    @Override
    protected VariantRules rules() {
        return rules;
    }

    @Override
    protected List<Position> playoutStarts() {
        RuleOptions product = rules.defaultRules();
        RuleOptions tournament = rules.tournamentRules(Formation.BNBN, Formation.NBNB);
        RuleOptions tournament2 = rules.tournamentRules(Formation.BNNB, Formation.NBBN);
        return List.of(
                rules.startPosition(product),
                rules.startPosition(tournament),
                rules.startPosition(tournament2),
                rules.fromFen("1Pbcka3/3nNn1c1/N2CaC3/1pB6/9/9/5P3/9/4K4/9 w - - 0 23", tournament),
                rules.fromFen("3a1P3/4k4/2P2r3/2N6/9/9/9/3R5/4K4/3c1C3 w - - 0 1", tournament),
                rules.fromFen("9/4k4/9/9/9/9/9/9/4K4/9 w - - 0 1", product));
    }

    @Override
    protected Set<String> slowLegalMoves(Position position) {
        return NaiveJanggi.legalMoves(position.toFen());
    }

    @Override
    protected int maxPlies() {
        return 200;
    }
}
