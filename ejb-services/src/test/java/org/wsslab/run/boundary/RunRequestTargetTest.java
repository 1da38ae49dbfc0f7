package org.wsslab.run.boundary;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.time.Instant;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.wsslab.catalog.entity.AlgorithmSuite;
import org.wsslab.catalog.entity.Mechanism;
import org.wsslab.run.entity.Order;
import org.wsslab.run.entity.Run;

/** A run calls the lab's own server unless it names a target, and a queued run keeps the one it named. */
class RunRequestTargetTest {

    private static Run queued() {
        return new Run(List.of(Mechanism.PLAIN.endpoint()), List.of(AlgorithmSuite.DEFAULT), List.of(100), 3, 1, Order.DEFAULT, 1L,
                Instant.EPOCH);
    }

    @Test
    void theDefaultIsTheLabsOwnServerAsEveryRunBefore() {
        assertEquals("lab", RunRequest.defaults().targetOrDefault());
        assertEquals("lab", RunRequest.defaults().aimedAt(null).targetOrDefault());
        assertEquals("lab", queued().getTarget(), "a run made without a request calls the lab's own");
        Run run = queued();
        RunPlanning.shape(run, RunRequest.defaults().check());
        assertEquals("lab", run.getTarget());
    }

    @Test
    void aNamedTargetTravelsWithEveryOtherFieldIntoTheRun() {
        RunRequest request = new RunRequest(List.of("plain"), List.of(100), 3, 1, null).aimedAt("bench-2").labelled(null)
                .inRounds(null, null).grouped(null).warmingUntilSteady(null);
        assertEquals("bench-2", request.targetOrDefault(), "every wither keeps the target");
        Run run = queued();
        RunPlanning.shape(run, request.check());
        assertEquals("bench-2", run.getTarget());
    }
}
