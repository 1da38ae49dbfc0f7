package org.wsslab.run.summary.boundary;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.wsslab.catalog.entity.Endpoint;
import org.wsslab.catalog.entity.Mechanism;
import org.wsslab.run.store.entity.GrowthWirePoint;
import org.wsslab.statistics.StraightLine;

/**
 * What each endpoint puts on the wire beyond plain, against the payload (000 Fig 10, 002 Fig 3): per
 * size its bytes (request and response of its one unmeasured call, as the summary records them), that
 * times plain's and that minus plain's; per endpoint the least-squares line of the bytes over plain
 * against the size, whose intercept is what it adds whatever the payload (000: a signature adds a
 * constant) and whose slope what it adds per unit of size (encryption: an amount growing with the
 * payload). The size unit is the workload's (a byte, or a record for a record shape).
 */
public record BytesOverPlain(List<Row> rows, List<Fit> fits) {

    private static final Endpoint PLAIN = Mechanism.PLAIN.endpoint();

    /** One endpoint at one size: its bytes on the wire (request + response) against plain's at the size. */
    public record Row(Endpoint endpoint, int size, long requestBytes, long responseBytes, long plainBytes) {

        public long bytes() {
            return requestBytes + responseBytes;
        }

        /** The bytes the endpoint adds over plain at this size. */
        public long overPlain() {
            return bytes() - plainBytes;
        }

        public double timesPlain() {
            return (double) bytes() / plainBytes;
        }
    }

    /**
     * One endpoint's line of bytes over plain against size, over {@code sizes} sizes; the line is
     * null with fewer than two sizes.
     */
    public record Fit(Endpoint endpoint, int sizes, StraightLine line) {
    }

    /**
     * From a run's summary: the cells at its first number of clients (those whose wire sizes were
     * recorded) that have wire sizes and a plain cell of the same size with its own; plain itself is the
     * reference, not a row.
     */
    public static BytesOverPlain of(List<CellSummary> summary, int clients) {
        return of(summary.stream().filter(c -> c.clients() == clients && c.requestBytes() != null && c.responseBytes() != null)
                .map(c -> new GrowthWirePoint(c.endpoint(), c.size(), c.requestBytes(), c.responseBytes())).toList());
    }

    /**
     * From a growth run's wire points along its series ({@code GROWTH_WIRE}): per size, in size order,
     * each endpoint's point that has plain's at the same size; the fit of each endpoint over every
     * size of its series probed.
     */
    public static BytesOverPlain ofGrowth(List<GrowthWirePoint> points) {
        return of(points.stream().sorted(Comparator.comparingInt(GrowthWirePoint::size)).toList());
    }

    /** Rows in the order of {@code points}, plain the reference at each size it has a point at. */
    private static BytesOverPlain of(List<GrowthWirePoint> points) {
        Map<Integer, Long> plain = new LinkedHashMap<>();
        points.stream().filter(p -> p.endpoint().equals(PLAIN)).forEach(p -> plain.put(p.size(), p.bytes()));
        List<Row> rows = new ArrayList<>();
        Map<Endpoint, List<Row>> byEndpoint = new LinkedHashMap<>();
        for (GrowthWirePoint point : points) {
            Long plainBytes = plain.get(point.size());
            if (point.endpoint().equals(PLAIN) || plainBytes == null) {
                continue;
            }
            Row row = new Row(point.endpoint(), point.size(), point.requestBytes(), point.responseBytes(), plainBytes);
            rows.add(row);
            byEndpoint.computeIfAbsent(point.endpoint(), e -> new ArrayList<>()).add(row);
        }
        List<Fit> fits = new ArrayList<>();
        byEndpoint.forEach((endpoint, own) -> fits.add(new Fit(endpoint, own.size(), StraightLine.fit(
                own.stream().mapToDouble(Row::size).toArray(), own.stream().mapToDouble(Row::overPlain).toArray()).orElse(null))));
        return new BytesOverPlain(rows, fits);
    }

    /** The endpoint's fit, if it has a row. */
    public Optional<Fit> fit(Endpoint endpoint) {
        return fits.stream().filter(f -> f.endpoint().equals(endpoint)).findFirst();
    }
}
