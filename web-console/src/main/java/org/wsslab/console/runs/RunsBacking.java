package org.wsslab.console.runs;

import jakarta.annotation.PostConstruct;
import jakarta.faces.view.ViewScoped;
import jakarta.inject.Inject;
import jakarta.inject.Named;
import jakarta.servlet.http.Part;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.Reader;
import java.io.Serializable;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.stream.Collectors;
import org.wsslab.catalog.boundary.Catalog;
import org.wsslab.catalog.entity.AlgorithmSuite;
import org.wsslab.catalog.entity.Endpoint;
import org.wsslab.catalog.entity.Mechanism;
import org.wsslab.console.compare.ComparisonRequest;
import org.wsslab.console.pages.PageMessages;
import org.wsslab.console.pages.Times;
import org.wsslab.console.signin.ConsoleUser;
import org.wsslab.refusal.Refusal;
import org.wsslab.run.boundary.Runs;
import org.wsslab.target.boundary.Targets;
import org.wsslab.run.entity.Growth;
import org.wsslab.run.entity.Order;
import org.wsslab.run.entity.Run;
import org.wsslab.run.entity.RunMode;
import org.wsslab.run.entity.RunStatus;
import org.wsslab.run.group.entity.GroupKind;
import org.wsslab.run.transfer.RunTransfer;
import org.wsslab.workload.entity.Direction;
import org.wsslab.workload.entity.ServiceWork;
import org.wsslab.workload.entity.Shape;

/**
 * Backs runs/index.xhtml: the stored runs, and the new-run form (its values are RunForm's, kept for the
 * session). The form's values go through the same checks as the API's (RunRequest, Runs.queue), so a
 * value refused here is refused there too; the refusal is shown once, beside its field (FormFields).
 */
@Named
@ViewScoped
public class RunsBacking implements Serializable {

    private static final long serialVersionUID = 1L;

    private static final String IMPORT_FIELD = "importRun:importFile";

    @Inject
    transient Runs runs;

    @Inject
    transient Catalog catalog;

    @Inject
    ConsoleUser user;

    @Inject
    StoredRuns storedRuns;

    @Inject
    RunForm form;

    @Inject
    transient Targets targets;

    /** The uploaded file of this request only: a part is not kept with the view. */
    private transient Part importFile;

    private List<String> available = List.of();
    private List<Run> selected = new ArrayList<>();

    @PostConstruct
    void load() {
        available = catalog.available().stream().map(Mechanism::id).toList();
        if (form.getMechanisms() == null) {
            form.setMechanisms(available);
        }
    }

    public List<Run> getRuns() {
        return storedRuns.newestFirst();
    }

    /** Whether a listed run still waits or runs: the list then follows it (its poll). */
    public boolean isAnyActive() {
        return getRuns().stream().anyMatch(run -> run.getStatus().active());
    }

    /** Queues the run the form describes and opens its page; on bad input, says why beside each field and starts nothing. */
    public String start() {
        if (!user.isOperator()) {
            PageMessages.error("Only an operator can start runs.");
            return null;
        }
        // Every refused value at once, each beside its field; then the start itself (a mechanism may have gone meanwhile).
        List<Refusal> refused = FormRefusals.of(form, runs::check);
        if (!refused.isEmpty()) {
            refused.forEach(refusal -> FormFields.refuse(FormFields.NEW_RUN, refusal));
            return null;
        }
        try {
            Run run = runs.queue(form.request());
            return "/runs/run?faces-redirect=true&id=" + run.getId();
        } catch (Refusal refusal) {
            FormFields.refuse(FormFields.NEW_RUN, refusal);
            return null;
        }
    }

    /**
     * How long the run the form describes would take here, before Start: its planned calls at the
     * latest stored pace of each cell (the engine's first estimate of a run); or why there is none.
     */
    public String getEstimate() {
        try {
            return runs.estimate(form.request()).map(d -> "Estimated time: about " + d.toSeconds() + " s"
                    + (d.toMinutes() >= 2 ? " (" + d.toMinutes() + " min)" : "")
                    + ", at the paces the latest runs measured for these cells on this machine.")
                    .orElse("No estimate yet: no run has measured these cells on this machine; a short run of them"
                            + " (a few calls per cell) gives the paces for the next estimate.");
        } catch (Refusal refusal) {
            // After a refused start the refusal is beside its field already: it is not said twice.
            return FormFields.refused() ? "No estimate: a value above is not allowed (the message beside it says why)."
                    : "No estimate: " + FormFields.inFormWords(FormFields.NEW_RUN, refusal);
        }
    }

    /** The statuses a run can have, for the list's filter. */
    public List<String> getStatuses() {
        return Arrays.stream(RunStatus.values()).map(RunStatus::name).toList();
    }

