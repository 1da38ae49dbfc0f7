package org.wsslab.console.view;

import jakarta.annotation.PostConstruct;
import jakarta.enterprise.context.RequestScoped;
import jakarta.faces.application.FacesMessage;
import jakarta.faces.context.FacesContext;
import jakarta.inject.Inject;
import jakarta.inject.Named;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.wsslab.catalog.entity.Mechanism;
import org.wsslab.console.results.CallSeries;
import org.wsslab.console.results.EnvironmentFields;
import org.wsslab.console.results.ResultTable;
import org.wsslab.console.results.RunResults;
import org.wsslab.console.results.ShownStatistic;
import org.wsslab.run.boundary.RunRefusal;
import org.wsslab.run.boundary.RunSummarizer;
import org.wsslab.run.boundary.Runs;
import org.wsslab.run.entity.Run;
import org.wsslab.run.entity.RunStatus;
import org.wsslab.run.entity.Segment;

/**
 * Backs runs/run.xhtml: one run live (progress, cell, elapsed, time left) and its results: seed 004's
 * tables with the statistic chosen, the charts, one cell's calls, "is A cheaper than B", the run's
 * environment; operators cancel, resume or delete it. Request-scoped: the run id and every choice
 * travel with each request (hidden field and the form's own values), so a poll always reads what is
 * stored now and leaving and coming back shows the same state.
 */
@Named
@RequestScoped
public class RunBacking {

    /** One size of "is A cheaper than B?": how much more A costs, with its interval. */
    public record Ratio(int size, String difference) {
    }

    /** One start of the run (the first, or a resumption) and what it recorded. */
    public record Start(String title, Map<String, String> environment) {
    }

    @Inject
    Runs runs;

    @Inject
    ConsoleUser user;

    private long id;
    private ShownStatistic shown = ShownStatistic.MEAN;
    private String detailMechanism;
    private Integer detailSize;
    private String a;
    private String b;
    // Read once per request.
    private Run run;
    private RunSummarizer summarizer;
    private RunResults results;

    /**
     * Takes the run id from the request before any phase needs it: the buttons' rendered conditions
     * are evaluated while the request's values are applied, before the hidden field reaches the bean.
     */
    @PostConstruct
    void readId() {
        Map<String, String> parameters = FacesContext.getCurrentInstance().getExternalContext().getRequestParameterMap();
        String given = parameters.getOrDefault("run:runId", parameters.get("id"));
        try {
            id = given == null ? 0 : Long.parseLong(given.strip());
        } catch (NumberFormatException e) {
            id = 0;
        }
    }

    /** The page's view action: says so when there is no such run, before the messages are rendered. */
    public void load() {
        if (getRun() == null && id <= 0) {
            PageMessages.add(FacesMessage.SEVERITY_ERROR, "Give the run to show as ?id=N, a run number from the list.");
        }
    }

    public Run getRun() {
        if (run == null && id > 0) {
            run = runs.find(id).orElse(null);
            if (run == null) {
                PageMessages.add(FacesMessage.SEVERITY_ERROR, "There is no run " + id + ".");
            }
        }
        return run;
    }

    public boolean isActive() {
        return getRun() != null && getRun().active();
    }

    public boolean isResumable() {
        return getRun() != null && getRun().resumable();
    }

    public boolean isDeletable() {
        return getRun() != null && getRun().getStatus() != RunStatus.RUNNING;
    }

    public int getPercentDone() {
        Run r = getRun();
        return r == null || r.getTotalCalls() == 0 ? 0 : (int) (100 * r.getDoneCalls() / r.getTotalCalls());
    }

    /** Time since the run (last) started, to its end or to now. */
    public String getElapsed() {
        Run r = getRun();
        if (r == null || r.getStarted() == null) {
            return "";
        }
        Instant end = r.getFinished() != null ? r.getFinished() : Instant.now();
        return " · " + Duration.between(r.getStarted(), end).toSeconds() + " s elapsed";
    }

    /** "about N s left" while it runs, at the pace each size showed so far. */
    public String getRemaining() {
        return getRun() == null ? "" : runs.remaining(getRun()).map(d -> " · about " + d.toSeconds() + " s left").orElse("");
    }

