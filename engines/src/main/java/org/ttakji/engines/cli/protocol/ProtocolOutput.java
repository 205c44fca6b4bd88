package org.ttakji.engines.cli.protocol;

import java.io.PrintWriter;
import java.io.Writer;

/**
 * The engine's output stream: whole lines, each flushed at once, written by the reader thread and the search
 * thread without interleaving.
 */
final class ProtocolOutput {
    private final PrintWriter out;

    /** @param out where the GUI reads (standard output in {@code ./lab uci}) */
    ProtocolOutput(Writer out) {
        this.out = out instanceof PrintWriter p ? p : new PrintWriter(out);
    }

    /** Writes one line and flushes it. */
    synchronized void line(String text) {
        out.print(text);
        out.print('\n');
        out.flush();
    }

    /** Writes {@code info string <text>} (free text for the GUI's log). */
    void note(String text) {
        line("info string " + text);
    }

    /** Writes {@code info string error: <message>}: bad input was refused and the engine carries on. */
    void error(String message) {
        line("info string error: " + message.replace('\n', ' '));
    }
}
