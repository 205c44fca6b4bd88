package org.ttakji.app;

import org.ttakji.engines.cli.BenchPerftCommand;
import org.ttakji.engines.cli.BenchSearchCommand;
import org.ttakji.selfplay.cli.BenchSelfPlayCommand;
import picocli.CommandLine.Command;

/**
 * {@code bench}: the lab's own speed measurements; each sub-command prints its figure last ({@code nps <number>},
 * self-play {@code games/s <number>}).
 */
@Command(name = "bench", mixinStandardHelpOptions = true,
        description = "Speed measurements (move generation, search, self-play).",
        subcommands = {BenchPerftCommand.class, BenchSearchCommand.class, BenchSelfPlayCommand.class})
public final class BenchCommand {
}
