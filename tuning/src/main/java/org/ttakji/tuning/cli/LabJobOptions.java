package org.ttakji.tuning.cli;

import java.nio.file.Path;
import org.ttakji.engines.LabHome;
import org.ttakji.engines.cli.DataDirOption;
import org.ttakji.engines.core.LabInputException;
import org.ttakji.selfplay.SparkSessions;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/**
 * The options every tuning command that plays or reads on Spark shares (a picocli mixin): {@code --master} and
 * {@code --data}, with the one check of each, made before any output.
 */
public final class LabJobOptions {
    @Option(names = "--master", paramLabel = "URL", description = "Spark master (default local[*]).")
    String master;

    @Mixin
    DataDirOption data;

    /**
     * The data directory chosen ({@link DataDirOption#path}).
     *
     * @throws LabInputException if {@code --data} was given and is not an existing directory
     */
    public Path dataDir() {
        return data.path();
    }

    /**
     * The lab home of the data directory ({@link DataDirOption#home}).
     *
     * @throws LabInputException if the data directory is missing or not named {@code data}
     */
    public Path home() {
        return data.home();
    }

    /**
     * {@code " --data <dir>"} when the data directory is not the lab's own, else empty: for the commands a run prints
     * to go on with it (they must read the same data directory).
     */
    public String dataArgument() {
        return LabHome.dataArgument(dataDir());
    }

    /** {@code --master} as given (null when not given), for specs that record what was asked. */
    public String requestedMaster() {
        return master;
    }

    /**
     * The Spark master to use ({@code --master}, or {@code local[*]}), checked by {@link SparkSessions#checkMaster}.
     *
     * @throws LabInputException naming the master if it is not a master URL Spark accepts
     */
    public String sparkMaster() {
        String resolved = SparkSessions.master(master);
        SparkSessions.checkMaster(resolved);
        return resolved;
    }
}
