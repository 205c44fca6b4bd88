package org.ttakji.tuning.stats;

/**
 * A match's game pairs (same start, colours swapped) counted by the candidate's points in the pair: 0, 1/2, 1, 3/2
 * and 2. Fishtest's "Ptnml(0-2)" lists exactly these five numbers in this order: LL, LD+DL, LW+DD+WL, DW+WD, WW
 * ({@code LLRcalc.py}).
 *
 * @param ll   pairs with 0 points (two losses)
 * @param ld   pairs with 1/2 point (a loss and a draw)
 * @param even pairs with 1 point (a win and a loss, or two draws)
 * @param wd   pairs with 3/2 points (a win and a draw)
 * @param ww   pairs with 2 points (two wins)
 */
public record Pentanomial(long ll, long ld, long even, long wd, long ww) {
    /**
     * Requires non-negative counts.
     *
     * @throws IllegalArgumentException naming the counts otherwise
     */
    public Pentanomial {
        if (ll < 0 || ld < 0 || even < 0 || wd < 0 || ww < 0) {
            throw new IllegalArgumentException("pair counts must be >= 0, got " + ll + ", " + ld + ", " + even + ", "
                    + wd + ", " + ww);
        }
    }

    /**
     * The five counts low to high, as fishtest prints them.
     *
     * @param counts five pair counts, for 0, 1/2, 1, 3/2 and 2 points
     * @throws IllegalArgumentException if there are not five or one is negative
     */
    public static Pentanomial of(long... counts) {
        if (counts.length != 5) {
            throw new IllegalArgumentException("a pentanomial has 5 counts, got " + counts.length);
        }
        return new Pentanomial(counts[0], counts[1], counts[2], counts[3], counts[4]);
    }

    /** The five counts low to high by pair points (0, 1/2, 1, 3/2, 2). */
    public long[] countsByScore() {
        return new long[]{ll, ld, even, wd, ww};
    }

    /** Game pairs. */
    public long pairs() {
        return ll + ld + even + wd + ww;
    }

    /** Games, two per pair. */
    public long games() {
        return 2 * pairs();
    }

    /** The candidate's points. */
    public double points() {
        return ld / 2.0 + even + wd * 1.5 + ww * 2.0;
    }

    /** The distribution of a pair's mean score per game (0, 1/4, 1/2, 3/4, 1) fishtest's statistics start from. */
    public ScoreDistribution distribution() {
        return ScoreDistribution.of(countsByScore());
    }

    /** This with one more pair of the given points. */
    public Pentanomial plusPair(GamePairScore pair) {
        long[] c = countsByScore();
        c[(int) Math.round(pair.points() * 2)]++;
        return of(c);
    }

    /** This and another tally added up. */
    public Pentanomial plus(Pentanomial other) {
        return new Pentanomial(ll + other.ll, ld + other.ld, even + other.even, wd + other.wd, ww + other.ww);
    }

    /** Text as fishtest prints it: {@code Ptnml(0-2): 369, 12695, 27124, 12664, 332}. */
    public String describe() {
        return "Ptnml(0-2): " + ll + ", " + ld + ", " + even + ", " + wd + ", " + ww;
    }
}
