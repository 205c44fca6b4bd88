package org.ttakji.tuning.stats;

import org.apache.commons.math3.linear.Array2DRowRealMatrix;
import org.apache.commons.math3.linear.ArrayRealVector;
import org.apache.commons.math3.linear.CholeskyDecomposition;
import org.apache.commons.math3.linear.NonPositiveDefiniteMatrixException;
import org.ttakji.engines.core.LabInputException;

/**
 * The maximum-likelihood fit of {@link DavidsonModel} to the games among the estimated players: ratings (the held
 * ones at their given values, at least the anchor at 0), the first-move advantage {@code η} and {@code λ = ln ν}, by
 * Newton's method with step halving.
 *
 * <p>Per game, with {@code u = (ln 10 / 800)·(r_first - r_second + η)} and {@code y} = +1, 0, -1 for the first
 * player's win, draw, loss, the log-likelihood is {@code y·u + [draw]·λ - ln Z}, {@code Z = e^u + e^-u + e^λ}.
 * {@code ln Z} is a log-sum-exp of linear functions of the parameters, so the log-likelihood is concave and Newton's
 * method with a step that never lowers it converges to the maximum when one exists. Gradient: {@code ∂/∂u = y -
 * (P_w - P_l)}, {@code ∂/∂λ = [draw] - P_d}; negative Hessian: {@code ∂²lnZ/∂u² = P_w + P_l - (P_w - P_l)²},
 * {@code ∂²lnZ/∂u∂λ = -(P_w - P_l)·P_d}, {@code ∂²lnZ/∂λ² = P_d·(1 - P_d)} (derived here from the model).
 *
 * <p>At the maximum each player's expected points equal its points, the expected number of draws equals the draws,
 * and the first players' expected points equal theirs: the score equations of the model, which the tests check.
 * Hunter's MM algorithm ("MM algorithms for generalized Bradley-Terry models", Ann. Statist. 32, 2004) reaches the
 * same point more slowly; Newton needs about ten steps here.
 */
final class DavidsonFit {
    private static final int MAX_ITERATIONS = 200;
    private static final double STEP_TOLERANCE = 1e-10;
    private static final double RUNAWAY_ELO = 1e4;
    private static final double K = DavidsonModel.HALF_LN10_PER_ELO;

    final double[] ratings;
    final double advantage;
    final double nu;
    final double logLikelihood;
    final int iterations;

    private DavidsonFit(double[] ratings, double advantage, double nu, double logLikelihood, int iterations) {
        this.ratings = ratings;
        this.advantage = advantage;
        this.nu = nu;
        this.logLikelihood = logLikelihood;
        this.iterations = iterations;
    }

    /**
     * Fits the games whose two players both have {@code estimated} set.
     *
     * @param held per player, the rating it is held at (Elo, the anchor's 0 included), or NaN to estimate it
     *
     * @throws LabInputException if the draw parameter has no finite estimate (no decisive game), a fixed draw
     *                           parameter of 0 meets a draw, or the fit does not converge
     */
    static DavidsonFit fit(GameIndex games, boolean[] estimated, double[] held, RatingFitOptions options) {
        int n = games.players();
        int[] param = new int[n];
        double[] start = new double[n];
        int count = 0;
        for (int p = 0; p < n; p++) {
            param[p] = estimated[p] && Double.isNaN(held[p]) ? count++ : -1;
            start[p] = Double.isNaN(held[p]) ? 0 : held[p];
        }
        long used = 0;
        long draws = 0;
        for (int g = 0; g < games.games(); g++) {
            if (estimated[games.first[g]] && estimated[games.second[g]]) {
                used++;
                draws += games.outcome[g] == 0 ? 1 : 0;
            }
        }
        int etaParam = options.firstMoveAdvantage() == null ? count++ : -1;
        double nu;
        int lambdaParam = -1;
        if (options.drawParameter() != null) {
            nu = options.drawParameter();
            if (nu == 0 && draws > 0) {
                throw new LabInputException("a draw parameter of 0 allows no draws, but " + draws + " games were drawn");
            }
        } else if (draws == 0) {
            nu = 0; // the maximum is at the boundary: plain Bradley-Terry
        } else if (draws == used) {
            throw new LabInputException("all " + used + " games were drawn: the draw parameter has no finite "
                    + "estimate (give one)");
        } else {
            double d = (double) draws / used;
            nu = DavidsonModel.drawParameterForEqualDrawRatio(d);
            lambdaParam = count++;
        }
        State s = new State(start, options.firstMoveAdvantage() == null ? 0 : options.firstMoveAdvantage(),
                nu == 0 ? Double.NEGATIVE_INFINITY : Math.log(nu));
        if (count == 0) { // every parameter is given (e.g. a bootstrap resample of the anchor's games alone)
            return new DavidsonFit(s.ratings, s.eta, Math.exp(s.lambda),
                    evaluate(games, estimated, s, param, etaParam, lambdaParam, null, null), 0);
        }
        for (int iteration = 1; iteration <= MAX_ITERATIONS; iteration++) {
            double[] gradient = new double[count];
            double[][] negHessian = new double[count][count];
            double current = evaluate(games, estimated, s, param, etaParam, lambdaParam, gradient, negHessian);
            double[] step;
            try {
                step = new CholeskyDecomposition(new Array2DRowRealMatrix(negHessian, false), 1e-12, 1e-14)
                        .getSolver().solve(new ArrayRealVector(gradient, false)).toArray();
            } catch (NonPositiveDefiniteMatrixException e) {
                throw notConverged(s); // the likelihood has gone flat along some direction
            }
            double t = 1;
            State next = s.plus(step, t, param, etaParam, lambdaParam);
            while (evaluate(games, estimated, next, param, etaParam, lambdaParam, null, null) < current && t > 1e-12) {
                t /= 2;
                next = s.plus(step, t, param, etaParam, lambdaParam);
            }
            s = next;
            double largest = 0;
            for (double v : step) {
                largest = Math.max(largest, Math.abs(t * v));
            }
            if (s.runaway()) {
                break;
            }
            if (largest < STEP_TOLERANCE) {
                double ll = evaluate(games, estimated, s, param, etaParam, lambdaParam, null, null);
                return new DavidsonFit(s.ratings, s.eta, Math.exp(s.lambda), ll, iteration);
            }
        }
        throw notConverged(s);
    }

