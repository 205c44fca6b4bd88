package org.ttakji.selfplay.cli;

import picocli.CommandLine.Command;

/**
 * {@code records check|convert}: real game records of every variant (PGN, XQ-PGN, ICCS, CSA, KIF, KI2, GIB, and the
 * lab's Janggi-PGN and Banqi-PGN), checked by replaying every game, and converted to another format of their
 * variant or to the lab's Parquet game table.
 */
@Command(name = "records", mixinStandardHelpOptions = true,
        description = "Check (replay) or convert game record files of every variant.",
        subcommands = {RecordsCheckCommand.class, RecordsConvertCommand.class})
public final class RecordsCommand {
    /** Exit status of {@code records check} when some record does not replay (2 stays bad input). */
    public static final int EXIT_REFUSED = 3;
}
