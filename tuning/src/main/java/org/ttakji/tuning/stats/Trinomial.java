package org.ttakji.tuning.stats;

/**
 * A match's games counted by result from the candidate's view: wins, draws, losses (the trinomial of fishtest's
 * {@code stat_util.py}, there listed low to high as losses, draws, wins).
 *
 * @param wins   games the candidate won
 * @param draws  games drawn
 * @param losses games the candidate lost
 */
public record Trinomial(long wins, long draws, long losses) {
    /**
     * Requires non-negative counts.
     *
     * @throws IllegalArgumentException naming the counts otherwise
     */
    public Trinomial {
        if (wins < 0 || draws < 0 || losses < 0) {
            throw new IllegalArgumentException("game counts must be >= 0, got +" + wins + " =" + draws + " -" + losses);
        }
    }

    /** Games played. */
    public long games() {
        return wins + draws + losses;
    }

    /** The candidate's points, wins + draws/2. */
    public double points() {
        return wins + draws / 2.0;
    }

    /** The counts low to high by game score (0, 1/2, 1): losses, draws, wins. */
    public long[] countsByScore() {
        return new long[]{losses, draws, wins};
    }

    /** The per-game score distribution fishtest's statistics start from (zero counts regularised). */
    public ScoreDistribution distribution() {
        return ScoreDistribution.of(countsByScore());
    }

    /** This and another tally added up. */
    public Trinomial plus(Trinomial other) {
        return new Trinomial(wins + other.wins, draws + other.draws, losses + other.losses);
    }
}
