package org.ttakji.engines.cli;

import java.nio.file.Files;
import java.nio.file.Path;
import org.ttakji.engines.LabHome;
import org.ttakji.engines.core.LabInputException;
import picocli.CommandLine.Option;

/**
 * The {@code --data} option (a picocli mixin): the lab's data directory, default {@code <lab home>/data}.
 * A directory given explicitly must exist: a typo would otherwise fall back silently (no weights: the
 * stand-in evaluation, no levels: an error far from the cause).
 */
public final class DataDirOption {
    @Option(names = "--data", paramLabel = "<dir>",
            description = "The lab's data directory (default: <lab home>/data); must exist when given.")
    Path data;

    /**
     * The data directory chosen. Commands call it before any output.
     *
     * @throws LabInputException if {@code --data} was given and is not an existing directory
     */
    public Path path() {
        if (data == null) {
            return LabHome.data();
        }
        if (!Files.isDirectory(data)) {
            throw new LabInputException("--data '" + data + "' " + (Files.exists(data) ? "is not a directory"
                    : "does not exist") + " (the lab's data directory, with weights/ and levels/)");
        }
        return data;
    }
}
