package org.ttakji.engines.cli;

import java.nio.file.Path;
import org.ttakji.engines.LabHome;
import picocli.CommandLine.Option;

/** The {@code --data} option (a picocli mixin): the lab's data directory, default {@code <lab home>/data}. */
public final class DataDirOption {
    @Option(names = "--data", paramLabel = "<dir>",
            description = "The lab's data directory (default: <lab home>/data).")
    Path data;

    /** The data directory chosen. */
    public Path path() {
        return data != null ? data : LabHome.data();
    }
}
