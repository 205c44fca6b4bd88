package org.ttakji.engines.banqi;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.ttakji.engines.core.IllegalMoveException;
import org.ttakji.engines.core.Position;
import org.ttakji.engines.core.RuleOptions;
import org.ttakji.engines.core.VariantRules;

/** The opening explorer's start key of a Banqi game: the pieces its first two reveals turned up. */
class BanqiOpeningStartTest {
    private static final BanqiRules RULES = new BanqiRules();
    private static final RuleOptions NONE = RULES.defaultRules();

    private static char hidden(long seed, String square) {
        return BanqiPieces.letter(BanqiLayout.fromSeed(seed).pieceAt(BanqiSquares.parse(square, 0)));
    }

    @Test
    void theKeyIsTheLettersOfTheFirstTwoRevealedPiecesInTheOrderRevealed() {
        for (long seed : new long[]{0, 1, 7, 123456789}) {
            Position start = RULES.startPosition(NONE, seed);
            String key = RULES.openingStart(start, List.of("a1?", "h4?", "c2?", "d3?"));
            assertEquals("" + hidden(seed, "a1") + hidden(seed, "h4"), key, "seed " + seed);
            assertEquals(start.toFen(), RULES.startPosition(NONE, seed).toFen(), "the start is not changed");
        }
    }

    @Test
    void movesBetweenRevealsAreReplayedAndOnlyRevealsCount() {
        // Seed 0: reveal a1 and b1, then the first player's piece may move; the key is still the first two reveals.
        Position start = RULES.startPosition(NONE, 0);
        assertEquals("" + hidden(0, "a1"), RULES.openingStart(start, List.of("a1?")), "one reveal, one letter");
        assertEquals(BanqiRules.NO_REVEAL, RULES.openingStart(start, List.of()));
    }

    @Test
    void aPublicFormStartHasNoKnownRevealsAndAnIllegalMoveIsAnError() {
        Position view = RULES.fromFen(RULES.startPosition(NONE, 3).toPublicFen(), NONE);
        assertInstanceOf(BanqiView.class, view);
        assertEquals(VariantRules.OPENING_START_SETUP, RULES.openingStart(view, List.of("b1?")));
        assertThrows(IllegalMoveException.class,
                () -> RULES.openingStart(RULES.startPosition(NONE, 0), List.of("a1-a2")));
    }

    @Test
    void everyKeyStartsFromTheAllFaceDownViewWhichIsTheSameForEveryLayout() {
        Position root = RULES.openingStartPosition("Kp", NONE).orElseThrow();
        assertInstanceOf(BanqiView.class, root);
        for (long seed : new long[]{0, 5, 99}) {
            assertEquals(RULES.startPosition(NONE, seed).playerView().hash(), root.hash(), "seed " + seed);
        }
        assertTrue(RULES.openingStartPosition("n", NONE).isPresent());
        assertTrue(RULES.openingStartPosition(BanqiRules.NO_REVEAL, NONE).isPresent());
        assertTrue(RULES.openingStartPosition("KpC", NONE).isEmpty(), "three letters");
        assertTrue(RULES.openingStartPosition("Xq", NONE).isEmpty(), "not piece letters");
        assertTrue(RULES.openingStartPosition("518", NONE).isEmpty());
    }
}
