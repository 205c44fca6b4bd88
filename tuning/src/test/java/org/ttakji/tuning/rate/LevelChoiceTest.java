package org.ttakji.tuning.rate;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.ttakji.engines.core.LabInputException;
import org.ttakji.engines.levels.Level;
import org.ttakji.engines.levels.Strength;

/**
 * What calibration moves: a depth-limited level its depth, any other level its node limit, never beyond the time
 * budget nor further than one step past the candidates a gauntlet rates; and nothing when the ratings do not make
 * strength grow with the node limit (a depth-limited level is then kept as it is).
 */
class LevelChoiceTest {
    private static final Level EASY = easyAtDepth(3);
    private static final Level NORMAL = new Level("normal", null, 40_000L, null, 10, 0, 0.02, 60, Strength.UNKNOWN);

    /** A model fitted to easy rated at depth 1 and depth 3 (40 games each, intervals of ±50). */
    private static StrengthModel easyRatedAtDepths1And3(double eloAtDepth1, double eloAtDepth3) {
        return StrengthModel.fit(List.of(
                new LevelPoint("shallow", easyAtDepth(1), eloAtDepth1, eloAtDepth1 - 50, eloAtDepth1 + 50, 40, "r"),
                new LevelPoint("deep", easyAtDepth(3), eloAtDepth3, eloAtDepth3 - 50, eloAtDepth3 + 50, 40, "r")), 1);
    }

    /** Easy as levels v0001 of the board games have it (4,000 nodes, noise 60, temperature 40, blunders 0.12), at a depth. */
    private static Level easyAtDepth(int depth) {
        return new Level("easy", depth, 4_000L, null, 60, 40, 0.12, 350, Strength.UNKNOWN);
    }

    @Test
    void candidatesAreOneStepEachWayOfTheMovedParameter() {
        assertEquals(List.of(2, 3, 4), LevelChoice.candidates(EASY, 400_000).stream().map(Level::depth).toList());
        assertTrue(LevelChoice.candidates(EASY, 400_000).stream().allMatch(l -> l.nodes() == 4_000L
                && l.evalNoiseCp() == 60 && l.blunderRate() == 0.12), "the character is kept");
        assertEquals(List.of(10_000L, 40_000L, 160_000L), LevelChoice.candidates(NORMAL, 400_000).stream()
                .map(Level::nodes).toList());
        assertEquals(List.of(10_000L, 40_000L), LevelChoice.candidates(NORMAL, 100_000).stream().map(Level::nodes)
                .toList(), "never above the time budget");
    }

    @Test
    void aChoiceStaysWithinOneStepBeyondTheCandidates() {
        assertEquals(List.of(1, 2, 3, 4, 5), LevelChoice.grid(EASY, 400_000).stream().map(Level::depth).toList());
        List<Long> nodes = LevelChoice.grid(NORMAL, 400_000).stream().map(Level::nodes).toList();
        assertEquals(3_000L, nodes.get(0), "the grid's first node limit above 40,000 / 16");
        assertEquals(400_000L, nodes.get(nodes.size() - 1), "the time budget is the highest");
        assertTrue(nodes.contains(20_000L) && nodes.contains(150_000L), nodes.toString());
    }

    @Test
    void aChoiceAimsAtTheBandsAimWhenItHasOne() {
        // +200 Elo per doubling: 40,000 nodes at +700, so +800 lies near 56,000 nodes and the middle (+700) at 40,000
        Level small = new Level("normal", null, 10_000L, null, 10, 0, 0.02, 60, Strength.UNKNOWN);
        StrengthModel model = StrengthModel.fit(List.of(new LevelPoint("small", small, 300, 250, 350, 40, "r"),
                new LevelPoint("normal", NORMAL, 700, 650, 750, 40, "r")), 1);
        LevelChoice mid = LevelChoice.choose(model, NORMAL, new LevelBands.Band("normal", 550, 850, null, null, ""),
                400_000);
        LevelChoice aimed = LevelChoice.choose(model, NORMAL,
                new LevelBands.Band("normal", 550, 850, 800.0, null, null, ""), 400_000);
        assertEquals(700, mid.target());
        assertEquals(800, aimed.target());
        assertTrue(aimed.level().nodes() > mid.level().nodes(), aimed.level().nodes() + " vs " + mid.level().nodes());
        assertEquals(800, aimed.predicted(), 40);
    }

