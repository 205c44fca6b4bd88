package org.ttakji.tuning.stats;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.ttakji.engines.core.LabInputException;
import org.ttakji.engines.core.SplitMix64;

/**
 * 95% intervals for a {@link RatingFit} by the bootstrap over game pairs: draw as many pairs as there are, with
 * replacement, fit them, repeat; each interval is the 2.5% and 97.5% percentiles of the resampled values (Efron and
 * Tibshirani, <i>An Introduction to the Bootstrap</i>, 1993, ch. 13, the percentile interval; quantiles by linear
 * interpolation between order statistics, Hyndman and Fan's type 7). Resampling pairs, not games, keeps the
 * correlation of the two games of a start (the pentanomial view; Ordo's {@code -s} instead simulates games from the
 * fitted ratings).
 *
 * <p>Deterministic: the resamples are drawn from the lab's {@link SplitMix64} with the given seed, one after
 * another, so the same pairs, seed and count give the same intervals on every machine. A perfect scorer in a
 * resample contributes its floor or ceiling; a resample that cannot be fitted at all is counted and left out.
 */
public final class RatingBootstrap {
    private static final double LOW = 0.025;
    private static final double HIGH = 0.975;

    private RatingBootstrap() {
    }

    /**
     * Fits all games and bootstraps the intervals.
     *
     * @param pairs     the games, in colour-swapped pairs
     * @param anchor    the player held at 0
     * @param options   which model parameters to fit
     * @param resamples number of resamples, at least 1 (a few hundred for 95% percentiles, 1000 to be steady)
     * @param seed      seed of the resampling
     * @throws IllegalArgumentException if {@code resamples < 1}
     * @throws LabInputException        if the games themselves cannot be fitted (see {@link RatingFit#fit})
     */
    public static RatingIntervals run(List<RatedPair> pairs, String anchor, RatingFitOptions options, int resamples,
                                      long seed) {
        return run(pairs, anchor, anchor, options, resamples, seed);
    }

    /**
     * Fits all games with {@code anchor} held at 0, reports every fit (the full one and each resample's) relative
     * to {@code reference} ({@link RatingTable#relativeTo}), and bootstraps the intervals on that scale. For a
     * scale whose zero cannot anchor the fit itself: a reference that lost (or won) every game has only a ceiling
     * (floor), which is then its value in each fit. A resample without the reference counts as failed.
     *
     * @param anchor    the player the fits hold at 0 (must be rateable: see {@link RatingFit#fit})
     * @param reference the player at 0 in the results
     * @throws IllegalArgumentException if {@code resamples < 1}
     * @throws LabInputException        if the games themselves cannot be fitted or the reference played none
     */
    public static RatingIntervals run(List<RatedPair> pairs, String anchor, String reference,
                                      RatingFitOptions options, int resamples, long seed) {
        return run(pairs, List.of(), anchor, reference, options, resamples, seed);
    }

    /**
     * As {@link #run(List, String, String, RatingFitOptions, int, long)}, with prior games added to every fit (the
     * full one and each resample) and never resampled: BayesElo's virtual draws, which keep a group that won every
     * game against the rest at a finite distance from it.
     *
     * @param prior games added to every fit (e.g. one drawn pair per pairing), or empty
     */
    public static RatingIntervals run(List<RatedPair> pairs, List<RatedGame> prior, String anchor, String reference,
                                      RatingFitOptions options, int resamples, long seed) {
        return run(pairs, prior, anchor, reference, 0, options, resamples, seed);
    }

    /**
     * As {@link #run(List, List, String, String, RatingFitOptions, int, long)}, with the reference at
     * {@code referenceElo} instead of 0 in every fit ({@link RatingTable#relativeTo(String, double)}): a scale tied
     * to a fixed rating of one player, as Ordo's {@code -a} with {@code -A}. When the reference also anchors the
     * fits, its interval is the point {@code [referenceElo, referenceElo]}.
     *
     * @param referenceElo the reference's rating on the scale, Elo (finite)
     */
    public static RatingIntervals run(List<RatedPair> pairs, List<RatedGame> prior, String anchor, String reference,
                                      double referenceElo, RatingFitOptions options, int resamples, long seed) {
        return run(pairs, prior, anchor, reference, referenceElo, Map.of(), options, resamples, seed);
    }

