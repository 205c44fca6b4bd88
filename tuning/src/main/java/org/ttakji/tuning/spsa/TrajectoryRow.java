package org.ttakji.tuning.spsa;

/**
 * One SPSA iteration as the trajectory logs it.
 *
 * @param iteration {@code k}, 0-based
 * @param pairs     game pairs played up to and including this iteration
 * @param flips     the direction {@code Δ}, one ±1 per parameter
 * @param c         the perturbation {@code c_k} per parameter (parameter units)
 * @param r         the learning rate {@code R_k = a_k / c_k²} per parameter
 * @param wins      games the plus point won
 * @param draws     games drawn
 * @param losses    games the plus point lost
 * @param theta     the values after this iteration's update, one per parameter
 */
public record TrajectoryRow(int iteration, long pairs, int[] flips, double[] c, double[] r, long wins, long draws,
                            long losses, double[] theta) {
    /** Copies the arrays (a row is a value). */
    public TrajectoryRow {
        flips = flips.clone();
        c = c.clone();
        r = r.clone();
        theta = theta.clone();
    }

    /** The result the update used: wins minus losses of the plus point (fishtest's). */
    public long result() {
        return wins - losses;
    }

    /** The values after the update (a copy). */
    @Override
    public double[] theta() {
        return theta.clone();
    }

    /** The direction (a copy). */
    @Override
    public int[] flips() {
        return flips.clone();
    }

    /** The perturbations (a copy). */
    @Override
    public double[] c() {
        return c.clone();
    }

    /** The learning rates (a copy). */
    @Override
    public double[] r() {
        return r.clone();
    }
}
