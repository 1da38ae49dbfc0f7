package org.wsslab.console.run;

import jakarta.enterprise.context.RequestScoped;
import jakarta.inject.Inject;
import jakarta.inject.Named;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.wsslab.catalog.entity.Endpoint;
import org.wsslab.catalog.entity.Mechanism;
import org.wsslab.console.figures.Figures;
import org.wsslab.run.boundary.Runs;
import org.wsslab.run.entity.Run;
import org.wsslab.run.entity.RunStatus;
import org.wsslab.run.summary.boundary.RunSummarizer;
import org.wsslab.study.verdict.control.Tolerances;

/**
 * Backs runs/run.xhtml's "is A cheaper than B?": how much more A costs than B at each size, with its
 * interval, on means (medians when the median is shown), and once the run has stopped where A first
 * moves to one side of B (its cost and its bytes). Computed on request, for the pair asked.
 */
@Named
@RequestScoped
public class PairBacking {

    private static final Endpoint PLAIN = Mechanism.PLAIN.endpoint();

    /** One size: how much more A costs, with its interval. */
    public record Ratio(int size, String difference) {
    }

    @Inject
    Runs runs;

    @Inject
    RequestedRun requested;

    @Inject
    RunResultsBacking results;

    @Inject
    CellDetailBacking detail;

    private String a;
    private String b;

    private PairThreshold threshold;

    public List<Ratio> getRatios() {
        if (getThreshold() != null) {
            return threshold.sizes().stream().map(row -> new Ratio(row.size(), Figures.percent(row.difference()))).toList();
        }
        Endpoint first = Endpoint.byId(getA()).orElse(PLAIN);
        Endpoint second = Endpoint.byId(getB()).orElse(PLAIN);
        ShownStatistic shown = results.getShown();
        RunSummarizer comparisons = runs.summarizer(requested.id());
        List<Ratio> ratios = new ArrayList<>();
        for (int size : requested.run().getSizes()) {
            ratios.add(new Ratio(size,
                    Figures.percent(comparisons.compare(first, second, size, shown.overheadBasis()).orElse(null))));
        }
        return ratios;
    }

    /**
     * Where A's cost and bytes first move to one side of B's, computed once per request for a stopped run
     * (its per-size figures are the ratios'); null while the run measures, and for A = B.
     */
    public PairThreshold getThreshold() {
        Run run = requested.run();
        if (threshold != null || run == null || run.getStatus() == RunStatus.RUNNING) {
            return threshold;
        }
        Endpoint first = Endpoint.byId(getA()).orElse(PLAIN);
        Endpoint second = Endpoint.byId(getB()).orElse(PLAIN);
        if (!first.equals(second)) {
            threshold = PairThreshold.of(run, runs.summarizer(requested.id()), runs.summary(requested.id()), first, second,
                    results.getShown().overheadBasis());
        }
        return threshold;
    }

    /** The thresholds in words, or null (see {@link #getThreshold()}). */
    public ThresholdWords getThresholdWords() {
        return getThreshold() == null ? null : ThresholdWords.of(threshold, requested.run().getWorkload());
    }

    /** The statistic A and B are compared on, as the API names it ("mean", "median"). */
    public String getStatistic() {
        return results.getShown().overheadBasis().name().toLowerCase(Locale.ROOT);
    }

    /** The half-width of "about the same" in %, as the thresholds draw it (Tolerances.SIMILAR_PCT). */
    public String getSimilarPct() {
        return Figures.number(Tolerances.SIMILAR_PCT, 0, false);
    }

    /** A: the mechanism drawn up close unless chosen. */
    public String getA() {
        if (a == null && requested.run() != null) {
            a = detail.getMechanism();
        }
        return a;
    }

    public void setA(String a) {
        this.a = a;
        this.threshold = null;
    }

    /** B: the baseline unless chosen. */
    public String getB() {
        if (b == null) {
            b = PLAIN.id();
        }
        return b;
    }

    public void setB(String b) {
        this.b = b;
        this.threshold = null;
    }
}
