package org.ttakji.explorer.cli;

import picocli.CommandLine.Command;

/**
 * {@code openings build|show|starts|info}: the opening explorer (package {@code org.ttakji.explorer}): a table of
 * per-position move statistics built from self-play logs and real records, and lichess-like views of it.
 */
@Command(name = "openings", mixinStandardHelpOptions = true,
        description = {"Opening explorer: per-position move statistics from self-play and real records.",
            "  build   add runs, log folders and record files to an explorer (Spark, incremental)",
            "  show    the moves played in one position, with games, score, 95%% interval, draw rate",
            "  starts  the first player's score per start position (Chess960 960 starts, Banqi first reveals)",
            "  info    what an explorer holds: plies, inputs, games per variant and source"},
        subcommands = {OpeningsBuildCommand.class, OpeningsShowCommand.class, OpeningsStartsCommand.class,
            OpeningsInfoCommand.class})
public final class OpeningsCommand {
}
