package org.ttakji.app;

import org.ttakji.engines.cli.AnalyseCommand;
import org.ttakji.engines.cli.LevelsCommand;
import org.ttakji.engines.cli.PerftCommand;
import org.ttakji.engines.cli.PlayCommand;
import org.ttakji.engines.cli.WeightsCommand;
import org.ttakji.engines.cli.protocol.UcciCommand;
import org.ttakji.engines.cli.protocol.UciCommand;
import org.ttakji.engines.cli.protocol.UsiCommand;
import org.ttakji.engines.core.LabInputException;
import org.ttakji.selfplay.cli.QueryCommand;
import org.ttakji.selfplay.cli.SelfPlayCommand;
import org.ttakji.tuning.cli.MatchCommand;
import org.ttakji.tuning.cli.TuneCommand;
import picocli.CommandLine;
import picocli.CommandLine.Command;

/**
 * The {@code lab} command line: every command of every module under one root. Bad input (a
 * {@link LabInputException} or {@link IllegalArgumentException}) prints {@code error: <message>} and
 * exits with status 2; any other failure exits with status 1 and a stack trace.
 */
@Command(name = "lab", mixinStandardHelpOptions = true, versionProvider = LabVersion.class,
        description = "Ttakji Lab: self-play and tuning for Chess960, Shogi, Xiangqi, Janggi and Banqi engines.",
        subcommands = {PerftCommand.class, PlayCommand.class, SelfPlayCommand.class, QueryCommand.class, AnalyseCommand.class, BenchCommand.class, WeightsCommand.class, LevelsCommand.class, UciCommand.class, UsiCommand.class, UcciCommand.class, TuneCommand.class, MatchCommand.class, CommandLine.HelpCommand.class})
public final class Lab {
    /** Exit status for bad input. */
    public static final int EXIT_BAD_INPUT = 2;

    private Lab() {
    }

    /** A configured command line (for {@link #main} and tests). */
    public static CommandLine commandLine() {
        CommandLine cl = new CommandLine(new Lab());
        cl.setExecutionExceptionHandler((ex, commandLine, parseResult) -> {
            if (ex instanceof LabInputException || ex instanceof IllegalArgumentException) {
                commandLine.getErr().println("error: " + ex.getMessage());
                commandLine.getErr().flush();
                return EXIT_BAD_INPUT;
            }
            throw ex;
        });
        return cl;
    }

    /** Runs the command line and exits with its status. */
    public static void main(String[] args) {
        int code = commandLine().execute(args);
        System.exit(code);
    }
}
