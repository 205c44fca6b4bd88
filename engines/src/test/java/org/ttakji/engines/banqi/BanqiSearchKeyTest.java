package org.ttakji.engines.banqi;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;

import org.junit.jupiter.api.Test;
import org.ttakji.engines.core.Position;

/** The search's transposition key of a Banqi position carries the no-progress count; its hash does not. */
class BanqiSearchKeyTest {
    private static final BanqiRules RULES = new BanqiRules();

    private static Position view(String text) {
        return RULES.truePosition(text).playerView();
    }

    @Test
    void theSameBoardAtAnotherNoProgressCountHasTheSameHashAndAnotherSearchKey() {
        // a lead 4 plies from the no-progress draw is not the same lead 14 plies from it
        Position early = view("8/8/1R6/n6K 1 r 6 30");
        Position late = view("8/8/1R6/n6K 1 r 16 30");
        assertEquals(early.hash(), late.hash(), "repetition and the legal moves do not depend on the count");
        assertNotEquals(early.searchKey(), late.searchKey());
        assertEquals(early.searchKey(), view("8/8/1R6/n6K 1 r 6 41").searchKey(), "the ply number is not in it");
    }

    @Test
    void theTruePositionAndItsViewKeyTheCountAlike() {
        BanqiPosition truth = RULES.truePosition("8/8/1R6/n?K6 1 r 7 30");
        assertEquals(truth.hash() ^ Zobrist.noProgress(7), truth.searchKey());
        Position view = truth.playerView();
        assertEquals(view.hash() ^ Zobrist.noProgress(7), view.searchKey());
    }
}
