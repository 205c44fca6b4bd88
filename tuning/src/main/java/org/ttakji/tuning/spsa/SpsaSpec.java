package org.ttakji.tuning.spsa;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Objects;
import org.ttakji.engines.core.LabInputException;
import org.ttakji.engines.core.SplitMix64;
import org.ttakji.engines.core.Variant;
import org.ttakji.engines.weights.AtomicFiles;
import org.ttakji.tuning.stats.SpsaParameter;
import org.ttakji.tuning.stats.SpsaSchedule;

/**
 * What an SPSA run is, written to {@code spsa.json} in its directory so that {@code --resume} continues the same
 * run: the parameters with their ranges and gains, the iterations, the game pairs, the players' level and limits, and
 * the base versions.
 *
 * <p>Schedule: as in fishtest, the gains count game pairs: {@code N = iterations·pairsPerIteration} pairs,
 * {@code A = int(0.1·N)}, and iteration {@code k} (0-based) draws its point at pair {@code k·pairsPerIteration} and
 * updates with the total result of its pairs. Iterations are played {@code iterationsPerBatch} at a time (one
 * self-play run): all of a batch draw their points from the values at the batch's start and update in order, like
 * fishtest's workers that play while others report; a batch's iterations share its starts (the run's series).
 *
 * @param variant            the variant
 * @param runId              the SPSA run's id (its directory is {@code spsa=<runId>})
 * @param parameters         the tuned parameters, in order
 * @param iterations         iterations, {@code >= 1}
 * @param pairsPerIteration  game pairs (theta+ vs theta-, colours swapped) per iteration, {@code >= 1}
 * @param iterationsPerBatch iterations per self-play run, {@code >= 1}
 * @param seed               the run seed: each iteration's directions and each batch's games derive from it
 * @param level              the level both points play ({@code easy}, {@code normal}, {@code expert})
 * @param nodes              a node limit per move replacing the level's limits, or null
 * @param maxPlies           a game still going after this many plies is drawn
 * @param openings           the start rule as text, or null for the variant's match default
 * @param baseWeights        the weights version the points are made from ({@code v0001})
 * @param baseLevels         the levels version the points are made from
 */
public record SpsaSpec(Variant variant, String runId, List<TunedParameter> parameters, int iterations,
                       int pairsPerIteration, int iterationsPerBatch, long seed, String level, Long nodes,
                       int maxPlies, String openings, String baseWeights, String baseLevels) {
    /** The spec file's name in the run directory. */
    public static final String FILE = "spsa.json";
    private static final long DIRECTION_SALT = 0x5b5a_0d1e_c7a1_0001L;
    private static final long BATCH_SALT = 0x5b5a_0d1e_c7a1_0002L;
    private static final ObjectMapper JSON = new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT);

    /**
     * Validates the spec.
     *
     * @throws LabInputException naming the bad setting
     */
    public SpsaSpec {
        Objects.requireNonNull(variant, "variant");
        parameters = List.copyOf(parameters);
        if (parameters.isEmpty()) {
            throw new LabInputException("SPSA needs at least one parameter (--params)");
        }
        if (iterations < 1 || pairsPerIteration < 1 || iterationsPerBatch < 1) {
            throw new LabInputException("--iterations, --pairs-per-iteration and --batch must be at least 1, got "
                    + iterations + ", " + pairsPerIteration + " and " + iterationsPerBatch);
        }
        if ((long) iterations * pairsPerIteration > 10_000_000L) {
            throw new LabInputException("SPSA plays at most 10,000,000 game pairs, got " + iterations + " iterations of "
                    + pairsPerIteration + " pairs");
        }
        if (nodes != null && nodes < 1) {
            throw new LabInputException("--nodes must be at least 1, got " + nodes);
        }
    }

    /** The gains: fishtest's schedule over all the run's game pairs. */
    public SpsaSchedule schedule() {
        return schedule(iterations, pairsPerIteration);
    }

    /** Fishtest's schedule for {@code iterations} iterations of {@code pairs} game pairs. */
    public static SpsaSchedule schedule(int iterations, int pairs) {
        return SpsaSchedule.fishtest(2L * iterations * pairs);
    }

    /** The SPSA forms of the parameters, in order. */
    public List<SpsaParameter> spsaParameters() {
        return parameters.stream().map(TunedParameter::parameter).toList();
    }

    /** The number of batches (self-play runs). */
    public int batches() {
        return (iterations + iterationsPerBatch - 1) / iterationsPerBatch;
    }

    /** The generator of iteration {@code k}'s directions: a function of the seed and {@code k} only. */
    public SplitMix64 directions(int k) {
        return new SplitMix64(SplitMix64.mix(SplitMix64.mix(seed ^ DIRECTION_SALT) + k));
    }

    /** The seed of batch {@code b}'s self-play run (its starts and games). */
    public long batchSeed(int b) {
        return SplitMix64.mix(SplitMix64.mix(seed ^ BATCH_SALT) + b);
    }

    /** The id of batch {@code b}'s self-play run: {@code <runId>-b0003}. */
    public String batchRunId(int b) {
        return String.format(java.util.Locale.ROOT, "%s-b%04d", runId, b);
    }

    /** True when some tuned parameter is a weight (the run's result is a weights version). */
    public boolean tunesWeights() {
        return parameters.stream().anyMatch(p -> p.kind() == TunedParameter.Kind.WEIGHT);
    }

    /** True when some tuned parameter is a level field (the run's result is a levels version). */
    public boolean tunesLevels() {
        return parameters.stream().anyMatch(p -> p.kind() == TunedParameter.Kind.LEVEL);
    }

    /** Writes the spec to {@code dir/spsa.json} (atomically). */
    public void write(Path dir) {
        try {
            AtomicFiles.write(dir.resolve(FILE), JSON.writeValueAsString(this) + "\n");
        } catch (IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
    }

    /**
     * Reads {@code dir/spsa.json}.
     *
     * @throws LabInputException if it is missing or unreadable
     */
    public static SpsaSpec read(Path dir) {
        Path file = dir.resolve(FILE);
        if (!Files.isRegularFile(file)) {
            throw new LabInputException("no SPSA run in " + dir + " (" + FILE + " is missing)");
        }
        try {
            return JSON.readValue(file.toFile(), SpsaSpec.class);
        } catch (IOException | IllegalArgumentException e) {
            throw new LabInputException("cannot read " + file + ": " + e.getMessage(), e);
        }
    }
}