    @Test
    void noChoiceWhenStrengthDoesNotGrowWithTheBudget() {
        Level small = new Level("normal", null, 1_000L, null, 0, 0, 0, 0, Strength.UNKNOWN);
        Level big = new Level("normal", null, 64_000L, null, 0, 0, 0, 0, Strength.UNKNOWN);
        StrengthModel model = StrengthModel.fit(List.of(new LevelPoint("small", small, 500, 450, 550, 40, "r"),
                new LevelPoint("big", big, 300, 250, 350, 40, "r")), 1);
        LevelBands.Band band = new LevelBands.Band("normal", 550, 850, null, null, "");
        LabInputException e = assertThrows(LabInputException.class,
                () -> LevelChoice.choose(model, NORMAL, band, 400_000));
        assertTrue(e.getMessage().contains("Elo per doubling of nodes for normal: the ratings do not say how to move"
                + " its node limit"), e.getMessage());
    }

    @Test
    void atTheDepthFloorTheCandidatesAlsoRateHalfAndFourTimesTheBlunderRate() {
        Level two = easyAtDepth(2);
        List<Level> c = LevelChoice.candidates(two, 400_000);
        assertEquals(List.of(1, 1, 1, 1, 2, 3), c.stream().map(Level::depth).toList());
        assertEquals(List.of(0.48, 0.06, 0.12, 0.12, 0.12, 0.12), c.stream().map(Level::blunderRate).toList());
        Level pure = new Level("easy", 1, 4_000L, null, 60, 40, 0, 350, Strength.UNKNOWN);
        assertEquals(List.of(0.1, 0.0, 0.0, 0.0), LevelChoice.candidates(pure, 400_000).stream().map(Level::blunderRate)
                .toList(), "a level without blunders is rated with a few (there is nothing to halve)");
        Level banqi = new Level("easy", 1, 2_000L, null, 120, 80, 0.25, 400, Strength.UNKNOWN);
        assertEquals(LevelChoice.MAX_BLUNDER_RATE, LevelChoice.candidates(banqi, 200_000).get(0).blunderRate(),
                "never above one move in two");
    }

    @Test
    void aLevelAtTheBlunderCapIsRatedOnceAtDepthOneNotTwice() {
        // Janggi's easy of calibration round 2 (depth 2, blunders 0.5): four times the rate is the rate itself
        Level capped = new Level("easy", 2, 4_000L, null, 60, 40, LevelChoice.MAX_BLUNDER_RATE, 350, Strength.UNKNOWN);
        List<Level> c = LevelChoice.candidates(capped, 400_000);
        assertEquals(List.of(1, 1, 1, 2, 3), c.stream().map(Level::depth).toList());
        assertEquals(List.of(0.5, 0.25, 0.5, 0.5, 0.5), c.stream().map(Level::blunderRate).toList());
        assertEquals(List.of(60, 60, 240, 60, 60), c.stream().map(Level::evalNoiseCp).toList(),
                "one more at depth 1: the noise lever");
        assertTrue(c.contains(capped));
    }

