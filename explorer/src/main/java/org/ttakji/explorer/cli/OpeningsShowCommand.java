package org.ttakji.explorer.cli;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import org.ttakji.engines.cli.VariantConverter;
import org.ttakji.engines.core.Variant;
import org.ttakji.explorer.ExplorerShow;
import org.ttakji.explorer.ExplorerTables;
import org.ttakji.explorer.OutputFormat;
import org.ttakji.explorer.SourceFilter;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/** {@code openings show <variant> ...}: the explorer's table for one position ({@link ExplorerShow}). */
@Command(name = "show", mixinStandardHelpOptions = true, sortOptions = false,
        description = {"The moves played in one position: games, share, the mover's score with its 95%% interval, draw rate.",
            "Example: ./lab openings show chess960 --start 518 --moves e2e4,e7e5"})
public final class OpeningsShowCommand implements Callable<Integer> {
    @Spec
    CommandSpec spec;

    @Parameters(index = "0", paramLabel = "<variant>", converter = VariantConverter.class,
            description = "chess960, shogi, xiangqi, janggi or banqi")
    Variant variant;

    @Mixin
    ExplorerOption explorer;

    @Option(names = "--start", paramLabel = "KEY",
            description = "Only games of this start: Chess960 its number 0..959, Banqi its first two revealed pieces"
                    + " (Kp), else standard (default: every start; the root is the variant's standard start).")
    String start;

    @Option(names = "--fen", paramLabel = "TEXT", description = "The root position instead of the start's.")
    String fen;

    @Option(names = "--rules", paramLabel = "KEY=VALUE", split = ",", description = "Rule options of the root and the line.")
    List<String> rules = new ArrayList<>();

    @Option(names = "--moves", paramLabel = "M1,M2,...", split = ",",
            description = "The line from the root, machine notation (a Banqi reveal covers every piece it may turn up).")
    List<String> moves = new ArrayList<>();

    @Option(names = "--source", paramLabel = "PATTERN", split = ",",
            description = "Only these sources ('*' = any text), e.g. 'selfplay:*', 'record:*ccpd*' (default: all).")
    List<String> sources = new ArrayList<>();

    @Option(names = "--by-source", description = "One row per move and source.")
    boolean bySource;

    @Option(names = "--min-games", paramLabel = "K", description = "Only moves with at least K games (default ${DEFAULT-VALUE}).")
    long minGames = 1;

    @Option(names = "--format", paramLabel = "text|csv|json", defaultValue = "text",
            description = "Output format (default ${DEFAULT-VALUE}).")
    String format;

    @Override
    public Integer call() {
        OutputFormat f = OutputFormat.parse(format);
        ExplorerShow show = new ExplorerShow(variant, start, fen, rules, moves, SourceFilter.of(sources), bySource,
                minGames);
        show.print(show.run(new ExplorerTables(explorer.path())), f, spec.commandLine().getOut());
        return 0;
    }
}
