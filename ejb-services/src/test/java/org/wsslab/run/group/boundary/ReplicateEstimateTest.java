package org.wsslab.run.group.boundary;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.wsslab.catalog.entity.Endpoint;
import org.wsslab.catalog.entity.Mechanism;
import org.wsslab.run.noise.Noise;
import org.wsslab.run.summary.boundary.CellSummary;
import org.wsslab.statistics.CellStatistics;
import org.wsslab.statistics.Overhead;
import org.wsslab.statistics.PairedOverhead;
import org.wsslab.timing.AllocationMeans;
import org.wsslab.timing.SplitMeans;

/** A replicate's estimate: the paired overhead of a paired run, else the overhead on medians; none for the baseline. */
class ReplicateEstimateTest {

    private static final Overhead MEDIAN = new Overhead(40, 30, 50);
    private static final PairedOverhead PAIRED = new PairedOverhead(new Overhead(20, 18, 22), 10, 21);

    private static CellSummary cell(Endpoint endpoint, PairedOverhead paired) {
        CellStatistics none = new CellStatistics(0, null, null, null, null, null, null, null, null, null, 0);
        return new CellSummary(endpoint, 100, 1, none, null, null, MEDIAN, null, null, Noise.UNKNOWN, null, null, null, null, null,
                SplitMeans.NONE, AllocationMeans.NONE, null, paired, null);
    }

    @Test
    void aPairedRunsCellGivesItsPairedOverheadAndAnyOtherItsOverheadOnMedians() {
        Endpoint mc = Mechanism.MUTUAL_CERTIFICATES.endpoint();
        assertEquals(PAIRED.overhead(), ReplicateEstimate.of(3, cell(mc, PAIRED)).orElseThrow().overhead());
        assertEquals(MEDIAN, ReplicateEstimate.of(3, cell(mc, null)).orElseThrow().overhead());
        assertEquals(Optional.empty(), ReplicateEstimate.of(3, cell(Mechanism.PLAIN.endpoint(), PAIRED)));
    }
}
