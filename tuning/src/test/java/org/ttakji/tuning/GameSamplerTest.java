package org.ttakji.tuning;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.ttakji.engines.Variants;
import org.ttakji.engines.core.LabInputException;
import org.ttakji.engines.core.Position;
import org.ttakji.engines.core.Variant;
import org.ttakji.engines.core.VariantRules;
import org.ttakji.engines.eval.FeatureExtractor;
import org.ttakji.engines.eval.FeatureVector;
import org.ttakji.engines.eval.LinearEvaluator;
import org.ttakji.engines.eval.Weights;
import org.ttakji.engines.search.OrderingValues;
import org.ttakji.engines.search.QuiescenceSearch;
import org.ttakji.engines.search.SearchSettings;

class GameSamplerTest {
    private static final Variant CHESS = Variant.CHESS960;
    private static final VariantRules RULES = Variants.rules(CHESS);
    private static Weights weights;
    private static List<LoggedGame> games;

    @BeforeAll
    static void playGames() {
        weights = TestGames.weights(CHESS);
        games = new ArrayList<>();
        for (int i = 0; i < 4; i++) {
            games.add(TestGames.play(CHESS, 100 + 211 * i, 17 + i, 160));
        }
    }

    private static List<Sample> sampleAll(SamplingSettings settings) {
        GameSampler sampler = new GameSampler(CHESS, weights, settings);
        List<Sample> out = new ArrayList<>();
        for (LoggedGame g : games) {
            out.addAll(sampler.sample(g));
        }
        return out;
    }

    @Test
    void openingPliesAreNeverSampledAndAtMostKPerGame() {
        List<Sample> all = sampleAll(new SamplingSettings(12, 5, 3, 20_000));
        assertFalse(all.isEmpty());
        for (LoggedGame g : games) {
            List<Sample> of = all.stream().filter(s -> s.gameId().equals(g.gameId())).toList();
            assertTrue(of.size() <= 5, g.gameId() + ": " + of.size());
            of.forEach(s -> assertTrue(s.ply() >= 12, "ply " + s.ply()));
        }
    }

    @Test
    void mateScoresAreNeverSampled() {
        LoggedGame g = games.get(0);
        List<Integer> evals = new ArrayList<>(g.evalCp());
        for (int i = 0; i < evals.size(); i++) {
            if (i != 20 && i != 31) {
                evals.set(i, i % 2 == 0 ? 29_990 : -29_950); // mate scores
            }
        }
        LoggedGame marked = new LoggedGame(g.runId(), g.gameId(), g.rules(), g.startFen(), g.moves(), evals, g.result());
        GameSampler sampler = new GameSampler(CHESS, weights, new SamplingSettings(0, 100, 1, 20_000));
        List<Sample> s = sampler.sample(marked);
        assertTrue(s.stream().allMatch(x -> x.ply() == 20 || x.ply() == 31), s.toString());
        assertEquals(g.plies() - 2, sampler.counts().mateScores);
    }

    @Test
    void labelIsTheGameResultFromTheQuietPositionsSideToMove() {
        for (Sample s : sampleAll(new SamplingSettings(8, 8, 1, 20_000))) {
            LoggedGame g = games.stream().filter(x -> x.gameId().equals(s.gameId())).findFirst().orElseThrow();
            int side = RULES.fromFen(s.fen(), RULES.defaultRules()).sideToMove();
            double expected = switch (g.result()) {
                case "1-0" -> side == 0 ? 1 : 0;
                case "0-1" -> side == 1 ? 1 : 0;
                default -> 0.5;
            };
            assertEquals(expected, s.result(), s.toString());
            int recorded = g.evalCp().get(s.ply());
            assertEquals(s.quietPlies() % 2 == 0 ? recorded : -recorded, s.evalCp(), "recorded score, mover's view");
        }
    }

