package org.wsslab.console.compare;

import jakarta.annotation.PostConstruct;
import jakarta.enterprise.context.RequestScoped;
import jakarta.faces.context.FacesContext;
import jakarta.inject.Inject;
import jakarta.inject.Named;
import java.util.List;
import java.util.Map;
import java.util.function.IntFunction;
import java.util.stream.IntStream;
import org.wsslab.console.pages.PageErrors;
import org.wsslab.console.run.ShownStatistic;
import org.wsslab.refusal.Refusal;
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
    private boolean groupAsked;

    @PostConstruct
    void readIds() {
        Map<String, String> parameters = FacesContext.getCurrentInstance().getExternalContext().getRequestParameterMap();
        ids = parameters.getOrDefault("compare:ids", parameters.get("ids"));
        groupAsked = parameters.containsKey("group");
    }

    /**
     * The page's view action: ids that name no runs to compare get the lab's error page, saying what is
     * allowed; a page asked for a group alone ({@link GroupBacking}) compares no runs.
     */
    public void load() {
        if (ids == null && groupAsked) {
            return;
        }
        try {
            ComparisonRequest.parse(ids).missing(runs)
                    .ifPresent(missing -> PageErrors.notFound("there is no run " + missing + "; give ids from the list of runs"));
        } catch (Refusal refusal) {
            PageErrors.badRequest(refusal.getMessage());
        }
    }

    /** The comparison, or null when the ids are not usable (the view action answered them with the error page). */
    public RunComparison getComparison() {
        if (!read) {
            read = true;
            comparison = compare();
        }
        return comparison;
    }

    private RunComparison compare() {
        try {
            ComparisonRequest request = ComparisonRequest.parse(ids);
            return request.missing(runs).isPresent() ? null : request.compare(runs, shown);
        } catch (Refusal refusal) {
            return null;
        }
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
        return new ShownStatistic[]{ShownStatistic.MEAN, ShownStatistic.MEDIAN};
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
