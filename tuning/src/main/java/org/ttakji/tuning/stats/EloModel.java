package org.ttakji.tuning.stats;

/** The unit an SPRT's hypotheses are stated in. */
public enum EloModel {
    /**
     * Logistic Elo: a difference {@code D} means an expected score {@code 1 / (1 + 10^(-D/400))}. Fishtest writes
     * such bounds in braces, {@code {0.00,2.00}}.
     */
    LOGISTIC('{', '}'),
    /**
     * Normalized Elo: a t-value per game, {@code (μ - 1/2) / σ_pg}, times {@code 800 / ln 10}; it measures how
     * quickly a difference shows, independent of the draw ratio. Fishtest's default since 2021; its bounds are
     * written in angle brackets, {@code <0.00,2.00>}.
     */
    NORMALIZED('<', '>');

    private final char open;
    private final char close;

    EloModel(char open, char close) {
        this.open = open;
        this.close = close;
    }

    /** The bounds in fishtest's notation, e.g. {@code <0.00,2.00>}. */
    public String bounds(double elo0, double elo1) {
        return String.format(java.util.Locale.ROOT, "%c%.2f,%.2f%c", open, elo0, elo1, close);
    }
}
