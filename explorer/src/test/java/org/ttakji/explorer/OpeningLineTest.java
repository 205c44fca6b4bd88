package org.ttakji.explorer;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.ttakji.engines.Variants;
import org.ttakji.engines.core.LabInputException;
import org.ttakji.engines.core.Position;
import org.ttakji.engines.core.Variant;
import org.ttakji.engines.core.VariantRules;

/** A line of moves from a root: one position, or every outcome of its chance moves. */
class OpeningLineTest {

    @Test
    void aLineOfOrdinaryMovesReachesOnePositionWithTheReplaysHash() {
        VariantRules rules = Variants.rules(Variant.SHOGI);
        Position root = rules.startPosition(rules.defaultRules());
        OpeningLine line = OpeningLine.play(rules, root, List.of("7g7f", "3c3d"));
        assertEquals(1, line.positions().size());
        OpeningReplay r = OpeningReplay.of(Variant.SHOGI, "", root.toFen(), List.of("7g7f", "3c3d", "8h2b+"), 24);
        assertEquals(r.steps().get(2).position(), line.hashes().iterator().next());
        assertEquals("Bx2b+", line.human(rules, "8h2b+"));
        assertEquals("x9x9", line.human(rules, "x9x9"), "not a move: the text itself");
        assertEquals(root.toFen(), rules.startPosition(rules.defaultRules()).toFen(), "the root is not changed");
    }

    @Test
    void aBanqiRevealBranchesIntoEveryPieceItMayTurnUpAndMeetsEveryLayoutsReplay() {
        VariantRules rules = Variants.rules(Variant.BANQI);
        Position root = rules.openingStartPosition("Kp", rules.defaultRules()).orElseThrow();
        OpeningLine one = OpeningLine.play(rules, root, List.of("a1?"));
        assertEquals(14, one.positions().size(), "7 piece types of 2 colours");
        OpeningLine two = OpeningLine.play(rules, root, List.of("a1?", "b1?"));
        for (long seed = 0; seed < 20; seed++) {
            Position start = rules.startPosition(rules.defaultRules(), seed);
            OpeningReplay r = OpeningReplay.of(Variant.BANQI, "", start.toFen(), List.of("a1?", "b1?", "c1?"), 24);
            assertTrue(one.hashes().contains(r.steps().get(1).position()), "seed " + seed + " after a1?");
            assertTrue(two.hashes().contains(r.steps().get(2).position()), "seed " + seed + " after a1? b1?");
        }
    }

    @Test
    void aMoveLegalNowhereIsAnErrorNamingIt() {
        VariantRules rules = Variants.rules(Variant.CHESS960);
        Position root = rules.startPosition(rules.defaultRules());
        LabInputException e = assertThrows(LabInputException.class,
                () -> OpeningLine.play(rules, root, List.of("e2e4", "e2e4")));
        assertTrue(e.getMessage().startsWith("--moves: move 2 'e2e4': "), e.getMessage());
    }
}
