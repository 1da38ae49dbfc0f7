package org.wsslab.it;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import jakarta.ejb.EJB;
import jakarta.inject.Inject;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import org.jboss.arquillian.container.test.api.Deployment;
import org.jboss.arquillian.junit5.ArquillianExtension;
import org.jboss.shrinkwrap.api.spec.EnterpriseArchive;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.wsslab.catalog.entity.Mechanism;
import org.wsslab.it.support.LabDeployment;
import org.wsslab.it.support.ServerLogOnFailure;
import org.wsslab.run.boundary.CellSummary;
import org.wsslab.run.boundary.RunSummaries;
import org.wsslab.run.boundary.Runs;
import org.wsslab.run.entity.Run;
import org.wsslab.run.entity.RunStatus;
import org.wsslab.run.entity.Sample;

/** The engine runs a small run to the end, storing every call; a cancelled run keeps what it measured. */
@ExtendWith({ArquillianExtension.class, ServerLogOnFailure.class})
class RunEngineIT {

    @Deployment
    static EnterpriseArchive deployment() {
        return LabDeployment.ear();
    }

    @EJB
    Runs runs;

    @Inject
    RunSummaries summaries;

    @Test
    void smallRunCompletesWithEveryCallStored() throws Exception {
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
                .collect(Collectors.groupingBy(Sample::mechanism));
        for (Mechanism mechanism : run.getMechanisms()) {
            assertEquals(1, initial.get(mechanism).size(), mechanism.id() + " opened its port once");
            Sample first = initial.get(mechanism).get(0);
            assertTrue(first.size() == 100 && first.seq() == 0 && first.warmup(), "the initial call is the first, and warm-up");
        }

        // Computed once per stored state: when the 100 B cells completed, and when the run ended.
        assertEquals(2, summaries.computations(run.getId()));
        List<CellSummary> summary = runs.summary(run.getId());
        assertEquals(3 * 2, summary.size());
        assertEquals(summary, runs.summary(run.getId()));
        assertEquals(2, summaries.computations(run.getId()), "reading the summary again computes nothing");
    }

    @Test
    void cancelledRunStopsAndKeepsEveryCallItMade() throws Exception {
        Run queued = runs.queue(List.of(Mechanism.PLAIN), List.of(100), 100_000, 0);
        Instant deadline = Instant.now().plusSeconds(60);
        while (runs.find(queued.getId()).orElseThrow().getDoneCalls() < 100 && Instant.now().isBefore(deadline)) {
            Thread.sleep(100);
        }
        runs.cancel(queued.getId());

        Run run = awaitEnd(queued.getId(), Duration.ofSeconds(30));

        assertEquals(RunStatus.CANCELLED, run.getStatus());
        assertTrue(run.getDoneCalls() < 100_000);
        assertEquals(run.getDoneCalls(), runs.samples(run.getId()).size(), "no call made is lost, none is invented");
        assertNull(run.getCurrentMechanism());
    }

    private Run awaitEnd(long id, Duration within) throws InterruptedException {
        Instant deadline = Instant.now().plus(within);
        Run run = runs.find(id).orElseThrow();
        while ((run.getStatus() == RunStatus.QUEUED || run.getStatus() == RunStatus.RUNNING) && Instant.now().isBefore(deadline)) {
            Thread.sleep(200);
            run = runs.find(id).orElseThrow();
        }
        return run;
    }
}
