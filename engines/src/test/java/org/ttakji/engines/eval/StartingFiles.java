package org.ttakji.engines.eval;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import org.ttakji.engines.core.Variant;
import org.ttakji.engines.levels.LevelsFile;
import org.ttakji.engines.levels.LevelsStore;
import org.ttakji.engines.weights.WeightsFile;
import org.ttakji.engines.weights.WeightsStore;

/**
 * The committed starting files ({@code data/weights/<variant>/v0001.json}, {@code data/levels/<variant>/v0001.json}):
 * tests check that they hold exactly the hand-set values their generators compute. Run a test with
 * {@code -Dlab.writeStartingFiles=true} to (re)create missing files and promote them.
 */
public final class StartingFiles {
    private StartingFiles() {
    }

    /** The repository's {@code data} directory (tests run in the {@code engines} module directory). */
    public static Path dataDir() {
        Path cwd = Path.of("").toAbsolutePath();
        Path root = Files.isDirectory(cwd.resolve("engines")) ? cwd : cwd.getParent();
        return root.resolve("data");
    }

    /**
     * Copies only the starting files of a variant (weights and levels v0001) into {@code data} and promotes them,
     * whatever later versions the repository holds: for tests whose expectations are written against v0001 (the
     * versions a tuning run writes next, a levels file naming a weights version that does not exist).
     */
    public static void copyStartingInto(Path data, Variant variant) throws java.io.IOException {
        for (String kind : new String[]{"weights", "levels"}) {
            Path to = Files.createDirectories(data.resolve(kind).resolve(variant.cliName()));
            Files.copy(dataDir().resolve(kind).resolve(variant.cliName()).resolve("v0001.json"),
                    to.resolve("v0001.json"));
        }
        WeightsStore.at(data).promote(variant, "v0001", "hand-set starting weights");
        LevelsStore.at(data).promote(variant, "v0001", "hand-set starting levels");
    }

    /**
     * Provenance of hand-set files: trainer {@code hand-set}, the git version the files were generated at,
     * no runs, no positions, and a note.
     */
    public static Map<String, Object> provenance(String note) {
        Map<String, Object> p = new java.util.LinkedHashMap<>();
        p.put("trainer", "hand-set");
        p.put("gitVersion", gitVersion());
        p.put("runs", java.util.List.of());
        p.put("positions", 0);
        p.put("note", note);
        return p;
    }

    private static String gitVersion() {
        try {
            Process git = new ProcessBuilder("git", "describe", "--always", "--dirty").redirectErrorStream(true).start();
            String v = new String(git.getInputStream().readAllBytes(), java.nio.charset.StandardCharsets.UTF_8).trim();
            return git.waitFor() == 0 && !v.isEmpty() ? v : "unknown";
        } catch (java.io.IOException e) {
            return "unknown";
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return "unknown";
        }
    }

    private static boolean writing() {
        return Boolean.getBoolean("lab.writeStartingFiles");
    }

    /** Checks (or, when writing, creates and promotes) the starting weights v0001 of a variant. */
    public static void checkWeights(Variant variant, Weights expected, Map<String, Object> provenance) {
        WeightsStore store = WeightsStore.at(dataDir());
        if (writing() && !Files.exists(store.file(variant, "v0001"))) {
            store.publish(WeightsFile.create(variant, "v0001", null, expected, provenance));
            store.promote(variant, "v0001", "hand-set starting weights", expected.featureSet());
        }
        assertTrue(Files.exists(store.file(variant, "v0001")), "missing " + store.file(variant, "v0001")
                + " (run the test with -Dlab.writeStartingFiles=true to create it)");
        Weights stored = store.load(variant, "v0001", expected.featureSet());
        assertEquals(expected.toMap(), stored.toMap(), "v0001 must hold exactly the hand-set weights");
        assertTrue(store.promoted(variant).isPresent(), "no promoted weights for " + variant);
    }

    /**
     * Hand-set starting levels v0001 (strengths not measured yet).
     *
     * @param weightsVersion the weights version they go with
     */
    public static LevelsFile levels(Variant variant, String weightsVersion, org.ttakji.engines.levels.Level easy,
                                    org.ttakji.engines.levels.Level normal, org.ttakji.engines.levels.Level expert,
                                    String note) {
        Map<String, org.ttakji.engines.levels.Level> levels = new java.util.LinkedHashMap<>();
        levels.put("easy", easy);
        levels.put("normal", normal);
        levels.put("expert", expert);
        Map<String, Object> provenance = new java.util.LinkedHashMap<>();
        provenance.put("author", "hand-set");
        provenance.put("gitVersion", gitVersion());
        provenance.put("note", note);
        return new LevelsFile(variant, "v0001", null, java.time.Instant.now().truncatedTo(java.time.temporal.ChronoUnit.SECONDS),
                weightsVersion, levels, provenance, null);
    }

    /** Checks (or, when writing, creates and promotes) the starting levels v0001 of a variant. */
    public static void checkLevels(LevelsFile expected) {
        LevelsStore store = LevelsStore.at(dataDir());
        Variant variant = expected.variant();
        if (writing() && !Files.exists(store.files().file(variant, "v0001"))) {
            store.publish(expected);
            store.promote(variant, "v0001", "hand-set starting levels");
        }
        LevelsFile stored = store.load(variant, "v0001");
        assertEquals(expected.levels(), stored.levels(), "levels v0001 must hold exactly the hand-set levels");
        assertTrue(store.promoted(variant).isPresent(), "no promoted levels for " + variant);
    }
}
