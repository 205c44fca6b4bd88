package org.ttakji.engines.eval;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.function.Consumer;
import java.util.function.UnaryOperator;
import org.ttakji.engines.Variants;
import org.ttakji.engines.core.MoveList;
import org.ttakji.engines.core.Position;
import org.ttakji.engines.core.SplitMix64;
import org.ttakji.engines.core.Variant;
import org.ttakji.engines.core.VariantRules;

/**
 * The checks every variant's {@link FeatureExtractor} must pass, shared by the per-variant feature tests:
 * features read from a position's text, features that are the side to move's (equal for a position and its
 * colour-swapped mirror), and the engine's evaluation equal to the tuner's dot product over random playouts.
 */
public final class FeatureChecks {
    private FeatureChecks() {
    }

    /** The features of a position given in the variant's text format, default rule options. */
    public static int[] features(Variant variant, String fen) {
        VariantRules rules = Variants.rules(variant);
        FeatureExtractor fx = Variants.featureExtractor(variant);
        FeatureVector x = new FeatureVector(fx.featureSet());
        fx.extract(rules.fromFen(fen, rules.defaultRules()), x);
        return x.toIntArray();
    }

    /**
     * One named feature of a position given in the variant's text format; of a tapered set ({@link Tapered}) a base
     * name gives the base value, its two copies' sum over the value scale.
     */
    public static int feature(Variant variant, String fen, String name) {
        FeatureSet set = Variants.featureExtractor(variant).featureSet();
        int[] x = features(variant, fen);
        if (set.indexOf(name) < 0 && set.indexOf(name + Tapered.MG) >= 0) {
            return (x[set.indexOf(name + Tapered.MG)] + x[set.indexOf(name + Tapered.EG)]) / set.valueScale();
        }
        return x[set.indexOf(name)];
    }

    /**
     * Weights of an earlier feature set (a starting file's generator) as weights of the variant's engine set, through
     * the engine set's lift; weights of the engine's set are returned as they are.
     */
    public static Weights inEngineSet(Variant variant, Weights weights) {
        FeatureSet engine = Variants.featureExtractor(variant).featureSet();
        if (engine.id().equals(weights.featureSet().id())) {
            return weights;
        }
        FeatureSet.Lift lift = java.util.Objects.requireNonNull(
                engine.liftFrom(weights.featureSet().id(), weights.featureSet().hash()), "no lift");
        return Weights.of(engine, lift.convert().apply(weights.toMap()));
    }

    /**
     * Checks that the committed weights {@code version} of a variant evaluate every position of a test resource as
     * the resource says (lines {@code <position text>\t<centipawns>}, written by the build the weights were made
     * for): a file of an earlier feature set, lifted into the engine's, evaluates as it did.
     *
     * @param resource a class-path resource, e.g. {@code /eval/chess960-v0001.tsv}
     */
    public static void assertEvaluationsAsRecorded(Variant variant, String version, String resource) {
        VariantRules rules = Variants.rules(variant);
        FeatureExtractor fx = Variants.featureExtractor(variant);
        Weights weights = org.ttakji.engines.weights.WeightsStore.at(StartingFiles.dataDir()).load(variant, version,
                fx.featureSet());
        LinearEvaluator evaluator = new LinearEvaluator(fx, weights);
        java.util.List<String> lines;
        try (java.io.InputStream in = FeatureChecks.class.getResourceAsStream(resource)) {
            lines = new String(java.util.Objects.requireNonNull(in, resource).readAllBytes(),
                    java.nio.charset.StandardCharsets.UTF_8).lines().toList();
        } catch (java.io.IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
        for (String line : lines) {
            String[] f = line.split("\t");
            Position p = rules.fromFen(f[0], rules.defaultRules());
            assertEquals(Integer.parseInt(f[1]), evaluator.evaluate(p), variant + " " + version + " at " + f[0]);
        }
    }

    /**
     * Checks a variant's tapered engine set: its id, its value scale (the phase's maximum), a middlegame and an
     * endgame copy ({@link Tapered#MG}, {@link Tapered#EG}) of each named base feature, and a description of every
     * feature.
     *
     * @param bases base feature names, e.g. {@code material.chariot}
     */
    public static void assertTaperedSet(FeatureSet set, String id, int phaseMax, String... bases) {
        assertEquals(id, set.id());
        assertEquals(phaseMax, set.valueScale());
        for (String base : bases) {
            assertTrue(set.names().containsAll(java.util.List.of(base + Tapered.MG, base + Tapered.EG)), base);
        }
        for (int i = 0; i < set.size(); i++) {
            assertTrue(set.description(i).length() > 10, set.names().get(i));
        }
    }

    /**
     * A random legal playout: {@code check} sees each position, then a move drawn with {@code random} is made,
     * until the game ends by rule or by having no move, or after {@code maxPlies} positions.
     */
    public static void playout(Position p, SplitMix64 random, int maxPlies, Consumer<Position> check) {
        MoveList moves = new MoveList();
        for (int ply = 0; ply < maxPlies; ply++) {
            check.accept(p);
            moves.clear();
            p.generateLegal(moves);
            if (moves.isEmpty() || p.ruleStatus().isOver()) {
                break;
            }
            p.makeMove(moves.get(random.nextInt(moves.size())));
        }
    }

    /** Along a random playout, every position has the same features as its colour-swapped {@code mirror}. */
    public static void assertFeaturesMirror(Variant variant, UnaryOperator<String> mirror, Position start,
                                            SplitMix64 random, int maxPlies) {
        playout(start, random, maxPlies, p -> {
            String fen = p.toFen();
            assertArrayEquals(features(variant, fen), features(variant, mirror.apply(fen)), fen + " vs " + mirror.apply(fen));
        });
    }

    /**
     * Along a random playout, the engine's {@link LinearEvaluator} equals {@link Weights#evaluate} of the
     * extracted vector (what the tuner fits), and extraction leaves the position's hash unchanged.
     */
    public static void assertEngineEqualsVector(Variant variant, Weights weights, Position start, SplitMix64 random,
                                                int maxPlies) {
        FeatureExtractor fx = Variants.featureExtractor(variant);
        LinearEvaluator eval = new LinearEvaluator(fx, weights);
        FeatureVector x = new FeatureVector(fx.featureSet());
        playout(start, random, maxPlies, p -> {
            long hash = p.hash();
            x.clear();
            fx.extract(p, x);
            assertEquals(eval.evaluate(p), weights.evaluate(x));
            assertEquals(hash, p.hash());
        });
    }

    /**
     * The same position with the colours swapped and the board turned upside down (ranks in reverse order, files
     * kept), for FENs whose side field is {@code w}/{@code b} and whose other fields do not depend on colour
     * (Xiangqi, Janggi).
     */
    public static String verticalMirror(String fen) {
        String[] f = fen.split(" ");
        String[] ranks = f[0].split("/");
        StringBuilder board = new StringBuilder();
        for (int i = ranks.length - 1; i >= 0; i--) {
            board.append(swapCase(ranks[i])).append(i > 0 ? "/" : "");
        }
        f[0] = board.toString();
        f[1] = f[1].equals("w") ? "b" : "w";
        return String.join(" ", f);
    }

    /** Upper case to lower case and back (the colours of FEN-like texts). */
    public static String swapCase(String s) {
        StringBuilder b = new StringBuilder();
        for (char c : s.toCharArray()) {
            b.append(Character.isUpperCase(c) ? Character.toLowerCase(c) : Character.toUpperCase(c));
        }
        return b.toString();
    }
}
