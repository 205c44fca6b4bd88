package org.ttakji.engines.janggi;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.ttakji.engines.janggi.Boards.fen;
import static org.ttakji.engines.janggi.Boards.moves;
import static org.ttakji.engines.janggi.Boards.position;
import static org.ttakji.engines.janggi.Boards.targets;

import java.util.Set;
import org.junit.jupiter.api.Test;

/** One test per movement rule of docs/rules/janggi.md. Black's general sits on f9, out of the way. */
class JanggiPieceMovesTest {

    @Test
    void generalMovesAlongEveryLineOfItsPalaceDiagonalsIncluded() {
        assertEquals(Set.of("d0", "e0", "f0", "d1", "f1", "d2", "e2", "f2"),
                targets(position(fen('w', "Ke1", "kf9")), "e1"));
        assertEquals(Set.of("d1", "e0", "e1"), targets(position(fen('w', "Kd0", "kf9")), "d0"));
    }

    @Test
    void generalUsesOnlyTheDrawnDiagonals() {
        assertEquals(Set.of("d0", "d2", "e1"), targets(position(fen('w', "Kd1", "kf9")), "d1"));
        assertEquals(Set.of("d0", "f0", "e1"), targets(position(fen('w', "Ke0", "kf9")), "e0"));
    }

    @Test
    void generalNeverLeavesThePalace() {
        assertFalse(targets(position(fen('w', "Kd1", "kf9")), "d1").contains("c1"));
        assertFalse(targets(position(fen('w', "Ke2", "kf9")), "e2").contains("e3"));
    }

    @Test
    void guardMovesLikeTheGeneralInsideThePalace() {
        assertEquals(Set.of("f1", "e2", "e1"), targets(position(fen('w', "Kd0", "Af2", "kf9")), "f2"));
        assertEquals(Set.of("e0", "f0", "d1", "f1", "d2", "e2", "f2"),
                targets(position(fen('w', "Kd0", "Ae1", "kf9")), "e1"), "d0 holds the own general");
    }

    @Test
    void horseMovesOneOrthogonalThenOneDiagonal() {
        assertEquals(Set.of("a1", "a3", "b0", "d0", "e1", "e3", "b4", "d4"),
                targets(position(fen('w', "Kf0", "Nc2", "kf9")), "c2"));
    }

    @Test
    void horseIsBlockedByItsLeg() {
        Set<String> blocked = targets(position(fen('w', "Kf0", "Nc2", "Pc3", "kf9")), "c2");
        assertEquals(Set.of("a1", "a3", "b0", "d0", "e1", "e3"), blocked, "leg c3 is occupied: no b4, d4");
    }

    @Test
    void elephantMovesOneOrthogonalThenTwoDiagonal() {
        assertEquals(Set.of("g7", "c7", "g1", "c1", "h6", "h2", "b6", "b2"),
                targets(position(fen('w', "Kd0", "Be4", "kf9")), "e4"));
    }

    @Test
    void elephantIsBlockedAtEitherIntermediatePoint() {
        Set<String> secondBlocked = targets(position(fen('w', "Kd0", "Be4", "Pf6", "kf9")), "e4");
        assertFalse(secondBlocked.contains("g7"), "second point f6 is occupied");
        assertTrue(secondBlocked.contains("c7"));
        Set<String> firstBlocked = targets(position(fen('w', "Kd0", "Be4", "Pe5", "kf9")), "e4");
        assertFalse(firstBlocked.contains("g7"), "first point e5 is occupied");
        assertFalse(firstBlocked.contains("c7"), "first point e5 is occupied");
    }

    @Test
    void chariotMovesAlongPalaceDiagonal() {
        Set<String> fromCorner = targets(position(fen('w', "Kd0", "Rd7", "kf8")), "d7");
        assertTrue(fromCorner.containsAll(Set.of("e8", "f9")), "corner through the empty centre to the far corner");
        Set<String> fromCentre = targets(position(fen('w', "Kd0", "Re1", "kf9")), "e1");
        assertTrue(fromCentre.containsAll(Set.of("f0", "d2", "f2")), "centre to each corner");
    }

    @Test
    void chariotStopsAtThePalaceCentreWhenItIsOccupied() {
        Set<String> t = targets(position(fen('w', "Kd0", "Rd7", "ae8", "kf8")), "d7");
        assertTrue(t.contains("e8"), "captures the guard on the centre");
        assertFalse(t.contains("f9"), "cannot pass the occupied centre");
    }

    @Test
    void chariotHasNoDiagonalOffTheDrawnLines() {
        Set<String> t = targets(position(fen('w', "Kd0", "Re7", "kf9")), "e7");
        assertFalse(t.contains("d8") || t.contains("f8"), "e7 is not on a palace diagonal");
        Set<String> corner = targets(position(fen('w', "Kd0", "Rf2", "kd9")), "f2");
        assertTrue(corner.contains("e1"));
        assertFalse(corner.contains("g3"), "the diagonal ends at the palace corner");
    }

