package org.ttakji.engines.cli;

import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import org.ttakji.engines.Variants;
import org.ttakji.engines.core.LabInputException;
import org.ttakji.engines.core.Position;
import org.ttakji.engines.core.Variant;
import org.ttakji.engines.core.VariantRules;
import org.ttakji.engines.search.IterationInfo;
import org.ttakji.engines.search.SearchLimits;
import org.ttakji.engines.search.SearchResult;
import org.ttakji.engines.search.SearchSettings;
import org.ttakji.engines.search.Searcher;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/**
 * {@code bench search <variant>}: search speed over a fixed position set (the distinct positions of the
 * variant's perft bench suite, {@link SearchSetup#benchPositions}), each searched to a fixed node budget
 * (deterministic, so every build does the same work). One warm-up pass, then timed passes; the first timed
 * pass prints, per position, the time to reach each depth. Last line {@code nps <nodes per second>} (the best
 * pass: the machines are shared and noise only slows a run down).
 */
@Command(name = "search", mixinStandardHelpOptions = true,
        description = "Search speed (nodes per second, time to depth) over a fixed position set; last line 'nps <number>'.")
public final class BenchSearchCommand implements Callable<Integer> {
    @Spec
    CommandSpec spec;

    @Parameters(index = "0", paramLabel = "<variant>", converter = VariantConverter.class,
            description = "chess960, shogi, xiangqi, janggi or banqi")
    Variant variant;

    @Mixin
    DataDirOption dataDir;

    @Option(names = "--nodes", defaultValue = "300000", paramLabel = "N", description = "Nodes per position (default 300000).")
    long nodes;

    @Option(names = "--passes", defaultValue = "3", paramLabel = "N", description = "Timed passes (default 3).")
    int passes;

    @Option(names = "--material", description = "Evaluate by material only (the fixed stand-in evaluation).")
    boolean materialOnly;

    @Override
    public Integer call() {
        if (nodes < 1 || nodes > SearchLimits.HARD_MAX_NODES) {
            throw new LabInputException("--nodes must be 1.." + SearchLimits.HARD_MAX_NODES + ", got " + nodes);
        }
        if (passes < 1) {
            throw new LabInputException("--passes must be at least 1, got " + passes);
        }
        VariantRules rules = Variants.rules(variant);
        List<Position> views = SearchSetup.benchPositions(rules);
        List<SearchSetup> setups = new ArrayList<>();
        for (Position v : views) {
            setups.add(SearchSetup.of(variant, v, dataDir.path(), null, materialOnly));
        }
        PrintWriter out = spec.commandLine().getOut();
        out.println("eval " + setups.get(0).description() + ", " + nodes + " nodes per position");
        List<Searcher> searchers = new ArrayList<>();
        for (SearchSetup s : setups) {
            searchers.add(new Searcher(s.evaluator(), s.settings(SearchSettings.defaults())));
        }
        runPass(searchers, setups, null); // warm-up
        double bestNps = 0;
        for (int pass = 1; pass <= passes; pass++) {
            long start = System.nanoTime();
            long total = runPass(searchers, setups, pass == 1 ? out : null);
            double seconds = (System.nanoTime() - start) / 1e9;
            double nps = total / seconds;
            out.printf("pass %d: %d nodes in %.3f s = %.0f nps%n", pass, total, seconds, nps);
            bestNps = Math.max(bestNps, nps);
        }
        out.printf("nps %.0f%n", bestNps);
        out.flush();
        return 0;
    }

    private long runPass(List<Searcher> searchers, List<SearchSetup> setups, PrintWriter log) {
        long total = 0;
        SearchLimits limits = SearchLimits.nodes(nodes);
        for (int i = 0; i < setups.size(); i++) {
            Position p = setups.get(i).position();
            StringBuilder depths = new StringBuilder();
            SearchResult r = searchers.get(i).search(p, limits, (IterationInfo info) -> {
                if (log != null) {
                    depths.append(String.format(" d%d %.1fms", info.depth(), info.timeMicros() / 1000.0));
                }
            });
            total += r.nodes();
            if (log != null) {
                log.printf("%s: depth %d, %d nodes, %.0f ms, %d nps;%s%n", p.toFen(), r.depth(), r.nodes(),
                        r.timeMicros() / 1000.0, r.nodesPerSecond(), depths);
            }
        }
        return total;
    }
}
