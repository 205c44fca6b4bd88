package org.ttakji.engines.cli.protocol;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.PipedReader;
import java.io.PipedWriter;
import java.io.PrintWriter;
import java.io.Writer;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.function.Predicate;
import org.ttakji.engines.core.Variant;
import org.ttakji.engines.eval.StartingFiles;

/**
 * A GUI for tests: runs a {@link ProtocolSession} on its own thread, its input connected through a pipe, sends it command
 * lines and reads its answers with a timeout (so a hanging engine fails the test instead of blocking it).
 */
final class EngineDriver implements AutoCloseable {
    /** How long to wait for an expected line. */
    /** A safety net, not a measurement: the machines here are often loaded far beyond their cores. */
    static final long TIMEOUT_MS = 300_000;

    private final PrintWriter commands;
    private final BlockingQueue<String> lines = new LinkedBlockingQueue<>();
    private final List<String> transcript = new ArrayList<>();
    private final Thread session;
    private volatile Throwable failure;

    EngineDriver(Dialect dialect, Variant variant) throws IOException {
        PipedWriter toEngine = new PipedWriter();
        PipedReader engineIn = new PipedReader(toEngine, 1 << 16);
        commands = new PrintWriter(toEngine, true);
        ProtocolSession s = new ProtocolSession(dialect, variant, StartingFiles.dataDir(), new LineQueue(lines));
        session = new Thread(() -> {
            try {
                s.run(engineIn);
            } catch (Throwable t) {
                failure = t;
            }
        }, "test-session");
        session.setDaemon(true);
        session.start();
    }

    /**
     * The engine's output, cut into lines as they are written. (Not a pipe: a {@link PipedReader} refuses to
     * read once the thread that last wrote has ended, and every search thread ends.)
     */
    private static final class LineQueue extends Writer {
        private final BlockingQueue<String> lines;
        private final StringBuilder pending = new StringBuilder();

        LineQueue(BlockingQueue<String> lines) {
            this.lines = lines;
        }

        @Override
        public synchronized void write(char[] buf, int off, int len) {
            for (int i = off; i < off + len; i++) {
                if (buf[i] == '\n') {
                    lines.add(pending.toString());
                    pending.setLength(0);
                } else {
                    pending.append(buf[i]);
                }
            }
        }

        @Override
        public void flush() {
        }

        @Override
        public void close() {
        }
    }

    static EngineDriver uci() throws IOException {
        return new EngineDriver(new UciDialect(), Variant.CHESS960);
    }

    static EngineDriver usi() throws IOException {
        return new EngineDriver(new UsiDialect(), Variant.SHOGI);
    }

    static EngineDriver ucci() throws IOException {
        return new EngineDriver(new UcciDialect(), Variant.XIANGQI);
    }

    /** Sends command lines. */
    EngineDriver send(String... commandLines) {
        for (String c : commandLines) {
            transcript.add("> " + c);
            commands.println(c);
        }
        return this;
    }

    /** Reads lines up to and including the first that matches; fails after the timeout. */
    List<String> until(Predicate<String> matches) {
        List<String> read = new ArrayList<>();
        long deadline = System.nanoTime() + TimeUnit.MILLISECONDS.toNanos(TIMEOUT_MS);
        while (true) {
            String line;
            try {
                line = lines.poll(Math.max(1, deadline - System.nanoTime()), TimeUnit.NANOSECONDS);
            } catch (InterruptedException e) {
                throw new AssertionError(e);
            }
            assertNotNull(line, () -> "no expected line within " + TIMEOUT_MS + " ms; transcript:\n" + transcript());
            transcript.add("< " + line);
            read.add(line);
            if (matches.test(line)) {
                return read;
            }
        }
    }

    /** Reads up to the line that starts with {@code prefix}, returns that line. */
    String lineStarting(String prefix) {
        List<String> read = until(l -> l.startsWith(prefix));
        return read.get(read.size() - 1);
    }

    /** Reads up to {@code bestmove ...} and returns the move. */
    String bestMove() {
        String line = lineStarting("bestmove");
        return line.split(" ")[1];
    }

    /** Reads up to the next {@code info string error: ...} line and returns it. */
    String error() {
        return lineStarting("info string error:");
    }

    /** Every line that arrives within {@code ms} milliseconds. */
    List<String> linesFor(long ms) {
        List<String> read = new ArrayList<>();
        long deadline = System.nanoTime() + TimeUnit.MILLISECONDS.toNanos(ms);
        try {
            while (true) {
                long left = deadline - System.nanoTime();
                String line = left <= 0 ? null : lines.poll(left, TimeUnit.NANOSECONDS);
                if (line == null) {
                    return read;
                }
                transcript.add("< " + line);
                read.add(line);
            }
        } catch (InterruptedException e) {
            throw new AssertionError(e);
        }
    }

    /** Nothing more arrives within {@code ms} milliseconds. */
    void quietFor(long ms) {
        try {
            String line = lines.poll(ms, TimeUnit.MILLISECONDS);
            assertTrue(line == null, () -> "unexpected line '" + line + "'; transcript:\n" + transcript());
        } catch (InterruptedException e) {
            throw new AssertionError(e);
        }
    }

    /** Everything sent and read, for failure messages. */
    String transcript() {
        return String.join("\n", transcript);
    }

    /** Waits for the session to end (after quit). */
    void awaitEnd() throws InterruptedException {
        session.join(TIMEOUT_MS);
        assertFalse(session.isAlive(), () -> "the session did not end; transcript:\n" + transcript());
        assertTrue(failure == null, () -> "the session failed: " + failure);
    }

    @Override
    public void close() throws InterruptedException {
        if (session.isAlive()) {
            commands.println("quit");
            session.join(TIMEOUT_MS);
        }
        commands.close();
    }
}