    @Test
    void atTheBlunderCapTheCandidatesAlsoRateFourTimesTheNoise() {
        // Janggi's easy of levels v0006 (depth 1, blunders 0.5, noise 60)
        Level floor = new Level("easy", 1, 4_000L, null, 60, 40, LevelChoice.MAX_BLUNDER_RATE, 350, Strength.UNKNOWN);
        List<Level> c = LevelChoice.candidates(floor, 400_000);
        assertEquals(List.of(1, 1, 1, 2), c.stream().map(Level::depth).toList());
        assertEquals(List.of(0.5, 0.25, 0.5, 0.5), c.stream().map(Level::blunderRate).toList());
        assertEquals(List.of(60, 60, 240, 60), c.stream().map(Level::evalNoiseCp).toList());
        assertEquals(floor, c.get(0), "the level itself, once");
        assertEquals(100, LevelChoice.candidates(floor.withEvalNoiseCp(10), 400_000).get(2).evalNoiseCp(),
                "at least 100 cp, a spread a few game pairs can measure");
        assertEquals(LevelChoice.MAX_CALIBRATED_NOISE_CP, LevelChoice.candidates(floor.withEvalNoiseCp(120), 400_000)
                .get(2).evalNoiseCp(), "at most the noise cap");
        assertEquals(3, LevelChoice.candidates(floor.withEvalNoiseCp(LevelChoice.MAX_CALIBRATED_NOISE_CP), 400_000)
                .size(),
                "at the noise cap four times the noise is the noise itself");
        assertEquals(List.of(60, 60, 240, 60, 60, 60), LevelChoice.candidates(easyAtDepth(2), 400_000).stream()
                .map(Level::evalNoiseCp).toList(), "below the blunder cap both levers are rated (blunders may have no"
                + " effect)");
    }

    /**
     * A model of easy at depth 1 and 2, blunder rates 0.12 and 0.5 and noise 60 and 240 cp: +40 Elo per ply, -600
     * per unit of blunder rate, -150 per 100 cp of noise.
     */
    private static StrengthModel noisyEasyModel() {
        List<LevelPoint> points = new java.util.ArrayList<>();
        for (int depth = 1; depth <= 2; depth++) {
            for (double rate : new double[]{0.12, 0.5}) {
                for (int noise : new int[]{60, 240}) {
                    Level l = new Level("easy", depth, 4_000L, null, noise, 40, rate, 350, Strength.UNKNOWN);
                    double elo = 1_000 + 40 * depth - 600 * rate - 1.5 * noise;
                    points.add(new LevelPoint("p", l, elo, elo - 30, elo + 30, 80, "r"));
                }
            }
        }
        return StrengthModel.fit(points, 1);
    }

    @Test
    void aLevelAtTheBlunderCapStillTooStrongMovesItsNoiseByTheFittedEffect() {
        StrengthModel model = noisyEasyModel();
        assertTrue(model.coefficient("evalNoise") < -100, "about -150 Elo per 100 cp: " + model.coefficient(
                "evalNoise"));
        LevelBands.Band band = new LevelBands.Band("easy", 200, 500, null, null, "");
        LevelChoice choice = LevelChoice.choose(model, easyAtDepth(2), band, 400_000);
        assertEquals(1, choice.level().depth(), "the shallowest depth first");
        assertEquals(LevelChoice.MAX_BLUNDER_RATE, choice.level().blunderRate(), "then one move in two a blunder");
        // at depth 1 and the cap: 1040 - 300 - 1.5 n = 350 gives n = 260
        assertEquals(260, choice.level().evalNoiseCp(), 20);
        assertEquals(0, choice.level().evalNoiseCp() % 5, "steps of 5 cp");
        assertTrue(band.contains(choice.predicted()), "predicted " + choice.predicted());
        assertEquals(40, choice.level().temperatureCp(), "the rest of the character is kept");
        Level floor = choice.level().withEvalNoiseCp(60);
        assertEquals(choice.level(), LevelChoice.choose(model, floor, band, 400_000).level(),
                "a level already at depth 1 and the cap moves the same way");
        LevelChoice capped = LevelChoice.choose(model, easyAtDepth(2), new LevelBands.Band("easy", -900, -700, null,
                null, ""), 400_000);
        assertEquals(LevelChoice.MAX_CALIBRATED_NOISE_CP, capped.level().evalNoiseCp(), "never above the noise cap");
        LevelChoice blundersSuffice = LevelChoice.choose(model, easyAtDepth(2), new LevelBands.Band("easy", 650, 750,
                null, null, ""), 400_000);
        assertTrue(blundersSuffice.level().blunderRate() < LevelChoice.MAX_BLUNDER_RATE, blundersSuffice.toString());
        assertEquals(60, blundersSuffice.level().evalNoiseCp(), "below the blunder cap the noise is kept");
        LevelChoice inItsBand = LevelChoice.choose(model, floor, new LevelBands.Band("easy", 500, 800, null, null, ""),
                400_000);
        assertEquals(floor, inItsBand.level(), "a level in its band at the cap keeps its noise");
    }

