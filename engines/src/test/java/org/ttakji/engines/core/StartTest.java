package org.ttakji.engines.core;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import org.junit.jupiter.api.Test;
import org.ttakji.engines.Variants;

/** A pair's start: a numbered start keeps the variant's log columns, a given position has none. */
class StartTest {
    @Test
    void aNumberedStartIsTheVariantsStartWithItsNumberAndLayout() {
        VariantRules chess = Variants.rules(Variant.CHESS960);
        Start s = Start.numbered(314);
        assertEquals(chess.startPosition(chess.defaultRules(), 314).toFen(), s.toPosition(chess, chess.defaultRules()).toFen());
        assertEquals(Integer.valueOf(314), s.startNumber(chess));
        VariantRules banqi = Variants.rules(Variant.BANQI);
        assertEquals(banqi.hiddenLayout(7), Start.numbered(7).hiddenLayout(banqi));
    }

    @Test
    void aGivenPositionIsReadFromItsTextAndHasNoNumberOrLayout() {
        VariantRules chess = Variants.rules(Variant.CHESS960);
        String fen = "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b HAha - 0 1";
        Start s = Start.given(fen);
        assertEquals(fen, s.toPosition(chess, chess.defaultRules()).toFen());
        assertNull(s.startNumber(chess));
        assertNull(s.hiddenLayout(chess));
    }
}
