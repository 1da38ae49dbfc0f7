package org.wsslab.console.run;

import jakarta.json.Json;
import jakarta.json.JsonArrayBuilder;
import jakarta.json.JsonObjectBuilder;
import java.util.List;
import java.util.Locale;
import org.wsslab.console.charts.ChartJson;
import org.wsslab.console.figures.Figures;
import org.wsslab.run.entity.Growth;
import org.wsslab.run.entity.Run;
import org.wsslab.run.summary.boundary.GrowthSeries;
import org.wsslab.run.summary.boundary.SequenceSummary;

/**
 * What the run page shows of a growth or a sequences run beside (or, for growth, instead of) its
 * cells: 000's round trip against call number and first-against-last table, 001's best-of-k
 * sequence totals and 000's crossover calls. Times in milliseconds.
 */
public final class ModeResults {

    /** Most points a growth line draws: above it each point is the mean of consecutive calls. */
    static final int MAX_POINTS = 1_000;

    private static final List<String> POINT_STYLES = List.of("circle", "rect", "triangle", "rectRot", "star", "crossRot");

    /** One row of the growth table. */
    public record GrowthRow(String mechanism, String firstMin, String lastMean, String factor, String timesPlain, int failures) {
    }

    /** One row of the sequences table. */
    public record SequenceRow(String mechanism, String size, int length, int completed, int failed, String best, String median,
            String medianFirst, String timesPlain) {
    }

    /** One crossover, in words. */
    public record CrossoverRow(String size, int length, String cheaper, String dearer, int call) {
    }

    private final Run run;

    public ModeResults(Run run) {
        this.run = run;
    }

    public List<GrowthRow> growthRows(GrowthSeries series) {
        return series.lines().stream().map(line -> new GrowthRow(line.endpoint().id(), Figures.msOfNanos(line.firstMinNanos()),
                Figures.msOfNanos(line.lastMeanNanos()), times(line.growthFactor()), times(line.lastTimesPlain()), line.failures()))
                .toList();
    }

    /** Each endpoint's round trip against call number; long series drawn as means of consecutive calls. */
    public String growthChart(GrowthSeries series) {
        Growth growth = series.growth();
        int per = Math.max(1, (growth.calls() + MAX_POINTS - 1) / MAX_POINTS);
        JsonArrayBuilder datasets = Json.createArrayBuilder();
        for (GrowthSeries.Line line : series.lines()) {
            JsonArrayBuilder points = Json.createArrayBuilder();
            for (int from = 0; from < growth.calls(); from += per) {
                double sum = 0;
                int measured = 0;
                for (int k = from; k < Math.min(growth.calls(), from + per); k++) {
                    if (line.rttNanos()[k] != null) {
                        sum += line.rttNanos()[k];
                        measured++;
                    }
                }
                if (measured > 0) {
                    points.add(Json.createObjectBuilder().add("x", from + 1).add("y", Figures.millis(sum / measured)));
                }
            }
            datasets.add(ChartJson.dataset(line.endpoint(), points).add("pointRadius", 0));
        }
        String unit = run.getWorkload().shape().unit();
        String title = String.format(Locale.ROOT, "RTT against call number, %,d %s + %,d per call", growth.start(), unit, growth.step())
                + (per > 1 ? " (each point the mean of " + per + " calls)" : "") + " · run " + run.getId();
        return ChartJson.config("line", null, datasets, ChartJson.axis("linear", "call number"),
                ChartJson.zeroBasedAxis("RTT (ms)"), title);
    }

    public List<SequenceRow> sequenceRows(SequenceSummary summary) {
        return summary.rows().stream().map(row -> new SequenceRow(row.endpoint().id(), run.getWorkload().label(row.size()),
                row.length(), row.completed(), row.failed(), Figures.msOfNanos(row.bestNanos()),
                Figures.msOfNanos(row.medianNanos()), Figures.msOfNanos(row.medianFirstNanos()), times(row.bestTimesPlain()))).toList();
    }

    public List<CrossoverRow> crossovers(SequenceSummary summary) {
        return summary.crossovers().stream().map(c -> new CrossoverRow(run.getWorkload().label(c.size()), c.length(),
                c.cheaper().id(), c.dearer().id(), c.call())).toList();
    }

    /** Best total against sequence length, one line per endpoint and size. */
    public String sequencesChart(SequenceSummary summary) {
        JsonArrayBuilder datasets = Json.createArrayBuilder();
        for (int size : run.getSizes()) {
            for (var endpoint : run.getEndpoints()) {
                JsonArrayBuilder points = Json.createArrayBuilder();
                summary.rows().stream().filter(r -> r.endpoint().equals(endpoint) && r.size() == size && r.bestNanos() != null)
                        .forEach(r -> points.add(Json.createObjectBuilder().add("x", r.length()).add("y", Figures.millis(r.bestNanos()))));
                JsonObjectBuilder dataset = ChartJson.dataset(endpoint, points);
                if (run.getSizes().size() > 1) {
                    // A mechanism keeps its colour at every size; the sizes differ by their points' shape.
                    dataset.add("label", endpoint.id() + " · " + run.getWorkload().label(size))
                            .add("pointStyle", POINT_STYLES.get(run.getSizes().indexOf(size) % POINT_STYLES.size()));
                }
                datasets.add(dataset);
            }
        }
        return ChartJson.config("line", null, datasets, ChartJson.axis("linear", "calls in the sequence"),
                ChartJson.zeroBasedAxis("best total (ms)"),
                "Best of each sequence's repetitions, on a new session each · run " + run.getId());
    }

    private static String times(Double factor) {
        return factor == null ? Figures.NONE : String.format(Locale.ROOT, "%.2f×", factor);
    }
}
