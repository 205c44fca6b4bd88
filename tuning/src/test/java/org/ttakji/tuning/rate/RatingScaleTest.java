package org.ttakji.tuning.rate;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.ttakji.engines.core.LabInputException;

/** {@code PLAYER=ELO}: the last {@code =} splits (anchor texts hold their own), bad input is named. */
class RatingScaleTest {
    @Test
    void theLastEqualsSignSplitsThePlayerFromItsRating() {
        RatingScale s = RatingScale.parse("fairy-stockfish:skill=0:nodes=20000=650", "--scale-anchor");
        assertEquals(new RatingScale("fairy-stockfish:skill=0:nodes=20000", 650), s);
        assertEquals("fairy-stockfish:skill=0:nodes=20000 = +650", s.describe());
        assertEquals(RatingScale.RANDOM_ZERO, RatingScale.parse("random=0", "--scale-anchor"));
        assertEquals("random = 0", RatingScale.RANDOM_ZERO.describe());
        assertEquals("random", RatingScale.RANDOM_ZERO.strengthAnchor(), "as levels files recorded it before");
    }

    @Test
    void fixedPlayersFollowTheAnchorInReportsAndStrengths() {
        RatingScale s = new RatingScale("fairy-stockfish:skill=0:nodes=20000", 650)
                .alsoFixing("fairy-stockfish:skill=5:nodes=20000", 1180);
        assertEquals("fairy-stockfish:skill=0:nodes=20000 = +650, fairy-stockfish:skill=5:nodes=20000 = +1180"
                + " (fixed)", s.describe());
        assertEquals("fairy-stockfish:skill=0:nodes=20000 at +650, fairy-stockfish:skill=5:nodes=20000 at +1180",
                s.strengthAnchor());
        assertThrows(LabInputException.class, () -> s.alsoFixing("fairy-stockfish:skill=5:nodes=20000", 1200),
                "held twice");
        assertThrows(LabInputException.class, () -> s.alsoFixing("random", Double.NaN));
    }

    @Test
    void badInputIsNamed() {
        for (String[] c : new String[][]{{"random", "must be PLAYER=ELO"}, {"random=", "must be PLAYER=ELO"},
            {"random=strong", "'strong' is not a rating in Elo"}, {"=650", "must be PLAYER=ELO"},
            {"random=NaN", "needs a finite rating"}}) {
            String e = assertThrows(LabInputException.class, () -> RatingScale.parse(c[0], "--scale-anchor"))
                    .getMessage();
            assertTrue(e.contains(c[1]), c[0] + ": " + e);
            assertTrue(e.contains("--scale-anchor") || e.contains("random"), e);
        }
    }
}
