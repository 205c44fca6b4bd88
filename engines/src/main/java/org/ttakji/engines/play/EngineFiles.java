package org.ttakji.engines.play;

import java.io.Serializable;
import java.nio.file.Path;
import java.util.List;
import org.ttakji.engines.Variants;
import org.ttakji.engines.core.LabInputException;
import org.ttakji.engines.core.Variant;
import org.ttakji.engines.eval.FeatureSet;
import org.ttakji.engines.eval.Weights;
import org.ttakji.engines.levels.LevelsCodec;
import org.ttakji.engines.levels.LevelsFile;
import org.ttakji.engines.levels.LevelsStore;
import org.ttakji.engines.weights.WeightsCodec;
import org.ttakji.engines.weights.WeightsStore;

/**
 * The data files a player needs, read into memory on the driver so that a player can be built where
 * the lab's {@code data/} directory is not (a Spark executor on another machine): the resolved weights
 * file and levels file of one variant, as their JSON text.
 *
 * @param variant        the variant
 * @param weightsVersion resolved weights version, e.g. {@code v0001} (null for the random player)
 * @param weightsJson    the weights file's content (null for the random player)
 * @param levelsVersion  resolved levels version (null for the random player)
 * @param levelsJson     the levels file's content (null for the random player)
 */
public record EngineFiles(Variant variant, String weightsVersion, String weightsJson, String levelsVersion,
                          String levelsJson) implements Serializable {

    /**
     * Reads the files a configuration needs from {@code <labHome>/data}, resolving null versions to the
     * promoted ones, and validates them completely (format, checksum, variant, the engine's feature set,
     * the level's name), so a bad file fails on the driver, not on an executor. The random player needs
     * none.
     *
     * @param labHome the lab root ({@link org.ttakji.engines.LabHome#path()})
     * @throws LabInputException if a file is missing, corrupt or of another variant or feature set, a
     *                           version does not exist, the level is unknown, the levels file names a
     *                           weights version that does not exist, or the variant has no evaluation in
     *                           this build
     */
    public static EngineFiles load(Path labHome, Variant variant, EngineConfig config) {
        return loadFromData(labHome.resolve("data"), variant, config);
    }

    /**
     * As {@link #load}, from a data directory given directly (the {@code --data} option of commands).
     *
     * @param data the directory holding {@code weights/} and {@code levels/}
     * @throws LabInputException as {@link #load}
     */
    public static EngineFiles loadFromData(Path data, Variant variant, EngineConfig config) {
        if (EngineConfig.RANDOM.equals(config.engine())) {
            return new EngineFiles(variant, null, null, null, null);
        }
        WeightsStore weights = WeightsStore.at(data);
        String weightsVersion = weights.resolve(variant, config.weightsVersion());
        String weightsJson = weights.readText(variant, weightsVersion);
        LevelsStore levels = LevelsStore.at(data);
        String levelsVersion = levels.resolve(variant, config.levelsVersion());
        String levelsJson = levels.readText(variant, levelsVersion);
        EngineFiles files = new EngineFiles(variant, weightsVersion, weightsJson, levelsVersion, levelsJson);
        files.weights(weights.file(variant, weightsVersion).toString(), Variants.featureExtractor(variant).featureSet());
        String levelsFile = levels.files().file(variant, levelsVersion).toString();
        LevelsFile parsed = files.levels(levelsFile);
        if (config.level() != null) {
            parsed.level(config.level());
        }
        String missing = levels.missingWeightsVersion(parsed);
        if (missing != null) {
            List<String> present = weights.versions(variant);
            throw new LabInputException("levels file " + levelsFile + (config.level() == null ? "" : " (level "
                    + config.level() + ")") + " names weights version " + missing + ", which does not exist: "
                    + weights.file(variant, missing) + " is missing (versions present: "
                    + (present.isEmpty() ? "none" : String.join(", ", present)) + ")");
        }
        return files;
    }

    /**
     * The weights, parsed and validated against {@code featureSet}.
     *
     * @param fileName how to name the file in errors
     * @throws LabInputException naming the file and every problem
     */
    public Weights weights(String fileName, FeatureSet featureSet) {
        return WeightsCodec.load(fileName, weightsJson, variant, weightsVersion, featureSet);
    }

    /**
     * The levels, parsed and validated.
     *
     * @param fileName how to name the file in errors
     * @throws LabInputException naming the file and every problem
     */
    public LevelsFile levels(String fileName) {
        return LevelsCodec.parse(fileName, levelsJson, variant, levelsVersion);
    }
}
