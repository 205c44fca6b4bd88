package org.ttakji.tuning.stats;

import org.apache.commons.math3.special.Erf;

/** The standard normal distribution (Apache Commons Math's error functions, accurate to about 1e-15). */
final class Gaussian {
    /** The two-sided 95% quantile {@code Φ⁻¹(0.975)}, the value fishtest's {@code Phi_inv(0.975)} gives. */
    static final double Z95 = 1.959963984540054;

    private Gaussian() {
    }

    /** {@code Φ(x) = erfc(-x / √2) / 2}. */
    static double cdf(double x) {
        return 0.5 * Erf.erfc(-x / Math.sqrt(2));
    }
}
