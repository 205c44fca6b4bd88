package org.ttakji.tuning.stats;

import java.util.Locale;
import org.ttakji.tuning.EloEstimate;

/**
 * The Elo, the normalized Elo and the likelihood of superiority of a match, computed as fishtest computes them for
 * the tests it does not run as an SPRT.
 *
 * <p>All three start from the {@link ScoreDistribution} of the samples (games or game pairs): its mean score per
 * game {@code μ}, the variance {@code v} of a sample's mean score, its standard error {@code se = √(v / N)} and
 * the number of samples {@code N} (zero counts regularised to 0.001).
 *
 * <ul>
 *   <li>Elo (fishtest {@code stat_util.get_elo}): {@code elo(μ)} with {@code elo(s) = -400·log10(1/s - 1)}, the
 *       interval {@code [elo(μ - z·se), elo(μ + z·se)]}, {@code z = Φ⁻¹(0.975)}; fishtest prints
 *       {@code (elo(μ + z·se) - elo(μ - z·se)) / 2} as "±". For pairs this {@code se} equals fishtest's
 *       {@code stdev / √games} with its per-game variance of the pair score (both are {@code √(v / N)}).</li>
 *   <li>Likelihood of superiority (same source): {@code Φ((μ - 1/2) / se)}.</li>
 *   <li>Normalized Elo (fishtest {@code templates/elo_results.mak}, after M. Van den Bergh, "Normalized Elo -
 *       practical"): {@code t = (μ - 1/2) / √v}, {@code nElo = t·(800 / ln 10) / √n} with {@code n} games per
 *       sample, i.e. {@code (μ - 1/2) / σ_pg · 800 / ln 10} with the per-game deviation {@code σ_pg = √(n·v)}
 *       ({@code LLRcalc}'s {@code sigma_pg}); its interval is {@code nElo ± (800 / ln 10) / √n · z ·
 *       √(var_t / N)} with the asymptotic variance of the sample t-value {@code var_t = max(0, 1 - t·skew +
 *       t²·(exkurt + 2) / 4)} (skewness and excess kurtosis of the sample distribution). Fishtest shows it for
 *       pentanomials; the same formula with {@code n = 1} serves games.</li>
 * </ul>
 *
 * <p>Differences from fishtest: where {@code μ ± z·se} leaves (0, 1) the Elo end is {@code ±∞} here, where
 * fishtest's {@code elo()} clamps the score to [0.001, 0.999] (±1200 Elo); fishtest prints "Pending..." before the
 * first win and the first loss and computes nothing.
 *
 * <p>{@code match} reports {@link #of(Pentanomial)} of its game pairs. For unpaired games {@link EloEstimate}
 * (Wilson's score interval) stays the better interval at few games; {@link #of(Trinomial)} is fishtest's normal
 * approximation, for comparison with fishtest and for the normalized Elo.
 *
 * @param elo                   logistic Elo with its 95% interval
 * @param normalizedElo         normalized Elo with its 95% interval (symmetric)
 * @param likelihoodOfSuperiority probability 0..1 that the candidate is the stronger
 */
public record MatchElo(EloInterval elo, EloInterval normalizedElo, double likelihoodOfSuperiority) {
    /** {@code 800 / ln 10 = 347.43558552260146}: normalized Elo per unit of t-value per game (fishtest). */
    public static final double NELO_PER_T = 800 / Math.log(10);

    /** The statistics of game pairs. */
    public static MatchElo of(Pentanomial pairs) {
        return of(pairs.distribution());
    }

    /** The statistics of single games (treated as independent). */
    public static MatchElo of(Trinomial games) {
        return of(games.distribution());
    }

    /** The statistics of any sample distribution (see the class comment). */
    public static MatchElo of(ScoreDistribution d) {
        double mu = d.mean();
        double se = d.standardError();
        double z = Gaussian.Z95;
        EloInterval elo = new EloInterval(EloEstimate.eloOf(mu), EloEstimate.eloOf(mu - z * se),
                EloEstimate.eloOf(mu + z * se));
        double los = Gaussian.cdf((mu - 0.5) / se);

        double t = (mu - 0.5) / Math.sqrt(d.variance());
        double varT = Math.max(0, 1 - t * d.skewness() + 0.25 * t * t * (d.excessKurtosis() + 2));
        double coefficient = NELO_PER_T / Math.sqrt(d.gamesPerSample());
        double nElo = coefficient * t;
        double nDelta = coefficient * z * Math.sqrt(varT / d.samples());
        return new MatchElo(elo, new EloInterval(nElo, nElo - nDelta, nElo + nDelta), los);
    }

    /** One line as fishtest prints it: {@code Elo: 55.03 ± 1.4 (95%) LOS: 100.0% nElo: 112.79 ± 3.0 (95%)}. */
    public String describe() {
        return String.format(Locale.ROOT, "Elo: %.2f ± %.1f (95%%) LOS: %.1f%% nElo: %.2f ± %.1f (95%%)",
                elo.estimate(), elo.halfWidth(), 100 * likelihoodOfSuperiority, normalizedElo.estimate(),
                normalizedElo.halfWidth());
    }
}
