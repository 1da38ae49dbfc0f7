package org.wsslab.console.run;

import jakarta.json.Json;
import jakarta.json.JsonArrayBuilder;
import jakarta.json.JsonObjectBuilder;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.wsslab.catalog.entity.Endpoint;
import org.wsslab.console.charts.ChartJson;
import org.wsslab.console.figures.Figures;
import org.wsslab.run.entity.Run;
import org.wsslab.run.summary.boundary.SequenceRatio;
import org.wsslab.run.summary.boundary.SequenceSummary;

/**
 * What the run page (and its report) shows of a stopped sequences run beside its totals: each
 * endpoint's cumulative cost in the longest sequences of a size (000 Fig 6–7, 001 Fig 12–13), and
 * each endpoint's totals over every earlier one's with their interval (001 Fig 11 set mechanisms side
 * by side). Apart from {@link ModeResults}, whose table and chart are the totals'.
 */
public final class SequenceCosts {

    /** At most this many points per line: a sequence of 100,000 calls would otherwise draw 100,000. */
    static final int MAX_POINTS = 200;

    /** One ratio of the page's table: a's totals over b's at a size and length, its interval if two repetitions or more. */
    public record RatioRow(String a, String b, String size, int length, int repetitions, String ratio, String interval) {
    }

    private final Run run;

    public SequenceCosts(Run run) {
        this.run = run;
    }

    /** Cumulative cost against call number, one line per endpoint and size, every step-th call (and the last). */
    public String cumulativeChart(SequenceSummary summary) {
        JsonArrayBuilder datasets = Json.createArrayBuilder();
        for (SequenceSummary.Curve curve : summary.curves()) {
            double[] sums = curve.cumulativeNanos();
            int step = Math.max(1, (sums.length + MAX_POINTS - 1) / MAX_POINTS);
            JsonArrayBuilder points = Json.createArrayBuilder();
            for (int call = 1; call <= sums.length; call++) {
                if ((call - 1) % step == 0 || call == sums.length) {
                    points.add(Json.createObjectBuilder().add("x", call).add("y", Figures.millis(sums[call - 1])));
                }
            }
            JsonObjectBuilder dataset = ChartJson.dataset(curve.endpoint(), points).add("pointRadius", 0);
            if (run.getSizes().size() > 1) {
                dataset.add("label", curve.endpoint().id() + " · " + run.getWorkload().label(curve.size()));
            }
            datasets.add(dataset);
        }
        return ChartJson.config("line", null, datasets, ChartJson.axis("linear", "calls on the session"),
                ChartJson.zeroBasedAxis("cumulative cost (ms)"),
                "Cumulative cost of the first calls of the longest sequences, medians of the repetitions · run " + run.getId());
    }

    /** Each endpoint over every endpoint before it (plain first), at each size and length. */
    public List<RatioRow> ratioRows(SequenceSummary summary) {
        List<RatioRow> rows = new ArrayList<>();
        List<Endpoint> endpoints = run.getEndpoints();
        for (int i = 0; i < endpoints.size(); i++) {
            for (int j = 0; j < i; j++) {
                for (SequenceRatio r : summary.ratios(endpoints.get(i), endpoints.get(j))) {
                    rows.add(new RatioRow(r.a().id(), r.b().id(), run.getWorkload().label(r.size()), r.length(), r.repetitions(),
                            times(r.ratio()), r.low() == null ? Figures.NONE : Figures.interval(times(r.low()), times(r.high()))));
                }
            }
        }
        return rows;
    }

    private static String times(Double ratio) {
        return ratio == null ? Figures.NONE : String.format(Locale.ROOT, "%.3f×", ratio);
    }
}
