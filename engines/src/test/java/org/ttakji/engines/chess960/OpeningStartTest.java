package org.ttakji.engines.chess960;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.ttakji.engines.core.Position;
import org.ttakji.engines.core.RuleOptions;
import org.ttakji.engines.core.VariantRules;

/** The opening explorer's start key of a Chess960 game: its Scharnagl number, or "setup". */
class OpeningStartTest {
    private static final Chess960Rules RULES = new Chess960Rules();
    private static final RuleOptions PLAY = RULES.defaultRules();
    private static final RuleOptions RECORDS = RULES.parseRules(List.of("promotion=all"));

    @Test
    void aGameFromOneOfThe960StartsIsKeyedByItsNumberUnderAnyRuleOptions() {
        for (int n : new int[]{0, 314, 518, 959}) {
            assertEquals(Integer.toString(n), RULES.openingStart(RULES.startPosition(PLAY, n), List.of("e2e4")));
            assertEquals(Integer.toString(n), RULES.openingStart(RULES.startPosition(RECORDS, n), List.of()));
        }
        Position xfen = RULES.fromFen("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", RECORDS);
        assertEquals("518", RULES.openingStart(xfen, List.of()), "X-FEN castling letters read as the same start");
    }

    @Test
    void anyOtherPositionIsASetUp() {
        Position afterE4 = RULES.fromFen("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b HAha - 0 1", PLAY);
        assertEquals(VariantRules.OPENING_START_SETUP, RULES.openingStart(afterE4, List.of()));
        Position noCastling = RULES.fromFen("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w - - 0 1", PLAY);
        assertEquals(VariantRules.OPENING_START_SETUP, RULES.openingStart(noCastling, List.of()), "rights lost");
    }

    @Test
    void aNumberKeyNamesItsStartAndNothingElseNamesAPosition() {
        assertEquals(RULES.startPosition(PLAY, 314).toFen(), RULES.openingStartPosition("314", PLAY).orElseThrow().toFen());
        assertEquals(RULES.startPosition(PLAY, 0).toFen(), RULES.openingStartPosition("0", PLAY).orElseThrow().toFen());
        for (String key : new String[]{"960", "-1", "0518", "setup", "standard", "", "x"}) {
            assertTrue(RULES.openingStartPosition(key, PLAY).isEmpty(), key);
        }
    }
}
