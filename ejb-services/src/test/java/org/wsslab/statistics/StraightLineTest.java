package org.wsslab.statistics;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/** The fitted line against values worked out by hand from the closed form. */
class StraightLineTest {

    @Test
    void bytesOnALineGiveTheirConstantAndSlope() {
        // A signature: 2,400 bytes whatever the payload.
        StraightLine signed = StraightLine.fit(new double[]{100, 1_000, 10_000}, new double[]{2_400, 2_400, 2_400}).orElseThrow();
        assertEquals(2_400, signed.intercept(), 1e-9);
        assertEquals(0, signed.slope(), 1e-12);
        // Encryption: 1,900 bytes and a third of the payload twice (request and response) = 2/3 per byte.
        StraightLine encrypted = StraightLine.fit(new double[]{300, 3_000, 30_000}, new double[]{2_100, 3_900, 21_900}).orElseThrow();
        assertEquals(1_900, encrypted.intercept(), 1e-6);
        assertEquals(2.0 / 3, encrypted.slope(), 1e-12);
    }

    @Test
    void scatteredBytesGiveTheLeastSquaresLine() {
        // x = 0, 1, 2, 3; y = 1, 3, 2, 5: mean x 1.5, mean y 2.75; Sxx = 5, Sxy = (-1.5)(-1.75) + (-0.5)(0.25)
        // + (0.5)(-0.75) + (1.5)(2.25) = 2.625 - 0.125 - 0.375 + 3.375 = 5.5; slope 1.1, intercept 2.75 - 1.65 = 1.1.
        StraightLine line = StraightLine.fit(new double[]{0, 1, 2, 3}, new double[]{1, 3, 2, 5}).orElseThrow();
        assertEquals(1.1, line.slope(), 1e-12);
        assertEquals(1.1, line.intercept(), 1e-12);
    }

    @Test
    void oneSizeHasNoLine() {
        assertTrue(StraightLine.fit(new double[]{1_024}, new double[]{900}).isEmpty());
        assertTrue(StraightLine.fit(new double[]{1_024, 1_024}, new double[]{900, 950}).isEmpty());
    }
}
