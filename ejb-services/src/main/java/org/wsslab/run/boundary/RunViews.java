package org.wsslab.run.boundary;

import jakarta.ejb.EJB;
import jakarta.ejb.Stateless;
import jakarta.inject.Inject;
import java.util.Optional;
import org.wsslab.run.summary.boundary.BytesOverPlain;
import org.wsslab.run.summary.boundary.Convergence;
import org.wsslab.run.summary.boundary.CpuFits;
import org.wsslab.run.summary.boundary.GrowthSeries;
import org.wsslab.run.summary.boundary.RunSummaries;
import org.wsslab.run.summary.boundary.SequenceSummary;

/**
 * A stopped run's views beyond its summary, as the API, the pages and the studies' verdicts read them:
 * a growth run's series, a sequences run's totals, any other run's cells' convergence, bytes over
 * plain and CPU fits. Each is computed once per stored state and kept (RunSummaries), never while the run measures;
 * an unknown run is refused as {@link Runs#stored} refuses it.
 */
@Stateless
public class RunViews {

    @EJB
    Runs runs;

    @Inject
    RunSummaries summaries;

    /** A growth run's series once it has stopped (see {@link RunSummaries#growth}). */
    public Optional<GrowthSeries> growth(long id) {
        return summaries.growth(runs.stored(id));
    }

    /** A stopped run's bytes over plain (see {@link RunSummaries#bytesOverPlain}). */
    public Optional<BytesOverPlain> bytesOverPlain(long id) {
        return summaries.bytesOverPlain(runs.stored(id));
    }

    /** A stopped run's CPU per call fitted per side (see {@link RunSummaries#cpuFits}). */
    public Optional<CpuFits> cpuFits(long id) {
        return summaries.cpuFits(runs.stored(id));
    }

    /** A sequences run's totals once it has stopped (see {@link RunSummaries#sequences}). */
    public Optional<SequenceSummary> sequences(long id) {
        return summaries.sequences(runs.stored(id));
    }

    /** Where each cell's round trip settles, once the run has stopped (see {@link RunSummaries#convergence}). */
    public Optional<Convergence> convergence(long id) {
        return summaries.convergence(runs.stored(id));
    }
}
