package org.ttakji.engines.xiangqi;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Set;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;
import org.ttakji.engines.core.MoveList;

/** One test per movement and legality rule of docs/rules/xiangqi.md. */
class XiangqiMovementTest {
    private static final XiangqiRules RULES = new XiangqiRules();

    static XiangqiPosition position(String fen) {
        return RULES.fromFen(fen, RULES.defaultRules());
    }

    /** Every legal move in coordinates. */
    static Set<String> legal(XiangqiPosition p) {
        MoveList moves = new MoveList();
        p.generateLegal(moves);
        Set<String> out = new TreeSet<>();
        for (int i = 0; i < moves.size(); i++) {
            out.add(XiangqiNotation.toCoordinates(moves.get(i)));
        }
        return out;
    }

    /** The legal moves of the piece on {@code from} (e.g. {@code "e2"}). */
    static Set<String> legalFrom(XiangqiPosition p, String from) {
        Set<String> out = new TreeSet<>();
        for (String m : legal(p)) {
            if (m.startsWith(from)) {
                out.add(m);
            }
        }
        return out;
    }

    @Test
    void generalMovesOneStepOrthogonallyInsideItsPalace() {
        XiangqiPosition p = position("5k3/9/9/9/9/9/9/3K5/9/9 w - - 0 1");
        assertEquals(Set.of("d2d1", "d2e2"), legalFrom(p, "d2"));
    }

    @Test
    void advisorMovesOneStepDiagonallyInsideItsPalace() {
        XiangqiPosition p = position("5k3/9/9/9/9/9/9/3A5/4A4/4K4 w - - 0 1");
        assertEquals(Set.of("e1d0", "e1f0", "e1f2"), legalFrom(p, "e1"));
        assertEquals(Set.of(), legalFrom(p, "d2"), "d2's only palace diagonal point e1 is taken");
    }

    @Test
    void elephantEyeBlocksTheElephant() {
        XiangqiPosition p = position("5k3/9/9/9/9/9/3n5/4B4/9/3K5 w - - 0 1");
        assertEquals(Set.of("e2g4", "e2c0", "e2g0"), legalFrom(p, "e2"), "the horse on d3 blocks e2-c4");
    }

    @Test
    void elephantCannotCrossTheRiver() {
        XiangqiPosition p = position("5k3/9/9/9/9/2B6/9/9/9/3K5 w - - 0 1");
        assertEquals(Set.of("c4a2", "c4e2"), legalFrom(p, "c4"));
    }

    @Test
    void horseLegBlocksTheHorse() {
        XiangqiPosition p = position("5k3/9/9/4p4/4N4/9/9/9/9/3K5 w - - 0 1");
        assertEquals(Set.of("e5c6", "e5c4", "e5g6", "e5g4", "e5d3", "e5f3"), legalFrom(p, "e5"),
                "the soldier on e6 hobbles the horse's jumps to d7 and f7");
    }

    @Test
    void chariotCannotJumpOverPieces() {
        XiangqiPosition p = position("5k3/9/9/9/9/9/P8/9/9/R2K5 w - - 0 1");
        assertEquals(Set.of("a0a1", "a0a2", "a0b0", "a0c0"), legalFrom(p, "a0"));
    }

    @Test
    void cannonMovesLikeAChariotWhenNotCapturing() {
        XiangqiPosition p = position("5k3/9/1n7/9/1P7/9/9/1Cr1B1n2/9/3K5 w - - 0 1");
        Set<String> cannon = legalFrom(p, "b2");
        assertTrue(cannon.containsAll(Set.of("b2b3", "b2b4", "b2b1", "b2b0", "b2a2")), cannon.toString());
        assertFalse(cannon.contains("b2b6"), "a cannon may not move past a screen without capturing");
    }

    @Test
    void cannonCapturesOverExactlyOneScreen() {
        XiangqiPosition p = position("5k3/9/1n7/9/1P7/9/9/1Cr1B1n2/9/3K5 w - - 0 1");
        Set<String> cannon = legalFrom(p, "b2");
        assertTrue(cannon.contains("b2b7"), "captures the horse on b7 over the soldier on b5");
        assertFalse(cannon.contains("b2c2"), "no capture without a screen");
        assertFalse(cannon.contains("b2g2"), "no capture over two screens");
        assertEquals(Set.of("b2b3", "b2b4", "b2b7", "b2b1", "b2b0", "b2a2"), cannon);
    }

    @Test
    void cannonScreenMayBeOfEitherColour() {
        XiangqiPosition p = position(Fen.START);
        assertTrue(legal(p).containsAll(Set.of("b2b9", "h2h9")), "over the black cannons onto the black horses");
    }

    @Test
    void soldierMovesOnlyForwardBeforeTheRiver() {
        XiangqiPosition p = position(Fen.START);
        assertEquals(Set.of("c3c4"), legalFrom(p, "c3"));
    }

    @Test
    void soldierMaySideStepAfterCrossingTheRiver() {
        assertEquals(Set.of("c5c6", "c5b5", "c5d5"), legalFrom(position("5k3/9/9/9/2P6/9/9/9/9/3K5 w - - 0 1"), "c5"));
        assertEquals(Set.of("c4c3", "c4b4", "c4d4"), legalFrom(position("5k3/9/9/9/9/2p6/9/9/9/3K5 b - - 0 1"), "c4"));
    }

    @Test
    void soldierNeverMovesBackward() {
        assertFalse(legal(position("5k3/9/9/9/2P6/9/9/9/9/3K5 w - - 0 1")).contains("c5c4"));
        assertFalse(legal(position("5k3/9/9/9/9/2p6/9/9/9/3K5 b - - 0 1")).contains("c4c5"));
    }

    @Test
    void flyingGeneralIsIllegal() {
        assertEquals(Set.of("e0d0", "e0f0"), legal(position("4k4/9/9/9/9/9/9/9/4N4/4K4 w - - 0 1")),
                "the horse may not leave the file between the generals");
        assertEquals(Set.of("e0e1", "e0f0"), legal(position("3k5/9/9/9/9/9/9/9/9/4K4 w - - 0 1")),
                "the general may not step onto the open file of the other general");
    }

    @Test
    void moveMayNotLeaveTheGeneralAttacked() {
        XiangqiPosition p = position("3k5/9/4r4/9/9/9/9/4R4/9/4K4 w - - 0 1");
        assertEquals(Set.of("e2e1", "e2e3", "e2e4", "e2e5", "e2e6", "e2e7"), legalFrom(p, "e2"),
                "the pinned chariot may only move along the pin");
    }

    @Test
    void moveMayNotCreateACannonScreenBeforeTheGeneral() {
        XiangqiPosition p = position("3k5/9/4c4/9/9/9/R8/9/9/4K4 w - - 0 1");
        Set<String> chariot = legalFrom(p, "a3");
        assertFalse(chariot.contains("a3e3"), "a piece between the general and a cannon is a screen");
        assertTrue(chariot.contains("a3d3"));
    }

    @Test
    void generalInCheckMustEscape() {
        // Black's chariot on e7 checks the general on e0: block on e2, or step to f0 (d0 faces the general on d9).
        XiangqiPosition p = position("3k5/9/4r4/9/9/9/9/R8/9/4K4 w - - 0 1");
        assertTrue(p.inCheck());
        assertEquals(Set.of("a2e2", "e0f0"), legal(p));
    }
}
