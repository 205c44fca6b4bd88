package org.ttakji.benchmarks;

import java.util.ArrayList;
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
import org.ttakji.engines.LabHome;
import org.ttakji.engines.Variants;
import org.ttakji.engines.cli.SearchSetup;
import org.ttakji.engines.core.Position;
import org.ttakji.engines.core.Variant;
import org.ttakji.engines.core.VariantRules;
import org.ttakji.engines.search.SearchLimits;
import org.ttakji.engines.search.SearchSettings;
import org.ttakji.engines.search.Searcher;

/**
 * Search over each variant's fixed {@code bench search} positions, the same workload as
 * {@code ./lab bench search <variant>}: every position searched to {@value #NODES} nodes (deterministic), with
 * the promoted weights where the variant has an evaluation, else the material stand-in. Score = suite passes
 * per second; multiply by the nodes per pass (positions × {@value #NODES}, or fewer when a search ends early)
 * for nodes per second. Run: {@code java -jar benchmarks/target/benchmarks.jar SearchBenchmark}
 * (set {@code -Dlab.home=<repo>} so the weights are found).
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
@Warmup(iterations = 2, time = 5)
@Measurement(iterations = 3, time = 5)
@Fork(1)
public class SearchBenchmark {
    /** Nodes per position and search. */
    public static final long NODES = 100_000;

    /** Variants with rules in this build. */
    @Param({"chess960", "shogi", "xiangqi", "janggi", "banqi"})
    public String variant;

    private final List<Position> positions = new ArrayList<>();
    private final List<Searcher> searchers = new ArrayList<>();

    /** Builds one searcher per position once. */
    @Setup(Level.Trial)
    public void setUp() {
        Variant v = Variant.fromCliName(variant);
        VariantRules rules = Variants.rules(v);
        for (Position view : SearchSetup.benchPositions(rules)) {
            SearchSetup setup = SearchSetup.of(v, view, LabHome.data(), null, false);
            positions.add(setup.position());
            searchers.add(new Searcher(setup.evaluator(), setup.settings(SearchSettings.defaults())));
        }
    }

    /** One pass over the positions; returns the node count so the JIT cannot drop the work. */
    @Benchmark
    public long suitePass() {
        long nodes = 0;
        for (int i = 0; i < positions.size(); i++) {
            nodes += searchers.get(i).search(positions.get(i), SearchLimits.nodes(NODES)).nodes();
        }
        return nodes;
    }
}
