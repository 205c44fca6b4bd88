package org.ttakji.engines.search;

import org.ttakji.engines.Variants;
import org.ttakji.engines.cli.SearchSetup;
import org.ttakji.engines.core.Game;
import org.ttakji.engines.core.Position;
import org.ttakji.engines.core.Variant;
import org.ttakji.engines.core.VariantRules;

/** Helpers of the per-variant tactics tests: a position from text, searched with the material stand-in. */
final class VariantTactics {
    private VariantTactics() {
    }

    /** The position (the side to move's view) of a variant's text, default rules. */
    static Position position(Variant variant, String fen) {
        VariantRules rules = Variants.rules(variant);
        return rules.fromFen(fen, rules.defaultRules()).playerView();
    }

    /** The position after playing machine-notation moves from a text (history kept, for repetition rules). */
    static Position afterMoves(Variant variant, String fen, String... moves) {
        VariantRules rules = Variants.rules(variant);
        Game game = new Game(rules, rules.fromFen(fen, rules.defaultRules()));
        for (String m : moves) {
            game.play(m);
        }
        return game.position().playerView();
    }

    /** Searches with the fixed material stand-in, every root move scored exactly. */
    static SearchResult search(Position view, int depth) {
        SearchSetup setup = SearchSetup.material(view, "test");
        return new Searcher(setup.evaluator(), setup.settings(SearchSettings.defaults().withHashMegabytes(4)
                .withMultiPv(SearchSettings.ALL_ROOT_MOVES))).search(setup.position(), SearchLimits.depth(depth));
    }

    /** Searches with material valued by {@code values} (also the ordering values), every root move exact. */
    static SearchResult searchWithValues(Position view, OrderingValues values, SearchLimits limits) {
        MaterialTracker tracker = new MaterialTracker(view, values, 0);
        return new Searcher(tracker.evaluator(), SearchSettings.defaults().withHashMegabytes(4).withOrderingValues(values)
                .withMultiPv(SearchSettings.ALL_ROOT_MOVES)).search(tracker.position(), limits);
    }

    /** The move in machine notation. */
    static String machine(Variant variant, Position p, int move) {
        return Variants.rules(variant).toMachine(p, move);
    }

    /** The root score of a move given in machine notation. */
    static RootMoveScore rootMove(Variant variant, Position p, SearchResult r, String machine) {
        return r.rootMoves().stream().filter(m -> machine(variant, p, m.move()).equals(machine)).findFirst()
                .orElseThrow(() -> new AssertionError(machine + " is not a root move"));
    }
}
