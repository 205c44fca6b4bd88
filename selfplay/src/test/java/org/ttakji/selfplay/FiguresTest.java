package org.ttakji.selfplay;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import org.junit.jupiter.api.Test;

/** Rates print with three significant figures, whatever their size. */
class FiguresTest {
    @Test
    void threeSignificantFiguresInPlainNotation() {
        assertEquals("210", Figures.sig3(209.78));
        assertEquals("1.00", Figures.sig3(1));
        assertEquals("0.0213", Figures.sig3(0.021345));
        assertEquals("52300", Figures.sig3(52345));
        assertEquals("10.0", Figures.sig3(9.996), "rounding up to the next power of ten keeps three figures");
        assertEquals("-1.50", Figures.sig3(-1.5));
        assertEquals("0", Figures.sig3(0));
        assertEquals("?", Figures.sig3(Double.NaN));
        assertEquals("?", Figures.sig3(Double.POSITIVE_INFINITY));
        assertEquals("3.1", Figures.sig(3.14159, 2));
        assertThrows(IllegalArgumentException.class, () -> Figures.sig(1, 0));
    }

    @Test
    void slowGameRatesAlsoPrintPerMinute() {
        assertEquals("0.0213 games/s (1.28 games/min)", Figures.gameRate(0.021345));
        assertEquals("0.180 games/s", Figures.gameRate(0.18));
        assertEquals("193 games/s", Figures.gameRate(192.5));
        assertEquals("0 games/s", Figures.gameRate(0));
    }
}