    /**
     * As {@link #run(List, List, String, String, double, RatingFitOptions, int, long)}, with more players held at
     * fixed ratings on the scale in every fit (the full one and each resample's): Ordo's multiple anchors
     * ({@link RatingFit#fit(List, String, Map, RatingFitOptions)}). Their intervals are points, like the anchor's.
     *
     * @param fixed ratings on the scale (Elo) of players held besides the reference; empty for none
     * @throws IllegalArgumentException if {@code fixed} is not empty and the fits are not anchored at the reference
     *                                  (the held ratings are relative to it)
     */
    public static RatingIntervals run(List<RatedPair> pairs, List<RatedGame> prior, String anchor, String reference,
                                      double referenceElo, Map<String, Double> fixed, RatingFitOptions options,
                                      int resamples, long seed) {
        if (resamples < 1) {
            throw new IllegalArgumentException("bootstrap resamples must be >= 1, got " + resamples);
        }
        if (!fixed.isEmpty() && !anchor.equals(reference)) {
            throw new IllegalArgumentException("players held at fixed ratings need the fit anchored at the reference "
                    + reference + ", not " + anchor);
        }
        Map<String, Double> held = new HashMap<>();
        fixed.forEach((player, elo) -> held.put(player, elo - referenceElo));
        RatingTable fitted = RatingFit.fit(games(pairs, prior), anchor, held, options);
        if (fitted.player(reference).isEmpty()) {
            throw new LabInputException("reference '" + reference + "' played none of the games");
        }
        RatingTable full = fitted.relativeTo(reference, referenceElo);
        Map<String, List<Double>> values = new HashMap<>();
        List<Double> advantages = new ArrayList<>();
        List<Double> drawParameters = new ArrayList<>();
        SplitMix64 random = new SplitMix64(seed);
        int failed = 0;
        List<RatedPair> sample = new ArrayList<>(pairs.size());
        for (int r = 0; r < resamples; r++) {
            sample.clear();
            for (int i = 0; i < pairs.size(); i++) {
                sample.add(pairs.get(random.nextInt(pairs.size())));
            }
            RatingTable t;
            try {
                t = RatingFit.fit(games(sample, prior), anchor, held, options);
                if (t.player(reference).isEmpty()) {
                    failed++;
                    continue;
                }
                t = t.relativeTo(reference, referenceElo);
            } catch (LabInputException e) {
                failed++;
                continue;
            }
            for (PlayerRating p : t.players()) {
                values.computeIfAbsent(p.name(), k -> new ArrayList<>()).add(p.elo());
            }
            advantages.add(t.firstMoveAdvantage());
            drawParameters.add(t.drawParameter());
        }
        List<RatingInterval> players = new ArrayList<>();
        for (PlayerRating p : full.players()) {
            players.add(interval(p.name(), p.elo(), p.kind(), values.getOrDefault(p.name(), List.of())));
        }
        return new RatingIntervals(full, players,
                interval("first-move advantage", full.firstMoveAdvantage(), RatingKind.ESTIMATE, advantages),
                interval("draw parameter", full.drawParameter(), RatingKind.ESTIMATE, drawParameters),
                resamples, failed, seed);
    }

    private static RatingInterval interval(String name, double estimate, RatingKind kind, List<Double> values) {
        double[] v = values.stream().mapToDouble(Double::doubleValue).sorted().toArray();
        return new RatingInterval(name, estimate, quantile(v, LOW), quantile(v, HIGH), kind, v.length);
    }

    /** The {@code q} quantile of sorted values by linear interpolation (type 7); NaN for none. */
    static double quantile(double[] sorted, double q) {
        if (sorted.length == 0) {
            return Double.NaN;
        }
        double h = (sorted.length - 1) * q;
        int lo = (int) Math.floor(h);
        int hi = Math.min(lo + 1, sorted.length - 1);
        return sorted[lo] + (h - lo) * (sorted[hi] - sorted[lo]);
    }

    private static List<RatedGame> games(List<RatedPair> pairs, List<RatedGame> prior) {
        List<RatedGame> games = new ArrayList<>(2 * pairs.size() + prior.size());
        games.addAll(prior);
        for (RatedPair p : pairs) {
            games.add(p.first());
            games.add(p.second());
        }
        return games;
    }
}
