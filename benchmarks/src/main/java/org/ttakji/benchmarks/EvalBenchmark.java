package org.ttakji.benchmarks;

import java.util.Arrays;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OperationsPerInvocation;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;
import org.ttakji.engines.Variants;
import org.ttakji.engines.core.MoveList;
import org.ttakji.engines.core.Position;
import org.ttakji.engines.core.SplitMix64;
import org.ttakji.engines.core.Variant;
import org.ttakji.engines.core.VariantRules;
import org.ttakji.engines.eval.FeatureExtractor;
import org.ttakji.engines.eval.FeatureVector;
import org.ttakji.engines.eval.LinearEvaluator;
import org.ttakji.engines.eval.Weights;

/**
 * Evaluation speed per variant over {@value #POSITIONS} positions from seeded random playouts: the engine's
 * path ({@link LinearEvaluator#evaluate}, what the search calls at every leaf) and the tuner's path
 * (extraction into a {@link FeatureVector}). Score = evaluations per microsecond.
 * Run: {@code java -jar benchmarks/target/benchmarks.jar EvalBenchmark}.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
@Warmup(iterations = 2, time = 3)
@Measurement(iterations = 3, time = 3)
@Fork(1)
public class EvalBenchmark {
    static final int POSITIONS = 256;

    /** Variants with an evaluation. */
    @Param({"chess960", "shogi", "xiangqi", "janggi", "banqi"})
    public String variant;

    private Position[] positions;
    private LinearEvaluator evaluator;
    private FeatureExtractor extractor;
    private FeatureVector vector;

    /** Plays random games (seed 1) and keeps every fourth position; weights are all 1 (speed does not depend on them). */
    @Setup(Level.Trial)
    public void setUp() {
        VariantRules rules = Variants.rules(variant);
        extractor = Variants.featureExtractor(Variant.fromCliName(variant));
        double[] ones = new double[extractor.featureSet().size()];
        Arrays.fill(ones, 1);
        evaluator = new LinearEvaluator(Variants.featureExtractor(Variant.fromCliName(variant)), Weights.of(extractor.featureSet(), ones));
        vector = new FeatureVector(extractor.featureSet());
        positions = new Position[POSITIONS];
        SplitMix64 random = new SplitMix64(1);
        MoveList moves = new MoveList();
        int n = 0;
        while (n < POSITIONS) {
            Position p = rules.startPosition(rules.defaultRules(), rules.defaultStart());
            for (int ply = 0; ply < 160 && n < POSITIONS; ply++) {
                moves.clear();
                p.generateLegal(moves);
                if (moves.isEmpty() || p.ruleStatus().isOver()) {
                    break;
                }
                p.makeMove(moves.get(random.nextInt(moves.size())));
                if (ply % 4 == 3) {
                    positions[n++] = p.copy().playerView();
                }
            }
        }
    }

    /** The engine's evaluation of every position. */
    @Benchmark
    @OperationsPerInvocation(POSITIONS)
    public long evaluate() {
        long sum = 0;
        for (Position p : positions) {
            sum += evaluator.evaluate(p);
        }
        return sum;
    }

    /** The tuner's sparse vector of every position. */
    @Benchmark
    @OperationsPerInvocation(POSITIONS)
    public long extractVector() {
        long sum = 0;
        for (Position p : positions) {
            vector.clear();
            extractor.extract(p, vector);
            sum += vector.nonZeroCount();
        }
        return sum;
    }
}