    @Test
    void cannonMustJumpExactlyOneScreenToMove() {
        assertEquals(Set.of(), targets(position(fen('w', "Kd0", "Cb2", "kf9")), "b2"));
        Set<String> t = targets(position(fen('w', "Kd0", "Cb2", "Pb5", "nb8", "kf9")), "b2");
        assertEquals(Set.of("b6", "b7", "b8"), t);
    }

    @Test
    void cannonCannotJumpOverCannon() {
        assertEquals(Set.of(), targets(position(fen('w', "Kd0", "Cb2", "cb5", "kf9")), "b2"));
        assertEquals(Set.of(), targets(position(fen('w', "Kd0", "Cb2", "Cb5", "kf9")), "b2"));
    }

    @Test
    void cannonCannotCaptureCannon() {
        Set<String> t = targets(position(fen('w', "Kd0", "Cb2", "Pb4", "cb7", "kf9")), "b2");
        assertEquals(Set.of("b5", "b6"), t);
    }

    @Test
    void cannonJumpsCornerToCornerOverThePalaceCentre() {
        assertTrue(targets(position(fen('w', "Kf0", "Cd9", "ae8", "kf9")), "d9").contains("f7"));
        assertTrue(targets(position(fen('w', "Kd0", "Cd7", "ae8", "af9", "ke9")), "d7").contains("f9"));
    }

    @Test
    void cannonCannotJumpACannonOnThePalaceCentre() {
        assertFalse(targets(position(fen('w', "Kf0", "Cd9", "ce8", "kf9")), "d9").contains("f7"));
    }

    @Test
    void cannonCannotCaptureACannonAcrossThePalaceDiagonal() {
        assertFalse(targets(position(fen('w', "Kf0", "Cd9", "ae8", "cf7", "kf9")), "d9").contains("f7"),
                "an enemy cannon on the far corner is never taken");
        assertTrue(targets(position(fen('w', "Kf0", "Cd9", "ae8", "pf7", "kf9")), "d9").contains("f7"));
        assertFalse(targets(position(fen('w', "Kf0", "Cd9", "ae8", "Pf7", "kf9")), "d9").contains("f7"), "nor an own piece");
    }

    @Test
    void cannonOnThePalaceCentreHasNoDiagonalMove() {
        // corner to corner only: from the centre there is no point to jump over
        Set<String> t = targets(position(fen('w', "Kd0", "Ce8", "ad9", "af9", "kf8")), "e8");
        assertFalse(t.contains("d9") || t.contains("f9") || t.contains("d7") || t.contains("f7"), t.toString());
        assertTrue(t.contains("g8"), "over the general on f8 along the rank: " + t);
    }

    @Test
    void soldierMovesOneStepForwardOrSideways() {
        assertEquals(Set.of("e5", "d4", "f4"), targets(position(fen('w', "Kd0", "Pe4", "kf9")), "e4"));
        assertEquals(Set.of("e3", "d4", "f4"), targets(position(fen('b', "Kd0", "pe4", "kf9")), "e4"));
    }

    @Test
    void soldierNeverMovesBackward() {
        assertFalse(targets(position(fen('w', "Kd0", "Pe4", "kf9")), "e4").contains("e3"));
    }

    @Test
    void soldierStepsDiagonallyForwardAlongPalaceLines() {
        assertEquals(Set.of("d8", "c7", "e7", "e8"), targets(position(fen('w', "Kd0", "Pd7", "kf9")), "d7"));
        assertEquals(Set.of("e9", "d8", "f8", "d9", "f9"), targets(position(fen('w', "Kd0", "Pe8", "kd7")), "e8"));
        assertEquals(Set.of("f9", "e8", "g8"), targets(position(fen('w', "Kd0", "Pf8", "kd9")), "f8"));
        assertEquals(Set.of("d1", "c2", "e2", "e1"), targets(position(fen('b', "Kf0", "pd2", "kf9")), "d2"));
    }

    @Test
    void moveMayNotLeaveTheOwnGeneralAttacked() {
        assertEquals(Set.of(), targets(position(fen('w', "Ke1", "Ne2", "re7", "kf9")), "e2"), "pinned by a chariot");
        Set<String> all = moves(position(fen('w', "Ke1", "Ra3", "ce7", "kf9")));
        assertFalse(all.contains("a3e3"), "a piece entering the line becomes the cannon's screen");
        assertTrue(all.contains("a3d3"));
    }

    @Test
    void cannonScreenMayNotStepAsideWhenTwoScreensBecomeOne() {
        // Two screens between the enemy cannon and the general protect it; removing one exposes it.
        Set<String> all = moves(position(fen('w', "Ke1", "Pe3", "Pe4", "ce7", "kf9")));
        assertFalse(all.contains("e4d4"));
        assertFalse(all.contains("e3d3"));
    }

    @Test
    void theGeneralsDoNotAttackEachOther() {
        // Facing generals (bikjang) are legal: the general may step onto the open file.
        assertTrue(targets(position(fen('w', "Kd1", "ke8")), "d1").contains("e1"));
    }
}