    private static LabInputException notConverged(State s) {
        return new LabInputException(String.format(java.util.Locale.ROOT, "the rating fit did not converge "
                + "(first-move advantage %.1f Elo, draw parameter %.3g when it stopped): the games do not determine "
                + "them, e.g. the first player won every decisive game; give them instead", s.eta, Math.exp(s.lambda)));
    }

    /** The log-likelihood; the gradient and negative Hessian too when the arrays are given. */
    private static double evaluate(GameIndex games, boolean[] estimated, State s, int[] param, int etaParam,
                                   int lambdaParam, double[] gradient, double[][] negHessian) {
        double ll = 0;
        boolean noDraws = s.lambda == Double.NEGATIVE_INFINITY;
        int[] idx = new int[3];
        double[] coef = {K, -K, K};
        for (int g = 0; g < games.games(); g++) {
            int f = games.first[g];
            int b = games.second[g];
            if (!estimated[f] || !estimated[b]) {
                continue;
            }
            double u = K * (s.ratings[f] - s.ratings[b] + s.eta);
            int y = games.outcome[g];
            double m = noDraws ? Math.abs(u) : Math.max(Math.abs(u), s.lambda);
            double ew = Math.exp(u - m);
            double el = Math.exp(-u - m);
            double ed = noDraws ? 0 : Math.exp(s.lambda - m);
            double z = ew + el + ed;
            ll += y * u + (y == 0 ? s.lambda : 0) - m - Math.log(z);
            if (gradient == null) {
                continue;
            }
            double pw = ew / z;
            double pl = el / z;
            double pd = ed / z;
            double gu = y - (pw - pl);
            double huu = pw + pl - (pw - pl) * (pw - pl);
            double hul = -(pw - pl) * pd;
            idx[0] = param[f];
            idx[1] = param[b];
            idx[2] = etaParam;
            for (int i = 0; i < 3; i++) {
                if (idx[i] < 0) {
                    continue;
                }
                gradient[idx[i]] += gu * coef[i];
                for (int j = 0; j < 3; j++) {
                    if (idx[j] >= 0) {
                        negHessian[idx[i]][idx[j]] += huu * coef[i] * coef[j];
                    }
                }
                if (lambdaParam >= 0) {
                    negHessian[idx[i]][lambdaParam] += hul * coef[i];
                    negHessian[lambdaParam][idx[i]] += hul * coef[i];
                }
            }
            if (lambdaParam >= 0) {
                gradient[lambdaParam] += (y == 0 ? 1 : 0) - pd;
                negHessian[lambdaParam][lambdaParam] += pd * (1 - pd);
            }
        }
        return ll;
    }

    /** A point in parameter space: ratings (Elo), advantage (Elo), λ = ln ν. */
    private record State(double[] ratings, double eta, double lambda) {
        State plus(double[] step, double t, int[] param, int etaParam, int lambdaParam) {
            double[] r = ratings.clone();
            for (int p = 0; p < r.length; p++) {
                if (param[p] >= 0) {
                    r[p] += t * step[param[p]];
                }
            }
            return new State(r, etaParam >= 0 ? eta + t * step[etaParam] : eta,
                    lambdaParam >= 0 ? lambda + t * step[lambdaParam] : lambda);
        }

        boolean runaway() {
            for (double r : ratings) {
                if (Math.abs(r) > RUNAWAY_ELO) {
                    return true;
                }
            }
            return Math.abs(eta) > RUNAWAY_ELO || lambda > 50;
        }
    }
}
