package org.ttakji.engines.core;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Assumptions;
import org.ttakji.engines.records.RecordsManifest;

/**
 * Where the real game records of {@code shared/data/real-games/} are: system property
 * {@code lab.realGames}, else environment variable {@code LAB_REAL_GAMES}, else
 * {@code ../shared/data/real-games} next to the repository. Replay tests are skipped (with a message)
 * when the folder is missing, never silently passed.
 *
 * <p>Their expected totals come from the folder's own manifest ({@value RecordsManifest#FILE} beside the records),
 * else from the committed one for the project's copy ({@code src/test/resources/real-games/}), so the same tests
 * check any folder of records. Checks of named records (a known transcription error, the committed list of Janggi
 * rejections) hold only for the project's copy: {@link #assumeProjectCopy()}.
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

    /** The committed manifest of the project's copy of the records. */
    public static final String COMMITTED_MANIFEST = "/real-games/" + RecordsManifest.FILE;

    /** True when the records folder has no manifest of its own, so the committed one (the project's copy) applies. */
    public static boolean projectCopy() {
        return !Files.isRegularFile(configured().resolve(RecordsManifest.FILE));
    }

    /** Skips the test unless the records are the project's copy (their folder has no manifest of its own). */
    public static void assumeProjectCopy() {
        Assumptions.assumeTrue(projectCopy(), "checks named records of the project's copy; " + configured()
                + " has its own " + RecordsManifest.FILE);
    }

    /**
     * The manifest of the records folder: its own {@value RecordsManifest#FILE}, else the committed one.
     *
     * @throws IllegalStateException when the committed manifest is missing from the test resources
     */
    public static RecordsManifest manifest() {
        if (!projectCopy()) {
            return RecordsManifest.read(configured().resolve(RecordsManifest.FILE));
        }
        try (InputStream in = RealGames.class.getResourceAsStream(COMMITTED_MANIFEST)) {
            if (in == null) {
                throw new IllegalStateException("missing test resource " + COMMITTED_MANIFEST);
            }
            return RecordsManifest.parse(new String(in.readAllBytes(), StandardCharsets.UTF_8), COMMITTED_MANIFEST);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /**
     * The expected totals of a sub-folder (e.g. {@code xiangqi/ccpd}); skips the test when the manifest does not list
     * it (another folder of records need not hold every set).
     */
    public static RecordsManifest.Entry expected(String sub) {
        RecordsManifest.Entry e = manifest().entries().stream().filter(x -> x.folder().equals(sub)).findFirst()
                .orElse(null);
        Assumptions.assumeTrue(e != null, "the records manifest lists no folder " + sub);
        return e;
    }

    /** A sub-folder of the records, e.g. {@code chess960/tcec-frc}; skips the test when missing. */
    public static Path dir(String sub) {
        Path d = dir().resolve(sub);
        Assumptions.assumeTrue(Files.isDirectory(d), "real game records not found at " + d);
        return d;
    }
}
