package org.wsslab.run.group.boundary;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.wsslab.catalog.entity.Endpoint;
import org.wsslab.run.summary.boundary.CellSummary;
import org.wsslab.statistics.PooledRatio;

/**
 * A group read as replicates: what it is ({@link GroupSummary}), the runs its figures pool (the
 * completed ones, oldest first), and per secured cell the pooled overhead ({@link GroupCell}), in the
 * order the first replicate lists its cells.
 */
public record GroupView(GroupSummary group, List<Long> replicates, List<GroupCell> cells) {

    private record Key(Endpoint endpoint, int size, int clients) {
    }

    /** Pools each cell over the replicates that estimated it; {@code summaries} holds each replicate's summary, by run id, oldest first. */
    static GroupView of(GroupSummary group, Map<Long, List<CellSummary>> summaries) {
        Map<Key, List<ReplicateEstimate>> byCell = new LinkedHashMap<>();
        summaries.forEach((run, rows) -> rows.forEach(row -> ReplicateEstimate.of(run, row).ifPresent(
                estimate -> byCell.computeIfAbsent(new Key(row.endpoint(), row.size(), row.clients()), key -> new ArrayList<>())
                        .add(estimate))));
        List<GroupCell> cells = new ArrayList<>();
        byCell.forEach((key, estimates) -> cells.add(new GroupCell(key.endpoint(), key.size(), key.clients(),
                PooledRatio.of(estimates.stream().map(ReplicateEstimate::overhead).toList()), List.copyOf(estimates))));
        return new GroupView(group, List.copyOf(summaries.keySet()), cells);
    }
}
