package org.ttakji.engines.core;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.ttakji.engines.Variants;

/** The lab's machine-notation PGN, read generically (here with Janggi's rules). */
class MachinePgnFormatTest {
    private static final VariantRules JANGGI = Variants.rules(Variant.JANGGI);
    private static final MachinePgnFormat FORMAT = new MachinePgnFormat(JANGGI, "Test-PGN", ".tpgn", null, null);

    private static RecordGame.Refused refused(RecordGame g) {
        return assertInstanceOf(RecordGame.Refused.class, g, g::toString);
    }

    @Test
    void moveNumbersCommentsAndTheResultTokenAreReadAroundTheMoves() {
        List<RecordGame> games = FORMAT.readText("""
                [Event "one \\"quoted\\" name"]

                1. b0c2 {a horse; then} b9c7 ; rest of the line
                2. pass 1/2-1/2
                [Event "two"]
                1. b0c2 b9c7 0-1
                """, "t");
        assertEquals(2, games.size());
        RecordGame.Replayed first = assertInstanceOf(RecordGame.Replayed.class, games.get(0));
        assertEquals("one \"quoted\" name", first.tags().get("Event"));
        assertEquals(List.of("b0c2", "b9c7", "pass"), first.moves());
        assertEquals(Result.DRAW, first.result());
        assertEquals(0L, first.startSelector(), "the standard start");
        assertEquals(2, games.get(1).index());
    }

    @Test
    void aGameWithoutAResultOrWithABadMoveIsRefusedWithItsPlyAndMove() {
        List<RecordGame> games = FORMAT.readText("""
                1. b0c2 b9c7 *

                1. b0c2 b9b5 1-0

                1. b0c2 zz9 1-0

                [FEN "not a position"]

                1. b0c2 1-0
                """, "t");
        assertEquals("t#1: no-result: no result: the game ends with '*'", refused(games.get(0)).describe());
        RecordGame.Refused illegal = refused(games.get(1));
        assertEquals(RecordGame.Reason.ILLEGAL_MOVE, illegal.reason());
        assertEquals(2, illegal.ply());
        assertEquals("b9b5", illegal.move());
        assertEquals(RecordGame.Reason.UNREADABLE_MOVE, refused(games.get(2)).reason());
        assertEquals(RecordGame.Reason.BAD_START, refused(games.get(3)).reason());
    }

    @Test
    void aTextThatBreaksOffIsBadInputNamingTheLine() {
        LabInputException comment = assertThrows(LabInputException.class, () -> FORMAT.readText("1. b0c2 {open", "t"));
        assertTrue(comment.getMessage().contains("comment is not closed"), comment.getMessage());
        LabInputException tag = assertThrows(LabInputException.class, () -> FORMAT.readText("[Event x]\n", "t"));
        assertTrue(tag.getMessage().startsWith("t line 1: cannot read the tag"), tag.getMessage());
    }

    @Test
    void theWriterPutsTheDerivedTagsLastAndNumbersTheMoves() {
        RecordGame.Replayed g = new RecordGame.Replayed("s", 1, JANGGI.startPosition(JANGGI.defaultRules()).toFen(), 0L,
                JANGGI.defaultRules(), List.of("b0c2", "b9c7", "pass"), Result.FIRST_WINS, Termination.CHECKMATE,
                java.util.Map.of("Event", "e"));
        String text = FORMAT.toText(g);
        assertTrue(text.startsWith("[Event \"e\"]\n[Variant \"janggi\"]\n[FEN \""), text);
        assertTrue(text.contains("[Start \"0\"]\n[Result \"1-0\"]\n[Termination \"checkmate\"]\n\n1. b0c2 b9c7 2. pass 1-0\n"),
                text);
        RecordGame.Replayed back = assertInstanceOf(RecordGame.Replayed.class, FORMAT.readText(text, "s").get(0));
        assertEquals(g.moves(), back.moves());
        assertEquals(Termination.CHECKMATE, back.termination());
    }
}
