package org.ttakji.engines.openings;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.time.LocalDate;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.ttakji.engines.Variants;
import org.ttakji.engines.cli.SearchSetup;
import org.ttakji.engines.core.MoveList;
import org.ttakji.engines.core.Position;
import org.ttakji.engines.core.Start;
import org.ttakji.engines.core.StartRequest;
import org.ttakji.engines.core.StartRule;
import org.ttakji.engines.core.Variant;
import org.ttakji.engines.core.VariantRules;
import org.ttakji.engines.eval.StartingFiles;
import org.ttakji.engines.search.Scores;
import org.ttakji.engines.search.SearchSettings;
import org.ttakji.engines.search.Searcher;

/** Random-ply openings: a function of the series seed and the pair number, distinct, legal, and balanced when asked. */
class RandomPliesTest {
    private static final LocalDate DAY = LocalDate.of(2026, 11, 30);
    private static final Path DATA = StartingFiles.dataDir();

    private static StartRule rule(Variant v, String text) {
        return Openings.parse(Variants.rules(v), text, DAY, DATA);
    }

    private static String start(Variant v, StartRule rule, long seriesSeed, long pairSeed, long pair) {
        VariantRules rules = Variants.rules(v);
        return assertInstanceOf(Start.Given.class,
                rule.start(rules, new StartRequest(rules.defaultRules(), seriesSeed, pairSeed, pair))).text();
    }

    @Test
    void theOpeningOfPairKDependsOnTheSeriesSeedAndKOnly() {
        StartRule r = rule(Variant.XIANGQI, "random-plies:6");
        assertEquals(start(Variant.XIANGQI, r, 7, 1, 3), start(Variant.XIANGQI, r, 7, 999, 3), "not on the pair seed");
        assertEquals(start(Variant.XIANGQI, r, 7, 1, 3), start(Variant.XIANGQI, rule(Variant.XIANGQI, "random-plies:6"),
                7, 1, 3), "the same on a rule read again");
        assertNotEquals(start(Variant.XIANGQI, r, 7, 1, 3), start(Variant.XIANGQI, r, 8, 1, 3), "another run seed");
    }

    @Test
    void pairsGetDistinctPositionsThatArePliesAwayFromTheStandardStartInEveryVariantWithoutHiddenPieces() {
        for (Variant v : List.of(Variant.CHESS960, Variant.SHOGI, Variant.XIANGQI, Variant.JANGGI)) {
            VariantRules rules = Variants.rules(v);
            StartRule r = rule(v, "random-plies:8");
            Set<String> seen = new HashSet<>();
            for (int k = 0; k < 40; k++) {
                String text = start(v, r, 42, k, k);
                assertTrue(seen.add(text), v + " pair " + k + " repeats a start: " + text);
                Position p = rules.fromFen(text, rules.defaultRules());
                assertEquals(rules.startPosition(rules.defaultRules()).sideToMove(), p.sideToMove(), v + ": 8 plies");
                MoveList moves = new MoveList();
                p.generateLegal(moves);
                assertTrue(!moves.isEmpty() && !p.status().isOver(), v + " " + text);
            }
        }
    }

    @Test
    void balancedOpeningsStayWithinTheirBoundByAnIndependentSearchOfTheSameLimits() {
        Variant v = Variant.XIANGQI;
        VariantRules rules = Variants.rules(v);
        RandomPlies r = (RandomPlies) rule(v, "random-plies:8,balanced:60,nodes:3000,weights:v0001");
        assertEquals("random-plies:8,balanced:60,nodes:3000,weights:v0001", r.toText());
        RandomPlies unbalanced = (RandomPlies) rule(v, "random-plies:8");
        int rejected = 0;
        for (int k = 0; k < 12; k++) {
            Position p = rules.fromFen(start(v, r, 5, 0, k), rules.defaultRules());
            SearchSetup setup = SearchSetup.of(v, p.playerView(), DATA, "v0001", false);
            Searcher searcher = new Searcher(setup.evaluator(), setup.settings(SearchSettings.defaults().withHashMegabytes(1)));
            int score = searcher.search(setup.position(), r.balance().limits()).score();
            assertTrue(!Scores.isMate(score) && Math.abs(score) <= 60, "pair " + k + " scores " + score);
            Position free = rules.fromFen(start(v, unbalanced, 5, 0, k), rules.defaultRules());
            rejected += r.balance().accepts(v, free) ? 0 : 1;
        }
        assertTrue(rejected > 0, "the bound rejects some of the unchecked draws (else the test shows nothing)");
    }

    @Test
    void balancedWithoutWeightsPinsThePromotedVersionIntoItsText() {
        StartRule r = rule(Variant.JANGGI, "Random-Plies:4, Balanced:200");
        String promoted = org.ttakji.engines.weights.WeightsStore.at(DATA).promoted(Variant.JANGGI).orElseThrow();
        assertEquals("random-plies:4,balanced:200,nodes:5000,weights:" + promoted, r.toText());
        assertEquals(r, rule(Variant.JANGGI, r.toText()), "its text reads back to an equal rule");
    }
}
