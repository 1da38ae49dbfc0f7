package org.wsslab.cxf;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import org.junit.jupiter.api.Test;

class MedianTest {

    @Test
    void oddCountIsTheMiddleOfTheSortedValues() {
        assertEquals(30, Median.of(new long[] {50, 10, 30, 40, 20}));
    }

    @Test
    void evenCountIsTheMeanOfTheTwoMiddleValues() {
        assertEquals(25, Median.of(new long[] {40, 10, 30, 20}));
        assertEquals(2, Median.of(new long[] {1, 4}), "rounded down from 2.5");
    }

    @Test
    void oneValueIsItsOwnMedian() {
        assertEquals(7, Median.of(new long[] {7}));
    }

    @Test
    void hugeValuesDoNotOverflow() {
        assertEquals(Long.MAX_VALUE - 1, Median.of(new long[] {Long.MAX_VALUE, Long.MAX_VALUE - 2}));
    }

    @Test
    void theCallersArrayKeepsItsOrder() {
        long[] rtts = {3, 1, 2};
        Median.of(rtts);
        assertArrayEquals(new long[] {3, 1, 2}, rtts);
    }

    @Test
    void noValuesHaveNoMedian() {
        assertThrows(IllegalArgumentException.class, () -> Median.of(new long[0]));
    }
}
