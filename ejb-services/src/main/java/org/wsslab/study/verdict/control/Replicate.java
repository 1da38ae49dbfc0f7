package org.wsslab.study.verdict.control;

import java.util.List;
import java.util.Optional;
import org.wsslab.run.entity.Run;
import org.wsslab.run.store.control.CellCalls;
import org.wsslab.run.store.entity.Sample;
import org.wsslab.run.store.entity.SequenceTotal;
import org.wsslab.run.summary.boundary.CellSummary;
import org.wsslab.run.summary.boundary.Convergence;
import org.wsslab.run.summary.boundary.GrowthSeries;
import org.wsslab.run.summary.boundary.SequenceSummary;

/**
 * One completed run as a verdict reads it: its summary, its counted calls by cell (a paired run's
 * rounds are read from their seqs), and by its mode its sequences (totals and calls, for the sessions'
 * cumulative cost) or its growth series. Read once by the boundary, judged as plain data: the tests
 * build it from synthetic calls through the same summarizer as the lab's runs.
 *
 * @param samples     a sequences run's calls (the cumulative cost of a session is read call by call); empty for any other run
 * @param convergence where its cells' round trips settle (a run of fixed calls; empty for a growth or sequences run)
 * @param environment what the run's first start recorded of its JVM, server and machine (a JSON object), or null
 */
public record Replicate(Run run, List<CellSummary> cells, List<CellCalls> calls, Optional<SequenceSummary> sequences,
        List<SequenceTotal> totals, List<Sample> samples, Optional<GrowthSeries> growth, Optional<Convergence> convergence,
        String environment) {

    public long id() {
        return run.getId() == null ? 0 : run.getId();
    }
}
