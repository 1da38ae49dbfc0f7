package org.wsslab.console.run;

import java.util.ArrayList;
import java.util.List;
import org.wsslab.catalog.entity.Endpoint;
import org.wsslab.run.entity.Run;
import org.wsslab.run.summary.boundary.CellSummary;
import org.wsslab.run.summary.boundary.RunSummarizer;
import org.wsslab.statistics.Overhead;
import org.wsslab.statistics.Statistic;
import org.wsslab.statistics.Threshold;
import org.wsslab.statistics.Threshold.AtSize;
import org.wsslab.study.verdict.control.Tolerances;

/**
 * Where a's cost and bytes first move to one side of b's as the payload grows (000: "encrypt-only costs
 * about what sign-only costs up to about 7 KB"): each size of a stopped run with a's cost over b's and
 * its interval (as "is A cheaper than B?" computes it) and their bytes on the wire, and the {@link
 * Threshold} of each. "About the same" is the studies' verdicts' band, {@link Tolerances#SIMILAR_PCT}:
 * a's cost over b's within ± that many % (b ÷ 1.1 to b × 1.1 for 10); the band that calls two costs alike is one fact, whichever view asks.
 *
 * @param cost the cost threshold, null when none is found
 * @param bytes the bytes threshold (where a's minus b's changes sign), null when none is found
 */
public record PairThreshold(Endpoint a, Endpoint b, Statistic statistic, List<SizeRow> sizes, Threshold cost, Threshold bytes) {

    /**
     * One size: a's cost over b's in % with its interval (null when a cell has no counted call), its
     * side of the band, and each endpoint's bytes on the wire (request + response; null when not recorded).
     */
    public record SizeRow(int size, Overhead difference, Threshold.Side side, Long aBytes, Long bBytes) {

        public Long bytesDifference() {
            return aBytes == null || bBytes == null ? null : aBytes - bBytes;
        }
    }

    /** The pair's rows and thresholds from the run's stored calls (the costs) and its kept summary (the bytes). */
    public static PairThreshold of(Run run, RunSummarizer calls, List<CellSummary> summary, Endpoint a, Endpoint b, Statistic on) {
        List<SizeRow> rows = new ArrayList<>();
        for (int size : run.getSizes()) {
            Overhead difference = calls.compare(a, b, size, on).orElse(null);
            AtSize at = atSize(size, difference);
            rows.add(new SizeRow(size, difference, Threshold.side(at, Tolerances.SIMILAR_PCT), bytes(summary, run, a, size),
                    bytes(summary, run, b, size)));
        }
        List<AtSize> costs = rows.stream().map(r -> atSize(r.size(), r.difference())).toList();
        List<AtSize> bytes = rows.stream().map(r -> r.bytesDifference() == null ? new AtSize(r.size(), null, null)
                : new AtSize(r.size(), r.bytesDifference().doubleValue(), r.bytesDifference().doubleValue())).toList();
        return new PairThreshold(a, b, on, rows, Threshold.ofIntervals(costs, Tolerances.SIMILAR_PCT).orElse(null),
                Threshold.ofDifferences(bytes).orElse(null));
    }

    private static AtSize atSize(int size, Overhead difference) {
        return difference == null ? new AtSize(size, null, null) : new AtSize(size, difference.ciLow(), difference.ciHigh());
    }

    /** The endpoint's bytes on the wire at the size, as recorded with the run's first number of clients. */
    private static Long bytes(List<CellSummary> summary, Run run, Endpoint endpoint, int size) {
        return summary.stream().filter(c -> c.endpoint().equals(endpoint) && c.size() == size && c.clients() == run.getClients().get(0)
                && c.requestBytes() != null && c.responseBytes() != null).map(c -> c.requestBytes() + c.responseBytes()).findFirst()
                .orElse(null);
    }
}
