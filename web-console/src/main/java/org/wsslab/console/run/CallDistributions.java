package org.wsslab.console.run;

import jakarta.json.Json;
import jakarta.json.JsonArrayBuilder;
import java.time.Instant;
import java.util.Comparator;
import java.util.List;
import org.wsslab.catalog.entity.Endpoint;
import org.wsslab.console.charts.ChartJson;
import org.wsslab.console.figures.Figures;
import org.wsslab.run.entity.Run;
import org.wsslab.run.store.entity.Sample;

/**
 * A run's calls as distributions and as a time series, the views a load tool's dashboard shows: per
 * size, each mechanism's share of calls at or below each RTT (overlaid, log RTT axis), and every
 * counted call's RTT against the time it was made over the whole run, so drift and noise show.
 * Read from the stored calls when a reader asks, never while a poll redraws a running run's page.
 */
public final class CallDistributions {

    /** Points per mechanism in the over-time chart; a longer run is thinned to every k-th call (the title says so). */
    static final int MAX_TIME_POINTS = 2_000;

    private final Run run;
    private final List<Sample> counted;

    public CallDistributions(Run run, List<Sample> samples) {
        this.run = run;
        int clients = run.getClients().get(0);
        // At the run's first number of clients, as its tables: the other levels have their load table.
        this.counted = samples.stream().filter(s -> s.counted() && s.clients() == clients).toList();
    }

    /** Each mechanism's RTTs at a size, ascending, in ms. */
    double[] sortedMillis(Endpoint endpoint, int size) {
        return counted.stream().filter(s -> s.endpoint().equals(endpoint) && s.size() == size)
                .mapToDouble(s -> Figures.millis(s.rttNanos())).sorted().toArray();
    }

    /**
     * The share of a cell's counted calls at or below each RTT, a line per mechanism: the empirical
     * distribution drawn at its 0th to 100th percentile (nearest rank), RTT on a log axis.
     */
    public String cdfChart(int size) {
        JsonArrayBuilder datasets = Json.createArrayBuilder();
        for (Endpoint endpoint : run.getEndpoints()) {
            double[] rtts = sortedMillis(endpoint, size);
            JsonArrayBuilder points = Json.createArrayBuilder();
            if (rtts.length > 0) {
                for (int pct = 0; pct <= 100; pct++) {
                    int rank = Math.max(1, (int) Math.ceil(pct / 100.0 * rtts.length));
                    points.add(Json.createObjectBuilder().add("x", rtts[rank - 1]).add("y", pct));
                }
            }
            datasets.add(ChartJson.dataset(endpoint, points).add("pointRadius", 0).add("stepped", true));
        }
        return ChartJson.config("line", null, datasets, ChartJson.logAxis("RTT (ms)"),
                ChartJson.zeroBasedAxis("calls at or below (%)").add("max", 100),
                "Distribution of RTT at " + run.getWorkload().label(size) + " · run " + run.getId());
    }

    /** Every counted call's RTT against the seconds since the run's first call, a series per mechanism. */
    public String overTimeChart() {
        Instant first = counted.stream().map(Sample::taken).min(Comparator.naturalOrder()).orElse(Instant.EPOCH);
        JsonArrayBuilder datasets = Json.createArrayBuilder();
        int thinnest = 1;
        for (Endpoint endpoint : run.getEndpoints()) {
            List<Sample> calls = counted.stream().filter(s -> s.endpoint().equals(endpoint)).sorted(Comparator.comparing(Sample::taken))
                    .toList();
            int every = Math.max(1, (calls.size() + MAX_TIME_POINTS - 1) / MAX_TIME_POINTS);
            thinnest = Math.max(thinnest, every);
            JsonArrayBuilder points = Json.createArrayBuilder();
            for (int i = 0; i < calls.size(); i += every) {
                Sample call = calls.get(i);
                points.add(Json.createObjectBuilder().add("x", (call.taken().toEpochMilli() - first.toEpochMilli()) / 1000.0)
                        .add("y", Figures.millis(call.rttNanos())));
            }
            datasets.add(ChartJson.dataset(endpoint, points).add("pointRadius", 1.5).add("showLine", false));
        }
        return ChartJson.config("scatter", null, datasets, ChartJson.axis("linear", "time since the run's first counted call (s)"),
                ChartJson.logAxis("RTT (ms)"),
                "RTT over the run, every size" + (thinnest > 1 ? " (every " + thinnest + "th call of the longest series)" : "")
                        + " · run " + run.getId());
    }

    /** Whether any call was counted: without one there is nothing to draw. */
    public boolean any() {
        return !counted.isEmpty();
    }
}
