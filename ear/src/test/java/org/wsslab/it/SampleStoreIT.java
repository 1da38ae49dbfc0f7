package org.wsslab.it;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import jakarta.ejb.EJB;
import jakarta.ejb.EJBException;
import java.time.Instant;
import java.util.List;
import org.jboss.arquillian.container.test.api.Deployment;
import org.jboss.arquillian.junit5.ArquillianExtension;
import org.jboss.shrinkwrap.api.spec.EnterpriseArchive;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.wsslab.catalog.entity.Mechanism;
import org.wsslab.hooks.boundary.TestHooks;
import org.wsslab.it.support.LabDeployment;
import org.wsslab.it.support.ServerLogOnFailure;
import org.wsslab.run.boundary.Runs;
import org.wsslab.run.entity.Run;
import org.wsslab.run.store.control.SampleStore;
import org.wsslab.run.store.entity.Sample;
import org.wsslab.run.summary.boundary.RunSummarizer;
import org.wsslab.statistics.Statistic;

/** A batch of samples is stored whole or not at all; a run read a cell at a time summarises as all its samples do. */
@ExtendWith({ArquillianExtension.class, ServerLogOnFailure.class})
class SampleStoreIT {

    @Deployment
    static EnterpriseArchive deployment() {
        return LabDeployment.ear();
    }

    /** The smallest synthetic run: every mechanism at 5 sizes, 100 warm-up calls and 1 counted call each. */
    private static final int SMALLEST = Mechanism.all().size() * 5 * 101;

    @EJB
    SampleStore samples;

    @EJB
    TestHooks hooks;

    @EJB
    Runs runs;

    @Test
    void aBatchWithAFailingCallStoresNoneOfIt() {
        long id = hooks.syntheticRun(SMALLEST).runId();
        try {
            Instant now = Instant.now();
            Sample next = Sample.measured(id, Mechanism.PLAIN.endpoint(), 100, 1_000, 0, false, false, 1_000_000, 1, now);
            Sample after = Sample.measured(id, Mechanism.PLAIN.endpoint(), 100, 1_001, 0, false, false, 1_000_000, 1, now);
            Sample first = Sample.measured(id, Mechanism.PLAIN.endpoint(), 100, 0, 0, true, true, 1_000_000, 1, now);

            // The run's first call again: its primary key refuses the third row, after two new ones went in.
            assertThrows(EJBException.class, () -> samples.store(List.of(next, after, first)));
            assertEquals(SMALLEST, samples.callsStored(id), "the batch's two new rows went with it");

            samples.store(List.of(next, after));
            assertEquals(SMALLEST + 2, samples.callsStored(id));
        } finally {
            runs.delete(id);
        }
    }

    @Test
    void aRunReadACellAtATimeIsSummarisedAsFromAllItsSamples() {
        long id = hooks.syntheticRun(Mechanism.all().size() * 5 * 130).runId();
        try {
            Run run = runs.find(id).orElseThrow();
            RunSummarizer fromSamples = new RunSummarizer(run, runs.samples(id), runs.cells(id));

            assertEquals(fromSamples.summary(), runs.summary(id));
            assertEquals(
                    fromSamples.compare(Mechanism.MUTUAL_CERTIFICATES.endpoint(), Mechanism.TRANSPORT_SSL.endpoint(), 1_024,
                            Statistic.MEDIAN),
                    runs.summarizer(id).compare(Mechanism.MUTUAL_CERTIFICATES.endpoint(), Mechanism.TRANSPORT_SSL.endpoint(), 1_024,
                            Statistic.MEDIAN));
        } finally {
            runs.delete(id);
        }
    }
}
