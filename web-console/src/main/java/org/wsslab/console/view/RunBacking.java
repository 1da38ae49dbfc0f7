package org.wsslab.console.view;

import jakarta.faces.application.FacesMessage;
import jakarta.faces.context.FacesContext;
import jakarta.enterprise.context.RequestScoped;
import jakarta.inject.Inject;
import jakarta.inject.Named;
import jakarta.json.Json;
import jakarta.json.JsonArrayBuilder;
import jakarta.json.JsonObjectBuilder;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.function.Function;
import java.util.stream.Collectors;
import org.wsslab.catalog.entity.Mechanism;
import org.wsslab.run.boundary.CellSummary;
import org.wsslab.run.boundary.RunRefusal;
import org.wsslab.run.boundary.Runs;
import org.wsslab.run.entity.Run;
import org.wsslab.statistics.CellStatistics;
import org.wsslab.statistics.Overhead;

/**
 * Backs runs/run.xhtml: one run's progress while it runs, and its results, seed 004's tables
 * (mechanism × size) with the statistic chosen, and the RTT-versus-size chart. Request-scoped:
 * the run id travels as a view parameter, the statistic as the form's own value.
 */
@Named
@RequestScoped
public class RunBacking {

    /** What the tables show per cell, with how to read it from a cell's statistics. */
    public enum Shown {
        MEAN(CellStatistics::meanNanos), MEDIAN(CellStatistics::medianNanos), P90(CellStatistics::p90Nanos),
        P99(CellStatistics::p99Nanos), BEST(CellStatistics::bestNanos);

        private final Function<CellStatistics, Number> read;

        Shown(Function<CellStatistics, Number> read) {
            this.read = read;
        }

        public String getLabel() {
            return name().toLowerCase(Locale.ROOT);
        }
    }

    @Inject
    Runs runs;

    @Inject
    ConsoleUser user;

    private long id;
    private Shown shown = Shown.MEAN;
    // Read once per request: every poll of a live run sees what is stored now.
    private Run run;
    private Map<String, CellSummary> cells;

    public void load() {
        run = runs.find(id).orElse(null);
        cells = null;
        if (run == null) {
            FacesContext.getCurrentInstance().addMessage(null,
                    new FacesMessage(FacesMessage.SEVERITY_ERROR, "There is no run " + id + ".", null));
        }
    }

    public Run getRun() {
        if (run == null) {
            load();
        }
        return run;
    }

    public boolean isActive() {
        return getRun() != null && getRun().active();
    }

    public int getPercentDone() {
        Run r = getRun();
        return r == null || r.getTotalCalls() == 0 ? 0 : (int) (100 * r.getDoneCalls() / r.getTotalCalls());
    }

    /** "about N s left" while it runs, at the pace each size showed so far. */
    public String getRemaining() {
        return getRun() == null ? "" : runs.remaining(getRun()).map(d -> " · about " + d.toSeconds() + " s left").orElse("");
    }

    public void cancel() {
        if (!user.isOperator()) {
            FacesContext.getCurrentInstance().addMessage(null,
                    new FacesMessage(FacesMessage.SEVERITY_ERROR, "Only an operator can cancel runs.", null));
            return;
        }
        try {
            runs.cancel(id);
        } catch (RunRefusal refusal) {
            FacesContext.getCurrentInstance().addMessage(null, new FacesMessage(FacesMessage.SEVERITY_WARN, refusal.getMessage(), null));
        }
        load();
    }

    /** The cell's value of the chosen statistic, in ms, formatted; "–" where there is none. */
    public String value(Mechanism mechanism, int size) {
        CellSummary cell = cells().get(key(mechanism, size));
        Number nanos = cell == null ? null : shown.read.apply(cell.statistics());
        return nanos == null ? "–" : String.format(Locale.ROOT, "%.2f", nanos.doubleValue() / 1e6);
    }

    /** The overhead over plain on means (or on medians when the median is shown), with its interval. */
    public String overhead(Mechanism mechanism, int size) {
        CellSummary cell = cells().get(key(mechanism, size));
        Overhead overhead = cell == null ? null : shown == Shown.MEDIAN ? cell.overheadOnMedian() : cell.overheadOnMean();
        return overhead == null ? "–" : String.format(Locale.ROOT, "%.0f%% (%.0f–%.0f)", overhead.pct(), overhead.ciLow(), overhead.ciHigh());
    }

    public String getOverheadBasis() {
        return shown == Shown.MEDIAN ? "medians" : "means";
    }

    /** Chart.js configuration: the chosen statistic against payload size, one line per mechanism, log axes. */
    public String getRttChart() {
        JsonArrayBuilder datasets = Json.createArrayBuilder();
        for (Mechanism mechanism : getRun().getMechanisms()) {
            JsonArrayBuilder points = Json.createArrayBuilder();
            for (int size : getRun().getSizes()) {
                CellSummary cell = cells().get(key(mechanism, size));
                Number nanos = cell == null ? null : shown.read.apply(cell.statistics());
                if (nanos != null) {
                    points.add(Json.createObjectBuilder().add("x", size).add("y", nanos.doubleValue() / 1e6));
                }
            }
            datasets.add(Json.createObjectBuilder().add("label", mechanism.id()).add("data", points));
        }
        JsonObjectBuilder axes = Json.createObjectBuilder()
                .add("x", Json.createObjectBuilder().add("type", "logarithmic")
                        .add("title", Json.createObjectBuilder().add("display", true).add("text", "payload (bytes)")))
                .add("y", Json.createObjectBuilder().add("type", "logarithmic")
                        .add("title", Json.createObjectBuilder().add("display", true).add("text", shown.getLabel() + " RTT (ms)")));
        return Json.createObjectBuilder().add("type", "line")
                .add("data", Json.createObjectBuilder().add("datasets", datasets))
                .add("options", Json.createObjectBuilder().add("animation", false).add("scales", axes)).build().toString();
    }

    private Map<String, CellSummary> cells() {
        if (cells == null) {
            List<CellSummary> rows = getRun() == null ? List.of() : runs.summarizer(id).summary();
            cells = rows.stream().collect(Collectors.toMap(c -> key(c.mechanism(), c.size()), c -> c));
        }
        return cells;
    }

    private static String key(Mechanism mechanism, int size) {
        return mechanism.id() + "@" + size;
    }

    public Shown[] getShownChoices() {
        return Shown.values();
    }

    public Shown getShown() {
        return shown;
    }

    public void setShown(Shown shown) {
        this.shown = shown;
        this.cells = null;
    }

    public long getId() {
        return id;
    }

    public void setId(long id) {
        this.id = id;
        this.run = null;
        this.cells = null;
    }
}
