package org.ttakji.tuning;

import java.nio.file.Path;
import java.util.List;
import java.util.Objects;
import org.ttakji.engines.core.LabInputException;
import org.ttakji.engines.core.Variant;

/**
 * Everything one tuning run needs.
 *
 * @param variant            the variant whose weights are tuned
 * @param games              {@code --games} items: paths or run ids ({@link GameSources})
 * @param dataDir            the lab's data directory ({@code weights/}, {@code games/})
 * @param parent             the weights version to start from and compare with (null = the promoted one)
 * @param maxPositions       at most this many positions are used, &gt;= 1
 * @param sampling           how positions are drawn
 * @param fit                how the model is fitted
 * @param lambda             weight of the recorded search score in the targets, 0..1 (0 = game results only)
 * @param validationFraction share of the positions held out for validation, 0 &lt; f &lt; 1
 * @param sparkMaster        Spark master URL (null = {@code local[*]})
 * @param dryRun             when true nothing is written
 */
public record TuneRequest(Variant variant, List<String> games, Path dataDir, String parent, int maxPositions,
                          SamplingSettings sampling, FitSettings fit, double lambda, double validationFraction,
                          String sparkMaster, boolean dryRun) {
    /** Default number of positions. */
    public static final int DEFAULT_POSITIONS = 100_000;
    /** Default validation share. */
    public static final double DEFAULT_VALIDATION = 0.2;

    /**
     * Validates the ranges.
     *
     * @throws LabInputException naming the setting and its range
     */
    public TuneRequest {
        Objects.requireNonNull(variant, "variant");
        Objects.requireNonNull(dataDir, "dataDir");
        Objects.requireNonNull(sampling, "sampling");
        Objects.requireNonNull(fit, "fit");
        games = List.copyOf(games);
        if (maxPositions < 1) {
            throw new LabInputException("--positions must be at least 1, got " + maxPositions);
        }
        if (!(lambda >= 0 && lambda <= 1)) {
            throw new LabInputException("--lambda must be within 0..1, got " + lambda);
        }
        if (!(validationFraction > 0 && validationFraction < 1)) {
            throw new LabInputException("--validation must be within (0, 1), got " + validationFraction);
        }
    }

    /** The games root for run ids: {@code <data>/games}. */
    public Path gamesRoot() {
        return dataDir.resolve("games");
    }
}
