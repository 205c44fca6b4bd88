package org.ttakji.tuning.stats;

/**
 * Bradley-Terry with ties in Davidson's form, ratings in Elo: the probabilities of a game's three results from the
 * rating difference {@code Δ} (first player minus second, first-move advantage included) and the draw parameter
 * {@code ν ≥ 0}.
 *
 * <p>With strengths {@code π = 10^(rating/400)}, Davidson (JASA 65, 1970) gives
 * {@code P(win) = π1 / (π1 + π2 + ν·√(π1·π2))}, {@code P(draw) = ν·√(π1·π2) / (...)}; divided by {@code √(π1·π2)}:
 * {@code P(win) = x / (x + 1/x + ν)}, {@code P(loss) = (1/x) / (x + 1/x + ν)}, {@code P(draw) = ν / (x + 1/x + ν)}
 * with {@code x = 10^(Δ/800)}. The first-move advantage enters {@code Δ} as an Elo bonus of the first player,
 * which is Davidson and Beaver's order effect (Biometrics 33, 1977) written on the Elo scale, and what Ordo's and
 * BayesElo's white advantage is.
 *
 * <p>Meaning of the units: the win:loss odds are {@code 10^(Δ/400)}, exactly Elo's; with {@code ν = 0} the model is
 * the logistic Elo curve. With draws the expected score {@code P(win) + P(draw)/2} is flatter: near {@code Δ = 0} it
 * moves {@code 2 / (2 + ν)} times as fast as the logistic curve (its slope is {@code ln 10 / (800·(2 + ν))} per
 * Elo against {@code ln 10 / 1600}), so a Davidson rating difference is larger than the logistic Elo of the same
 * score by about {@code (2 + ν) / 2} (BayesElo's Rao-Kupper model has the same effect, which its {@code scale}
 * command undoes). Among equal players {@code P(draw) = ν / (2 + ν)}.
 */
public final class DavidsonModel {
    /** {@code ln 10 / 800}: {@code ln x} per Elo of difference. */
    static final double HALF_LN10_PER_ELO = Math.log(10) / 800;

    private DavidsonModel() {
    }

    /**
     * The probabilities of the first player's win, a draw and the first player's loss.
     *
     * @param difference the first player's rating minus the second's, plus the first-move advantage, in Elo
     * @param nu         the draw parameter, {@code >= 0}
     * @return {@code {P(win), P(draw), P(loss)}}, summing to 1
     */
    public static double[] probabilities(double difference, double nu) {
        double u = HALF_LN10_PER_ELO * difference;
        if (nu == 0) {
            double win = 1 / (1 + Math.exp(-2 * u));
            return new double[]{win, 0, 1 / (1 + Math.exp(2 * u))};
        }
        double lambda = Math.log(nu);
        double m = Math.max(Math.abs(u), lambda); // shift the exponents so that none overflows
        double a = Math.exp(u - m);
        double b = Math.exp(-u - m);
        double c = Math.exp(lambda - m);
        double z = a + b + c;
        return new double[]{a / z, c / z, b / z};
    }

    /** The first player's expected score {@code P(win) + P(draw) / 2} at a difference (Elo) and draw parameter. */
    public static double expectedScore(double difference, double nu) {
        double[] p = probabilities(difference, nu);
        return p[0] + p[1] / 2;
    }

    /** The draw parameter that gives draw ratio {@code d} among equal players: {@code ν = 2d / (1 - d)}. */
    public static double drawParameterForEqualDrawRatio(double d) {
        if (!(d >= 0 && d < 1)) {
            throw new IllegalArgumentException("draw ratio must be in [0, 1), got " + d);
        }
        return 2 * d / (1 - d);
    }

    /**
     * {@code 2 / (2 + ν)}: how much more slowly the expected score moves per rating point than the logistic Elo
     * curve near equality; a rating difference times this is roughly the logistic Elo of the same score.
     */
    public static double logisticScale(double nu) {
        return 2 / (2 + nu);
    }
}
