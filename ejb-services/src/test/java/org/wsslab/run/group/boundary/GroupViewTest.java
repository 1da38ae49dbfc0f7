package org.wsslab.run.group.boundary;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Instant;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.wsslab.catalog.entity.Endpoint;
import org.wsslab.catalog.entity.Mechanism;
import org.wsslab.run.group.entity.GroupKind;
import org.wsslab.run.noise.Noise;
import org.wsslab.run.summary.boundary.CellSummary;
import org.wsslab.statistics.CellStatistics;
import org.wsslab.statistics.Overhead;
import org.wsslab.timing.AllocationMeans;
import org.wsslab.timing.SplitMeans;

/** A group's cells pooled from its replicates' summaries: each replicate's own estimate, the baseline left out. */
class GroupViewTest {

    private static final Endpoint PLAIN = Mechanism.PLAIN.endpoint();
    private static final Endpoint SIGNED = Mechanism.MUTUAL_CERTIFICATES.endpoint();
    /** What a run's summary says of the baseline against itself. */
    private static final Overhead ZERO = new Overhead(0, 0, 0);
    private static final GroupSummary GROUP = new GroupSummary("g", GroupKind.SAME_JVM, Instant.EPOCH, 3, 3, null);

    @Test
    void eachSecuredCellPoolsTheReplicatesThatEstimatedItAndTheBaselineHasNoRow() {
        Map<Long, List<CellSummary>> summaries = new LinkedHashMap<>();
        summaries.put(7L,
                List.of(cell(PLAIN, 100, ZERO), cell(SIGNED, 100, new Overhead(10, 9, 11)), cell(SIGNED, 1024, new Overhead(5, 4, 6))));
        summaries.put(8L, List.of(cell(PLAIN, 100, ZERO), cell(SIGNED, 100, new Overhead(20, 19, 21)), cell(SIGNED, 1024, null)));
        summaries.put(9L, List.of(cell(PLAIN, 100, ZERO), cell(SIGNED, 100, new Overhead(30, 29, 31))));

        GroupView view = GroupView.of(GROUP, summaries);

        assertEquals(List.of(7L, 8L, 9L), view.replicates());
        assertEquals(2, view.cells().size(), "the baseline's cells pool nothing: " + view.cells());
        GroupCell small = view.cells().get(0);
        assertEquals(3, small.pooled().k());
        // As PooledRatioTest's three replicates at +10, +20, +30%.
        assertEquals(19.72158, small.pooled().pct(), 1e-4);
        assertEquals(List.of(7L, 8L, 9L), small.replicates().stream().map(ReplicateEstimate::run).toList());
        assertEquals("between-replicate 95% interval, k = 3 same-JVM replicates", small.intervalWords(GroupKind.SAME_JVM));
        GroupCell large = view.cells().get(1);
        assertEquals(1, large.pooled().k());
        assertEquals(new Overhead(5, 4, 6), large.replicates().get(0).overhead());
        assertTrue(large.intervalWords(GroupKind.INVOCATIONS).contains("run 7's own within-run 95% interval"),
                large.intervalWords(GroupKind.INVOCATIONS));
    }

    /** A summary row with only what a group reads: its cell and its overhead on medians. */
    private static CellSummary cell(Endpoint endpoint, int size, Overhead onMedian) {
        CellStatistics none = new CellStatistics(0, null, null, null, null, null, null, null, null, null, 0);
        return new CellSummary(endpoint, size, 1, none, null, null, onMedian, null, null, Noise.UNKNOWN, null, null, null, null, null,
                SplitMeans.NONE, AllocationMeans.NONE, null, null, null);
    }
}
