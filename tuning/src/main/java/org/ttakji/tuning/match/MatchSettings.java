package org.ttakji.tuning.match;

import java.util.Objects;
import org.ttakji.engines.core.LabInputException;
import org.ttakji.engines.core.Variant;
import org.ttakji.selfplay.EngineSpec;

/**
 * What a match plays: a candidate against an opponent in game pairs (same start, colours swapped; the candidate
 * moves first in the first game of each pair), as one self-play run.
 *
 * @param variant       the variant
 * @param candidate     the player whose score is reported (the pairing's {@code a})
 * @param opponent      the other player (the pairing's {@code b})
 * @param pairs         game pairs to play first, 1..{@value #MAX_PAIRS}
 * @param openings      the start rule as text ({@code suite:records}, {@code random-plies:8,balanced:150}, ...), or
 *                      null for the variant's match default ({@link org.ttakji.engines.openings.Openings#matchDefault})
 * @param seed          the run seed: every game's seed and every pair's start derive from it
 * @param maxPlies      a game still going after this many plies is drawn by adjudication, 1..10,000
 * @param pairsPerBatch game pairs per committed batch (a batch is the unit of resume and of a gate's step), >= 1
 * @param gamesPerTask  games per Spark task, >= 1
 * @param out           the output root of the run (relative to the lab home), or null for the self-play default
 *                      ({@code data/games})
 * @param master        the Spark master recorded in the run's spec, or null for the default
 */
public record MatchSettings(Variant variant, EngineSpec candidate, EngineSpec opponent, int pairs, String openings,
                            long seed, int maxPlies, int pairsPerBatch, int gamesPerTask, String out, String master) {
    /** The most game pairs a match plans at once. */
    public static final int MAX_PAIRS = 50_000;
    /** Game pairs per batch unless told: 64 games, the self-play default batch. */
    public static final int DEFAULT_PAIRS_PER_BATCH = 32;
    /** Games per Spark task unless told (small: balances slow games over the cores). */
    public static final int DEFAULT_GAMES_PER_TASK = 2;
    /** The ply cap unless told. */
    public static final int DEFAULT_MAX_PLIES = 400;

    /**
     * Validates the settings.
     *
     * @throws LabInputException naming the bad setting
     */
    public MatchSettings {
        Objects.requireNonNull(variant, "variant");
        Objects.requireNonNull(candidate, "candidate");
        Objects.requireNonNull(opponent, "opponent");
        if (pairs < 1 || pairs > MAX_PAIRS) {
            throw new LabInputException("a match plays 1.." + MAX_PAIRS + " game pairs (2.." + 2 * MAX_PAIRS
                    + " games, even), got " + pairs + " pairs");
        }
        if (maxPlies < 1 || maxPlies > 10_000) {
            throw new LabInputException("max plies must be 1..10000, got " + maxPlies);
        }
        if (pairsPerBatch < 1 || gamesPerTask < 1) {
            throw new LabInputException("pairs per batch and games per task must be at least 1, got " + pairsPerBatch
                    + " and " + gamesPerTask);
        }
    }

    /**
     * The usual match of the command line: the defaults for batches, tasks and the output.
     *
     * @throws LabInputException naming the bad setting
     */
    public static MatchSettings of(Variant variant, EngineSpec candidate, EngineSpec opponent, int pairs,
                                   String openings, long seed) {
        return new MatchSettings(variant, candidate, opponent, pairs, openings, seed, DEFAULT_MAX_PLIES,
                DEFAULT_PAIRS_PER_BATCH, DEFAULT_GAMES_PER_TASK, null, null);
    }

    /**
     * The lab's engine at a level with a weights version (the {@code match} command's players).
     *
     * @param level          easy, normal or expert
     * @param weightsVersion the weights version, or null for the promoted one
     * @param levelsVersion  the levels version, or null for the promoted one
     * @param depth          an explicit depth limit (plies) replacing the level's limits, or null
     * @param nodes          an explicit node limit replacing the level's limits, or null
     * @throws LabInputException for an unknown level or a limit below 1
     */
    public static EngineSpec labPlayer(String level, String weightsVersion, String levelsVersion, Integer depth,
                                       Long nodes) {
        return new EngineSpec(org.ttakji.engines.play.EngineConfig.TTAKJI, level, weightsVersion, levelsVersion, depth,
                nodes, null);
    }

    /** Games to play first: two per pair. */
    public int games() {
        return 2 * pairs;
    }
}
