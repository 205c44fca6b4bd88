package org.ttakji.tuning.stats;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

/**
 * Both tallies of a paired match: the pentanomial of the pairs (what the SPRT and the pair-aware intervals use) and
 * the trinomial of the single games (what a W/D/L line shows; it cannot be recovered from the pentanomial, whose
 * middle count mixes win-loss pairs with double draws).
 *
 * @param pentanomial the pairs by the candidate's points
 * @param trinomial   the games by the candidate's result
 */
public record MatchCounts(Pentanomial pentanomial, Trinomial trinomial) {
    /** Requires both tallies, of the same number of games. */
    public MatchCounts {
        Objects.requireNonNull(pentanomial, "pentanomial");
        Objects.requireNonNull(trinomial, "trinomial");
        if (pentanomial.games() != trinomial.games()) {
            throw new IllegalArgumentException("pentanomial of " + pentanomial.games() + " games and trinomial of "
                    + trinomial.games() + " games do not describe one match");
        }
    }

    /** Counts of an empty match. */
    public static MatchCounts empty() {
        return new MatchCounts(new Pentanomial(0, 0, 0, 0, 0), new Trinomial(0, 0, 0));
    }

    /**
     * Tallies game pairs.
     *
     * @param pairs the candidate's points in each pair's two games
     */
    public static MatchCounts ofPairs(List<GamePairScore> pairs) {
        long[] penta = new long[5];
        long[] tri = new long[3]; // losses, draws, wins
        for (GamePairScore p : pairs) {
            penta[(int) Math.round(p.points() * 2)]++;
            tri[(int) Math.round(p.first() * 2)]++;
            tri[(int) Math.round(p.second() * 2)]++;
        }
        return new MatchCounts(Pentanomial.of(penta), new Trinomial(tri[2], tri[1], tri[0]));
    }

    /**
     * Tallies games played in pairs in order: games {@code 2k} and {@code 2k + 1} are pair {@code k} (the layout of
     * a match run, {@code tuning.match.MatchRun}).
     *
     * @param candidateScores the candidate's points in each game (0, 1/2 or 1), an even number of them
     * @throws IllegalArgumentException if the number of games is odd or a score is not a game score
     */
    public static MatchCounts ofConsecutiveGames(double... candidateScores) {
        if (candidateScores.length % 2 != 0) {
            throw new IllegalArgumentException("games in pairs need an even number of games, got "
                    + candidateScores.length);
        }
        List<GamePairScore> pairs = new ArrayList<>(candidateScores.length / 2);
        for (int i = 0; i < candidateScores.length; i += 2) {
            pairs.add(new GamePairScore(candidateScores[i], candidateScores[i + 1]));
        }
        return ofPairs(pairs);
    }
}
