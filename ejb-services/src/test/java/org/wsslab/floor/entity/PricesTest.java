package org.wsslab.floor.entity;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;

class PricesTest {

    private static final Prices PRICES = new Prices(List.of(
            new PricePoint(Operation.SHA1, 64, 300),
            new PricePoint(Operation.SHA1, 1_024, 2_000),
            new PricePoint(Operation.SHA1, 1_064, 3_300),
            new PricePoint(Operation.RSA_SHA1_SIGN, 64, 1_000_000),
            new PricePoint(Operation.RSA_SHA1_SIGN, 1_024, 1_000_500)));

    @Test
    void aLineRunsThroughTheShortestAndTheLongestLength() {
        // SHA1: (3300 - 300) / (1064 - 64) = 3 ns a byte; fixed 300 - 3 * 64 = 108 ns.
        assertEquals(new Prices.Line(108, 3), PRICES.line(Operation.SHA1).orElseThrow());
    }

    @Test
    void aCellsFloorIsItsOperationsPricedAndAddedUp() {
        Operations operations = new Operations(List.of(
                new OperationCount(Operation.SHA1, 4, 1_000),
                new OperationCount(Operation.RSA_SHA1_SIGN, 2, 2_048)), List.of());
        double sha1 = 4 * 108 + 1_000 * 3;
        double sign = 2 * (1_000_000 - 64 * 500.0 / 960) + 2_048 * 500.0 / 960;
        assertEquals(sha1 + sign, PRICES.floorNanos(operations).orElseThrow(), 1e-6);
    }

    @Test
    void aFloorWithAnOperationNotTimedIsNoFloor() {
        Operations operations = new Operations(List.of(new OperationCount(Operation.AES128_CBC_ENCRYPT, 1, 100)), List.of());
        assertTrue(PRICES.floorNanos(operations).isEmpty());
        assertTrue(Prices.NONE.floorNanos(Operations.NONE).isEmpty(), "nothing timed: no floor, not a floor of 0");
        assertEquals(0, PRICES.floorNanos(Operations.NONE).orElseThrow(), "the baseline's floor is 0");
    }

    @Test
    void aCostThatSeemsToFallWithLengthIsFlat() {
        Prices noisy = new Prices(List.of(new PricePoint(Operation.RSA_OAEP_UNWRAP, 16, 900),
                new PricePoint(Operation.RSA_OAEP_UNWRAP, 1_024, 800)));
        assertEquals(new Prices.Line(900, 0), noisy.line(Operation.RSA_OAEP_UNWRAP).orElseThrow());
    }
}
