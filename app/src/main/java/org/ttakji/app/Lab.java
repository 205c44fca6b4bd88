package org.ttakji.app;

import java.io.PrintWriter;
import java.util.List;
import java.util.stream.Stream;
import org.ttakji.engines.cli.AnalyseCommand;
import org.ttakji.engines.cli.BadInputHandler;
import org.ttakji.engines.cli.LevelsCommand;
import org.ttakji.engines.cli.OpeningSuiteCommand;
import org.ttakji.engines.cli.PerftCommand;
import org.ttakji.engines.cli.PlayCommand;
import org.ttakji.engines.cli.PositionInfoCommand;
import org.ttakji.engines.cli.WeightsCommand;
import org.ttakji.engines.cli.protocol.UcciCommand;
import org.ttakji.engines.cli.protocol.UciCommand;
import org.ttakji.engines.cli.protocol.UsiCommand;
import org.ttakji.engines.core.LabInputException;
import org.ttakji.explorer.cli.OpeningsCommand;
import org.ttakji.selfplay.cli.ExportCommand;
import org.ttakji.selfplay.cli.QueryCommand;
import org.ttakji.selfplay.cli.RecordsCommand;
import org.ttakji.selfplay.cli.SelfPlayCommand;
import org.ttakji.tuning.cli.GateCommand;
import org.ttakji.tuning.cli.ImproveCommand;
import org.ttakji.tuning.cli.MatchCommand;
import org.ttakji.tuning.cli.CalibrateCommand;
import org.ttakji.tuning.cli.RateCommand;
import org.ttakji.tuning.cli.SpsaCommand;
import org.ttakji.tuning.cli.TuneCommand;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.UnmatchedArgumentException;

/**
 * The {@code lab} command line: every command of every module under one root.
 *
 * <p>Exit status: 0 on success; 3 from {@code records check} when some record does not replay
 * ({@link RecordsCommand#EXIT_REFUSED}); from {@code gate}, 1 when H0 was accepted and 3 when it was inconclusive
 * ({@link org.ttakji.tuning.gate.GateVerdict#exitStatus()}); 2 on bad input and nothing else, after one line {@code error: <message>} on
 * stderr naming the input and the problem (a command-line mistake found by picocli, or a
 * {@link LabInputException} from a command; {@link BadInputHandler}), with no stack trace; 1 for any other
 * failure, an {@link IllegalArgumentException} included (an internal error: picocli prints its stack trace).
 */
@Command(name = "lab", mixinStandardHelpOptions = true, versionProvider = LabVersion.class,
        description = "Ttakji Lab: self-play and tuning for Chess960, Shogi, Xiangqi, Janggi and Banqi engines.")
public final class Lab {
    /** Exit status for bad input. */
    public static final int EXIT_BAD_INPUT = BadInputHandler.EXIT_BAD_INPUT;

    /** Every command, in the order {@code lab --help} lists them (add a module's command here). */
    static final List<Class<?>> COMMANDS = List.of(PerftCommand.class, PositionInfoCommand.class, PlayCommand.class,
            SelfPlayCommand.class, QueryCommand.class, ExportCommand.class, RecordsCommand.class, AnalyseCommand.class,
            BenchCommand.class, WeightsCommand.class, LevelsCommand.class, UciCommand.class, UsiCommand.class,
            UcciCommand.class, TuneCommand.class, MatchCommand.class, GateCommand.class, SpsaCommand.class,
            RateCommand.class, CalibrateCommand.class, ImproveCommand.class,
            OpeningSuiteCommand.class, OpeningsCommand.class);

    private Lab() {
    }

    /**
     * The full command line: every command, plus {@code help}.
     *
     * @return a configured command line (for tests and for {@code lab --help})
     */
    public static CommandLine commandLine() {
        return configure(withCommands(COMMANDS, true));
    }

    /**
     * The command line for these arguments. When the first argument names a command, only that command
     * is built: picocli reads every option of every command by reflection, which is most of the start-up
     * time of a small command ({@code lab perft ...}); anything else (no command, {@code --help},
     * {@code help}, a misspelt command) gets the full command line.
     *
     * @param args the arguments as given to {@link #main}
     * @return a configured command line that executes {@code args} as {@link #commandLine()} would
     */
    public static CommandLine commandLine(String... args) {
        if (args.length > 0) {
            for (Class<?> command : COMMANDS) {
                if (names(command).contains(args[0])) {
                    return configure(withCommands(List.of(command), false));
                }
            }
        }
        return commandLine();
    }

    /**
     * Runs the command line and exits with its status.
     *
     * @param args the command and its arguments, e.g. {@code perft chess960 --depth 5}
     */
    public static void main(String[] args) {
        int code = commandLine(args).execute(args);
        System.exit(code);
    }

    private static List<String> names(Class<?> command) {
        Command c = command.getAnnotation(Command.class);
        return c == null ? List.of() : Stream.concat(Stream.of(c.name()), Stream.of(c.aliases())).toList();
    }

    private static CommandLine withCommands(List<Class<?>> commands, boolean withHelp) {
        CommandLine cl = new CommandLine(new Lab());
        for (Class<?> command : commands) {
            cl.addSubcommand(new CommandLine(command));
        }
        if (withHelp) {
            cl.addSubcommand(new CommandLine.HelpCommand());
        }
        return cl;
    }

    private static CommandLine configure(CommandLine cl) {
        withVersion(cl, new LabVersion());
        cl.setParameterExceptionHandler(Lab::badCommandLine);
        cl.setExecutionExceptionHandler(new BadInputHandler());
        return cl;
    }

    /** Every command and sub-command prints the root's version line for {@code --version}, not nothing. */
    private static void withVersion(CommandLine cl, LabVersion version) {
        cl.getCommandSpec().versionProvider(version);
        cl.getSubcommands().values().forEach(sub -> withVersion(sub, version));
    }

    /**
     * A mistake on the command line: {@code error: <picocli's message>} (after the unknown options, if
     * any), the suggestions for a misspelt name, then the usage of a command that needs a sub-command, else its synopsis and where to
     * read more.
     */
    private static int badCommandLine(ParameterException ex, String[] args) {
        CommandLine cl = ex.getCommandLine();
        PrintWriter err = cl.getErr();
        List<String> unmatched = cl.getUnmatchedArguments();
        if (!(ex instanceof UnmatchedArgumentException) && !unmatched.isEmpty()) {
            // A misspelt option (--dept 3) is the real mistake, though picocli reports what is missing first.
            UnmatchedArgumentException unknown = new UnmatchedArgumentException(cl, unmatched);
            err.println("error: " + unknown.getMessage());
            UnmatchedArgumentException.printSuggestions(unknown, err);
        }
        err.println("error: " + ex.getMessage());
        UnmatchedArgumentException.printSuggestions(ex, err);
        if (ex.getMessage().startsWith("Missing required subcommand")) {
            cl.usage(err);
        } else {
            CommandLine.Help help = cl.getHelp();
            err.print(help.synopsisHeading() + help.synopsis(help.synopsisHeadingLength()));
            err.println("Try '" + cl.getCommandSpec().qualifiedName() + " --help' for more information.");
        }
        err.flush();
        return EXIT_BAD_INPUT;
    }
}
