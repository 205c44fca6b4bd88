package org.ttakji.engines.banqi;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.ttakji.engines.banqi.BanqiTestPositions.RULES;
import static org.ttakji.engines.banqi.BanqiTestPositions.moves;
import static org.ttakji.engines.banqi.BanqiTestPositions.play;
import static org.ttakji.engines.banqi.BanqiTestPositions.position;

import java.util.Set;
import org.junit.jupiter.api.Test;
import org.ttakji.engines.core.Outcome;
import org.ttakji.engines.core.Result;
import org.ttakji.engines.core.Termination;

/** One test per rule of docs/rules/banqi.md (movement, captures, the cannon, reveals and colours). */
class BanqiRulesTest {

    /** Red attacker on a1, black victim on b1, red (player 1) to move. */
    private static boolean stepCaptureLegal(char attacker, char victim) {
        String fen = "8/8/8/" + attacker + Character.toLowerCase(victim) + "6 1 r 0 30";
        return moves(position(fen)).contains("a1xb1");
    }

    @Test
    void captureTableMatchesRules() {
        // docs/rules/banqi.md, captures by stepping: who takes whom by stepping.
        String[] table = {"K:KABRNC", "A:ABRNCP", "B:BRNCP", "R:RNCP", "N:NCP", "P:PK", "C:"};
        for (String row : table) {
            char attacker = row.charAt(0);
            String victims = row.substring(2);
            for (char victim : "KABRNCP".toCharArray()) {
                assertEquals(victims.indexOf(victim) >= 0, stepCaptureLegal(attacker, victim),
                        attacker + " stepping onto " + victim);
            }
        }
    }

    @Test
    void soldierCapturesGeneral() {
        assertTrue(stepCaptureLegal('P', 'K'));
    }

    @Test
    void generalCannotCaptureSoldier() {
        assertFalse(stepCaptureLegal('K', 'P'));
        assertEquals(Set.of("a1-a2"), moves(position("8/8/8/Kp6 1 r 0 30")));
    }

    @Test
    void soldierCannotCaptureCannon() {
        assertFalse(stepCaptureLegal('P', 'C'));
    }

    @Test
    void soldierCapturesOnlySoldierAndGeneral() {
        for (char victim : "ABRNC".toCharArray()) {
            assertFalse(stepCaptureLegal('P', victim), "soldier takes " + victim);
        }
        assertTrue(stepCaptureLegal('P', 'P'));
    }

    @Test
    void pieceCapturesEqualOrLowerRank() {
        String order = "KABRN"; // strongest first; the soldier is below the horse
        for (int a = 0; a < order.length(); a++) {
            for (int v = 0; v < order.length(); v++) {
                assertEquals(v >= a, stepCaptureLegal(order.charAt(a), order.charAt(v)),
                        order.charAt(a) + " takes " + order.charAt(v));
            }
        }
    }

    @Test
    void cannonCanBeCapturedByGeneralAdvisorElephantChariotAndHorse() {
        for (char attacker : "KABRN".toCharArray()) {
            assertTrue(stepCaptureLegal(attacker, 'C'), attacker + " takes a cannon");
        }
    }

    @Test
    void everyPieceMovesOneSquareOrthogonallyOntoAnEmptySquare() {
        // Chariot on c2: no sliding, no diagonal.
        assertEquals(Set.of("c2-b2", "c2-c1", "c2-c3", "c2-d2"), moves(position("8/8/2R5/k7 1 r 0 30")));
        // The cannon moves the same way when not capturing.
        assertEquals(Set.of("c2-b2", "c2-c1", "c2-c3", "c2-d2"), moves(position("8/8/2C5/k7 1 r 0 30")));
    }

    @Test
    void faceDownPiecesNeverMoveAndCannotBeCaptured() {
        // A chariot boxed in by face-down pieces (of either colour): only reveals remain.
        assertEquals(Set.of("b2?", "c1?", "c3?", "d2?"), moves(position("8/2?p5/1?PR?n4/2?k5 1 r 0 30")));
    }

    @Test
    void playerMovesOnlyRevealedPiecesOfTheirColour() {
        assertEquals(Set.of("a1-a2", "a1-b1"), moves(position("8/8/8/R6r 1 r 0 30")));
        assertEquals(Set.of("h1-g1", "h1-h2"), moves(position("8/8/8/R6r 2 r 0 30")));
        assertEquals(Set.of("h1-g1", "h1-h2"), moves(position("8/8/8/R6r 1 b 0 30")));
    }

