package org.wsslab.console.view;

import jakarta.annotation.PostConstruct;
import jakarta.enterprise.context.RequestScoped;
import jakarta.faces.context.FacesContext;
import jakarta.inject.Inject;
import jakarta.inject.Named;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.IntFunction;
import java.util.stream.IntStream;
import org.wsslab.console.results.ComparisonRequest;
import org.wsslab.console.results.RunComparison;
import org.wsslab.console.results.ShownStatistic;
import org.wsslab.run.boundary.Runs;

/**
 * Backs runs/compare.xhtml?ids=3,5[,…]: the first run is the reference; every later run shows its
 * per-cell delta over it with an interval, and the fields of parameters and environment where the
 * runs differ are marked.
 */
@Named
@RequestScoped
public class CompareBacking {

    @Inject
    Runs runs;

    private String ids;
    private ShownStatistic shown = ShownStatistic.MEAN;
    private RunComparison comparison;
    private boolean read;

    @PostConstruct
    void readIds() {
        Map<String, String> parameters = FacesContext.getCurrentInstance().getExternalContext().getRequestParameterMap();
        ids = parameters.getOrDefault("compare:ids", parameters.get("ids"));
    }

    /** The page's view action: compares (or says why not) before the messages are rendered. */
    public void load() {
        getComparison();
    }

    /** The comparison, or null (with a message saying what is allowed) when the ids are not usable. */
    public RunComparison getComparison() {
        if (!read) {
            read = true;
            comparison = compare();
        }
        return comparison;
    }

    private RunComparison compare() {
        ComparisonRequest request;
        try {
            request = ComparisonRequest.parse(ids);
        } catch (IllegalArgumentException e) {
            PageMessages.error(e.getMessage());
            return null;
        }
        Optional<Long> missing = request.missing(runs);
        if (missing.isPresent()) {
            PageMessages.error("ids: there is no run " + missing.get() + ".");
            return null;
        }
        return request.compare(runs, shown);
    }

    /** A chart per later run: its RTT deltas over the reference. */
    public List<String> getRttDeltaCharts() {
        return charts(later -> getComparison().rttDeltaChart(later));
    }

    /** A chart per later run: its overheads' change from the reference's. */
    public List<String> getOverheadDeltaCharts() {
        return charts(later -> getComparison().overheadDeltaChart(later));
    }

    /** What the exports are named after: "wsslab-compare-3-5". */
    public String getFileStem() {
        return "wsslab-compare-" + (getComparison() == null ? "" : String.join("-", getComparison().runs().stream()
                .map(r -> String.valueOf(r.getId())).toList()));
    }

    private List<String> charts(IntFunction<String> chart) {
        return getComparison() == null ? List.of()
                : IntStream.range(0, getComparison().laterRuns().size()).mapToObj(chart).toList();
    }

    public ShownStatistic[] getShownChoices() {
        return new ShownStatistic[] {ShownStatistic.MEAN, ShownStatistic.MEDIAN};
    }

    public String getIds() {
        return ids;
    }

    public void setIds(String ids) {
        this.ids = ids;
        this.read = false;
    }

    public ShownStatistic getShown() {
        return shown;
    }

    public void setShown(ShownStatistic shown) {
        this.shown = shown == null ? ShownStatistic.MEAN : shown;
        this.read = false;
    }
}
