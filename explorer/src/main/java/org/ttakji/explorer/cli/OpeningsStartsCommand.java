package org.ttakji.explorer.cli;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import org.ttakji.engines.cli.VariantConverter;
import org.ttakji.engines.core.Variant;
import org.ttakji.explorer.ExplorerTables;
import org.ttakji.explorer.OutputFormat;
import org.ttakji.explorer.SourceFilter;
import org.ttakji.explorer.StartsTable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/** {@code openings starts <variant> ...}: the first player's score per start ({@link StartsTable}). */
@Command(name = "starts", mixinStandardHelpOptions = true, sortOptions = false,
        description = {"The first player's score, draw rate and 95%% interval per start, and the overall first-move advantage.",
            "Chess960: the 960 start positions (a run with --start chess960=all plays each); Banqi: the first reveals."})
public final class OpeningsStartsCommand implements Callable<Integer> {
    @Spec
    CommandSpec spec;

    @Parameters(index = "0", paramLabel = "<variant>", converter = VariantConverter.class,
            description = "chess960, shogi, xiangqi, janggi or banqi")
    Variant variant;

    @Mixin
    ExplorerOption explorer;

    @Option(names = "--source", paramLabel = "PATTERN", split = ",",
            description = "Only these sources ('*' = any text), e.g. 'selfplay:*', 'record:*tcec*' (default: all).")
    List<String> sources = new ArrayList<>();

    @Option(names = "--by-source", description = "One row per start and source.")
    boolean bySource;

    @Option(names = "--min-games", paramLabel = "K", description = "Only rows with at least K games (default ${DEFAULT-VALUE}).")
    long minGames = 1;

    @Option(names = "--start-prefix", paramLabel = "N",
            description = "Sum the start keys by their first N characters (Banqi 1: by the first revealed piece;"
                    + " default 0: whole keys).")
    int prefix;

    @Option(names = "--format", paramLabel = "text|csv|json", defaultValue = "text",
            description = "Output format (default ${DEFAULT-VALUE}; text prints the summary first).")
    String format;

    @Override
    public Integer call() {
        OutputFormat f = OutputFormat.parse(format);
        StartsTable table = new StartsTable(variant, SourceFilter.of(sources), bySource, minGames, prefix);
        table.print(table.run(new ExplorerTables(explorer.path())), f, spec.commandLine().getOut());
        return 0;
    }
}
