package org.ttakji.engines;

import java.nio.file.Path;

/**
 * The lab's root directory, where {@code data/weights}, {@code data/levels} and {@code data/games} live:
 * the system property {@code lab.home} (set by the {@code ./lab} launcher to the repository root), else
 * the current directory.
 */
public final class LabHome {
    private LabHome() {
    }

    /** The lab root (absolute). */
    public static Path path() {
        String home = System.getProperty("lab.home");
        return (home == null || home.isBlank() ? Path.of("") : Path.of(home)).toAbsolutePath();
    }

    /** {@code <lab root>/data}. */
    public static Path data() {
        return path().resolve("data");
    }

    /**
     * {@code " --data <dir>"} when {@code dataDir} is not {@link #data()}, else empty: what a printed command to go on
     * with a run must add so that it reads the same data directory.
     */
    public static String dataArgument(Path dataDir) {
        Path chosen = dataDir.toAbsolutePath().normalize();
        return chosen.equals(data().toAbsolutePath().normalize()) ? "" : " --data " + chosen;
    }

    /** The build's git version as passed by the launcher ({@code lab.git.version}), else {@code dev}. */
    public static String gitVersion() {
        return System.getProperty("lab.git.version", "dev");
    }
}
