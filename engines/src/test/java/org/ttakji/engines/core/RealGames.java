package org.ttakji.engines.core;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Assumptions;

/**
 * Where the real game records of {@code shared/data/real-games/} are: system property
 * {@code lab.realGames}, else environment variable {@code LAB_REAL_GAMES}, else
 * {@code ../shared/data/real-games} next to the repository. Replay tests are skipped (with a message)
 * when the folder is missing, never silently passed.
 */
public final class RealGames {
    private RealGames() {
    }

    /** True when the records' sub-folder (e.g. {@code janggi/pobsiz-gibo}) is on this machine; never skips. */
    public static boolean present(String sub) {
        return Files.isDirectory(configured().resolve(sub));
    }

    /** The records folder, or an empty-handed {@link Assumptions} skip when it is not on this machine. */
    public static Path dir() {
        Path dir = configured();
        Assumptions.assumeTrue(Files.isDirectory(dir), "real game records not found at " + dir
                + " (set -Dlab.realGames or LAB_REAL_GAMES)");
        return dir;
    }

    private static Path configured() {
        String configured = System.getProperty("lab.realGames", System.getenv("LAB_REAL_GAMES"));
        Path dir;
        if (configured != null && !configured.isBlank()) {
            dir = Path.of(configured);
        } else {
            // Maven runs tests with the module directory (engines/) as working directory.
            Path repo = Path.of("").toAbsolutePath();
            while (repo != null && !Files.exists(repo.resolve(".ci"))) {
                repo = repo.getParent();
            }
            dir = (repo == null ? Path.of("..") : repo.getParent()).resolve("shared/data/real-games");
        }
        return dir;
    }

    /** A sub-folder of the records, e.g. {@code chess960/tcec-frc}; skips the test when missing. */
    public static Path dir(String sub) {
        Path d = dir().resolve(sub);
        Assumptions.assumeTrue(Files.isDirectory(d), "real game records not found at " + d);
        return d;
    }
}