    @Test
    void aLevelWhoseBlundersHaveNoFittedEffectMovesItsNoiseAtDepthOne() {
        // Shogi's easy (blunders 0.23, which measured no weaker than fewer): the blunder lever is spent without the cap
        List<LevelPoint> points = new java.util.ArrayList<>();
        for (int depth = 1; depth <= 2; depth++) {
            for (int noise : new int[]{60, 240}) {
                Level l = new Level("easy", depth, 4_000L, null, noise, 40, 0.23, 350, Strength.UNKNOWN);
                double elo = 900 + 40 * depth - 1.5 * noise;
                points.add(new LevelPoint("p", l, elo, elo - 30, elo + 30, 80, "r"));
            }
        }
        StrengthModel model = StrengthModel.fit(points, 1);
        assertEquals(0, model.coefficient("blunderRate"));
        Level shogiEasy = new Level("easy", 1, 4_000L, null, 60, 40, 0.23, 350, Strength.UNKNOWN);
        LevelChoice choice = LevelChoice.choose(model, shogiEasy, new LevelBands.Band("easy", 200, 500, null, null, ""),
                400_000);
        assertEquals(0.23, choice.level().blunderRate(), "the rate is kept");
        // 940 - 1.5 n = 350 gives n = 393
        assertEquals(395, choice.level().evalNoiseCp(), 10);
    }

    /**
     * Banqi's easy as levels v0001 have it (depth 1, noise 120, blunders 0.25), rated where depth has no effect: Elo
     * = 300 - 3 per cp of noise - 800 per unit of blunder rate, at depth 1 and 2, noise 120 and 400, rates 0.125,
     * 0.25 and 0.5.
     */
    private static StrengthModel weakEasyModel() {
        List<LevelPoint> points = new java.util.ArrayList<>();
        for (int depth = 1; depth <= 2; depth++) {
            for (int noise : new int[]{120, 400}) {
                for (double rate : new double[]{0.125, 0.25, 0.5}) {
                    Level l = new Level("easy", depth, 2_000L, null, noise, 80, rate, 400, Strength.UNKNOWN);
                    double elo = 300 - 3 * noise - 800 * rate;
                    points.add(new LevelPoint("p", l, elo, elo - 30, elo + 30, 80, "r"));
                }
            }
        }
        return StrengthModel.fit(points, 1);
    }

    @Test
    void aLevelTooWeakWhoseDepthDoesNotMatterDropsItsBlundersThenItsNoise() {
        StrengthModel model = weakEasyModel();
        Level banqiEasy = new Level("easy", 1, 2_000L, null, 120, 80, 0.25, 400, Strength.UNKNOWN);
        LevelBands.Band band = new LevelBands.Band("easy", 100, 350, null, null, "");
        LevelChoice choice = LevelChoice.choose(model, banqiEasy, band, 200_000);
        assertEquals(1, choice.level().depth(), "the depth is kept");
        assertEquals(0.0, choice.level().blunderRate(), "no blunders first");
        // 300 - 3 n = 225 gives n = 25
        assertEquals(25, choice.level().evalNoiseCp(), 5);
        assertTrue(band.contains(choice.predicted()), "predicted " + choice.predicted());
        assertEquals(80, choice.level().temperatureCp(), "the rest of the character is kept");
        LevelChoice floored = LevelChoice.choose(model, banqiEasy, new LevelBands.Band("easy", 500, 700, null, null,
                ""), 200_000);
        assertEquals(0, floored.level().evalNoiseCp(), "never below no noise");
        LevelChoice blundersSuffice = LevelChoice.choose(model, banqiEasy, new LevelBands.Band("easy", -200, -50,
                null, null, ""), 200_000);
        assertTrue(blundersSuffice.level().blunderRate() > 0, blundersSuffice.toString());
        assertEquals(120, blundersSuffice.level().evalNoiseCp(), "with blunders left to drop the noise is kept");
    }

