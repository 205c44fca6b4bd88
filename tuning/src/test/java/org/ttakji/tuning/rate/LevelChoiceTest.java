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
    private static final Level EASY = new Level("easy", 3, 4_000L, null, 60, 40, 0.12, 350, Strength.UNKNOWN);
    private static final Level NORMAL = new Level("normal", null, 40_000L, null, 10, 0, 0.02, 60, Strength.UNKNOWN);

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
    void aDepthLimitedLevelWhoseDepthDoesNotMatterIsKeptAndSaysSo() {
        Level shallow = new Level("easy", 1, 4_000L, null, 60, 40, 0.12, 350, Strength.UNKNOWN);
        Level deep = new Level("easy", 3, 4_000L, null, 60, 40, 0.12, 350, Strength.UNKNOWN);
        StrengthModel model = StrengthModel.fit(List.of(new LevelPoint("shallow", shallow, 500, 450, 550, 40, "r"),
                new LevelPoint("deep", deep, 450, 400, 500, 40, "r")), 1);
        LevelBands.Band band = new LevelBands.Band("easy", 200, 500, null, null, "");
        LevelChoice choice = LevelChoice.choose(model, EASY, band, 400_000);
        assertEquals(EASY, choice.level(), "depth 3 kept");
        assertTrue(choice.kept().startsWith("kept: the model fitted "), choice.kept());
    }
}
