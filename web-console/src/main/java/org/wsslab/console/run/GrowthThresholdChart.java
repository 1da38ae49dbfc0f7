package org.wsslab.console.run;

import jakarta.json.Json;
import jakarta.json.JsonArrayBuilder;
import jakarta.json.JsonObjectBuilder;
import java.util.List;
import java.util.Locale;
import java.util.OptionalDouble;
import org.wsslab.console.charts.ChartJson;
import org.wsslab.run.entity.Run;
import org.wsslab.run.summary.boundary.GrowthThreshold;
import org.wsslab.statistics.Threshold;
import org.wsslab.study.verdict.control.Tolerances;

/**
 * A growth run's "is A cheaper than B?" as a chart: each window's difference of a over b (%) at its
 * centre size with its 95% interval as a whisker, the band of about the same between its two edges
 * (b ÷ 1.1 and b × 1.1 for ±10%), and the cost threshold, when one is found, as a vertical line.
 */
final class GrowthThresholdChart {

    private static final String BAND = "#6b7280";
    private static final String THRESHOLD = "#b91c1c";

    private GrowthThresholdChart() {
    }

    static String of(Run run, GrowthPairThreshold pair) {
        List<GrowthThreshold.Window> windows = pair.cost().windows();
        JsonArrayBuilder points = Json.createArrayBuilder();
        JsonArrayBuilder intervals = Json.createArrayBuilder();
        for (GrowthThreshold.Window window : windows) {
            if (window.difference() != null) {
                points.add(point(window.centreSize(), window.difference().pct()));
                ChartJson.addInterval(intervals, window.difference().ciLow(), window.difference().ciHigh());
            }
        }
        double high = Tolerances.SIMILAR_PCT;
        double low = 100 / (1 + high / 100) - 100;
        int first = windows.get(0).centreSize();
        int last = windows.get(windows.size() - 1).centreSize();
        String unit = run.getWorkload().shape().unit();
        JsonArrayBuilder datasets = Json.createArrayBuilder();
        datasets.add(ChartJson.dataset(pair.a(), points).add("label", pair.a().id() + " over " + pair.b().id() + " (%)")
                .add("intervals", intervals).add("showLine", true).add("pointRadius", 3));
        // The band: its upper edge filled down to its lower one (the next dataset).
        datasets.add(edge(String.format(Locale.ROOT, "about the same: %+.1f%%", high), first, last, high).add("fill", "+1")
                .add("backgroundColor", BAND + "22"));
        datasets.add(edge(String.format(Locale.ROOT, "about the same: %+.1f%%", low), first, last, low));
        OptionalDouble lowest = windows.stream().filter(w -> w.difference() != null).mapToDouble(w -> w.difference().ciLow()).min();
        OptionalDouble highest = windows.stream().filter(w -> w.difference() != null).mapToDouble(w -> w.difference().ciHigh()).max();
        double bottom = Math.min(low, lowest.orElse(low));
        double top = Math.max(high, highest.orElse(high));
        Threshold threshold = pair.cost().cost();
        if (threshold != null) {
            JsonArrayBuilder line = Json.createArrayBuilder().add(point(threshold.size(), bottom)).add(point(threshold.size(), top));
            String label = String.format(Locale.ROOT, "threshold: about %,.0f %s", threshold.size(), unit);
            datasets.add(Json.createObjectBuilder().add("label", label).add("data", line).add("borderColor", THRESHOLD)
                    .add("backgroundColor", THRESHOLD).add("pointRadius", 0).add("borderDash", Json.createArrayBuilder().add(4).add(4)));
        }
        String title = "How much more " + pair.a().id() + " costs than " + pair.b().id() + " along the series, windows of "
                + pair.cost().window() + " calls · run " + run.getId();
        return ChartJson.config("line", null, datasets, ChartJson.axis("linear", "payload, window's centre (" + unit + ")"),
                ChartJson.spanning(ChartJson.axis("linear", "difference (%)"), OptionalDouble.of(bottom), OptionalDouble.of(top)), title,
                List.of("each point: the geometric mean of a's call over b's call in the same round, with its 95% interval"));
    }

    private static JsonObjectBuilder edge(String label, int first, int last, double pct) {
        return Json.createObjectBuilder().add("label", label)
                .add("data", Json.createArrayBuilder().add(point(first, pct)).add(point(last, pct))).add("borderColor", BAND)
                .add("backgroundColor", BAND).add("borderDash", Json.createArrayBuilder().add(6).add(3)).add("pointRadius", 0);
    }

    private static JsonObjectBuilder point(double x, double y) {
        return Json.createObjectBuilder().add("x", x).add("y", y);
    }
}