    @Test
    void withoutARatedNoiseEffectTheNoiseIsKeptAndTheNoteSaysSo() {
        StrengthModel model = easyModel(); // noise 60 throughout: no fitted effect
        assertEquals(0, model.coefficient("evalNoise"));
        LevelChoice choice = LevelChoice.choose(model, easyAtDepth(2), new LevelBands.Band("easy", -900, -700, null,
                null, ""), 400_000);
        assertEquals(LevelChoice.MAX_BLUNDER_RATE, choice.level().blunderRate());
        assertEquals(60, choice.level().evalNoiseCp());
        assertTrue(choice.kept().contains("blunders spent, noise kept: the model has no fitted effect of"
                + " evaluation noise"), choice.kept());
    }

    /** A model of easy at depth 1 and 2 and three blunder rates: -40 Elo per ply short, -2,000 per unit of rate. */
    private static StrengthModel easyModel() {
        List<LevelPoint> points = new java.util.ArrayList<>();
        for (int depth = 1; depth <= 2; depth++) {
            for (double rate : new double[]{0.06, 0.12, 0.24}) {
                Level l = new Level("easy", depth, 4_000L, null, 60, 40, rate, 350, Strength.UNKNOWN);
                double elo = 900 + 40 * depth - 2_000 * rate;
                points.add(new LevelPoint("p", l, elo, elo - 30, elo + 30, 80, "r"));
            }
        }
        return StrengthModel.fit(points, 1);
    }

    @Test
    void aLevelStillTooStrongAtDepthOneMovesItsBlunderRateByTheFittedEffect() {
        StrengthModel model = easyModel();
        assertTrue(model.coefficient("blunderRate") < -150, "about -200 Elo per blunder in 10 moves: "
                + model.coefficient("blunderRate"));
        LevelBands.Band band = new LevelBands.Band("easy", 200, 500, null, null, "");
        Level two = easyAtDepth(2);
        LevelChoice choice = LevelChoice.choose(model, two, band, 400_000);
        assertEquals(1, choice.level().depth(), "the shallowest depth first");
        // at depth 1: 940 - 2000 r = 350 gives r = 0.295
        assertEquals(0.3, choice.level().blunderRate(), 0.02);
        assertTrue(band.contains(choice.predicted()), "predicted " + choice.predicted());
        assertEquals(60, choice.level().evalNoiseCp(), "the rest of the character is kept");
        Level pastTheCap = easyAtDepth(2);
        LevelChoice capped = LevelChoice.choose(model, pastTheCap, new LevelBands.Band("easy", -900, -700, null, null,
                ""), 400_000);
        assertEquals(LevelChoice.MAX_BLUNDER_RATE, capped.level().blunderRate(), "never above one move in two");
    }

    @Test
    void withoutARatedBlunderEffectTheBlunderRateIsKeptAndTheNoteSaysSo() {
        StrengthModel model = easyRatedAtDepths1And3(700, 900);
        LevelChoice choice = LevelChoice.choose(model, EASY, new LevelBands.Band("easy", 200, 500, null, null, ""),
                400_000);
        assertEquals(1, choice.level().depth());
        assertEquals(0.12, choice.level().blunderRate());
        assertTrue(choice.kept().contains("blunder rate kept: the model has no fitted effect of blunders"),
                choice.kept());
    }

    @Test
    void aDepthLimitedLevelWhoseDepthDoesNotMatterIsKeptAndSaysSo() {
        StrengthModel model = easyRatedAtDepths1And3(500, 450);
        LevelBands.Band band = new LevelBands.Band("easy", 200, 500, null, null, "");
        LevelChoice choice = LevelChoice.choose(model, EASY, band, 400_000);
        assertEquals(EASY, choice.level(), "depth 3 kept");
        assertTrue(choice.kept().startsWith("kept: the model fitted "), choice.kept());
    }
}
