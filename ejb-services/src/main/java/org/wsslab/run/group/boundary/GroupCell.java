package org.wsslab.run.group.boundary;

import java.util.List;
import org.wsslab.catalog.entity.Endpoint;
import org.wsslab.run.group.entity.GroupKind;
import org.wsslab.statistics.PooledRatio;

/**
 * One secured cell of a group: its overhead over the baseline pooled over the completed replicates
 * that measured it ({@link PooledRatio}), and each replicate's own estimate.
 */
public record GroupCell(Endpoint endpoint, int size, int clients, PooledRatio pooled, List<ReplicateEstimate> replicates) {

    /** Which interval the pooled figure carries, in words: "between-replicate 95% interval, k = 3 same-JVM replicates". */
    public String intervalWords(GroupKind kind) {
        return pooled.withinRun() ? "k = 1 (one of " + kind.words() + "): run " + replicates.get(0).run() + "'s own within-run 95% interval"
                : "between-replicate 95% interval, k = " + pooled.k() + " " + kind.words();
    }
}
