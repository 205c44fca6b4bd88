package org.ttakji.engines.cli;

import java.io.PrintWriter;
import java.util.List;
import java.util.concurrent.Callable;
import org.ttakji.engines.Variants;
import org.ttakji.engines.core.LabInputException;
import org.ttakji.engines.core.Perft;
import org.ttakji.engines.core.PerftCase;
import org.ttakji.engines.core.Position;
import org.ttakji.engines.core.RuleOptions;
import org.ttakji.engines.core.Variant;
import org.ttakji.engines.core.VariantRules;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/**
 * {@code bench perft <variant>}: perft speed over the variant's fixed suite
 * ({@link VariantRules#benchPerftSuite()}). One warm-up pass lets the JIT compile, then the timed
 * passes; one line per case, then a last line {@code nps <leaf nodes per second>} (the best pass,
 * since the machines are shared and noise only slows a run down).
 */
@Command(name = "perft", mixinStandardHelpOptions = true,
        description = "Perft speed over a fixed position set; the last line is 'nps <number>'.")
public final class BenchPerftCommand implements Callable<Integer> {
    @Spec
    CommandSpec spec;

    @Parameters(index = "0", paramLabel = "<variant>", converter = VariantConverter.class,
            description = "chess960, shogi, xiangqi, janggi or banqi")
    Variant variant;

    @Option(names = "--passes", defaultValue = "3", paramLabel = "N", description = "Timed passes (default 3).")
    int passes;

    @Override
    public Integer call() {
        if (passes < 1) {
            throw new LabInputException("--passes must be at least 1, got " + passes);
        }
        VariantRules rules = Variants.rules(variant);
        RuleOptions options = rules.parseRules(rules.perftRuleDefaults());
        List<PerftCase> suite = rules.benchPerftSuite();
        PrintWriter out = spec.commandLine().getOut();
        Position[] positions = suite.stream().map(c -> rules.fromFen(c.fen(), options)).toArray(Position[]::new);
        int maxDepth = suite.stream().mapToInt(PerftCase::depth).max().orElse(1);
        Perft perft = new Perft(maxDepth);
        runPass(perft, suite, positions, null); // warm-up
        double bestNps = 0;
        for (int pass = 1; pass <= passes; pass++) {
            long start = System.nanoTime();
            long nodes = runPass(perft, suite, positions, pass == 1 ? out : null);
            double seconds = (System.nanoTime() - start) / 1e9;
            double nps = nodes / seconds;
            out.printf("pass %d: %d nodes in %.3f s = %.0f nps%n", pass, nodes, seconds, nps);
            bestNps = Math.max(bestNps, nps);
        }
        out.printf("nps %.0f%n", bestNps);
        out.flush();
        return 0;
    }

    private static long runPass(Perft perft, List<PerftCase> suite, Position[] positions, PrintWriter log) {
        long total = 0;
        for (int i = 0; i < suite.size(); i++) {
            long t0 = System.nanoTime();
            long n = perft.count(positions[i], suite.get(i).depth());
            total += n;
            if (log != null) {
                log.printf("%s depth %d: %d nodes, %.0f ms%n", suite.get(i).fen(), suite.get(i).depth(), n,
                        (System.nanoTime() - t0) / 1e6);
            }
        }
        return total;
    }
}
