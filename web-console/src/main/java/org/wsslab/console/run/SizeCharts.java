package org.wsslab.console.run;

import jakarta.json.Json;
import jakarta.json.JsonArrayBuilder;
import java.util.ArrayList;
import java.util.List;
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
                "Client, server and transport at " + results.sizeLabel(size) + " · run " + results.run().getId(), List.of());
    }

    /**
     * The floor table at one size as stacked bars per secured mechanism: plain's median, the floor, and
     * the rest up to the mechanism's median. A bar never reaches above the median it stands for: where the
     * floor exceeds what the mechanism measured over plain (transport-ssl's often does: its floor prices
     * a TLS handshake that a kept-alive connection makes once), the floor is drawn up to the median, the
     * rest is 0, and a note under the title names the mechanism.
     */
    public String floor(int size) {
        JsonArrayBuilder labels = Json.createArrayBuilder();
        JsonArrayBuilder plainPart = Json.createArrayBuilder();
        JsonArrayBuilder floorPart = Json.createArrayBuilder();
        JsonArrayBuilder restPart = Json.createArrayBuilder();
        List<String> floorAbove = new ArrayList<>();
        Double plain = results.median(RunResults.PLAIN, size);
        for (Endpoint mechanism : results.secured()) {
            labels.add(mechanism.id());
            Double median = results.median(mechanism, size);
            Double floor = results.cell(mechanism, size).map(c -> Figures.millis(c.floorNanos())).orElse(null);
            Optional<Stack> stack = plain == null || median == null || floor == null ? Optional.empty()
                    : Optional.of(Stack.of(plain, floor, median));
            ChartJson.addNumber(plainPart, stack.map(Stack::plain).orElse(null));
            ChartJson.addNumber(floorPart, stack.map(Stack::floor).orElse(null));
            ChartJson.addNumber(restPart, stack.map(Stack::rest).orElse(null));
            if (stack.filter(Stack::cut).isPresent()) {
                floorAbove.add(mechanism.id());
            }
        }
        return stackedBars(labels, new String[]{"plain (median)", "cryptographic floor", "the rest: the stack's own work"},
                new JsonArrayBuilder[]{plainPart, floorPart, restPart}, "median RTT (ms)",
                "Where the time goes at " + results.sizeLabel(size) + " · run " + results.run().getId(), floorNote(floorAbove));
    }

    /**
     * One bar of the floor chart: the parts of a median, each drawn no higher than what is left of it, so
     * that plain + floor + rest is the median measured. {@code cut} where the parts measured add up to more.
     */
    record Stack(double plain, double floor, double rest, boolean cut) {

        static Stack of(double plain, double floor, double median) {
            double drawnPlain = Math.min(plain, median);
            double drawnFloor = Math.min(floor, median - drawnPlain);
            return new Stack(drawnPlain, drawnFloor, median - drawnPlain - drawnFloor, plain + floor > median);
        }
    }

    /** The note under the floor chart's title naming the bars cut at their median, a few per line so a phone shows them whole. */
    private static List<String> floorNote(List<String> cut) {
        if (cut.isEmpty()) {
            return List.of();
        }
        List<String> lines = new ArrayList<>();
        lines.add("floor above the overhead measured: bar stops at the median, rest 0");
        for (int i = 0; i < cut.size(); i += 3) {
            lines.add(String.join(", ", cut.subList(i, Math.min(i + 3, cut.size()))));
        }
        return lines;
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

    /** Bars per mechanism stacked from parts, each a dataset of its own (labels and values in the same order), notes under the title. */
    private static String stackedBars(JsonArrayBuilder mechanisms, String[] partLabels, JsonArrayBuilder[] parts, String yTitle,
            String title, List<String> notes) {
        JsonArrayBuilder datasets = Json.createArrayBuilder();
        for (int i = 0; i < parts.length; i++) {
            datasets.add(ChartJson.part(partLabels[i], parts[i], i));
        }
        return ChartJson.config("bar", mechanisms, datasets, ChartJson.axis("category", "mechanism").add("stacked", true),
                ChartJson.zeroBasedAxis(yTitle).add("stacked", true), title, notes);
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
