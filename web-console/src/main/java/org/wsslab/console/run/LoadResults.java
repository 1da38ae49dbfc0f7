package org.wsslab.console.run;

import jakarta.json.Json;
import jakarta.json.JsonArrayBuilder;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import org.wsslab.catalog.entity.Endpoint;
import org.wsslab.console.charts.ChartJson;
import org.wsslab.console.figures.Figures;
import org.wsslab.run.store.entity.LoadCell;
import org.wsslab.run.summary.boundary.CellSummary;

/**
 * A run's cells measured under load (concurrent clients): a row per mechanism and number of clients
 * with throughput, latency and CPU on each side, and throughput against clients at one size. Apart
 * from {@link RunResults} because these cells have an axis the other tables lack (the number of
 * clients) and figures only they have (a window's throughput and CPU); a run of one call at a time
 * has none.
 */
public final class LoadResults {

    private final RunResults results;

    public LoadResults(RunResults results) {
        this.results = results;
    }

    /**
     * Each cell under load, a row per mechanism and number of clients: throughput, latency (median and
     * p99 of its counted calls) and CPU per call on each side with its share of all cores.
     */
    public ResultTable table() {
        List<ResultTable.Row> rows = new ArrayList<>();
        for (int clients : results.run().getClients()) {
            for (Endpoint mechanism : results.run().getEndpoints()) {
                rows.add(new ResultTable.Row(mechanism.id() + " × " + clients, results.run().getSizes().stream()
                        .map(size -> loaded(mechanism, size, clients).map(LoadResults::loadCell).orElse(Figures.NONE)).toList()));
            }
        }
        return new ResultTable("under load: calls/s · median / p99 RTT (ms) · CPU per call client / server (ms, % of all cores)",
                results.run().getWorkload().shape(), results.run().getSizes(), rows);
    }

    /** Throughput against the number of clients, a line per mechanism, at one size. */
    public String chart(int size) {
        JsonArrayBuilder labels = Json.createArrayBuilder();
        results.run().getClients().forEach(clients -> labels.add(clients + (clients == 1 ? " client" : " clients")));
        JsonArrayBuilder datasets = Json.createArrayBuilder();
        for (Endpoint mechanism : results.run().getEndpoints()) {
            JsonArrayBuilder values = Json.createArrayBuilder();
            for (int clients : results.run().getClients()) {
                ChartJson.addNumber(values, loaded(mechanism, size, clients).map(c -> c.load().throughputPerSecond()).orElse(null));
            }
            datasets.add(ChartJson.dataset(mechanism, values));
        }
        return ChartJson.config("line", labels, datasets, ChartJson.axis("category", "concurrent clients"),
                ChartJson.zeroBasedAxis("throughput (calls/s)"),
                "Throughput under load at " + results.sizeLabel(size) + " · run " + results.run().getId());
    }

    private Optional<CellSummary> loaded(Endpoint mechanism, int size, int clients) {
        return results.loaded().stream().filter(c -> c.endpoint().equals(mechanism) && c.size() == size && c.clients() == clients)
                .findFirst();
    }

    private static String loadCell(CellSummary cell) {
        LoadCell load = cell.load();
        return String.format(Locale.ROOT, "%.1f/s · %s / %s · %s (%.0f%%) / %s (%.0f%%)", load.throughputPerSecond(),
                Figures.msOfNanos(cell.statistics().medianNanos()),
                Figures.msOfNanos(cell.statistics().p99Nanos()),
                Figures.msOfNanos(load.perCallNanos(load.clientCpuNanos())),
                orZero(load.utilisationPct(load.clientCpuNanos())),
                Figures.msOfNanos(load.perCallNanos(load.serverCpuNanos())),
                orZero(load.utilisationPct(load.serverCpuNanos())));
    }

    private static double orZero(Double value) {
        return value == null ? 0 : value;
    }
}
