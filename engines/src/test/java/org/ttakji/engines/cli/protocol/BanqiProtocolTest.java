package org.ttakji.engines.cli.protocol;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.ttakji.engines.Variants;
import org.ttakji.engines.core.Variant;
import org.ttakji.engines.core.VariantRules;

/** Banqi through the UCI dialect: reveals, the full-form position text, and an engine that never peeks. */
class BanqiProtocolTest {
    private static final VariantRules RULES = Variants.rules(Variant.BANQI);

    private static String fullForm(long seed) {
        return RULES.startPosition(RULES.defaultRules(), seed).toFen();
    }

    private static EngineDriver banqi() throws Exception {
        EngineDriver e = EngineDriver.uci();
        e.send("setoption name UCI_Variant value banqi");
        return e;
    }

    @Test
    void fromTheStartTheOnlyMovesAreReveals() throws Exception {
        try (EngineDriver e = banqi()) {
            e.send("position startpos", "go depth 2");
            String best = e.bestMove();
            assertTrue(best.matches("[a-h][1-4]\\?"), best);
        }
    }

    @Test
    void revealsInTheMovesArePlayedOnTheFullForm() throws Exception {
        String position = "fen " + fullForm(3) + " moves a1? h4? b1?";
        try (EngineDriver e = banqi()) {
            e.send("position " + position, "go depth 3");
            Legal.assertLegal(Variant.BANQI, position, e.bestMove());
        }
    }

    @Test
    void aRevealCannotBeReplayedOnThePublicForm() throws Exception {
        String publicForm = RULES.startPosition(RULES.defaultRules(), 3).playerView().toFen();
        try (EngineDriver e = banqi()) {
            e.send("position fen " + publicForm + " moves a1?");
            assertTrue(e.error().contains("move 1 'a1?' turns up a piece"), e.transcript());
            e.send("position fen " + publicForm, "go depth 1");
            assertTrue(e.bestMove().matches("[a-h][1-4]\\?"));
        }
    }

    /** Two layouts that differ only in face-down pieces give the very same search, line for line. */
    @Test
    void theEngineNeverLooksAtTheHiddenLayout() throws Exception {
        String layout = fullForm(5);
        String swapped = swapFirstTwoDifferentHiddenPieces(layout);
        assertNotEquals(layout, swapped);
        assertEquals(RULES.fromFen(layout, RULES.defaultRules()).playerView().toFen(),
                RULES.fromFen(swapped, RULES.defaultRules()).playerView().toFen());
        assertEquals(search(layout + " moves a1? b1?"), search(swapped + " moves a1? b1?"));
    }

    private static List<String> search(String fen) throws Exception {
        try (EngineDriver e = banqi()) {
            e.send("position fen " + fen, "go depth 3");
            return e.until(l -> l.startsWith("bestmove")).stream()
                    .map(l -> l.replaceAll(" nps \\d+ time \\d+", "")).toList();
        }
    }

    /** Swaps the identities of the first two face-down pieces of rank 4 that differ (rank 1 is left alone). */
    private static String swapFirstTwoDifferentHiddenPieces(String fullForm) {
        char[] c = fullForm.toCharArray();
        int first = fullForm.indexOf('?') + 1;
        for (int i = first + 1; i < fullForm.indexOf('/'); i++) {
            if (c[i - 1] == '?' && c[i] != c[first]) {
                char t = c[i];
                c[i] = c[first];
                c[first] = t;
                return new String(c);
            }
        }
        throw new IllegalStateException("rank 4 of " + fullForm + " holds one kind of piece");
    }
}
