package org.ttakji.tuning.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Path;
import org.ttakji.engines.cli.BadInputHandler;
import picocli.CommandLine;

/** Runs a command as the lab does (bad input: one line on stderr, exit 2) against a test's own data directory. */
final class CommandRuns {
    private CommandRuns() {
    }

    /**
     * Executes {@code command} with {@code args} followed by {@code --data <dataDir>}, asserts the exit status and
     * returns what it printed on stderr.
     */
    static String run(Object command, Path dataDir, int expectedStatus, String... args) {
        StringWriter err = new StringWriter();
        CommandLine cl = new CommandLine(command);
        cl.setErr(new PrintWriter(err));
        cl.setOut(new PrintWriter(new StringWriter()));
        cl.setExecutionExceptionHandler(new BadInputHandler());
        String[] all = new String[args.length + 2];
        System.arraycopy(args, 0, all, 0, args.length);
        all[args.length] = "--data";
        all[args.length + 1] = dataDir.toString();
        assertEquals(expectedStatus, cl.execute(all), err.toString());
        return err.toString();
    }
}
