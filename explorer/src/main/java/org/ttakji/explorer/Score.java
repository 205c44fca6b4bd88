package org.ttakji.explorer;

import org.ttakji.tuning.EloEstimate;

/**
 * Game counts of one row (a move from the mover's view, or a start from the first player's view) with the score and
 * its 95% interval.
 *
 * <p>Score: {@code s = (w + d/2) / n}. Interval: {@link EloEstimate}'s, the Wilson score interval on the per-game
 * score with draws as half points: {@code (s + k/2 ± √(k·(v + k·(1 − δ)/4))) / (1 + k)} with {@code k = z²/n},
 * {@code z = 1.959964}, the draw ratio {@code δ = d/n} and the per-game score's sample variance
 * {@code v = (w·(1 − s)² + d·(1/2 − s)² + l·s²) / n}. Without draws this is Wilson's interval
 * {@code (s + z²/2n ± z·√(s(1 − s)/n + z²/4n²)) / (1 + z²/n)} exactly; draws lower the variance, so the interval is
 * narrower than Wilson's on a coin flip of the same mean.
 *
 * @param games  games counted
 * @param wins   won (mover's or first player's view)
 * @param draws  drawn
 * @param losses lost
 */
public record Score(long games, long wins, long draws, long losses) {
    /** Requires counts that add up. */
    public Score {
        if (wins < 0 || draws < 0 || losses < 0 || games != wins + draws + losses) {
            throw new IllegalArgumentException("bad counts: " + games + " games, +" + wins + " =" + draws + " -" + losses);
        }
    }

    /** The counts of wins, draws and losses. */
    public static Score of(long wins, long draws, long losses) {
        return new Score(wins + draws + losses, wins, draws, losses);
    }

    /** The sum of two rows. */
    public Score plus(Score o) {
        return new Score(games + o.games, wins + o.wins, draws + o.draws, losses + o.losses);
    }

    private EloEstimate estimate() {
        if (games > Integer.MAX_VALUE) {
            throw new IllegalArgumentException("too many games for the interval: " + games);
        }
        return new EloEstimate((int) wins, (int) draws, (int) losses);
    }

    /** Points per game, 0..1 (NaN without games). */
    public double score() {
        return games == 0 ? Double.NaN : (wins + draws / 2.0) / games;
    }

    /** Lower end of the 95% interval of the score (NaN without games). */
    public double low() {
        return estimate().scoreLow();
    }

    /** Upper end of the 95% interval of the score (NaN without games). */
    public double high() {
        return estimate().scoreHigh();
    }

    /** Share of draws, 0..1 (NaN without games). */
    public double drawRate() {
        return games == 0 ? Double.NaN : (double) draws / games;
    }

    /** The Elo difference the score implies with its 95% interval, e.g. {@code +35 [-120, +190]}. */
    public String elo() {
        return estimate().describe();
    }
}
