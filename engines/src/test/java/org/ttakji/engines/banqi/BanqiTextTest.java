package org.ttakji.engines.banqi;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.ttakji.engines.banqi.BanqiTestPositions.RULES;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.ttakji.engines.core.InvalidPositionException;
import org.ttakji.engines.core.PerftTsv;
import org.ttakji.engines.core.Position;

/** The position text: full and public forms, round trips, and errors that list every problem. */
class BanqiTextTest {
    private static final String MIDGAME = "?b?Ppa?p?prb/n?aR?K1k?n?R/?P?B?r?PCp?Nc/?cC?A?A?P?P?B?p 1 b 0 15";

    private static List<String> problems(String text) {
        return assertThrows(InvalidPositionException.class, () -> RULES.fromFen(text, RULES.defaultRules()))
                .problems();
    }

    @Test
    void fullFormRoundTrips() {
        for (PerftTsv.Row row : PerftTsv.rows(RULES.variant())) {
            Position p = RULES.fromFen(row.fen(), RULES.defaultRules());
            assertInstanceOf(BanqiPosition.class, p);
            assertEquals(row.fen(), p.toFen());
        }
        assertEquals("8/8/8/R6k 2 r 19 40", RULES.truePosition("8/8/8/R6k 2 r 19 40").toFen());
    }

    @Test
    void publicFormHidesWhatFaceDownPiecesAre() {
        BanqiPosition p = RULES.truePosition(MIDGAME);
        assertEquals("?b?Ppa?p?prb/n?aR?K1k?n?R/?P?B?r?PCp?Nc/?cC?A?A?P?P?B?p".replaceAll("\\?[A-Za-z]", "?")
                + " 1 b 0 15", p.toPublicFen());
    }

    @Test
    void publicFormReadsAsTheObservationAPlayerSees() {
        BanqiPosition truth = RULES.truePosition(MIDGAME);
        String text = truth.observation().toText();
        assertTrue(text.startsWith(truth.toPublicFen() + " "), text);
        Position view = RULES.fromFen(text, RULES.defaultRules());
        assertInstanceOf(BanqiView.class, view);
        assertEquals(text, view.toFen());
        assertEquals(truth.playerView().hash(), view.hash());
        assertEquals(truth.observation(), RULES.observation(text));
        assertEquals(truth.observation(), RULES.observation(MIDGAME), "a full-form text shows its observation too");
    }

    @Test
    void publicFormWithoutCapturesNeedsNoCapturedField() {
        BanqiView view = (BanqiView) RULES.fromFen("????????/????????/????????/???????? 1 - 0 1", RULES.defaultRules());
        assertEquals(32, view.faceDownCount());
        assertEquals(5, view.hiddenCount(BanqiPieces.code(BanqiPieces.BLACK, BanqiPieces.SOLDIER)));
        assertEquals("????????/????????/????????/???????? 1 - 0 1 -", view.toFen());
    }

    @Test
    void publicFormWithCapturesNeedsTheCapturedField() {
        assertTrue(problems("R??????1/????????/????????/???????? 2 r 3 9").stream()
                .anyMatch(p -> p.contains("6th field")));
        assertTrue(problems("R??????1/????????/????????/???????? 2 r 3 9 pP").stream()
                .anyMatch(p -> p.contains("names 2 pieces but 1 squares are empty")));
        Position ok = RULES.fromFen("R??????1/????????/????????/???????? 2 r 3 9 p", RULES.defaultRules());
        assertEquals(4, ((BanqiView) ok).hiddenCount(BanqiPieces.code(BanqiPieces.BLACK, BanqiPieces.SOLDIER)));
    }

    @Test
    void truePositionRefusesThePublicForm() {
        InvalidPositionException e = assertThrows(InvalidPositionException.class,
                () -> RULES.truePosition("????????/????????/????????/???????? 1 - 0 1"));
        assertTrue(e.getMessage().contains("public form"), e.getMessage());
    }

    @Test
    void badTextListsEveryProblem() {
        List<String> problems = problems("8/8/8/9 3 x -1 0");
        assertEquals(6, problems.size(), problems.toString()); // '9' is a bad character, so rank 1 is short too
        assertTrue(problems.stream().anyMatch(p -> p.contains("rank 1")), problems.toString());
        assertTrue(problems.stream().anyMatch(p -> p.contains("side to move '3'")), problems.toString());
        assertTrue(problems.stream().anyMatch(p -> p.contains("colour 'x'")), problems.toString());
        assertTrue(problems.stream().anyMatch(p -> p.contains("noprogress '-1'")), problems.toString());
        assertTrue(problems.stream().anyMatch(p -> p.contains("ply '0'")), problems.toString());
        assertFalse(problems("8/8/8 1 r 0 1").isEmpty());
        assertFalse(problems("").isEmpty());
        assertFalse(problems("8/8/8/8 1 r 0").isEmpty());
    }

    @Test
    void tooManyPiecesOfAKindAreRefused() {
        List<String> problems = problems("KK6/PPPPPP2/8/?K7 1 r 0 9");
        assertTrue(problems.stream().anyMatch(p -> p.contains("too many 'K': 3")), problems.toString());
        assertTrue(problems.stream().anyMatch(p -> p.contains("too many 'P': 6")), problems.toString());
    }

    @Test
    void undecidedColoursNeedEveryPieceFaceDownAndPlayer1ToMove() {
        List<String> problems = problems("K7/8/8/8 2 - 0 1");
        assertEquals(3, problems.size(), problems.toString());
    }

    @Test
    void decidedColoursNeedARevealedPiece() {
        String allDown = BanqiLayout.fromSeed(0).startFen().replace(" - ", " r ");
        assertTrue(problems(allDown).stream().anyMatch(p -> p.contains("no piece has been revealed")));
    }

    @Test
    void fullFormHasNoCapturedField() {
        String fen = MIDGAME + " -";
        assertTrue(problems(fen).stream().anyMatch(p -> p.contains("no captured field")), problems(fen).toString());
    }

    @Test
    void fullFormTypoIsNotMistakenSilently() {
        // "?pk4" has 7 squares in the full form; read as the public form it needs the captured field.
        List<String> problems = problems("8/8/8/C?pk4 1 r 0 30");
        assertTrue(problems.stream().anyMatch(p -> p.contains("full form only when")), problems.toString());
    }

    @Test
    void unknownLetterOfAFaceDownPieceIsNamed() {
        String layout = BanqiLayout.fromSeed(0).startFen();
        String typo = "?Z" + layout.substring(2);
        List<String> problems = problems(typo);
        assertEquals(1, problems.size(), problems.toString());
        assertTrue(problems.get(0).contains("bad face-down piece '?Z' in rank 4"), problems.toString());
    }
}
