package org.ttakji.selfplay;

import java.math.BigDecimal;
import java.math.MathContext;
import java.math.RoundingMode;

/** Numbers for people: rates and sizes with a fixed number of significant figures, in plain notation. */
public final class Figures {
    private Figures() {
    }

    /**
     * {@code x} to {@code n} significant figures in plain decimal notation: {@code sig(209.78, 3) = "210"},
     * {@code sig(1, 3) = "1.00"}, {@code sig(0.021345, 3) = "0.0213"}, {@code sig(52345, 3) = "52300"}; {@code "0"}
     * for 0 and {@code "?"} for a value that is not finite.
     *
     * @param n significant figures, at least 1
     * @throws IllegalArgumentException if {@code n < 1}
     */
    public static String sig(double x, int n) {
        if (n < 1) {
            throw new IllegalArgumentException("significant figures must be at least 1, got " + n);
        }
        if (!Double.isFinite(x)) {
            return "?";
        }
        if (x == 0) {
            return "0";
        }
        BigDecimal r = new BigDecimal(x).round(new MathContext(n, RoundingMode.HALF_UP));
        // digits before the point = precision - scale; keep exactly n digits in all
        int scale = n - (r.precision() - r.scale());
        return r.setScale(scale, RoundingMode.HALF_UP).toPlainString();
    }

    /** {@link #sig(double, int) sig(x, 3)}. */
    public static String sig3(double x) {
        return sig(x, 3);
    }

    /**
     * A game rate for people: games/s to 3 significant figures, and below 0.1 games/s also per minute
     * ({@code "0.0213 games/s (1.28 games/min)"}), so slow engine games do not print as {@code 0.02}.
     */
    public static String gameRate(double gamesPerSecond) {
        String s = sig3(gamesPerSecond) + " games/s";
        return gamesPerSecond > 0 && gamesPerSecond < 0.1 ? s + " (" + sig3(gamesPerSecond * 60) + " games/min)" : s;
    }
}
