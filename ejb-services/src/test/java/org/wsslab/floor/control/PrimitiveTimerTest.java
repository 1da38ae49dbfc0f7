package org.wsslab.floor.control;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.security.KeyPair;
import java.security.KeyPairGenerator;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import org.wsslab.floor.entity.Operation;
import org.wsslab.floor.entity.PricePoint;

class PrimitiveTimerTest {

    @Test
    void everyOperationIsTimedAtEachOfItsLengths() throws Exception {
        KeyPairGenerator generator = KeyPairGenerator.getInstance("RSA");
        generator.initialize(2048);
        KeyPair rsa = generator.generateKeyPair();
        // No budget: each (operation, length) gets its minimum of calls, enough to show each one works.
        List<PricePoint> points = new PrimitiveTimer(rsa, System::nanoTime, 0, 0).time(Operation.all());

        Map<Operation, List<Integer>> lengths = points.stream().collect(Collectors.groupingBy(PricePoint::operation,
                Collectors.mapping(PricePoint::length, Collectors.toList())));
        for (Operation operation : Operation.all()) {
            assertEquals(PrimitiveTimer.lengths(operation), lengths.get(operation), operation.id());
        }
        assertTrue(points.stream().allMatch(p -> p.nanos() > 0), "every price is a time: " + points);
    }
}
