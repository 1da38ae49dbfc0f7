package org.wsslab.it;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import jakarta.ejb.EJB;
import jakarta.ejb.EJBException;
import jakarta.inject.Inject;
import java.time.Instant;
import java.util.List;
import org.jboss.arquillian.container.test.api.Deployment;
import org.jboss.arquillian.junit5.ArquillianExtension;
import org.jboss.shrinkwrap.api.spec.EnterpriseArchive;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.wsslab.catalog.entity.Mechanism;
import org.wsslab.it.support.LabDeployment;
import org.wsslab.it.support.ServerLogOnFailure;
import org.wsslab.run.boundary.RunSummarizer;
import org.wsslab.run.boundary.Runs;
import org.wsslab.run.control.SampleStore;
import org.wsslab.run.control.ScratchRuns;
import org.wsslab.run.control.SyntheticRun;
import org.wsslab.run.entity.Run;
import org.wsslab.run.entity.Sample;
import org.wsslab.statistics.Statistic;

/** A batch of samples is stored whole or not at all; a run read a cell at a time summarises as all its samples do. */
@ExtendWith({ArquillianExtension.class, ServerLogOnFailure.class})
class SampleStoreIT {

    @Deployment
    static EnterpriseArchive deployment() {
        return LabDeployment.ear();
    }

    @EJB
    SampleStore samples;

    @EJB
    Runs runs;

    @Inject
    ScratchRuns scratch;

    @Inject
    SyntheticRun synthetic;

    @Test
    void aBatchWithAFailingCallStoresNoneOfIt() {
        long id = scratch.create(List.of(Mechanism.PLAIN), List.of(100), 2, 0, 0, 0, "SampleStoreIT");
        try {
            Sample first = Sample.measured(id, Mechanism.PLAIN, 100, 0, 0, false, false, 1_000_000, 1, Instant.now());
            Sample second = Sample.measured(id, Mechanism.PLAIN, 100, 1, 0, false, false, 1_000_000, 1, Instant.now());

            // The first call again: its primary key refuses the third row, after the first two went in.
            assertThrows(EJBException.class, () -> samples.store(List.of(first, second, first)));
            assertEquals(0, samples.callsStored(id), "the batch's first two rows went with it");

            samples.store(List.of(first, second));
            assertEquals(2, samples.callsStored(id));
        } finally {
            scratch.discard(id);
        }
    }

    @Test
    void aRunReadACellAtATimeIsSummarisedAsFromAllItsSamples() {
        List<Integer> sizes = List.of(100, 1_024);
        long id = synthetic.store(Mechanism.all(), sizes, 5, Mechanism.all().size() * sizes.size() * 25).runId();
        try {
            Run run = runs.find(id).orElseThrow();
            RunSummarizer fromSamples = new RunSummarizer(run, runs.samples(id), runs.cells(id));

            assertEquals(fromSamples.summary(), runs.summary(id));
            assertEquals(fromSamples.compare(Mechanism.MUTUAL_CERTIFICATES, Mechanism.TRANSPORT_SSL, 1_024, Statistic.MEDIAN),
                    runs.summarizer(id).compare(Mechanism.MUTUAL_CERTIFICATES, Mechanism.TRANSPORT_SSL, 1_024, Statistic.MEDIAN));
        } finally {
            runs.delete(id);
        }
    }
}
