package org.ttakji.engines.cli;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Locale;
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
            description = "The lab's data directory (default: <lab home>/data); must exist when given, and be named data"
                    + " for commands that play games (a copy such as /tmp/mylab/data).")
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

    /**
     * The lab home of the data directory chosen, its parent: commands that play self-play games read players and
     * openings from {@code <lab home>/data} and write runs under it, so a directory given must be named {@code data}.
     * Commands call it before any output.
     *
     * @throws LabInputException if {@code --data} was given and is not an existing directory named {@code data}
     */
    public Path home() {
        Path abs = path().toAbsolutePath().normalize();
        if (abs.getFileName() == null || !abs.getFileName().toString().equals("data") || abs.getParent() == null) {
            throw new LabInputException(String.format(Locale.ROOT, "--data '%s': this command plays self-play games,"
                    + " whose players and openings are read from a directory named data (under the lab home, its"
                    + " parent); give a directory named data, e.g. a copy such as /tmp/mylab/data", data));
        }
        return abs.getParent();
    }
}
