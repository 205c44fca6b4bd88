package org.ttakji.tuning.spsa;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.ttakji.engines.Variants;
import org.ttakji.engines.core.LabInputException;
import org.ttakji.engines.core.Variant;
import org.ttakji.engines.levels.LevelsFile;
import org.ttakji.engines.levels.LevelsStore;
import org.ttakji.engines.weights.WeightsCodec;
import org.ttakji.engines.weights.WeightsStore;
import org.ttakji.selfplay.EngineSpec;
import org.ttakji.tuning.stats.SpsaSchedule;

/**
 * Makes a new run's {@link SpsaSpec} from the command line's choices and the lab's data: resolves the base versions,
 * the parameters ({@link ParameterSpace}) and checks that every tuned level field acts on the games.
 */
public final class SpsaPlan {
    private SpsaPlan() {
    }

    /**
     * The spec of a new run.
     *
     * @param data        the lab's data directory
     * @param baseWeights the weights version to start from, or null for the promoted one
     * @param baseLevels  the levels version to start from, or null for the promoted one
     * @param params      the names and globs of {@code --params}
     * @throws LabInputException naming the bad input: an unknown version, a parameter no name matches, a level field
     *                           of a level the games do not play, a depth or node limit replaced by {@code --nodes},
     *                           an unknown level
     */
    public static SpsaSpec plan(Path data, Variant variant, String runId, List<String> params, int iterations,
                                int pairsPerIteration, int iterationsPerBatch, long seed, String level, Long nodes,
                                int maxPlies, String openings, String baseWeights, String baseLevels) {
        if (level == null || !EngineSpec.LEVELS.contains(level)) {
            throw new LabInputException("--level must be easy, normal or expert, got '" + level + "'");
        }
        if (iterations < 1 || pairsPerIteration < 1) {
            throw new LabInputException("--iterations and --pairs-per-iteration must be at least 1, got " + iterations
                    + " and " + pairsPerIteration);
        }
        WeightsStore weights = WeightsStore.at(data);
        String w = weights.resolve(variant, baseWeights);
        LevelsStore levels = LevelsStore.at(data);
        String l = levels.resolve(variant, baseLevels);
        LevelsFile levelsFile = levels.load(variant, l);
        SpsaSchedule schedule = SpsaSpec.schedule(iterations, pairsPerIteration);
        // the weights as the engine holds them (a file of an earlier feature set lifted), which the points change
        Map<String, Double> engineWeights = WeightsCodec.toWeights(weights.file(variant, w).toString(),
                weights.read(variant, w), Variants.featureExtractor(variant).featureSet()).toMap();
        List<TunedParameter> tuned = ParameterSpace.of(engineWeights, levelsFile).resolve(params, schedule);
        for (TunedParameter p : tuned) {
            if (p.kind() != TunedParameter.Kind.LEVEL) {
                continue;
            }
            if (!p.level().equals(level)) {
                throw new LabInputException("--params: " + p.name() + " is a field of level " + p.level()
                        + ", but the games play level " + level + " (--level)");
            }
            if (nodes != null && (p.field().equals("nodes") || p.field().equals("depth"))) {
                throw new LabInputException("--params: " + p.name() + " has no effect with --nodes (which replaces the"
                        + " level's limits)");
            }
        }
        return new SpsaSpec(variant, runId, tuned, iterations, pairsPerIteration, iterationsPerBatch, seed, level,
                nodes, maxPlies, openings, w, l);
    }

    /** The directory of run {@code runId} under the SPSA output root: {@code <out>/spsa=<runId>}. */
    public static Path runDir(Path outRoot, String runId) {
        return outRoot.resolve("spsa=" + runId);
    }
}
