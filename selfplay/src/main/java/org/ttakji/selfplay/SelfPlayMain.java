package org.ttakji.selfplay;

import org.ttakji.engines.cli.BadInputHandler;
import org.ttakji.selfplay.cli.SelfPlayCommand;
import picocli.CommandLine;

/**
 * Entry point of the shaded job jar for {@code spark-submit} (the same options as {@code ./lab selfplay}).
 * Bad input ({@link org.ttakji.engines.core.LabInputException}) prints {@code error: <message>} and exits with
 * status 2; any other failure exits with 1 and its stack trace ({@link BadInputHandler}).
 */
public final class SelfPlayMain {
    private SelfPlayMain() {
    }

    /** Runs the {@code selfplay} command and exits with its status. */
    public static void main(String[] args) {
        System.exit(commandLine().execute(args));
    }

    /** The {@code selfplay} command line with the lab's error handling (for {@link #main} and tests). */
    public static CommandLine commandLine() {
        CommandLine cl = new CommandLine(new SelfPlayCommand());
        cl.setExecutionExceptionHandler(new BadInputHandler());
        return cl;
    }
}
