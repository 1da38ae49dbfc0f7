package org.wsslab.run.control;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import org.wsslab.catalog.entity.Mechanism;

/** The call order interleaves mechanisms and rotates who goes first. */
class CallOrderTest {

    private static final List<Mechanism> THREE = List.of(Mechanism.PLAIN, Mechanism.MUTUAL_CERTIFICATES, Mechanism.TRANSPORT_SSL);

    @Test
    void everyCellGetsItsWarmupAndCallsNumberedFromZero() {
        List<CallOrder.Call> order = CallOrder.of(THREE, List.of(100, 1_024), 2, 5);
        assertEquals(3 * 2 * 7, order.size());
        Map<String, List<CallOrder.Call>> cells = order.stream()
                .collect(Collectors.groupingBy(c -> c.mechanism().id() + "@" + c.size()));
        assertEquals(6, cells.size());
        for (List<CallOrder.Call> cell : cells.values()) {
            assertEquals(List.of(0, 1, 2, 3, 4, 5, 6), cell.stream().map(CallOrder.Call::seq).toList());
            assertEquals(List.of(true, true, false, false, false, false, false), cell.stream().map(CallOrder.Call::warmup).toList());
        }
    }

    @Test
    void sizesRunOneAfterAnotherAndRoundsRotateTheFirstMechanism() {
        List<CallOrder.Call> order = CallOrder.of(THREE, List.of(100, 1_024), 0, 3);
        assertTrue(order.subList(0, 9).stream().allMatch(c -> c.size() == 100));
        assertEquals(List.of(Mechanism.PLAIN, Mechanism.MUTUAL_CERTIFICATES, Mechanism.TRANSPORT_SSL,
                        Mechanism.MUTUAL_CERTIFICATES, Mechanism.TRANSPORT_SSL, Mechanism.PLAIN,
                        Mechanism.TRANSPORT_SSL, Mechanism.PLAIN, Mechanism.MUTUAL_CERTIFICATES),
                order.subList(0, 9).stream().map(CallOrder.Call::mechanism).toList());
    }
}
