package org.ttakji.explorer.cli;

import java.nio.file.Path;
import org.ttakji.engines.LabHome;
import picocli.CommandLine.Option;

/** The {@code --explorer DIR} option of the reading commands (default {@code <lab home>/data/explorer}). */
public final class ExplorerOption {
    /** The folder {@code build} writes and the other commands read by default: {@code data/explorer}. */
    public static Path defaultFolder() {
        return LabHome.data().resolve("explorer");
    }

    @Option(names = "--explorer", paramLabel = "DIR",
            description = "The explorer folder (default: data/explorer of the lab; a relative path is relative to the"
                    + " current folder).")
    Path explorer;

    /** The folder given, or the default. */
    public Path path() {
        return explorer != null ? explorer.toAbsolutePath() : defaultFolder();
    }
}
