package org.ttakji.engines.cli;

import org.ttakji.engines.core.LabInputException;
import picocli.CommandLine;
import picocli.CommandLine.IExecutionExceptionHandler;
import picocli.CommandLine.ParseResult;

/**
 * What a command's failure means to the lab's command lines ({@code lab}, the {@code spark-submit} entry of
 * self-play): a {@link LabInputException} (and only that) is bad input, reported as one line
 * {@code error: <message>} on stderr with exit status {@link #EXIT_BAD_INPUT}; any other exception, an
 * {@link IllegalArgumentException} included, is an internal error: it is thrown on, so picocli prints its
 * stack trace and exits with status 1. Stateless and thread-safe.
 */
public final class BadInputHandler implements IExecutionExceptionHandler {
    /** Exit status for bad input. */
    public static final int EXIT_BAD_INPUT = 2;

    /**
     * Reports bad input or throws {@code ex} on.
     *
     * @return {@link #EXIT_BAD_INPUT} for a {@link LabInputException}
     * @throws Exception {@code ex}, when it is not bad input
     */
    @Override
    public int handleExecutionException(Exception ex, CommandLine commandLine, ParseResult parseResult) throws Exception {
        if (ex instanceof LabInputException) {
            commandLine.getErr().println("error: " + ex.getMessage());
            commandLine.getErr().flush();
            return EXIT_BAD_INPUT;
        }
        throw ex;
    }
}
