package org.ttakji.engines.search;

import java.util.Objects;

/**
 * How a {@link Searcher} searches (as opposed to how much: {@link SearchLimits}). Fixed at construction.
 *
 * @param hashMegabytes      size of the transposition table, 1..4096 MiB (rounded down to a power-of-two
 *                           number of 16-byte entries)
 * @param orderingValues     piece values for move ordering and delta pruning (the variant hook)
 * @param multiPv            how many root moves get exact scores, 1..{@value #ALL_ROOT_MOVES}; the other root
 *                           moves get upper bounds. {@link #ALL_ROOT_MOVES} scores every root move exactly
 *                           (what a level choosing among root moves with noise or temperature wants; it costs
 *                           a full-window search of every root move)
 * @param reuseTable         false (default): every search starts with an empty table, killers and history,
 *                           so results are reproducible; true: keep what earlier searches learnt (analysis,
 *                           protocols; results then depend on earlier searches)
 * @param nullMovePruning    null-move pruning where {@link org.ttakji.engines.core.Position#nullMoveAllowed()}
 * @param lateMoveReductions search late quiet moves one or two plies shallower first (re-searched on success)
 * @param futilityPruning    at depth 1 outside the principal variation (and not where a quiet move draws by
 *                           rule), skip quiet moves that do not give
 *                           check when the static evaluation is {@value NodeSearch#FUTILITY_MARGIN} cp or more
 *                           below alpha
 * @param quiescencePruning  delta pruning in quiescence: skip a capture whose victim (by
 *                           {@link OrderingValues}, approximate centipawns) cannot lift the score to alpha
 * @param chanceReduction    extra plies taken off chance moves below the root (each chance move costs one
 *                           search per outcome), 0..2
 * @param chanceStandPat     at a frontier node below the root and outside the principal variation (its chance
 *                           moves would only be quiesced, outcome by outcome), the chance moves are not searched
 *                           and the static evaluation stands for them, as quiescence's stand pat stands for the
 *                           moves it does not search; the other moves are searched as usual
 */
public record SearchSettings(int hashMegabytes, OrderingValues orderingValues, int multiPv, boolean reuseTable,
                             boolean nullMovePruning, boolean lateMoveReductions, boolean futilityPruning,
                             boolean quiescencePruning, int chanceReduction, boolean chanceStandPat) {
    /** {@link #multiPv()} value that scores every root move exactly. */
    public static final int ALL_ROOT_MOVES = 1024;
    /** Default table size, MiB. */
    public static final int DEFAULT_HASH_MB = 16;

    /**
     * Validates the ranges.
     *
     * @throws IllegalArgumentException naming the field and the allowed range
     */
    public SearchSettings {
        Objects.requireNonNull(orderingValues, "orderingValues");
        if (hashMegabytes < 1 || hashMegabytes > 4096) {
            throw new IllegalArgumentException("hash size must be 1..4096 MiB, got " + hashMegabytes);
        }
        if (multiPv < 1 || multiPv > ALL_ROOT_MOVES) {
            throw new IllegalArgumentException("multiPv must be 1.." + ALL_ROOT_MOVES + ", got " + multiPv);
        }
        if (chanceReduction < 0 || chanceReduction > 2) {
            throw new IllegalArgumentException("chance reduction must be 0..2 plies, got " + chanceReduction);
        }
    }

    /**
     * The defaults: {@value #DEFAULT_HASH_MB} MiB, uniform ordering values, one exact root move, a fresh
     * table per search, every selective feature on (null move, late-move reductions, futility and delta
     * pruning, chance reduction 1, the chance stand pat).
     */
    public static SearchSettings defaults() {
        return new SearchSettings(DEFAULT_HASH_MB, OrderingValues.uniform(), 1, false, true, true, true, true, 1, true);
    }

    /** The same settings with another table size (MiB). */
    public SearchSettings withHashMegabytes(int mb) {
        return new SearchSettings(mb, orderingValues, multiPv, reuseTable, nullMovePruning, lateMoveReductions,
                futilityPruning, quiescencePruning, chanceReduction, chanceStandPat);
    }

    /** The same settings with other ordering values. */
    public SearchSettings withOrderingValues(OrderingValues values) {
        return new SearchSettings(hashMegabytes, values, multiPv, reuseTable, nullMovePruning, lateMoveReductions,
                futilityPruning, quiescencePruning, chanceReduction, chanceStandPat);
    }

    /** The same settings with another number of exactly scored root moves. */
    public SearchSettings withMultiPv(int count) {
        return new SearchSettings(hashMegabytes, orderingValues, count, reuseTable, nullMovePruning,
                lateMoveReductions, futilityPruning, quiescencePruning, chanceReduction, chanceStandPat);
    }

    /** The same settings, keeping (true) or clearing (false) the table between searches. */
    public SearchSettings withReuseTable(boolean reuse) {
        return new SearchSettings(hashMegabytes, orderingValues, multiPv, reuse, nullMovePruning,
                lateMoveReductions, futilityPruning, quiescencePruning, chanceReduction, chanceStandPat);
    }

    /**
     * The same settings with every selective feature on (as {@link #defaults()}) or off. With them off, a
     * depth-limited search returns exactly the minimax (expectimax) value, as long as quiescence stays within
     * its ply limits (tested).
     */
    public SearchSettings withSelectivity(boolean on) {
        return new SearchSettings(hashMegabytes, orderingValues, multiPv, reuseTable, on, on, on, on, on ? 1 : 0, on);
    }

    /** The same settings with the chance stand pat on or off. */
    public SearchSettings withChanceStandPat(boolean on) {
        return new SearchSettings(hashMegabytes, orderingValues, multiPv, reuseTable, nullMovePruning,
                lateMoveReductions, futilityPruning, quiescencePruning, chanceReduction, on);
    }

    /** The same settings with another chance reduction (plies, 0..2). */
    public SearchSettings withChanceReduction(int plies) {
        return new SearchSettings(hashMegabytes, orderingValues, multiPv, reuseTable, nullMovePruning,
                lateMoveReductions, futilityPruning, quiescencePruning, plies, chanceStandPat);
    }
}
