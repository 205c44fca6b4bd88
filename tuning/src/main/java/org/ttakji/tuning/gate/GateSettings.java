package org.ttakji.tuning.gate;

import java.util.Locale;
import java.util.Objects;
import org.ttakji.engines.core.LabInputException;
import org.ttakji.tuning.match.MatchSettings;
import org.ttakji.tuning.stats.EloModel;
import org.ttakji.tuning.stats.Sprt;

/**
 * What a gate tests and how long it may play: the SPRT, the game pairs per batch (the gate looks at the counts after
 * each batch, never inside one) and the most games.
 *
 * @param sprt       the test (bounds, their model, α, β)
 * @param batchPairs game pairs per batch, 1..{@value MatchSettings#MAX_PAIRS}
 * @param maxBatches batches at most; the gate plays at most {@code maxBatches · batchPairs} pairs
 */
public record GateSettings(Sprt sprt, int batchPairs, int maxBatches) {
    /** Lower bound unless told, in normalized Elo (see docs/decisions/gate.md). */
    public static final double DEFAULT_ELO0 = 0;
    /** Upper bound unless told, in normalized Elo (see docs/decisions/gate.md). */
    public static final double DEFAULT_ELO1 = 20;
    /** Game pairs per batch unless told. */
    public static final int DEFAULT_BATCH_PAIRS = 16;
    /** Games at most unless told. */
    public static final int DEFAULT_MAX_GAMES = 2000;

    /**
     * Validates the settings.
     *
     * @throws LabInputException if a count is out of range
     */
    public GateSettings {
        Objects.requireNonNull(sprt, "sprt");
        if (batchPairs < 1 || batchPairs > MatchSettings.MAX_PAIRS) {
            throw new LabInputException("--batch-pairs must be 1.." + MatchSettings.MAX_PAIRS + ", got " + batchPairs);
        }
        if (maxBatches < 1 || (long) maxBatches * batchPairs > MatchSettings.MAX_PAIRS) {
            throw new LabInputException("a gate plays 1.." + 2 * MatchSettings.MAX_PAIRS + " games, got " + maxBatches
                    + " batches of " + batchPairs + " pairs");
        }
    }

    /**
     * The settings of the command line: {@code maxGames} rounded up to whole batches.
     *
     * @param model      {@code normalized} or {@code logistic}
     * @param maxGames   games at most, >= 2
     * @param batchPairs game pairs per batch
     * @throws LabInputException naming the bad option
     */
    public static GateSettings of(double elo0, double elo1, double alpha, double beta, String model, int maxGames,
                                  int batchPairs) {
        EloModel m = switch (model) {
            case "normalized" -> EloModel.NORMALIZED;
            case "logistic" -> EloModel.LOGISTIC;
            default -> throw new LabInputException("--model must be normalized or logistic, got '" + model + "'");
        };
        Sprt sprt;
        try {
            sprt = new Sprt(alpha, beta, elo0, elo1, m);
        } catch (IllegalArgumentException e) {
            throw new LabInputException("--elo0/--elo1/--alpha/--beta: " + e.getMessage(), e);
        }
        if (maxGames < 2) {
            throw new LabInputException("--max-games must be at least 2 (one game pair), got " + maxGames);
        }
        if (batchPairs < 1) {
            throw new LabInputException("--batch-pairs must be at least 1, got " + batchPairs);
        }
        long pairs = (maxGames + 1L) / 2;
        return new GateSettings(sprt, batchPairs, (int) Math.min(Integer.MAX_VALUE, (pairs + batchPairs - 1) / batchPairs));
    }

    /** Game pairs at most. */
    public int maxPairs() {
        return maxBatches * batchPairs;
    }

    /** Games at most. */
    public int maxGames() {
        return 2 * maxPairs();
    }

    /** The model's name as the command line and the records spell it: {@code normalized} or {@code logistic}. */
    public String modelName() {
        return sprt.model().name().toLowerCase(Locale.ROOT);
    }
}
