package org.wsslab.console.run;

import jakarta.enterprise.context.RequestScoped;
import jakarta.faces.application.FacesMessage;
import jakarta.inject.Inject;
import jakarta.inject.Named;
import java.time.Duration;
import java.time.Instant;
import org.primefaces.PrimeFaces;
import org.wsslab.console.pages.PageMessages;
import org.wsslab.console.runs.FormFields;
import org.wsslab.console.signin.ConsoleUser;
import org.wsslab.refusal.Refusal;
import org.wsslab.run.jmeter.JmeterCells;
import org.wsslab.run.boundary.Runs;
import org.wsslab.run.entity.Run;
import org.wsslab.run.entity.RunLabel;
import org.wsslab.run.entity.RunStatus;
import org.wsslab.run.entity.SteadyWarmup;

/**
 * Backs the live part of runs/run.xhtml: status, progress, elapsed and remaining time, and the
 * operator's cancel, resume and delete. The results, one cell's calls, A against B and the
 * environment have beans of their own (RunResultsBacking, CellDetailBacking, PairBacking,
 * RunEnvironmentBacking), all reading the same RequestedRun.
 */
@Named
@RequestScoped
public class RunBacking {

    @Inject
    Runs runs;

    @Inject
    RequestedRun requested;

    @Inject
    ConsoleUser user;

    private String labelName;
    private String labelNotes;

    /** The page's view action: a request for no stored run gets the lab's error page, not a page about run 0. */
    public void load() {
        requested.missing();
    }

    public Run getRun() {
        return requested.run();
    }

    /** Whether the run is a growth run: one call per size, shown as a series instead of cells. */
    public boolean isGrowth() {
        return getRun() != null && getRun().getGrowth().isPresent();
    }

    /** Whether the run's request can be run by JMeter's engines (its plan.jmx): fixed calls per cell on the lab's own server. */
    public boolean isJmeterPlan() {
        return getRun() != null && JmeterCells.whyNot(getRun()).isEmpty();
    }

    public boolean isSequences() {
        return getRun() != null && getRun().getSequences().isPresent();
    }

    /** The run's warm-up until steady; null for a fixed warm-up (the server's EL unwraps an Optional: a page reads none). */
    public SteadyWarmup getSteadyWarmup() {
        return getRun() == null ? null : getRun().getSteadyWarmup().orElse(null);
    }

    /**
     * Each live poll: the poll that first sees the run stopped tells the page (a callback parameter), which
     * then redraws the parts the poll leaves alone while the run is measured (one cell's charts, the wire
     * table), so a finished run's page is whole without a reload.
     */
    public void polled() {
        if (!isActive()) {
            PrimeFaces.current().ajax().addCallbackParam("stopped", true);
        }
    }

    public boolean isActive() {
        return getRun() != null && getRun().getStatus().active();
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

    /** "about N s left" while it waits or runs, at the pace each cell showed so far or stored (Runs.remaining). */
    public String getRemaining() {
        return getRun() == null ? "" : runs.remaining(getRun()).map(d -> " · about " + d.toSeconds() + " s left").orElse("");
    }

    /** The run's name as the edit field shows it: what was typed in this request, else the stored one. */
    public String getLabelName() {
        return labelName != null ? labelName : getRun() == null ? null : getRun().getName();
    }

    public void setLabelName(String labelName) {
        this.labelName = labelName;
    }

    public String getLabelNotes() {
        return labelNotes != null ? labelNotes : getRun() == null ? null : getRun().getNotes();
    }

    public void setLabelNotes(String labelNotes) {
        this.labelNotes = labelNotes;
    }

    /** Stores the name and notes typed and shows the page anew; a refused one is said beside its field. */
    public String saveLabel() {
        if (!user.isOperator()) {
            PageMessages.error("Only an operator can name runs.");
            return null;
        }
        try {
            runs.label(requested.id(), RunLabel.of(labelName, labelNotes));
            return "/runs/run?faces-redirect=true&id=" + requested.id();
        } catch (Refusal refusal) {
            FormFields.refuse(FormFields.LABEL, refusal);
            return null;
        }
    }

    public void cancel() {
        operatorAction(() -> runs.cancel(requested.id()), "cancel");
    }

    public void resume() {
        operatorAction(() -> runs.resume(requested.id()), "resume");
    }

    public String delete() {
        return operatorAction(() -> runs.delete(requested.id()), "delete") ? "/runs/index?faces-redirect=true" : null;
    }

    private boolean operatorAction(Runnable action, String verb) {
        if (!user.isOperator()) {
            PageMessages.add(FacesMessage.SEVERITY_ERROR, "Only an operator can " + verb + " runs.");
            return false;
        }
        try {
            action.run();
            requested.reread();
            return true;
        } catch (Refusal refusal) {
            PageMessages.add(FacesMessage.SEVERITY_WARN, refusal.getMessage());
            return false;
        }
    }

    public long getId() {
        return requested.id();
    }

    public void setId(long id) {
        requested.id(id);
    }
}