    @Test
    void anyFaceDownPieceMayBeRevealedByEitherPlayer() {
        String fen = "?K7/8/8/R6?k 2 r 0 30";
        assertTrue(moves(position(fen)).containsAll(Set.of("a4?", "h1?")));
        assertTrue(moves(position(fen.replace(" 2 ", " 1 "))).containsAll(Set.of("a4?", "h1?")));
    }

    @Test
    void player1RevealsFirst() {
        BanqiPosition start = RULES.startPosition(RULES.defaultRules(), 7);
        assertEquals(0, start.sideToMove());
        Set<String> moves = moves(start);
        assertEquals(32, moves.size());
        assertTrue(moves.stream().allMatch(m -> m.endsWith("?")));
        assertEquals(-1, start.colourOf(0));
    }

    @Test
    void firstRevealGivesColour() {
        BanqiLayout layout = BanqiLayout.fromSeed(7);
        for (int colour = 0; colour < 2; colour++) {
            int square = 0;
            while (BanqiPieces.colour(layout.pieceAt(square)) != colour) {
                square++;
            }
            BanqiPosition p = RULES.startPosition(layout);
            play(p, BanqiSquares.name(square) + "?");
            assertEquals(colour, p.colourOf(0), "player 1 gets the colour of the piece it revealed");
            assertEquals(1 - colour, p.colourOf(1), "player 2 gets the other colour");
            assertEquals(BanqiPieces.colourLetter(colour) + "", p.toFen().split(" ")[2]);
            p.unmakeMove();
            assertEquals(-1, p.colourOf(0), "unmaking the first reveal undecides the colours");
        }
    }

    @Test
    void revealEndsTheTurn() {
        BanqiPosition p = position("8/8/8/R5?Pk 1 r 4 30");
        play(p, "g1?");
        assertEquals(1, p.sideToMove(), "the reveal was the whole turn, even of one's own colour");
        assertEquals(BanqiPieces.code(BanqiPieces.RED, BanqiPieces.SOLDIER), p.pieceAt(6));
    }

    @Test
    void cannonCapturesOverFaceDownScreen() {
        Set<String> moves = moves(position("8/8/8/C?pk5 1 r 0 30"));
        assertTrue(moves.contains("a1xc1"));
    }

    @Test
    void cannonCapturesOverAScreenOfEitherColour() {
        assertTrue(moves(position("8/8/8/CPk5 1 r 0 30")).contains("a1xc1"));
        assertTrue(moves(position("8/8/8/Cpk5 1 r 0 30")).contains("a1xc1"));
    }

    @Test
    void cannonCapturesAtAnyDistanceOnEitherSideOfTheScreen() {
        assertTrue(moves(position("8/8/8/C2P3k 1 r 0 30")).contains("a1xh1"));
        assertTrue(moves(position("k7/8/?P7/C7 1 r 0 30")).contains("a1xa4"), "along a file");
        assertTrue(moves(position("8/8/8/k3?P2C 1 r 0 30")).contains("h1xa1"), "leftwards");
    }

    @Test
    void cannonCapturesAnyRank() {
        for (char victim : "kabrncp".toCharArray()) {
            assertTrue(moves(position("8/8/8/CP" + victim + "5 1 r 0 30")).contains("a1xc1"), "cannon takes " + victim);
        }
    }

    @Test
    void cannonCannotCaptureWithoutAScreen() {
        assertEquals(Set.of("a1-a2", "a1-b1"), moves(position("8/8/8/C2k4 1 r 0 30")));
    }

    @Test
    void cannonCannotCaptureOverTwoPieces() {
        assertFalse(moves(position("8/8/8/CP?pk4 1 r 0 30")).contains("a1xd1"));
    }

    @Test
    void cannonCannotCaptureItsOwnOrAFaceDownPiece() {
        assertFalse(moves(position("8/8/8/CPK5 1 r 0 30")).contains("a1xc1"));
        assertFalse(moves(position("8/8/8/CP?k5 1 r 0 30")).contains("a1xc1"));
    }

    @Test
    void cannonDoesNotCaptureByStepping() {
        assertEquals(Set.of("a1-a2"), moves(position("8/8/8/Cp6 1 r 0 30")));
    }

    @Test
    void cannonIsCapturedByEnemyCannonJump() {
        assertTrue(moves(position("8/8/8/CP1c4 2 r 0 30")).contains("d1xa1"));
    }

    @Test
    void captureRemovesThePieceForGood() {
        BanqiPosition p = position("8/8/8/Rn5k 1 r 7 30");
        play(p, "a1xb1");
        assertEquals(BanqiPieces.EMPTY, p.pieceAt(0));
        assertEquals(BanqiPieces.code(BanqiPieces.RED, BanqiPieces.CHARIOT), p.pieceAt(1));
        assertEquals(2, p.capturedCount(BanqiPieces.code(BanqiPieces.BLACK, BanqiPieces.HORSE)));
        assertEquals(15, p.capturedOfColour(BanqiPieces.BLACK));
    }

