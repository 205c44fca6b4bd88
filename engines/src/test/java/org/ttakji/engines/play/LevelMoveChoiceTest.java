package org.ttakji.engines.play;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.ttakji.engines.core.SplitMix64;
import org.ttakji.engines.levels.Level;
import org.ttakji.engines.levels.Strength;

class LevelMoveChoiceTest {
    // index 0 wins a piece, 1 and 2 are quiet, 3 hangs a piece, 4 walks into mate
    private static final int[] SCORES = {300, 20, 10, -300, -29_990};

    private static Level level(int noise, int temperature, double blunder, int maxLoss) {
        return new Level("t", 1, null, null, noise, temperature, blunder, maxLoss, Strength.UNKNOWN);
    }

    private static int[] histogram(Level level, long seed, int draws) {
        LevelMoveChoice choice = new LevelMoveChoice(16);
        SplitMix64 r = new SplitMix64(seed);
        int[] h = new int[SCORES.length];
        for (int i = 0; i < draws; i++) {
            h[choice.choose(level, SCORES, SCORES.length, r)]++;
        }
        return h;
    }

    @Test
    void aPureLevelAlwaysPlaysTheBestMove() {
        assertEquals(1000, histogram(level(0, 0, 0, 0), 1, 1000)[0]);
    }

    @Test
    void sameSeedSameChoices() {
        Level easy = level(80, 60, 0.2, 700);
        LevelMoveChoice a = new LevelMoveChoice(16);
        LevelMoveChoice b = new LevelMoveChoice(16);
        SplitMix64 ra = new SplitMix64(42);
        SplitMix64 rb = new SplitMix64(42);
        for (int i = 0; i < 500; i++) {
            assertEquals(a.choose(easy, SCORES, SCORES.length, ra), b.choose(easy, SCORES, SCORES.length, rb));
        }
    }

    @Test
    void easyPicksWeakerMovesOnPurposeButNeverWalksIntoMate() {
        int[] h = histogram(level(80, 60, 0.2, 700), 3, 10_000);
        assertTrue(h[0] > 7000, java.util.Arrays.toString(h));
        assertTrue(h[3] > 200, "hangs a piece now and then: " + java.util.Arrays.toString(h));
        assertEquals(0, h[4], java.util.Arrays.toString(h));
    }

    @Test
    void smallNoiseStillPunishesAnObviousMistake() {
        // normal: the piece won is worth far more than its noise and its blunder allowance
        int[] h = histogram(level(15, 0, 0.03, 60), 5, 10_000);
        assertEquals(10_000, h[0], java.util.Arrays.toString(h));
    }

    @Test
    void temperatureSpreadsChoicesAmongCloseMoves() {
        int[] close = {10, 0, -10};
        LevelMoveChoice choice = new LevelMoveChoice(4);
        SplitMix64 r = new SplitMix64(9);
        int[] h = new int[3];
        for (int i = 0; i < 30_000; i++) {
            h[choice.choose(level(0, 10, 0, 0), close, 3, r)]++;
        }
        // softmax at T = 10 cp: e^1 : 1 : e^-1 = 0.665 : 0.245 : 0.090
        assertEquals(0.665, h[0] / 30_000.0, 0.015);
        assertEquals(0.245, h[1] / 30_000.0, 0.015);
        assertEquals(0.090, h[2] / 30_000.0, 0.015);
    }

    @Test
    void gaussianHasUnitVariance() {
        SplitMix64 r = new SplitMix64(11);
        double sum = 0;
        double sq = 0;
        int n = 100_000;
        for (int i = 0; i < n; i++) {
            double g = LevelMoveChoice.gaussian(r);
            sum += g;
            sq += g * g;
        }
        assertEquals(0, sum / n, 0.02);
        assertEquals(1, sq / n, 0.02);
    }
}
