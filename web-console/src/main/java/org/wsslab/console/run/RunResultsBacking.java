package org.wsslab.console.run;

import jakarta.enterprise.context.RequestScoped;
import jakarta.inject.Inject;
import jakarta.inject.Named;
import java.util.List;
import java.util.Locale;
import org.wsslab.run.boundary.RunViews;
import org.wsslab.run.boundary.Runs;
import org.wsslab.run.entity.Growth;
import org.wsslab.run.entity.Run;
import org.wsslab.run.summary.boundary.Convergence;
import org.wsslab.run.summary.boundary.GrowthSeries;
import org.wsslab.run.summary.boundary.SequenceSummary;

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
    RunViews views;

    @Inject
    RequestedRun requested;

    private ShownStatistic shown = ShownStatistic.MEAN;
    private RunResults results;
    private GrowthSeries growth;
    private SequenceSummary sequences;
    private ConvergenceResults convergence;

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

    /** A paired run's overheads taken round by round (the page shows it only for such a run). */
    public ResultTable getPairedTable() {
        return getResults().pairedTable();
    }

    public boolean isPaired() {
        return getResults().paired();
    }

    public ResultTable getWarmupTable() {
        return getResults().warmupTable();
    }

    public ResultTable getErrorsTable() {
        return getResults().errorsTable();
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

    public ResultTable getLoadTable() {
        return new LoadResults(getResults()).table();
    }

    public boolean isUnderLoad() {
        return getResults().underLoad();
    }

    public ResultTable getSplitTable() {
        return getResults().splitTable();
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

    /** A stopped growth run's series (null otherwise: a running one's is not computed while it measures). */
    public GrowthSeries getGrowth() {
        if (growth == null && requested.run() != null) {
            growth = views.growth(requested.id()).orElse(null);
        }
        return growth;
    }

    /** A stopped sequences run's totals (null otherwise). */
    public SequenceSummary getSequences() {
        if (sequences == null && requested.run() != null) {
            sequences = views.sequences(requested.id()).orElse(null);
        }
        return sequences;
    }

    /** How many first and last calls the growth table sets against each other. */
    public int getGrowthCalls() {
        return Growth.END_CALLS;
    }

    public List<ModeResults.GrowthRow> getGrowthRows() {
        return getGrowth() == null ? List.of() : new ModeResults(requested.run()).growthRows(getGrowth());
    }

    public String getGrowthChart() {
        return getGrowth() == null ? null : new ModeResults(requested.run()).growthChart(getGrowth());
    }

    public List<ModeResults.SequenceRow> getSequenceRows() {
        return getSequences() == null ? List.of() : new ModeResults(requested.run()).sequenceRows(getSequences());
    }

    public List<ModeResults.CrossoverRow> getCrossovers() {
        return getSequences() == null ? List.of() : new ModeResults(requested.run()).crossovers(getSequences());
    }

    public String getSequencesChart() {
        return getSequences() == null ? null : new ModeResults(requested.run()).sequencesChart(getSequences());
    }

    /** A stopped run's convergence (null while it runs: it is not computed while the run measures, and for a growth or sequences run). */
    public ConvergenceResults getConvergence() {
        if (convergence == null && requested.run() != null) {
            convergence = views.convergence(requested.id()).map(c -> new ConvergenceResults(requested.run(), c)).orElse(null);
        }
        return convergence;
    }

    /** The robust definition's window and band, for the section's sentence. */
    public int getConvergenceWindow() {
        return Convergence.WINDOW;
    }

    public int getConvergenceBand() {
        return Convergence.BAND_PCT;
    }

    public String getCumulativeChart() {
        return getSequences() == null ? null : new SequenceCosts(requested.run()).cumulativeChart(getSequences());
    }

    public List<SequenceCosts.RatioRow> getSequenceRatios() {
        return getSequences() == null ? List.of() : new SequenceCosts(requested.run()).ratioRows(getSequences());
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