    @Test
    void featuresAreTheEnginesOwnExtractionOfTheQuiescenceLeaf() {
        FeatureExtractor fx = Variants.featureExtractor(CHESS);
        FeatureVector x = new FeatureVector(fx.featureSet());
        LinearEvaluator staticEval = new LinearEvaluator(Variants.featureExtractor(CHESS), weights);
        QuiescenceSearch q = new QuiescenceSearch(new LinearEvaluator(Variants.featureExtractor(CHESS), weights),
                SearchSettings.defaults().withHashMegabytes(1).withOrderingValues(OrderingValues.of(fx.pieceValues(weights))));
        List<Sample> all = sampleAll(new SamplingSettings(8, 8, 1, 20_000));
        assertTrue(all.stream().anyMatch(s -> s.quietPlies() > 0), "some positions needed resolving");
        for (Sample s : all) {
            Position leaf = RULES.fromFen(s.fen(), RULES.defaultRules());
            x.clear();
            fx.extract(leaf, x);
            double[] dense = new double[fx.featureSet().size()];
            for (int k = 0; k < s.featureCount(); k++) {
                dense[s.index(k)] = s.value(k);
            }
            assertArrayEquals(x.toDoubleArray(), dense, s.toString());
            assertEquals(leaf.hash(), s.hash());
            // the sampled position's quiescent value is the static evaluation of the leaf (Texel's premise)
            int quiescent = q.search(replay(s.gameId(), s.ply()), 20_000).score();
            int leafEval = staticEval.evaluate(leaf);
            assertEquals(s.quietPlies() % 2 == 0 ? leafEval : -leafEval, quiescent, s.toString());
        }
    }

    /** The position of a test game before ply {@code ply}. */
    private static Position replay(String gameId, int ply) {
        LoggedGame g = games.stream().filter(x -> x.gameId().equals(gameId)).findFirst().orElseThrow();
        Position p = RULES.fromFen(g.startFen(), RULES.defaultRules());
        for (int i = 0; i < ply; i++) {
            p.makeMove(RULES.parseMachine(p, g.moves().get(i)));
        }
        return p;
    }

    @Test
    void sameGamesAndSeedGiveTheSameSamplesAndAnotherSeedOthers() {
        SamplingSettings s1 = new SamplingSettings(8, 3, 1, 20_000);
        assertEquals(sampleAll(s1), sampleAll(s1));
        List<Integer> plies1 = sampleAll(s1).stream().map(Sample::ply).toList();
        List<Integer> plies2 = sampleAll(s1.withSeed(2)).stream().map(Sample::ply).toList();
        assertFalse(plies1.equals(plies2));
    }

    @Test
    void everyVariantWithAnEvaluationGivesQuietPositionsWithItsExtractorsFeatures() {
        int variants = 0;
        for (Variant v : Variant.values()) {
            FeatureExtractor fx;
            try {
                fx = Variants.featureExtractor(v);
            } catch (LabInputException e) {
                continue; // no evaluation in this build yet
            }
            if (!java.nio.file.Files.isDirectory(TestData.repoData().resolve("levels").resolve(v.cliName()))) {
                continue; // no levels to play a game with yet
            }
            variants++;
            VariantRules rules = Variants.rules(v);
            LoggedGame g = TestGames.play(v, rules.defaultStart(), 5, 120);
            GameSampler sampler = new GameSampler(v, TestGames.weights(v), new SamplingSettings(4, 12, 1, 20_000));
            List<Sample> samples = sampler.sample(g);
            assertFalse(samples.isEmpty(), v + ": no sample from " + g.plies() + " plies");
            FeatureVector x = new FeatureVector(fx.featureSet());
            for (Sample s : samples) {
                Position p = rules.fromFen(s.fen(), rules.defaultRules());
                x.clear();
                fx.extract(p, x);
                double[] dense = new double[fx.featureSet().size()];
                for (int k = 0; k < s.featureCount(); k++) {
                    dense[s.index(k)] = s.value(k);
                }
                assertArrayEquals(x.toDoubleArray(), dense, v + " " + s);
                assertTrue(s.result() == 0 || s.result() == 0.5 || s.result() == 1);
            }
        }
        assertTrue(variants >= 1);
    }

    @Test
    void gameWithoutResultIsSkipped() {
        LoggedGame g = games.get(1);
        GameSampler sampler = new GameSampler(CHESS, weights, SamplingSettings.DEFAULTS);
        assertEquals(List.of(), sampler.sample(new LoggedGame(g.runId(), g.gameId(), g.rules(), g.startFen(), g.moves(),
                g.evalCp(), "*")));
        assertEquals(1, sampler.counts().gamesWithoutResult);
    }

    @Test
    void illegalMoveInALogNamesTheGameAndPly() {
        LoggedGame g = games.get(2);
        List<String> moves = new ArrayList<>(g.moves());
        moves.set(3, "a1a8");
        LoggedGame bad = new LoggedGame(g.runId(), g.gameId(), g.rules(), g.startFen(), moves, g.evalCp(), g.result());
        LabInputException e = assertThrows(LabInputException.class,
                () -> new GameSampler(CHESS, weights, new SamplingSettings(0, 100, 1, 20_000)).sample(bad));
        assertTrue(e.getMessage().contains(g.gameId()) && e.getMessage().contains("ply 4"), e.getMessage());
    }
}