    public void cancel() {
        operatorAction(() -> runs.cancel(id), "cancel");
    }

    public void resume() {
        operatorAction(() -> {
            runs.resume(id);
            runs.startQueued();
        }, "resume");
    }

    public String delete() {
        return operatorAction(() -> runs.delete(id), "delete") ? "/runs/index?faces-redirect=true" : null;
    }

    private boolean operatorAction(Runnable action, String verb) {
        if (!user.isOperator()) {
            PageMessages.add(FacesMessage.SEVERITY_ERROR, "Only an operator can " + verb + " runs.");
            return false;
        }
        try {
            action.run();
            run = null;
            summarizer = null;
            results = null;
            return true;
        } catch (RunRefusal refusal) {
            PageMessages.add(FacesMessage.SEVERITY_WARN, refusal.getMessage());
            return false;
        }
    }

    public RunResults getResults() {
        if (results == null && getRun() != null) {
            results = new RunResults(getRun(), summarizer().summary(), shown);
        }
        return results;
    }

    public ResultTable getRttTable() {
        return getResults().rttTable();
    }

    public ResultTable getOverheadTable() {
        return getResults().overheadTable();
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

    public String getWireChart() {
        return getResults().wireChart(getDetailSize());
    }

    public String getCpuChart() {
        return getResults().cpuChart(getDetailSize());
    }

    public String getSeriesChart() {
        return new CallSeries(id, Mechanism.byId(getDetailMechanism()).orElse(Mechanism.PLAIN), getDetailSize(), runs.samples(id)).chart();
    }

    /** How much more A costs than B at each size, on means (medians when the median is shown). */
    public List<Ratio> getRatios() {
        Mechanism first = Mechanism.byId(getA()).orElse(Mechanism.PLAIN);
        Mechanism second = Mechanism.byId(getB()).orElse(Mechanism.PLAIN);
        List<Ratio> ratios = new ArrayList<>();
        for (int size : getRun().getSizes()) {
            ratios.add(new Ratio(size, RunResults.formatOverhead(summarizer().compare(first, second, size, shown.overheadBasis()).orElse(null))));
        }
        return ratios;
    }

    public Map<String, String> getParameters() {
        return EnvironmentFields.parameters(getRun());
    }

    public List<Start> getStarts() {
        List<Start> starts = new ArrayList<>();
        for (Segment segment : runs.segments(id)) {
            starts.add(new Start(EnvironmentFields.title(segment), EnvironmentFields.environment(segment)));
        }
        return starts;
    }

    private RunSummarizer summarizer() {
        if (summarizer == null) {
            summarizer = runs.summarizer(id);
        }
        return summarizer;
    }

    public List<String> getMechanismIds() {
        return getRun().getMechanisms().stream().map(Mechanism::id).toList();
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

    public String getOverheadBasis() {
        return shown.overheadBasis().name().toLowerCase(java.util.Locale.ROOT) + "s";
    }

    /** The cell whose calls are drawn: the first secured mechanism at the first size unless chosen. */
    public String getDetailMechanism() {
        if (detailMechanism == null && getRun() != null) {
            detailMechanism = getRun().getMechanisms().get(getRun().getMechanisms().size() > 1 ? 1 : 0).id();
        }
        return detailMechanism;
    }

    public void setDetailMechanism(String detailMechanism) {
        this.detailMechanism = detailMechanism;
    }

    public Integer getDetailSize() {
        if (detailSize == null && getRun() != null) {
            detailSize = getRun().getSizes().get(0);
        }
        return detailSize;
    }

    public void setDetailSize(Integer detailSize) {
        this.detailSize = detailSize;
    }

    public String getA() {
        if (a == null && getRun() != null) {
            a = getDetailMechanism();
        }
        return a;
    }

    public void setA(String a) {
        this.a = a;
    }

    public String getB() {
        if (b == null) {
            b = Mechanism.PLAIN.id();
        }
        return b;
    }

    public void setB(String b) {
        this.b = b;
    }

    public long getId() {
        return id;
    }

    public void setId(long id) {
        this.id = id;
        this.run = null;
        this.summarizer = null;
        this.results = null;
    }
}
