package org.ttakji.tuning.stats;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import org.apache.commons.math3.analysis.solvers.BrentSolver;
import org.ttakji.engines.core.LabInputException;

/**
 * Ratings of many players from all their games at once: the maximum-likelihood fit of Bradley-Terry with Davidson's
 * draw parameter and a first-move advantage ({@link DavidsonModel}), one player anchored at 0, in Elo.
 *
 * <p>Like Ordo and BayesElo, every game counts at once (no order, no K factor), the first player's advantage is
 * fitted (Ordo {@code -W}, BayesElo's {@code advantage}) and the ratings are relative to an anchor (Ordo
 * {@code -A}, BayesElo {@code offset}). The draw model differs: Ordo counts a draw as half a win for its ratings and
 * uses its draw rate only to simulate, BayesElo uses Rao and Kupper's {@code eloDraw}; Davidson's {@code ν} has
 * win:loss odds that are exactly Elo's and, at the maximum, each player's expected points equal its points (a draw
 * is worth half a win, as in Ordo). See {@link DavidsonModel} for the scale of the units.
 *
 * <p>Solver: Newton's method on the concave log-likelihood ({@link DavidsonFit}). Non-identifiable players
 * (see {@link Identifiability}): perfect scores get Ordo's floor or ceiling, the rating at which the expected
 * points against the estimated players are half a point short of (above) their points, {@link RatingKind#AT_LEAST}
 * or {@link RatingKind#AT_MOST}; other separations are errors.
 */
public final class RatingFit {
    private RatingFit() {
    }

    /**
     * Fits the ratings.
     *
     * @param games   finished games (order does not matter)
     * @param anchor  the player held at 0
     * @param options which of the first-move advantage and the draw parameter to fit
     * @return every player by name
     * @throws LabInputException if there are no games, the anchor played none or won or lost them all, some
     *                           players cannot be rated against the anchor, or the fit does not converge
     */
    public static RatingTable fit(List<RatedGame> games, String anchor, RatingFitOptions options) {
        return fit(games, anchor, Map.of(), options);
    }

    /**
     * Fits the ratings with more players than the anchor held at given ratings: Ordo's multiple anchors
     * ({@code -m}), which tie a scale down at several points so that players far from the anchor are measured
     * against nearby fixed players instead of through a chain of few games. A held player is shown at its value as
     * {@link RatingKind#FIXED}; one that did not play is left out; one that won or lost every game is shown at its
     * value and its games are not used (as a perfect scorer's are not).
     *
     * @param held ratings relative to the anchor (Elo, finite) of players held fixed besides it; may be empty
     * @throws LabInputException as {@link #fit(List, String, RatingFitOptions)}, or if a held rating is not finite
     */
    public static RatingTable fit(List<RatedGame> games, String anchor, Map<String, Double> held,
                                  RatingFitOptions options) {
        Objects.requireNonNull(anchor, "anchor");
        Objects.requireNonNull(held, "held");
        Objects.requireNonNull(options, "options");
        held.forEach((player, elo) -> {
            if (elo == null || !Double.isFinite(elo)) {
                throw new LabInputException("the rating '" + player + "' is held at must be finite, got " + elo);
            }
        });
        if (games.isEmpty()) {
            throw new LabInputException("no games to rate");
        }
        GameIndex index = GameIndex.of(games);
        int a = index.indexOf(anchor);
        if (a < 0) {
            throw new LabInputException("anchor '" + anchor + "' played none of the " + games.size() + " games");
        }
        int[] status = Identifiability.setAsidePerfectScores(index);
        if (status[a] != Identifiability.CORE) {
            throw new LabInputException("anchor '" + anchor + "' " + (status[a] > 0 ? "won" : "lost")
                    + " every game against the others: its rating is unbounded, choose another anchor");
        }
        Identifiability.requireConnected(index, status, a);
        boolean[] estimated = new boolean[index.players()];
        for (int p = 0; p < estimated.length; p++) {
            estimated[p] = status[p] == Identifiability.CORE;
        }
        double[] heldAt = new double[index.players()];
        java.util.Arrays.fill(heldAt, Double.NaN);
        heldAt[a] = 0;
        held.forEach((player, elo) -> {
            int p = index.indexOf(player);
            if (p >= 0 && p != a) {
                heldAt[p] = elo;
            }
        });
        DavidsonFit fit = DavidsonFit.fit(index, estimated, heldAt, options);
        double[] ratings = fit.ratings.clone();
        for (int p = 0; p < ratings.length; p++) {
            if (!Double.isNaN(heldAt[p])) {
                ratings[p] = heldAt[p];
            } else if (!estimated[p]) {
                ratings[p] = perfectScoreBound(index, estimated, ratings, fit, p, status[p]);
            }
        }
        long[] played = new long[index.players()];
        double[] points = new double[index.players()];
        for (int g = 0; g < index.games(); g++) {
            for (int p : new int[]{index.first[g], index.second[g]}) {
                played[p]++;
                points[p] += index.pointsOf(p, g);
            }
        }
        List<PlayerRating> players = new ArrayList<>();
        for (int p = 0; p < index.players(); p++) {
            RatingKind kind = p == a ? RatingKind.ANCHOR : !Double.isNaN(heldAt[p]) ? RatingKind.FIXED
                    : status[p] == Identifiability.PERFECT_WINNER
                    ? RatingKind.AT_LEAST : status[p] == Identifiability.PERFECT_LOSER ? RatingKind.AT_MOST
                    : RatingKind.ESTIMATE;
            players.add(new PlayerRating(index.names.get(p), ratings[p], kind, played[p], points[p]));
        }
        return new RatingTable(players, anchor, fit.advantage, fit.nu, fit.logLikelihood, fit.iterations);
    }

    /**
     * Ordo's floor (ceiling) of a perfect winner (loser): the rating at which its expected points in its games against
     * estimated players are its points there minus (plus) one half.
     */
    private static double perfectScoreBound(GameIndex index, boolean[] estimated, double[] ratings, DavidsonFit fit,
                                            int p, int status) {
        List<Integer> games = new ArrayList<>();
        double points = 0;
        for (int g = 0; g < index.games(); g++) {
            int opponent = index.first[g] == p ? index.second[g] : index.second[g] == p ? index.first[g] : -1;
            if (opponent >= 0 && estimated[opponent]) {
                games.add(g);
                points += index.pointsOf(p, g);
            }
        }
        if (games.isEmpty()) {
            throw new LabInputException("'" + index.names.get(p) + "' played only players who won or lost every game: "
                    + "its rating cannot be bounded");
        }
        double target = points - 0.5 * status;
        org.apache.commons.math3.analysis.UnivariateFunction shortfall = r -> {
            double expected = 0;
            for (int g : games) {
                boolean first = index.first[g] == p;
                double opponent = ratings[first ? index.second[g] : index.first[g]];
                double firstScore = DavidsonModel.expectedScore(first ? r - opponent + fit.advantage
                        : opponent - r + fit.advantage, fit.nu);
                expected += first ? firstScore : 1 - firstScore;
            }
            return expected - target;
        };
        double lo = -1000;
        double hi = 1000;
        while (shortfall.value(lo) > 0) {
            lo *= 2;
        }
        while (shortfall.value(hi) < 0) {
            hi *= 2;
        }
        return new BrentSolver(1e-12, 1e-10).solve(1000, shortfall, lo, hi);
    }
}
