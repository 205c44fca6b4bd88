package org.ttakji.selfplay.cli;

import java.io.PrintWriter;
import java.util.function.Supplier;
import org.apache.hadoop.util.ShutdownHookManager;

/**
 * Ctrl-C (or any JVM shutdown) while a self-play run plays: one line saying how to resume instead of the
 * stack traces Spark logs when its own shutdown hook cancels the running job. Installed as a Hadoop shutdown
 * hook of higher priority than Spark's, so it runs first: it silences Spark's logging, prints the line and
 * marks the run as interrupted (the command then ends quietly; the JVM exits with 130 after a SIGINT).
 */
final class InterruptNotice implements AutoCloseable {
    /** Above Spark's own hook (Hadoop's FileSystem priority 10 + 30), so this one runs before it. */
    static final int PRIORITY = 100;

    private final Runnable hook;
    private volatile boolean interrupted;

    /**
     * @param silence turns Spark's logging off (e.g. {@code () -> spark.sparkContext().setLogLevel("OFF")})
     * @param err     where the line goes
     * @param line    the line, computed when the shutdown comes (whether the run exists by then)
     */
    InterruptNotice(Runnable silence, PrintWriter err, Supplier<String> line) {
        this.hook = () -> {
            interrupted = true;
            silence.run();
            err.println();
            err.println(line.get());
            err.flush();
        };
        ShutdownHookManager.get().addShutdownHook(hook, PRIORITY);
    }

    /** True once the JVM began shutting down during the run. */
    boolean interrupted() {
        return interrupted;
    }

    /** What the hook does (for tests). */
    Runnable hook() {
        return hook;
    }

    /** Removes the hook (the run ended normally); nothing to do once shutdown is in progress. */
    @Override
    public void close() {
        if (!ShutdownHookManager.get().isShutdownInProgress()) {
            ShutdownHookManager.get().removeShutdownHook(hook);
        }
    }
}
