package org.ttakji.tuning.rate;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.ttakji.tuning.stats.GamePairScore;
import org.ttakji.tuning.stats.MatchCounts;
import org.ttakji.tuning.stats.Pentanomial;
import org.ttakji.tuning.stats.ScoreDistribution;

/**
 * A player's score against one opponent with a 95% interval over the game pairs: the mean score per game of the
 * pairs' pentanomial distribution (fishtest's, {@link ScoreDistribution}) ± 1.96 standard errors, clipped to
 * 0..1; for a perfect score (every pair won 2-0), whose spread is nil, the exact bound instead: if a pair is a
 * 2-0 win with probability {@code p}, all {@code n} were with probability {@code p^n}, which is at least 2.5% only
 * for {@code p >= 0.025^(1/n)}, and the score is at least {@code p} (and the same mirrored for a nil score).
 *
 * @param player   the player
 * @param opponent its opponent
 * @param pairs    complete game pairs between them
 * @param wins     games the player won
 * @param draws    games drawn
 * @param losses   games the player lost
 * @param score    points per game, 0..1 (NaN without pairs)
 * @param low      the interval's low end
 * @param high     the interval's high end
 */
public record ScoreCheck(String player, String opponent, long pairs, long wins, long draws, long losses, double score,
                         double low, double high) {
    private static final double Z95 = 1.959963984540054;

    /** The score of {@code player} against {@code opponent} in their complete game pairs among {@code games}. */
    public static ScoreCheck of(String player, String opponent, List<LadderGame> games) {
        Map<Long, LadderGame[]> byPair = new TreeMap<>();
        for (LadderGame g : games) {
            if (g.first().equals(player) && g.second().equals(opponent)
                    || g.first().equals(opponent) && g.second().equals(player)) {
                byPair.computeIfAbsent(g.index() / 2, k -> new LadderGame[2])[(int) (g.index() % 2)] = g;
            }
        }
        List<GamePairScore> scores = new ArrayList<>();
        long wins = 0;
        long draws = 0;
        long losses = 0;
        for (LadderGame[] pair : byPair.values()) {
            if (pair[0] == null || pair[1] == null) {
                continue;
            }
            double[] points = new double[2];
            for (int i = 0; i < 2; i++) {
                double first = pair[i].result().firstPlayerScore();
                points[i] = pair[i].first().equals(player) ? first : 1 - first;
                wins += points[i] == 1 ? 1 : 0;
                draws += points[i] == 0.5 ? 1 : 0;
                losses += points[i] == 0 ? 1 : 0;
            }
            scores.add(new GamePairScore(points[0], points[1]));
        }
        long n = scores.size();
        if (n == 0) {
            return new ScoreCheck(player, opponent, 0, 0, 0, 0, Double.NaN, Double.NaN, Double.NaN);
        }
        Pentanomial p = MatchCounts.ofPairs(scores).pentanomial();
        double score = p.points() / p.games();
        double low;
        double high;
        if (p.ww() == n) {
            low = Math.pow(0.025, 1.0 / n);
            high = 1;
        } else if (p.ll() == n) {
            low = 0;
            high = 1 - Math.pow(0.025, 1.0 / n);
        } else {
            double se = p.distribution().standardError();
            low = Math.max(0, score - Z95 * se);
            high = Math.min(1, score + Z95 * se);
        }
        return new ScoreCheck(player, opponent, n, wins, draws, losses, score, low, high);
    }

    /** True when the whole interval is above one half: the player beats the opponent. */
    public boolean beats() {
        return pairs > 0 && low > 0.5;
    }
}
