package org.wsslab.console.view;

import jakarta.annotation.PostConstruct;
import jakarta.enterprise.context.RequestScoped;
import jakarta.faces.context.FacesContext;
import jakarta.inject.Inject;
import jakarta.inject.Named;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.wsslab.console.results.EnvironmentFields;
import org.wsslab.console.results.RunComparison;
import org.wsslab.console.results.ShownStatistic;
import org.wsslab.run.boundary.RunSummarizer;
import org.wsslab.run.boundary.Runs;

/**
 * Backs runs/compare.xhtml?ids=3,5[,…]: the first run is the reference; every later run shows its
 * per-cell delta over it with an interval, and the fields of parameters and environment where the
 * runs differ are marked.
 */
@Named
@RequestScoped
public class CompareBacking {

    static final int MAX_RUNS = 6;

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
        List<Long> wanted = parse();
        if (wanted == null) {
            return null;
        }
        List<RunComparison.Compared> compared = new ArrayList<>();
        for (long id : wanted) {
            if (runs.find(id).isEmpty()) {
                PageMessages.error("ids: there is no run " + id + ".");
                return null;
            }
            RunSummarizer comparisons = runs.summarizer(id);
            compared.add(new RunComparison.Compared(runs.summary(id), comparisons,
                    EnvironmentFields.of(comparisons.run(), runs.segments(id))));
        }
        return new RunComparison(compared, shown);
    }

    private List<Long> parse() {
        String allowed = "give 2 to " + MAX_RUNS + " different run ids separated by commas, the reference first, e.g. ids=3,5";
        if (ids == null || ids.isBlank()) {
            PageMessages.error("ids: " + allowed + ".");
            return null;
        }
        Set<Long> parsed = new LinkedHashSet<>();
        for (String part : ids.split(",")) {
            try {
                parsed.add(Long.parseLong(part.strip()));
            } catch (NumberFormatException e) {
                PageMessages.error("ids: '" + part.strip() + "' is not a run id; " + allowed + ".");
                return null;
            }
        }
        if (parsed.size() < 2 || parsed.size() > MAX_RUNS) {
            PageMessages.error("ids: " + parsed.size() + " different run(s) given; " + allowed + ".");
            return null;
        }
        return List.copyOf(parsed);
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
