package org.ttakji.engines.play;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import org.junit.jupiter.api.Test;
import org.ttakji.engines.core.SplitMix64;
import org.ttakji.engines.levels.Level;
import org.ttakji.engines.levels.Strength;

class LevelMoveChoiceTest {
    // true scores: 0 wins a piece, 1 and 2 are quiet, 3 hangs a piece, 4 walks into mate
    private static final int[] TRUE = {300, 20, 10, -300, -29_990};
    // what a fail-soft search reports for the non-best moves: optimistic upper bounds
    private static final int[] BOUNDS = {300, 290, 290, 299, 280};

    private static Level level(int temperature, double blunder, int maxLoss) {
        return new Level("t", 1, null, null, 0, temperature, blunder, maxLoss, Strength.UNKNOWN);
    }

    private static int[] histogram(Level level, int[] bounds, long seed, int draws) {
        LevelMoveChoice choice = new LevelMoveChoice(16);
        SplitMix64 r = new SplitMix64(seed);
        int[] h = new int[TRUE.length];
        for (int i = 0; i < draws; i++) {
            h[choice.choose(level, bounds, TRUE.length, 0, k -> TRUE[k], r)]++;
        }
        return h;
    }

    @Test
    void aPureLevelAlwaysPlaysTheBestMove() {
        assertEquals(1000, histogram(level(0, 0, 0), BOUNDS, 1, 1000)[0]);
    }

    @Test
    void sameSeedSameChoices() {
        Level easy = level(60, 0.2, 700);
        LevelMoveChoice a = new LevelMoveChoice(16);
        LevelMoveChoice b = new LevelMoveChoice(16);
        SplitMix64 ra = new SplitMix64(42);
        SplitMix64 rb = new SplitMix64(42);
        for (int i = 0; i < 500; i++) {
            assertEquals(a.choose(easy, BOUNDS, 5, 0, k -> TRUE[k], ra), b.choose(easy, BOUNDS, 5, 0, k -> TRUE[k], rb));
        }
    }

    @Test
    void easyPicksWeakerMovesOnPurposeButNeverWalksIntoMate() {
        int[] h = histogram(level(40, 0.2, 700), BOUNDS, 3, 10_000);
        assertTrue(h[0] > 7000, Arrays.toString(h));
        assertTrue(h[3] > 200, "hangs a piece now and then: " + Arrays.toString(h));
        assertEquals(0, h[4], Arrays.toString(h));
    }

    @Test
    void optimisticBoundsNeverSmuggleInABadMove() {
        // a normal-like level: temperature and blunders only among moves verified to lose little
        int[] h = histogram(level(10, 0.03, 60), BOUNDS, 5, 10_000);
        assertEquals(10_000, h[0], Arrays.toString(h));
    }

    @Test
    void temperatureDrawsFromTheSoftmaxOfTheTrueScores() {
        int[] close = {10, 0, -10};
        int[] optimistic = {10, 10, 10};
        LevelMoveChoice choice = new LevelMoveChoice(4);
        SplitMix64 r = new SplitMix64(9);
        int[] h = new int[3];
        int n = 60_000;
        for (int i = 0; i < n; i++) {
            h[choice.choose(level(10, 0, 0), optimistic, 3, 0, k -> close[k], r)]++;
        }
        // softmax at T = 10 cp: e^1 : 1 : e^-1 = 0.665 : 0.245 : 0.090; capped rejection adds a little to the best
        assertEquals(0.665, h[0] / (double) n, 0.03);
        assertEquals(0.245, h[1] / (double) n, 0.03);
        assertEquals(0.090, h[2] / (double) n, 0.02);
    }

    @Test
    void onlyProposedMovesAreVerified() {
        int[] verified = new int[5];
        LevelMoveChoice choice = new LevelMoveChoice(8);
        choice.choose(level(0, 0, 0), BOUNDS, 5, 0, k -> {
            verified[k]++;
            return TRUE[k];
        }, new SplitMix64(1));
        assertEquals(0, Arrays.stream(verified).sum(), "a pure level searches nothing extra");
    }
}
