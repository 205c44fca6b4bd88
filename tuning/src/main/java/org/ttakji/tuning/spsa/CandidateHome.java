package org.ttakji.tuning.spsa;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.ttakji.engines.Variants;
import org.ttakji.engines.core.Variant;
import org.ttakji.engines.eval.Weights;
import org.ttakji.engines.levels.LevelsFile;
import org.ttakji.engines.levels.LevelsStore;
import org.ttakji.engines.weights.WeightsCodec;
import org.ttakji.engines.weights.WeightsStore;
import org.ttakji.selfplay.EngineSpec;

/**
 * A throw-away lab home in a temporary directory for one batch's points: a copy of the variant's weights and levels
 * directories (so the base versions resolve), links to the openings and anchors, and each point written there as a
 * new weights (and levels) version through the ordinary store. The lab's own {@code data/} is only read. Deleted on
 * {@link #close}.
 */
public final class CandidateHome implements AutoCloseable {
    private final Path home;
    private final SpsaSpec spec;
    private final WeightsStore weights;
    private final LevelsStore levels;
    private final Weights baseWeights;
    private final LevelsFile baseLevels;

    private CandidateHome(Path home, SpsaSpec spec) {
        this.home = home;
        this.spec = spec;
        Path data = home.resolve("data");
        this.weights = WeightsStore.at(data);
        this.levels = LevelsStore.at(data);
        Variant v = spec.variant();
        this.baseWeights = WeightsCodec.toWeights(weights.file(v, spec.baseWeights()).toString(),
                weights.read(v, spec.baseWeights()), Variants.featureExtractor(v).featureSet());
        this.baseLevels = levels.load(v, spec.baseLevels());
    }

    /**
     * Creates the temporary home for a run's variant.
     *
     * @param labHome the lab home whose {@code data/} holds the base versions, openings and anchors
     * @throws UncheckedIOException if the temporary directory cannot be made
     * @throws org.ttakji.engines.core.LabInputException if a base version cannot be read
     */
    public static CandidateHome create(Path labHome, SpsaSpec spec) {
        try {
            Path home = Files.createTempDirectory("ttakji-spsa-");
            Path from = labHome.resolve("data");
            Path to = Files.createDirectories(home.resolve("data"));
            for (String kind : List.of("weights", "levels")) {
                copyFiles(from.resolve(kind).resolve(spec.variant().cliName()),
                        Files.createDirectories(to.resolve(kind).resolve(spec.variant().cliName())));
            }
            for (String kind : List.of("openings", "anchors")) {
                if (Files.exists(from.resolve(kind))) {
                    Files.createSymbolicLink(to.resolve(kind), from.resolve(kind).toAbsolutePath());
                }
            }
            return new CandidateHome(home, spec);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot make the SPSA points' temporary lab home", e);
        }
    }

    /** The temporary lab home. */
    public Path home() {
        return home;
    }

    /**
     * Writes a point as new versions of this home and returns the player of that point: the run's level and node
     * limit with the point's weights (and levels) version.
     *
     * @param values one value per tuned parameter
     */
    public EngineSpec player(double[] values) {
        Variant v = spec.variant();
        Map<String, Object> provenance = new LinkedHashMap<>();
        provenance.put("trainer", "spsa-point");
        provenance.put("spsaRun", spec.runId());
        String weightsVersion = spec.baseWeights();
        if (spec.tunesWeights()) {
            weightsVersion = weights.publishNext(v, spec.baseWeights(),
                    Points.weights(baseWeights, spec.parameters(), values), provenance).version();
        }
        String levelsVersion = spec.baseLevels();
        if (spec.tunesLevels()) {
            String w = weightsVersion;
            Map<String, Object> p = new LinkedHashMap<>(provenance);
            p.put("author", "spsa-point");
            levelsVersion = levels.store().publishNext(v, version -> new LevelsFile(v, version, spec.baseLevels(),
                    Instant.now().truncatedTo(ChronoUnit.SECONDS), w,
                    Points.levels(baseLevels.levels(), spec.parameters(), values), p, null)).version();
        }
        return new EngineSpec(org.ttakji.engines.play.EngineConfig.TTAKJI, spec.level(), weightsVersion, levelsVersion,
                null, spec.nodes(), null);
    }

    /** Deletes the temporary home. */
    @Override
    public void close() {
        deleteTree(home);
    }

    /** Deletes a directory tree (links are removed, not followed). */
    static void deleteTree(Path root) {
        if (!Files.exists(root, java.nio.file.LinkOption.NOFOLLOW_LINKS)) {
            return;
        }
        try (Stream<Path> all = Files.walk(root)) {
            for (Path p : all.sorted(Comparator.reverseOrder()).toList()) {
                Files.deleteIfExists(p);
            }
        } catch (IOException e) {
            throw new UncheckedIOException("cannot delete " + root, e);
        }
    }

    private static void copyFiles(Path from, Path to) throws IOException {
        if (!Files.isDirectory(from)) {
            return; // the base version's read names what is missing
        }
        try (Stream<Path> files = Files.list(from)) {
            for (Path f : files.filter(Files::isRegularFile).toList()) {
                Files.copy(f, to.resolve(f.getFileName()));
            }
        }
    }
}
