package org.ttakji.tuning.rate;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.ttakji.engines.core.Result;

/** A score against one opponent with its 95% interval over game pairs. */
class ScoreCheckTest {
    private static List<LadderGame> pairs(int n, Result even, Result odd) {
        List<LadderGame> games = new ArrayList<>();
        for (int k = 0; k < n; k++) {
            games.add(new LadderGame(2L * k, "easy", "random", even, "x", new long[0], null));
            games.add(new LadderGame(2L * k + 1, "random", "easy", odd, "x", new long[0], null));
        }
        return games;
    }

    @Test
    void aPerfectScoreHasTheExactLowerBoundOfAllPairsWon() {
        ScoreCheck s = ScoreCheck.of("easy", "random", pairs(8, Result.FIRST_WINS, Result.SECOND_WINS));
        assertEquals(1.0, s.score());
        assertEquals(Math.pow(0.025, 1.0 / 8), s.low(), 1e-12);
        assertEquals(16, s.wins());
        assertTrue(s.beats());
    }

    @Test
    void anEvenScoreDoesNotShowThatEitherBeatsTheOther() {
        ScoreCheck s = ScoreCheck.of("easy", "random", pairs(10, Result.FIRST_WINS, Result.FIRST_WINS));
        assertEquals(0.5, s.score());
        assertTrue(s.low() < 0.5 && s.high() > 0.5);
        assertFalse(s.beats());
        assertEquals(10, s.losses());
    }

    @Test
    void noGamesNoVerdict() {
        ScoreCheck s = ScoreCheck.of("easy", "random", List.of());
        assertEquals(0, s.pairs());
        assertFalse(s.beats());
    }
}
