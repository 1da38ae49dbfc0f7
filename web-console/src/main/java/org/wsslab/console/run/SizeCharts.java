package org.wsslab.console.run;

import jakarta.json.Json;
import jakarta.json.JsonArrayBuilder;
import java.util.Optional;
import java.util.function.Function;
import org.wsslab.catalog.entity.Endpoint;
import org.wsslab.console.charts.ChartJson;
import org.wsslab.console.figures.Figures;
import org.wsslab.run.summary.boundary.CellSummary;
import org.wsslab.timing.SplitMeans;

/**
 * A run's mechanisms side by side at one size, as bars: where the median goes (plain, floor, the
 * rest), where the mean goes (client, server, transport), bytes on the wire, client CPU beside RTT.
 * Apart from {@link RunResults}, whose tables and charts span every size, because these are drawn per
 * size (the report draws them at its first and largest), from the same cells and statistic.
 */
public final class SizeCharts {

    private final RunResults results;

    public SizeCharts(RunResults results) {
        this.results = results;
    }

    /** The split table at one size as stacked bars per mechanism: client, server and transport means. */
    public String split(int size) {
        JsonArrayBuilder labels = Json.createArrayBuilder();
        JsonArrayBuilder clientPart = Json.createArrayBuilder();
        JsonArrayBuilder serverPart = Json.createArrayBuilder();
        JsonArrayBuilder transportPart = Json.createArrayBuilder();
        for (Endpoint mechanism : results.run().getEndpoints()) {
            labels.add(mechanism.id());
            SplitMeans split = results.cell(mechanism, size).map(CellSummary::split).orElse(SplitMeans.NONE);
            ChartJson.addNumber(clientPart, Figures.millis(split.clientNanos()));
            ChartJson.addNumber(serverPart, Figures.millis(split.serverNanos()));
            ChartJson.addNumber(transportPart, Figures.millis(split.transportNanos()));
        }
        return stackedBars(labels, new String[]{"client", "server", "transport"},
                new JsonArrayBuilder[]{clientPart, serverPart, transportPart}, "mean RTT (ms)",
                "Client, server and transport at " + results.sizeLabel(size) + " · run " + results.run().getId());
    }

    /**
     * The floor table at one size as stacked bars per secured mechanism: plain's median, the floor, and
     * the rest up to the mechanism's median (none drawn where the median is below plain and floor).
     */
    public String floor(int size) {
        JsonArrayBuilder labels = Json.createArrayBuilder();
        JsonArrayBuilder plainPart = Json.createArrayBuilder();
        JsonArrayBuilder floorPart = Json.createArrayBuilder();
        JsonArrayBuilder restPart = Json.createArrayBuilder();
        Double plain = results.median(RunResults.PLAIN, size);
        for (Endpoint mechanism : results.secured()) {
            labels.add(mechanism.id());
            Double median = results.median(mechanism, size);
            Double floor = results.cell(mechanism, size).map(c -> Figures.millis(c.floorNanos())).orElse(null);
            boolean known = plain != null && median != null && floor != null;
            ChartJson.addNumber(plainPart, known ? plain : null);
            ChartJson.addNumber(floorPart, known ? floor : null);
            ChartJson.addNumber(restPart, known ? Math.max(0, median - plain - floor) : null);
        }
        return stackedBars(labels, new String[]{"plain (median)", "cryptographic floor", "the rest: the stack's own work"},
                new JsonArrayBuilder[]{plainPart, floorPart, restPart}, "median RTT (ms)",
                "Where the time goes at " + results.sizeLabel(size) + " · run " + results.run().getId());
    }

    /** Request and response bytes per mechanism at one size. */
    public String wire(int size) {
        return pairPerMechanism(size, "request", CellSummary::requestBytes, "response", CellSummary::responseBytes,
                "bytes on the wire (B)", "Wire size at " + results.sizeLabel(size) + " · run " + results.run().getId());
    }

    /** Mean client CPU per call beside mean RTT, per mechanism at one size. */
    public String cpu(int size) {
        return pairPerMechanism(size, "mean RTT (ms)", c -> Figures.millis(c.statistics().meanNanos()),
                "mean client CPU (ms)", c -> Figures.millis(c.statistics().cpuMeanNanos()),
                "ms per call", "Client CPU beside RTT at " + results.sizeLabel(size) + " · run " + results.run().getId());
    }

    /** Bars per mechanism stacked from parts, each a dataset of its own (labels and values in the same order). */
    private static String stackedBars(JsonArrayBuilder mechanisms, String[] partLabels, JsonArrayBuilder[] parts, String yTitle,
            String title) {
        JsonArrayBuilder datasets = Json.createArrayBuilder();
        for (int i = 0; i < parts.length; i++) {
            datasets.add(ChartJson.part(partLabels[i], parts[i], i));
        }
        return ChartJson.config("bar", mechanisms, datasets, ChartJson.axis("category", "mechanism").add("stacked", true),
                ChartJson.zeroBasedAxis(yTitle).add("stacked", true), title);
    }

    /** Two bars per mechanism at one size, each read from the mechanism's cell (none where it has no value). */
    private String pairPerMechanism(int size, String firstLabel, Function<CellSummary, Number> first, String secondLabel,
            Function<CellSummary, Number> second, String axisTitle, String title) {
        JsonArrayBuilder labels = Json.createArrayBuilder();
        JsonArrayBuilder firstValues = Json.createArrayBuilder();
        JsonArrayBuilder secondValues = Json.createArrayBuilder();
        for (Endpoint mechanism : results.run().getEndpoints()) {
            labels.add(mechanism.id());
            Optional<CellSummary> cell = results.cell(mechanism, size);
            ChartJson.addNumber(firstValues, cell.map(first).orElse(null));
            ChartJson.addNumber(secondValues, cell.map(second).orElse(null));
        }
        JsonArrayBuilder datasets = Json.createArrayBuilder()
                .add(ChartJson.part(firstLabel, firstValues, 0))
                .add(ChartJson.part(secondLabel, secondValues, 1));
        return ChartJson.config("bar", labels, datasets, ChartJson.axis("category", "mechanism"), ChartJson.zeroBasedAxis(axisTitle),
                title);
    }
}
