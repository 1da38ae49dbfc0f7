package org.wsslab.console.figures;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;
import org.wsslab.statistics.Overhead;

class FiguresTest {

    private static final String MINUS = "\u2212";

    @Test
    void negativeFiguresCarryARealMinusSignAndNoNegativeZero() {
        assertEquals(MINUS + "78.60", Figures.number(-78.6, 2, false));
        assertEquals("+3.1", Figures.number(3.14, 1, true));
        assertEquals("+0.0", Figures.number(-0.01, 1, true), "a change rounded to nothing has no minus");
        assertEquals("0", Figures.number(-0.4, 0, false));
    }

    @Test
    void aNegativeTermOfASumIsASubtraction() {
        assertEquals(MINUS + " 78.60", Figures.term(-78.6, 2));
        assertEquals("+ 1.23", Figures.term(1.23, 2));
        assertEquals("+ 0.00", Figures.term(-0.001, 2));
    }

    @Test
    void everyIntervalIsWrittenTheSameWay() {
        assertEquals("12% [10, 14]", Figures.percent(new Overhead(12.2, 9.9, 14.4)));
        assertEquals(MINUS + "5% [" + MINUS + "8, " + MINUS + "2]", Figures.percent(new Overhead(-5, -8, -2)));
        assertEquals("+3.1% [" + MINUS + "1.0, +5.2]", Figures.delta(new Overhead(3.1, -1.0, 5.2)));
        assertEquals(MINUS + "3.1 pts [" + MINUS + "5.0, " + MINUS + "1.2]", Figures.points(new Overhead(-3.1, -5.0, -1.2)));
        assertEquals(Figures.NONE, Figures.percent(null));
    }

    @Test
    void memoryIsInBinaryUnitsAPersonReads() {
        assertEquals("1 GiB", Figures.memory(1073741824L));
        assertEquals("155.3 MiB", Figures.memory(162_841_805L));
        assertEquals("512 KiB", Figures.memory(524_288L));
        assertEquals("900 B", Figures.memory(900L));
        assertEquals(Figures.NONE, Figures.memory(null));
    }

    @Test
    void readingsAreRoundedToTwoDecimals() {
        assertEquals("0.53", Figures.twoDecimals(0.5263));
        assertEquals(Figures.NONE, Figures.twoDecimals(null));
    }
}
