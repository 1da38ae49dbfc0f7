package org.wsslab.run.group.boundary;

import java.util.Optional;
import org.wsslab.catalog.entity.Mechanism;
import org.wsslab.run.summary.boundary.CellSummary;
import org.wsslab.statistics.Overhead;

/**
 * One replicate's estimate of a secured cell's overhead over the baseline, with its own (within-run)
 * interval, and the run it comes from: what a group pools.
 *
 * @param run the replicate's run id
 * @param overhead its overhead, % of the baseline, with its own 95% interval
 */
public record ReplicateEstimate(long run, Overhead overhead) {

    /**
     * The one place a group chooses a replicate's estimate of a cell: in a paired run ({@code rounds})
     * its overhead paired round by round with its interval across rounds; in a run of the other orders
     * the overhead on medians with its bootstrap interval. Empty for the baseline's own cells (0% over
     * itself, always) and a cell whose overhead could not be computed.
     */
    public static Optional<ReplicateEstimate> of(long run, CellSummary cell) {
        if (cell.endpoint().mechanism() == Mechanism.PLAIN) {
            return Optional.empty();
        }
        Overhead estimate = cell.paired() != null ? cell.paired().overhead() : cell.overheadOnMedian();
        return Optional.ofNullable(estimate).map(overhead -> new ReplicateEstimate(run, overhead));
    }
}
