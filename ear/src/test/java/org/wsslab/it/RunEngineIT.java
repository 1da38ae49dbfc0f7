package org.wsslab.it;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import jakarta.ejb.EJB;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import org.jboss.arquillian.container.test.api.Deployment;
import org.jboss.arquillian.junit5.ArquillianExtension;
import org.jboss.shrinkwrap.api.spec.EnterpriseArchive;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.wsslab.catalog.entity.Mechanism;
import org.wsslab.hooks.boundary.TestHooks;
import org.wsslab.hooks.control.RunHold;
import org.wsslab.it.support.LabDeployment;
import org.wsslab.it.support.Poll;
import org.wsslab.it.support.ServerLogOnFailure;
import org.wsslab.run.boundary.Runs;
import org.wsslab.run.entity.Run;
import org.wsslab.run.entity.RunStatus;
import org.wsslab.run.store.entity.Sample;
import org.wsslab.run.summary.boundary.CellSummary;

/** The engine runs a small run to the end, storing every call; a cancelled run keeps what it measured. */
@ExtendWith({ArquillianExtension.class, ServerLogOnFailure.class})
class RunEngineIT {

    @Deployment
    static EnterpriseArchive deployment() {
        return LabDeployment.ear();
    }

    @EJB
    Runs runs;

    @EJB
    TestHooks hooks;

    @Test
    void smallRunCompletesWithEveryCallStored() {
        List<Mechanism> asked = List.of(Mechanism.MUTUAL_CERTIFICATES, Mechanism.USERNAME_SYMMETRIC);
        Run queued = runs.queue(asked, List.of(100, 1_024), 5, 2);
        // No call starts the engine: queuing did, when its transaction committed.

        Run run = awaitEnd(queued.getId(), Duration.ofMinutes(3));

        assertEquals(RunStatus.COMPLETED, run.getStatus(), run.getFailure());
        assertEquals(List.of(Mechanism.PLAIN, Mechanism.MUTUAL_CERTIFICATES, Mechanism.USERNAME_SYMMETRIC), run.getMechanisms(),
                "the baseline is measured in the same run, first");
        assertEquals(3L * 2 * (5 + 2), run.getTotalCalls());
        assertEquals(run.getTotalCalls(), run.getDoneCalls());

        List<Sample> samples = runs.samples(run.getId());
        assertEquals(run.getTotalCalls(), samples.size(), "every call is stored");
        for (Sample sample : samples) {
            assertTrue(sample.ok(), "no errors: " + sample.error());
            assertTrue(sample.rttNanos() > 0 && sample.clientCpuNanos() >= 0);
            assertEquals(sample.seq() < 2, sample.warmup(), "the first two calls of each cell are warm-up");
        }
        Map<Mechanism, List<Sample>> initial = samples.stream().filter(Sample::initial)
                .collect(Collectors.groupingBy(s -> s.endpoint().mechanism()));
        for (Mechanism mechanism : run.getMechanisms()) {
            assertEquals(1, initial.get(mechanism).size(), mechanism.id() + " opened its port once");
            Sample first = initial.get(mechanism).get(0);
            assertTrue(first.size() == 100 && first.seq() == 0 && first.warmup(), "the initial call is the first, and warm-up");
        }

        // Computed once per stored state: in blocks (the default order), as each of the six cells
        // completed, the last one as the run ended.
        assertEquals(6, hooks.summaryComputations(run.getId()));
        List<CellSummary> summary = runs.summary(run.getId());
        assertEquals(3 * 2, summary.size());
        assertEquals(summary, runs.summary(run.getId()));
        assertEquals(6, hooks.summaryComputations(run.getId()), "reading the summary again computes nothing");
    }

    @Test
    void cancelledRunStopsAndKeepsEveryCallItMade() {
        long id;
        hooks.holdBefore(100);
        try {
            id = runs.queue(List.of(Mechanism.PLAIN), List.of(100), 100_000, 0).getId();
            RunHold.Status held = Poll.until("the hold", Duration.ofMinutes(1), Duration.ofMillis(100), hooks::hold,
                    hold -> hold.state() == RunHold.State.HELD);
            assertEquals(id, held.run(), "the hold holds the run just queued");
            assertEquals(100, runs.find(id).orElseThrow().getDoneCalls(), "held before call 100, its 100 calls stored");
            runs.cancel(id);
        } finally {
            hooks.release();
        }

        Run run = awaitEnd(id, Duration.ofSeconds(30));

        assertEquals(RunStatus.CANCELLED, run.getStatus());
        assertEquals(100, run.getDoneCalls(), "cancelled before the call it was held at");
        assertEquals(100, runs.samples(id).size(), "no call made is lost, none is invented");
        assertNull(run.getCurrentMechanism());
    }

    private Run awaitEnd(long id, Duration within) {
        return Poll.until("run " + id, within, Duration.ofMillis(200), () -> runs.find(id).orElseThrow(),
                run -> run.getStatus() != RunStatus.QUEUED && run.getStatus() != RunStatus.RUNNING);
    }
}