    /** The labs whose runs are stored, by name: what the list's lab filter offers. */
    public List<String> getLabs() {
        return getRuns().stream().map(Run::getLab).distinct().sorted().toList();
    }

    /** The run's mechanisms by id (as the list filters them): "plain mutual-certificates/Basic256 …". */
    public String mechanismIds(Run run) {
        return run.getEndpoints().stream().map(Endpoint::id).collect(Collectors.joining(" "));
    }

    /** The day a run was created, in UTC: what the list's date filter matches ("2026-11", "2026-11-24"). */
    public String createdDay(Run run) {
        return Times.utcDay(run.getCreated());
    }

    /** What the run list says of a run's sizes: a growth run's series in a few words, not its every size. */
    public String sizesOf(Run run) {
        return run.getGrowth().map(Growth::sizesInWords).orElse(RunForm.listed(run.getSizes()));
    }

    /** The run's mode as the API names it. */
    public String modeOf(Run run) {
        return run.getMode().map(RunMode::id).orElse(RunForm.FIXED);
    }

    /** The mechanisms the form offers, plain first: ticked always, and not to be unticked. */
    public List<String> getAvailable() {
        return available;
    }

    public boolean isPlain(String mechanism) {
        return RunForm.PLAIN.equals(mechanism);
    }

    public List<Shape> getShapes() {
        return List.of(Shape.values());
    }

    public List<Direction> getDirections() {
        return List.of(Direction.values());
    }

    public List<ServiceWork> getServiceWorks() {
        return List.of(ServiceWork.values());
    }

    /**
     * Stores the run of a file another lab exported (its page's "Export run") and opens it; a file that
     * is not one, or that this lab cannot hold, is refused beside the field and nothing is stored. A page
     * form, guarded by its view state: the API takes writes only with Basic credentials.
     */
    public String importRun() {
        if (!user.isOperator()) {
            PageMessages.errorAt(IMPORT_FIELD, "Only an operator can import runs.");
            return null;
        }
        if (importFile == null || importFile.getSize() == 0) {
            PageMessages.errorAt(IMPORT_FIELD, "Choose a run file first: wsslab-run-N.json, from a run page's \"Export run\".");
            return null;
        }
        if (importFile.getSize() > RunTransfer.MAX_FILE_BYTES) {
            PageMessages.errorAt(IMPORT_FIELD, "The file is larger than " + RunTransfer.MAX_FILE_BYTES / 1_048_576
                    + " MB, the most this lab imports.");
            return null;
        }
        try (Reader in = new InputStreamReader(importFile.getInputStream(), StandardCharsets.UTF_8)) {
            return "/runs/run?faces-redirect=true&id=" + runs.importRun(in);
        } catch (Refusal refusal) {
            PageMessages.errorAt(IMPORT_FIELD, "Not imported: " + refusal.getMessage());
            return null;
        } catch (IOException e) {
            PageMessages.errorAt(IMPORT_FIELD, "Not imported: the file could not be read (" + e.getMessage() + ").");
            return null;
        }
    }

    public Part getImportFile() {
        return importFile;
    }

    public void setImportFile(Part importFile) {
        this.importFile = importFile;
    }

    /** Opens the comparison of the runs ticked in the list, oldest first (the reference). */
    public String compare() {
        if (selected.size() < 2 || selected.size() > ComparisonRequest.MAX_RUNS) {
            PageMessages.errorAt("stored:compare",
                    "Tick 2 to " + ComparisonRequest.MAX_RUNS + " runs to compare (" + selected.size() + " ticked).");
            return null;
        }
        return "/runs/compare?faces-redirect=true&ids=" + selected.stream().map(Run::getId).sorted().map(String::valueOf)
                .collect(Collectors.joining(","));
    }

    public List<Run> getSelected() {
        return selected;
    }

    public void setSelected(List<Run> selected) {
        this.selected = selected == null ? new ArrayList<>() : selected;
    }

    /** The suites a run may choose, by id, the catalog's first. */
    public List<String> getSuiteChoices() {
        return AlgorithmSuite.choosable().stream().map(AlgorithmSuite::assertion).toList();
    }

    /** The kinds a new group's replicates can be of (a group's first run fixes it). */
    /** The targets a run may call, the lab's own first (GET /api/targets says which answer now). */
    public List<String> getTargets() {
        return targets.names();
    }

    public List<GroupKind> getGroupKinds() {
        return List.of(GroupKind.values());
    }

    public Order getDefaultOrder() {
        return Order.DEFAULT;
    }

    /** The orders a run can take, the default first. */
    public List<Order> getOrders() {
        List<Order> orders = new ArrayList<>(List.of(Order.values()));
        orders.remove(Order.DEFAULT);
        orders.add(0, Order.DEFAULT);
        return orders;
    }
}
