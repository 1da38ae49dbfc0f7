package org.wsslab.run.execution.control;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.wsslab.catalog.entity.AlgorithmSuite;
import org.wsslab.catalog.entity.Endpoint;
import org.wsslab.catalog.entity.Mechanism;
import org.wsslab.run.entity.Growth;
import org.wsslab.run.entity.Order;
import org.wsslab.run.entity.Run;
import org.wsslab.run.plan.control.CallOrder;

/** Which of a growth run's planned calls are followed by its wire probe: the last call of a probed round. */
class GrowthWireTest {

    @Test
    void aProbeFollowsTheRoundOfEveryProbedCallOfTheSeriesOnceEveryEndpointMadeIt() {
        Growth growth = new Growth(12, 12, 30, 10);
        Run run = new Run(List.of(Mechanism.PLAIN.endpoint(), Endpoint.byId("sign-only").orElseThrow(),
                Endpoint.byId("encrypt-only").orElseThrow()), List.of(AlgorithmSuite.DEFAULT), List.of(12), 1, 0, Order.INTERLEAVED, 1,
                Instant.EPOCH);
        run.follow(growth);
        CallOrder order = CallOrder.of(run);
        assertEquals(90, order.size(), "three endpoints, thirty calls each: the probes are no calls of the plan");

        List<Integer> after = new ArrayList<>();
        Map<Integer, Integer> sizes = new LinkedHashMap<>();
        for (int index = 0; index < order.size(); index++) {
            int call = GrowthWire.probedAfter(growth, 3, index);
            if (call >= 0) {
                after.add(index);
                sizes.put(index, growth.size(call));
                // Every endpoint has made the series' call by then: the round is whole.
                for (int i = index - 2; i <= index; i++) {
                    assertEquals(growth.size(call), order.get(i).size());
                }
                if (index + 1 < order.size()) {
                    assertEquals(growth.size(call + 1), order.get(index + 1).size(), "the next round is the next size");
                }
            }
        }
        assertEquals(List.of(2, 29, 59, 89), after, "after rounds 1, 10, 20 and 30");
        assertEquals(List.of(12, 120, 240, 360), List.copyOf(sizes.values()));
    }

    @Test
    void oneEndpointProbesAfterTheSeriesCallsThemselves() {
        Growth growth = new Growth(1, 1, 7, 3);
        List<Integer> after = new ArrayList<>();
        for (int index = 0; index < 7; index++) {
            if (GrowthWire.probedAfter(growth, 1, index) >= 0) {
                after.add(index);
            }
        }
        assertEquals(List.of(0, 2, 5, 6), after);
    }
}
