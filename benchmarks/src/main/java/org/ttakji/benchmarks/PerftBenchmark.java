package org.ttakji.benchmarks;

import java.util.List;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;
import org.ttakji.engines.Variants;
import org.ttakji.engines.core.Perft;
import org.ttakji.engines.core.PerftCase;
import org.ttakji.engines.core.Position;
import org.ttakji.engines.core.RuleOptions;
import org.ttakji.engines.core.VariantRules;

/**
 * Perft over each variant's fixed bench suite ({@link VariantRules#benchPerftSuite()}), the same workload
 * as {@code ./lab bench perft <variant>}. Score = suite passes per second; multiply by the suite's leaf
 * count (printed by the bench command) for nodes per second.
 * Run: {@code java -jar benchmarks/target/benchmarks.jar PerftBenchmark}.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
@Warmup(iterations = 2, time = 5)
@Measurement(iterations = 3, time = 5)
@Fork(1)
public class PerftBenchmark {
    /** Variants with a bench suite; each variant adds its name when its rules land. */
    @Param({"chess960", "shogi", "xiangqi", "banqi", "janggi"})
    public String variant;

    private List<PerftCase> suite;
    private Position[] positions;
    private Perft perft;

    /** Reads the suite's positions once. */
    @Setup(Level.Trial)
    public void setUp() {
        VariantRules rules = Variants.rules(variant);
        RuleOptions options = rules.parseRules(rules.perftRuleDefaults());
        suite = rules.benchPerftSuite();
        positions = suite.stream().map(c -> rules.fromFen(c.fen(), options)).toArray(Position[]::new);
        perft = new Perft(suite.stream().mapToInt(PerftCase::depth).max().orElse(1));
    }

    /** One pass over the suite; returns the leaf count so the JIT cannot drop the work. */
    @Benchmark
    public long suitePass() {
        long total = 0;
        for (int i = 0; i < positions.length; i++) {
            total += perft.count(positions[i], suite.get(i).depth());
        }
        return total;
    }
}
