package org.ttakji.engines.cli.protocol;

import java.io.IOException;
import java.io.InputStreamReader;
import java.io.OutputStreamWriter;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import org.ttakji.engines.core.Variant;

/** What the three protocol commands share: a session on standard input and output. */
final class ProtocolCommands {
    private ProtocolCommands() {
    }

    /**
     * Runs a session on {@code System.in} / {@code System.out} (UTF-8) until {@code quit} or end of input.
     *
     * @return exit status 0
     * @throws org.ttakji.engines.core.LabInputException if the dialect does not play the variant
     * @throws UncheckedIOException                      if standard input cannot be read
     */
    static int run(Dialect dialect, Variant variant, Path data) {
        ProtocolSession session = new ProtocolSession(dialect, variant, data,
                new OutputStreamWriter(System.out, StandardCharsets.UTF_8));
        try {
            session.run(new InputStreamReader(System.in, StandardCharsets.UTF_8));
        } catch (IOException e) {
            throw new UncheckedIOException("reading the GUI's commands failed", e);
        }
        return 0;
    }
}
