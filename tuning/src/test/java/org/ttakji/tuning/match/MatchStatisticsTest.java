package org.ttakji.tuning.match;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.ttakji.tuning.stats.MatchElo;
import org.ttakji.tuning.stats.Pentanomial;
import org.ttakji.tuning.stats.Trinomial;

/** Pairs are games 2k and 2k+1, scored for the candidate, who moves first in the even game; what repeats is counted. */
class MatchStatisticsTest {
    private static MatchGame game(long index, String start, String moves, String result) {
        return new MatchGame(index, start, moves, result, result.equals("1/2-1/2") ? "repetition" : "checkmate", 10);
    }

    @Test
    void theCandidateIsFirstInEvenGamesAndSecondInOddOnes() {
        List<MatchGame> games = List.of(
                game(0, "s0", "a b", "1-0"), game(1, "s0", "c d", "1-0"),         // win, loss: 1 point
                game(2, "s1", "a c", "1-0"), game(3, "s1", "c a", "0-1"),         // win, win: 2 points
                game(4, "s2", "b c", "1/2-1/2"), game(5, "s2", "b d", "0-1"),     // draw, win: 3/2
                game(7, "s3", "d a", "1-0"), game(6, "s3", "a d", "0-1"));        // loss, loss (any order): 0
        MatchStatistics s = MatchStatistics.of(games);
        assertEquals(new Pentanomial(1, 0, 1, 1, 1), s.counts().pentanomial());
        assertEquals(new Trinomial(4, 1, 3), s.counts().trinomial());
        assertEquals(MatchElo.of(s.counts().pentanomial()), s.elo());
        assertEquals(8, s.games());
        assertEquals(4, s.pairs());
        assertEquals(0, s.unpaired());
        assertEquals(Map.of("checkmate", 7L, "repetition", 1L), s.terminations());
        assertEquals(10.0, s.meanPlies());
        assertEquals(new MatchStatistics.Duplicates(0, 0, 0), s.duplicates());
    }

    @Test
    void repeatedStartsRepeatedGamesAndIdenticalPairsAreCounted() {
        List<MatchGame> games = new ArrayList<>();
        for (int k = 0; k < 3; k++) { // one start, and both games of every pair alike: a deterministic self-match
            games.add(game(2 * k, "s", "a b c", "1-0"));
            games.add(game(2 * k + 1, "s", "a b c", "1-0"));
        }
        games.add(game(6, "t", "a b", "1-0"));
        games.add(game(7, "t", "a c", "0-1"));
        MatchStatistics.Duplicates d = MatchStatistics.of(games).duplicates();
        assertEquals(2, d.repeatedStarts(), "pairs 1 and 2 start as pair 0");
        assertEquals(5, d.repeatedGames(), "games 1..5 repeat game 0");
        assertEquals(3, d.identicalPairs());
    }

    @Test
    void aGameWithoutItsPartnerIsLeftOutOfTheCounts() {
        MatchStatistics s = MatchStatistics.of(List.of(game(0, "s", "a", "1-0"), game(1, "s", "b", "1-0"),
                game(2, "t", "a", "1-0")));
        assertEquals(1, s.pairs());
        assertEquals(1, s.unpaired());
        assertEquals(2, s.counts().trinomial().games());
        assertEquals(3, s.games());
    }
}
