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
import org.wsslab.run.boundary.RunViews;
import org.wsslab.run.boundary.Runs;
import org.wsslab.run.entity.Run;
import org.wsslab.run.entity.RunStatus;
import org.wsslab.refusal.Refusal;
import org.wsslab.run.summary.boundary.GrowthSeries;
import org.wsslab.run.summary.boundary.GrowthThreshold;
import org.wsslab.run.summary.boundary.RunSummarizer;
import org.wsslab.study.verdict.control.Tolerances;

/**
 * Backs runs/run.xhtml's "is A cheaper than B?": how much more A costs than B at each size, with its
 * interval, on means (medians when the median is shown), and once the run has stopped where A first
 * moves to one side of B (its cost and its bytes). A growth run's page asks the same along its series,
 * in windows of paired calls (GrowthPairThreshold). Computed on request, for the pair asked.
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
    RunViews views;

    @Inject
    CellDetailBacking detail;

    private String a;
    private String b;

    private PairThreshold threshold;

    private GrowthPairThreshold growthThreshold;
    /** Why a stopped growth run's series has no threshold view (too short for two windows), or null. */
    private String growthRefusal;

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
        if (threshold != null || run == null || run.getStatus() == RunStatus.RUNNING || run.getGrowth().isPresent()) {
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

    /**
     * A stopped growth run's A against B along its series ({@link GrowthPairThreshold}), in windows of
     * the API's default, or of half the series when that leaves fewer than two; null while it runs, for
     * A = B, for another mode, and for a series too short for two windows of three calls.
     */
    public GrowthPairThreshold getGrowthThreshold() {
        Run run = requested.run();
        if (growthThreshold != null || growthRefusal != null || run == null || run.getGrowth().isEmpty()) {
            return growthThreshold;
        }
        GrowthSeries series = results.getGrowth();
        Endpoint first = Endpoint.byId(getA()).orElse(PLAIN);
        Endpoint second = Endpoint.byId(getB()).orElse(PLAIN);
        if (series != null && !first.equals(second)) {
            int calls = run.getGrowth().get().calls();
            Integer window = calls / GrowthThreshold.defaultWindow(calls) >= GrowthThreshold.MIN_WINDOWS ? null
                    : calls / GrowthThreshold.MIN_WINDOWS;
            try {
                growthThreshold = GrowthPairThreshold.of(series, views.growthWire(run.getId()), first, second, window);
            } catch (Refusal refused) {
                growthRefusal = refused.fields().isEmpty() ? refused.getMessage() : refused.fields().get(0).message();
            }
        }
        return growthThreshold;
    }

    /** Why the growth view is missing for a stopped series (too short), or null. */
    public String getGrowthRefusal() {
        getGrowthThreshold();
        return growthRefusal;
    }

    /** The growth view as a chart: each window's difference with its interval, the band, the threshold. */
    public String getGrowthChart() {
        return getGrowthThreshold() == null ? null : GrowthThresholdChart.of(requested.run(), growthThreshold);
    }

    /** The thresholds in words, or null (see {@link #getThreshold()} and, for a growth run, {@link #getGrowthThreshold()}). */
    public ThresholdWords getThresholdWords() {
        Run run = requested.run();
        if (run != null && run.getGrowth().isPresent()) {
            return getGrowthThreshold() == null ? null : ThresholdWords.of(growthThreshold, run.getWorkload());
        }
        return getThreshold() == null ? null : ThresholdWords.of(threshold, run.getWorkload());
    }

    /** Whether the thresholds are a growth series' (between windows) rather than a run's sizes'. */
    public boolean isGrowth() {
        return requested.run() != null && requested.run().getGrowth().isPresent();
    }

    /** The statistic A and B are compared on, as the API names it ("mean", "median"). */
    public String getStatistic() {
        return isGrowth() ? "mean" : results.getShown().overheadBasis().name().toLowerCase(Locale.ROOT);
    }

    /** The query of the threshold CSV of what the page shows: a, b, the statistic, and a growth run's window. */
    public String getThresholdQuery() {
        String query = "a=" + getA() + "&b=" + getB() + "&statistic=" + getStatistic();
        return getGrowthThreshold() == null ? query : query + "&window=" + growthThreshold.cost().window();
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
        this.growthThreshold = null;
        this.growthRefusal = null;
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
        this.growthThreshold = null;
        this.growthRefusal = null;
    }
}
