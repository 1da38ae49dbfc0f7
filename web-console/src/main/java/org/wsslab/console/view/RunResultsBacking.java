package org.wsslab.console.view;

import jakarta.enterprise.context.RequestScoped;
import jakarta.inject.Inject;
import jakarta.inject.Named;
import java.util.List;
import java.util.Locale;
import org.wsslab.console.results.ResultTable;
import org.wsslab.console.results.RunResults;
import org.wsslab.console.results.ShownStatistic;
import org.wsslab.run.boundary.Runs;
import org.wsslab.run.entity.Run;

/**
 * Backs runs/run.xhtml's results: seed 004's RTT and overhead tables and their charts, with the
 * statistic chosen. They read the run's kept summary (Runs.summary): a poll never recomputes it.
 */
@Named
@RequestScoped
public class RunResultsBacking {

    @Inject
    Runs runs;

    @Inject
    RequestedRun requested;

    private ShownStatistic shown = ShownStatistic.MEAN;
    private RunResults results;

    /** The results of the run as read in this request (read again if an action changed the run). */
    public RunResults getResults() {
        Run run = requested.run();
        if (run != null && (results == null || results.run() != run)) {
            results = new RunResults(run, runs.summary(requested.id()), shown);
        }
        return results;
    }

    public ResultTable getRttTable() {
        return getResults().rttTable();
    }

    public ResultTable getOverheadTable() {
        return getResults().overheadTable();
    }

    public List<RunResults.NoisyCell> getNoisyCells() {
        return getResults().noisyCells();
    }

    public String getNoiseSummary() {
        return getResults().noiseSummary();
    }

    public ResultTable getFloorTable() {
        return getResults().floorTable();
    }

    public ResultTable getWireTable() {
        return getResults().wireTable();
    }

    public String getRttChart() {
        return getResults().rttChart();
    }

    public String getOverheadChart() {
        return getResults().overheadChart();
    }

    public ShownStatistic[] getShownChoices() {
        return ShownStatistic.values();
    }

    public ShownStatistic getShown() {
        return shown;
    }

    public void setShown(ShownStatistic shown) {
        this.shown = shown == null ? ShownStatistic.MEAN : shown;
        this.results = null;
    }

    /** "means" or "medians": what the overheads and A against B are computed on. */
    public String getOverheadBasis() {
        return shown.overheadBasis().name().toLowerCase(Locale.ROOT) + "s";
    }
}
