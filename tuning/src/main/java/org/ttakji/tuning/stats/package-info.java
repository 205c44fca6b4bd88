/**
 * Match statistics, pure and without I/O: trinomial and pentanomial counts of a match, Elo and normalized Elo with
 * their 95% intervals, the generalised sequential probability ratio test (SPRT) on game pairs as fishtest computes
 * it, a maximum-likelihood rating fit of many players (Bradley-Terry with a Davidson draw parameter and a first-move
 * advantage) with bootstrap intervals, and the SPSA schedule and update of fishtest.
 *
 * <p>Conventions: a score is points per game from the candidate's (the first-named player's) view, in 0..1; Elo is
 * {@code 400·log10} of an odds; a game pair is two games of the same start with the colours swapped.
 *
 * <p>Sources, cited again at each formula: fishtest ({@code official-stockfish/fishtest}, {@code
 * server/fishtest/stats/stat_util.py}, {@code LLRcalc.py}, {@code templates/elo_results.mak}, {@code
 * spsa_handler.py}, the SPSA parameter parsing in {@code views.py}); M. Van den Bergh's notes behind them
 * ("Computing the MLE of a multinomial distribution with a given expectation", "Normalized Elo - practical");
 * R. R. Davidson, "On extending the Bradley-Terry model to accommodate ties in paired comparison experiments",
 * JASA 65 (1970); R. R. Davidson and R. J. Beaver, "On extending the Bradley-Terry model to incorporate within-pair
 * order effects", Biometrics 33 (1977); M. A. Ballicora's Ordo manual and R. Coulom's BayesElo documentation for
 * the rating fit's conventions; J. C. Spall, "Implementation of the simultaneous perturbation algorithm for
 * stochastic optimization", IEEE TAES 34 (1998) for SPSA.
 */
package org.ttakji.tuning.stats;
