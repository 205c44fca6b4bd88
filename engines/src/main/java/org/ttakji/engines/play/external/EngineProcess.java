package org.ttakji.engines.play.external;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.OutputStreamWriter;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.List;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;

/**
 * An engine's operating-system process: its standard input takes command lines, a reader thread puts each line
 * of its standard output into a queue (so a read can wait with a timeout), and a second thread drains its
 * standard error, keeping the last lines for error messages (an engine that fills a pipe nobody reads would
 * hang). The wall clock is used only by {@link #readLine}'s timeout, a safety net. Not thread-safe: one user.
 */
final class EngineProcess implements AutoCloseable {
    /** Standard error lines kept for messages. */
    private static final int STDERR_LINES = 20;
    /** How long {@link #close} lets the engine end after {@code quit} before it is killed, ms. */
    private static final long QUIT_GRACE_MS = 2_000;
    /** Put into the queue after the last line of standard output. */
    private static final String END = new String("<end of output>");

    private final String name;
    private final Process process;
    private final Writer stdin;
    private final BlockingQueue<String> lines = new LinkedBlockingQueue<>();
    private final Deque<String> stderrTail = new ArrayDeque<>();
    private boolean ended;

    private EngineProcess(String name, Process process) {
        this.name = name;
        this.process = process;
        this.stdin = new OutputStreamWriter(process.getOutputStream(), StandardCharsets.UTF_8);
        daemon(() -> pump(process.getInputStream()), name + "-stdout").start();
        daemon(() -> drain(process.getErrorStream()), name + "-stderr").start();
    }

    /**
     * Starts a process.
     *
     * @param name             the engine's name, for thread names and messages
     * @param command          the program and its arguments
     * @param workingDirectory where it runs, or null for the lab's current directory
     * @throws IOException if the program cannot be started (missing, not executable)
     */
    static EngineProcess start(String name, List<String> command, Path workingDirectory) throws IOException {
        ProcessBuilder builder = new ProcessBuilder(command);
        if (workingDirectory != null) {
            builder.directory(workingDirectory.toFile());
        }
        return new EngineProcess(name, builder.start());
    }

    private static Thread daemon(Runnable body, String threadName) {
        Thread t = new Thread(body, threadName);
        t.setDaemon(true);
        return t;
    }

    private void pump(InputStream out) {
        try (BufferedReader r = new BufferedReader(new InputStreamReader(out, StandardCharsets.UTF_8))) {
            for (String line; (line = r.readLine()) != null; ) {
                lines.add(line);
            }
        } catch (IOException e) {
            // the process ended or was killed: the end of its output, below
        } finally {
            lines.add(END);
        }
    }

    private void drain(InputStream err) {
        try (BufferedReader r = new BufferedReader(new InputStreamReader(err, StandardCharsets.UTF_8))) {
            for (String line; (line = r.readLine()) != null; ) {
                synchronized (stderrTail) {
                    stderrTail.addLast(line);
                    if (stderrTail.size() > STDERR_LINES) {
                        stderrTail.removeFirst();
                    }
                }
            }
        } catch (IOException e) {
            // the process ended
        }
    }

    /**
     * Sends one command line.
     *
     * @throws IOException if the engine no longer reads (it ended)
     */
    void send(String line) throws IOException {
        stdin.write(line);
        stdin.write('\n');
        stdin.flush();
    }

    /**
     * The next line of the engine's output.
     *
     * @param deadlineNanos {@link System#nanoTime()} after which to give up
     * @return the line, or null when none arrived by the deadline
     * @throws EndOfOutput when the engine closed its output (it ended or crashed)
     */
    String readLine(long deadlineNanos) throws EndOfOutput {
        if (ended) {
            throw new EndOfOutput();
        }
        try {
            String line = lines.poll(Math.max(0, deadlineNanos - System.nanoTime()), TimeUnit.NANOSECONDS);
            if (line == END) { // the marker object itself, not an engine line that reads the same
                ended = true;
                throw new EndOfOutput();
            }
            return line;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return null;
        }
    }

    /** Throws away output already read but not yet taken (lines of an earlier search). */
    void discardPending() {
        for (String line; (line = lines.peek()) != null && line != END; ) {
            lines.poll();
        }
    }

    /**
     * What the process left behind for a message: its exit status once it has ended (waiting up to
     * {@code waitMs} for it), and its last lines of standard error.
     */
    String diagnosis(long waitMs) {
        StringBuilder b = new StringBuilder();
        try {
            if (process.waitFor(waitMs, TimeUnit.MILLISECONDS)) {
                b.append("exit status ").append(process.exitValue());
            } else {
                b.append("still running");
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            b.append("status unknown");
        }
        synchronized (stderrTail) {
            if (!stderrTail.isEmpty()) {
                b.append("; last standard error: ").append(String.join(" | ", stderrTail));
            }
        }
        return b.toString();
    }

    /** The engine's name, as given at the start. */
    String name() {
        return name;
    }

    /**
     * Ends the engine: {@code quit} (if it still reads), a short grace period, then the process is killed (its
     * children too, as far as the operating system lets Java see them).
     */
    @Override
    public void close() {
        try {
            if (process.isAlive()) {
                send("quit");
                stdin.close();
            }
        } catch (IOException e) {
            // it ended already
        }
        try {
            if (!process.waitFor(QUIT_GRACE_MS, TimeUnit.MILLISECONDS)) {
                process.descendants().forEach(ProcessHandle::destroyForcibly);
                process.destroyForcibly();
                process.waitFor(QUIT_GRACE_MS, TimeUnit.MILLISECONDS);
            }
        } catch (InterruptedException e) {
            process.destroyForcibly();
            Thread.currentThread().interrupt();
        }
    }

    /** The engine closed its standard output: it ended or crashed. */
    static final class EndOfOutput extends Exception {
        private static final long serialVersionUID = 1L;

        EndOfOutput() {
            super("the engine closed its output");
        }
    }
}
