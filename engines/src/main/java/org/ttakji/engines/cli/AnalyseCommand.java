package org.ttakji.engines.cli;

import java.io.PrintWriter;
import java.util.List;
import java.util.concurrent.Callable;
import org.ttakji.engines.Variants;
import org.ttakji.engines.core.LabInputException;
import org.ttakji.engines.core.Position;
import org.ttakji.engines.core.RuleOptions;
import org.ttakji.engines.core.Variant;
import org.ttakji.engines.core.VariantRules;
import org.ttakji.engines.search.RootMoveScore;
import org.ttakji.engines.search.Scores;
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
 * {@code analyse <variant> [--fen F | --start N] (--depth D | --nodes N | --time MS)}: searches the position
 * for its side to move (for Banqi: on the side to move's view, never the hidden layout). Prints one
 * {@code info} line per completed depth, then {@code root} lines with {@code --multipv}, then the summary:
 * {@code bestmove <machine notation>}, {@code score cp <n>} (or {@code score mate <plies>}, signed, mover's
 * view), {@code depth}, {@code nodes}, {@code time <ms>}, {@code nps}, {@code pv <moves>}, {@code stop <reason>}.
 */
@Command(name = "analyse", aliases = "analyze", mixinStandardHelpOptions = true,
        description = "Search a position: best move, score (cp), depth, nodes, nps and principal variation.")
public final class AnalyseCommand implements Callable<Integer> {
    @Spec
    CommandSpec spec;

    @Parameters(index = "0", paramLabel = "<variant>", converter = VariantConverter.class,
            description = "chess960, shogi, xiangqi, janggi or banqi")
    Variant variant;

    @Mixin
    PositionOptions positionOptions;

    @Mixin
    ConstructedOption constructed;

    @Mixin
    DataDirOption dataDir;

    @Option(names = "--depth", paramLabel = "D", description = "Depth limit in plies (1..64).")
    Integer depth;

    @Option(names = "--nodes", paramLabel = "N", description = "Node limit (deterministic).")
    Long nodes;

    @Option(names = "--time", paramLabel = "MS", description = "Wall-time limit in milliseconds (not reproducible).")
    Long timeMs;

    @Option(names = "--multipv", defaultValue = "1", paramLabel = "K",
            description = "Score the K best root moves exactly and list every root move (default 1).")
    int multiPv;

    @Option(names = "--hash", defaultValue = "16", paramLabel = "MB", description = "Transposition table size in MiB.")
    int hashMb;

    @Option(names = "--weights", paramLabel = "V", description = "Pinned weights version (default: the promoted one).")
    String weightsVersion;

    @Option(names = "--material", description = "Evaluate by material only (the fixed stand-in evaluation).")
    boolean materialOnly;

    @Override
    public Integer call() {
        if (depth == null && nodes == null && timeMs == null) {
            throw new LabInputException("give a limit: --depth D, --nodes N or --time MS");
        }
        atLeastOne("--depth", depth == null ? null : depth.longValue());
        atLeastOne("--nodes", nodes);
        atLeastOne("--time", timeMs); // 0 would mean "no time limit" to SearchLimits, not what was asked
        SearchLimits limits;
        try {
            limits = new SearchLimits(depth == null ? SearchLimits.MAX_DEPTH : depth,
                    nodes == null ? SearchLimits.HARD_MAX_NODES : nodes, timeMs == null ? 0 : timeMs);
        } catch (IllegalArgumentException e) {
            throw new LabInputException(e.getMessage());
        }
        SearchSettings settings;
        try {
            settings = SearchSettings.defaults().withHashMegabytes(hashMb).withMultiPv(multiPv);
        } catch (IllegalArgumentException e) {
            throw new LabInputException(e.getMessage());
        }
        VariantRules rules = Variants.rules(variant);
        RuleOptions options = positionOptions.ruleOptions(rules);
        Position view = positionOptions.position(rules, options, constructed.on()).playerView();
        SearchSetup setup = SearchSetup.of(variant, view, dataDir.path(), weightsVersion, materialOnly);
        PrintWriter out = spec.commandLine().getOut();
        out.println("eval " + setup.description());
        Searcher searcher = new Searcher(setup.evaluator(), setup.settings(settings));
        SearchResult r = searcher.search(setup.position(), limits, info -> {
            out.printf("info depth %d score %s nodes %d time %d ms pv %s%n", info.depth(),
                    Scores.describe(info.score()), info.nodes(), info.timeMicros() / 1000,
                    line(rules, view, info.pv()));
            out.flush();
        });
        if (r.bestMove() == 0) {
            out.println("bestmove (none)");
            out.println("score " + Scores.describe(r.score()));
            out.println("stop " + r.stopReason().name().toLowerCase(java.util.Locale.ROOT));
            out.flush();
            return 0;
        }
        if (multiPv > 1) {
            for (RootMoveScore m : r.rootMoves()) {
                out.printf("root %s %s %s%n", rules.toMachine(view, m.move()), Scores.describe(m.score()),
                        m.exact() ? "exact" : "upper-bound");
            }
        }
        out.println("bestmove " + rules.toMachine(view, r.bestMove()));
        out.println("score " + Scores.describe(r.score()));
        out.println("depth " + r.depth());
        out.println("nodes " + r.nodes());
        out.println("time " + r.timeMicros() / 1000 + " ms");
        out.println("nps " + r.nodesPerSecond());
        out.println("pv " + line(rules, view, r.pv()));
        out.println("stop " + r.stopReason().name().toLowerCase(java.util.Locale.ROOT));
        out.flush();
        return 0;
    }

    private static void atLeastOne(String option, Long value) {
        if (value != null && value < 1) {
            throw new LabInputException(option + " must be >= 1, got " + value);
        }
    }

    /** The moves in machine notation, each written in the position before it (played on a copy). */
    static String line(VariantRules rules, Position start, List<Integer> moves) {
        Position p = start.copy();
        StringBuilder b = new StringBuilder();
        for (int i = 0; i < moves.size(); i++) {
            int m = moves.get(i);
            b.append(i == 0 ? "" : " ").append(rules.toMachine(p, m));
            if (i + 1 < moves.size()) {
                p.makeMove(m); // a PV's last move may be a chance move, which cannot be made in a view
            }
        }
        return b.toString();
    }
}
