package org.ttakji.engines.core;

/**
 * What a {@link StartRule} knows of the game pair whose start it chooses.
 *
 * @param options    the rule options the pair plays under (the start position and its legal moves depend on them)
 * @param seriesSeed a seed shared by every game pair of the variant in the run: a function of the run seed and the
 *                   variant only, so a rule whose start of pair {@code k} depends on it and {@code k} alone gives
 *                   every pairing of a run the same openings (a suite's shuffle, random plies)
 * @param pairSeed   the seed of the pair (the seed of its first game: it also differs from pairing to pairing)
 * @param pairNumber the pair's number within its series (pairing), from 0
 */
public record StartRequest(RuleOptions options, long seriesSeed, long pairSeed, long pairNumber) {
}