    @Test
    void losingTheGeneralDoesNotEndTheGame() {
        BanqiPosition p = position("8/8/8/Pk5r 1 r 0 30");
        play(p, "a1xb1");
        assertEquals(Outcome.ONGOING, p.status());
    }

    @Test
    void banqiHasNoCheck() {
        BanqiPosition p = position("8/8/8/Pk5r 2 r 0 30");
        assertFalse(p.inCheck());
        assertFalse(p.nullMoveAllowed());
    }

    @Test
    void allSixteenPiecesCapturedLoses() {
        BanqiPosition p = position("8/8/8/Rp4?P1 1 r 3 30");
        assertEquals(Outcome.ONGOING, p.status());
        play(p, "a1xb1");
        // Player 2 (black) has nothing left; a face-down red piece does not save them.
        assertEquals(new Outcome(Result.FIRST_WINS, Termination.ALL_CAPTURED), p.status());
        p.unmakeMove();
        assertEquals(Outcome.ONGOING, p.status());
    }

    @Test
    void noLegalActionLoses() {
        // Black (player 2) to move: its soldier cannot take the chariots around it and nothing is face down.
        BanqiPosition p = position("8/8/R7/pR6 2 r 5 40");
        assertTrue(moves(p).isEmpty());
        assertEquals(new Outcome(Result.FIRST_WINS, Termination.NO_LEGAL_ACTION), p.status());
        // Same for player 1 when it is the one stuck.
        BanqiPosition q = position("8/8/r7/Pr6 1 r 5 40");
        assertEquals(new Outcome(Result.SECOND_WINS, Termination.NO_LEGAL_ACTION), q.status());
    }

    @Test
    void twentyPliesWithoutRevealOrCaptureDraws() {
        BanqiPosition p = position("8/8/8/R6k 1 r 0 30");
        String[] shuffle = {"a1-a2", "h1-h2", "a2-a1", "h2-h1"};
        for (int ply = 0; ply < 20; ply++) {
            assertEquals(Outcome.ONGOING, p.status(), "still on after " + ply + " quiet plies");
            play(p, shuffle[ply % 4]);
            assertEquals(ply + 1, p.noProgressPlies());
        }
        assertEquals(Outcome.draw(Termination.NO_PROGRESS), p.status());
    }

    @Test
    void revealResetsTheNoProgressCount() {
        BanqiPosition p = position("8/8/8/R5?Pk 1 r 19 30");
        play(p, "g1?");
        assertEquals(0, p.noProgressPlies());
        assertEquals(Outcome.ONGOING, p.status());
    }

    @Test
    void revealInTheMiddleRestartsTheTwentyPlyCount() {
        BanqiPosition p = position("8/8/8/R5?Pk 1 r 0 30");
        String[] shuffle = {"a1-a2", "h1-h2", "a2-a1", "h2-h1"};
        for (int ply = 0; ply < 12; ply++) {
            play(p, shuffle[ply % 4]);
        }
        assertEquals(12, p.noProgressPlies());
        play(p, "g1?");
        assertEquals(0, p.noProgressPlies());
        String[] blackFirst = {"h1-h2", "a1-a2", "h2-h1", "a2-a1"};
        for (int ply = 0; ply < 19; ply++) {
            play(p, blackFirst[ply % 4]);
        }
        assertEquals(Outcome.ONGOING, p.status(), "19 quiet plies since the reveal");
        play(p, blackFirst[19 % 4]);
        assertEquals(Outcome.draw(Termination.NO_PROGRESS), p.status());
    }

    @Test
    void cannonJumpCaptureResetsTheNoProgressCount() {
        BanqiPosition p = position("8/8/8/C?pk5 1 r 17 30");
        play(p, "a1xc1");
        assertEquals(0, p.noProgressPlies());
    }

    @Test
    void captureResetsTheNoProgressCount() {
        BanqiPosition p = position("8/8/8/Rn5k 1 r 19 30");
        play(p, "a1xb1");
        assertEquals(0, p.noProgressPlies());
        assertEquals(Outcome.ONGOING, p.status());
    }

    @Test
    void aQuietMoveAtNineteenDraws() {
        BanqiPosition p = position("8/8/8/Rn5k 1 r 19 30");
        play(p, "a1-a2");
        assertEquals(Outcome.draw(Termination.NO_PROGRESS), p.status());
    }
}
