package org.ttakji.engines.play;

import java.io.Serializable;
import java.nio.file.Path;
import org.ttakji.engines.core.Variant;

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
     * promoted ones. The random player needs none.
     *
     * @throws org.ttakji.engines.core.LabInputException if a file is missing, corrupt or of another
     *                                                   variant or feature set
     */
    public static EngineFiles load(Path labHome, Variant variant, EngineConfig config) {
        if (EngineConfig.RANDOM.equals(config.engine())) {
            return new EngineFiles(variant, null, null, null, null);
        }
        // Implemented with the weights and levels formats (issue 6).
        throw new UnsupportedOperationException("weights/levels loading is not implemented yet");
    }
}
