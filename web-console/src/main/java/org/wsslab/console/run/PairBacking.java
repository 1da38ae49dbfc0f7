package org.wsslab.console.run;

import jakarta.enterprise.context.RequestScoped;
import jakarta.inject.Inject;
import jakarta.inject.Named;
import java.util.ArrayList;
import java.util.List;
import org.wsslab.catalog.entity.Endpoint;
import org.wsslab.catalog.entity.Mechanism;
import org.wsslab.console.figures.Figures;
import org.wsslab.run.boundary.Runs;
import org.wsslab.run.summary.boundary.RunSummarizer;

/**
 * Backs runs/run.xhtml's "is A cheaper than B?": how much more A costs than B at each size, with its
 * interval, on means (medians when the median is shown). Computed on request, for the pair asked.
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

    public List<Ratio> getRatios() {
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

    /** A: the mechanism drawn up close unless chosen. */
    public String getA() {
        if (a == null && requested.run() != null) {
            a = detail.getMechanism();
        }
        return a;
    }

    public void setA(String a) {
        this.a = a;
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
    }
}
