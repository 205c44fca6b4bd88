package org.ttakji.explorer.cli;

import java.util.concurrent.Callable;
import org.ttakji.explorer.ExplorerInfo;
import org.ttakji.explorer.ExplorerTables;
import org.ttakji.explorer.OutputFormat;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/** {@code openings info}: what an explorer holds ({@link ExplorerInfo}). */
@Command(name = "info", mixinStandardHelpOptions = true, sortOptions = false,
        description = "What an explorer holds: ply limit, runs and record sets added, games per variant and source.")
public final class OpeningsInfoCommand implements Callable<Integer> {
    @Spec
    CommandSpec spec;

    @Mixin
    ExplorerOption explorer;

    @Option(names = "--format", paramLabel = "text|csv|json", defaultValue = "text",
            description = "Output format (default ${DEFAULT-VALUE}).")
    String format;

    @Override
    public Integer call() {
        ExplorerInfo.print(new ExplorerTables(explorer.path()), OutputFormat.parse(format), spec.commandLine().getOut());
        return 0;
    }
}
