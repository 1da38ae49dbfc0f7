package org.wsslab.console.view;

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
import java.util.List;
import java.util.stream.Collectors;
import org.wsslab.catalog.boundary.Catalog;
import org.wsslab.catalog.boundary.EndpointStatus;
import org.wsslab.catalog.entity.AlgorithmSuite;
import org.wsslab.refusal.Refusal;
import org.wsslab.console.results.ComparisonRequest;
import org.wsslab.run.boundary.RunRequest;
import org.wsslab.run.boundary.Runs;
import org.wsslab.run.control.RunTransfer;
import org.wsslab.run.entity.Growth;
import org.wsslab.run.entity.Order;
import org.wsslab.run.entity.Precision;
import org.wsslab.run.entity.Run;
import org.wsslab.run.entity.RunMode;
import org.wsslab.run.entity.Sequences;
import org.wsslab.workload.entity.Direction;
import org.wsslab.workload.entity.ServiceWork;
import org.wsslab.workload.entity.Shape;
import org.wsslab.workload.entity.Workload;

/**
 * Backs runs/index.xhtml: the stored runs, and the new-run form. The form's values go through the
 * same checks as the API's (RunRequest, Runs.queue), so a value refused here is refused there too,
 * with the same words.
 */
@Named
@ViewScoped
public class RunsBacking implements Serializable {

    private static final long serialVersionUID = 1L;

    /** The form's modes: fixed calls per cell (or a precision, its own field), a growth series, sequences. */
    static final String FIXED = "fixed";
    static final String GROWTH = "growth";
    static final String SEQUENCES = "sequences";

    @Inject
    transient Runs runs;

    @Inject
    transient Catalog catalog;

    @Inject
    ConsoleUser user;

    @Inject
    StoredRuns storedRuns;

    private static final String IMPORT_FIELD = "importRun:importFile";

    /** The uploaded file of this request only: a part is not kept with the view. */
    private transient Part importFile;

    private List<String> available = List.of();
    private List<String> mechanisms = new ArrayList<>();
    private List<String> suites = new ArrayList<>(List.of(AlgorithmSuite.DEFAULT.assertion()));
    private String shape = Workload.DEFAULT.shape().id();
    private String direction = Workload.DEFAULT.direction().id();
    private String serviceWork = Workload.DEFAULT.work().id();
    private String sizes = listed(Workload.DEFAULT.shape().defaultSizes());
    /** Numbers of concurrent client threads; empty: one call at a time, as before. */
    private String clients = "";
    private String calls = String.valueOf(RunRequest.DEFAULT_CALLS);
    private String warmup = String.valueOf(RunRequest.DEFAULT_WARMUP);
    private String order = Order.DEFAULT.id();
    private String precision = "";
    private String maxCalls = String.valueOf(Precision.DEFAULT_MAX_CALLS);
    private String mode = FIXED;
    private String growthStart = "12";
    private String growthStep = "12";
    private String growthCalls = "10000";
    private String lengths = "10, 250, 500, 750, 1000";
    private String repeats = "5";
    private List<Run> selected = new ArrayList<>();

    @PostConstruct
    void load() {
        available = catalog.mechanisms().stream().filter(EndpointStatus::available).map(s -> s.mechanism().id()).toList();
        mechanisms = new ArrayList<>(available);
    }

    public List<Run> getRuns() {
        return storedRuns.newestFirst();
    }

    /** Whether a listed run still waits or runs: the list then follows it (its poll). */
    public boolean isAnyActive() {
        return getRuns().stream().anyMatch(Run::active);
    }

    /** Queues the run the form describes and opens its page; on bad input, says why and starts nothing. */
    public String start() {
        if (!user.isOperator()) {
            PageMessages.error("Only an operator can start runs.");
            return null;
        }
        try {
            Run run = runs.queue(request());
            return "/runs/run?faces-redirect=true&id=" + run.getId();
        } catch (Refusal refusal) {
            PageMessages.error(refusal.getMessage());
            return null;
        }
    }

    /** The run the form describes now. */
    private RunRequest request() {
        List<String> named = mechanisms.isEmpty() ? List.of() : mechanisms;
        List<String> chosenSuites = suites.isEmpty() ? List.of() : suites;
        if (GROWTH.equals(mode)) {
            // A growth run's sizes, calls, warm-up and order are its series': those fields are left out.
            return new RunRequest(named, null, null, null, null, new Growth(required("growth start", growthStart),
                    required("growth step", growthStep), required("growth calls", growthCalls)), chosenSuites, shape, direction, serviceWork);
        }
        if (SEQUENCES.equals(mode)) {
            List<Integer> asked = FormNumbers.list("sequence lengths", lengths);
            return new RunRequest(named, FormNumbers.list("sizes", sizes), null, FormNumbers.single("warmup", warmup), null,
                    new Sequences(asked == null ? List.of() : asked, required("repeats", repeats)), chosenSuites, shape, direction, serviceWork);
        }
        Double pct = FormNumbers.decimal("precision", precision);
        Integer most = FormNumbers.single("max calls", maxCalls);
        // With a precision, the calls per cell are its maximum: the fixed calls field is left out.
        Precision rule = pct == null ? null
                : new Precision(pct, most == null ? Precision.DEFAULT_MAX_CALLS : most, Precision.DEFAULT_MIN_CALLS);
        return new RunRequest(named, FormNumbers.list("sizes", sizes), rule == null ? FormNumbers.single("calls", calls) : null,
                FormNumbers.single("warmup", warmup), order, rule, chosenSuites, shape, direction, serviceWork,
                FormNumbers.list("clients", clients));
    }

    private static int required(String field, String text) {
        Integer value = FormNumbers.single(field, text);
        if (value == null) {
            throw Refusal.invalid(field + ": give a whole number");
        }
        return value;
    }

    /** What the run list says of a run's sizes: a growth run's series in a few words, not its every size. */
    public String sizesOf(Run run) {
        return run.getGrowth().map(Growth::sizesInWords)
                .orElse(listed(run.getSizes()));
    }

    /** The run's mode as the API names it. */
    public String modeOf(Run run) {
        return run.getMode().map(RunMode::id).orElse(FIXED);
    }

    public String getMode() {
        return mode;
    }

    public void setMode(String mode) {
        this.mode = mode;
    }

    public String getGrowthStart() {
        return growthStart;
    }

    public void setGrowthStart(String growthStart) {
        this.growthStart = growthStart;
    }

    public String getGrowthStep() {
        return growthStep;
    }

    public void setGrowthStep(String growthStep) {
        this.growthStep = growthStep;
    }

    public String getGrowthCalls() {
        return growthCalls;
    }

    public void setGrowthCalls(String growthCalls) {
        this.growthCalls = growthCalls;
    }

    public String getLengths() {
        return lengths;
    }

    public void setLengths(String lengths) {
        this.lengths = lengths;
    }

    public String getRepeats() {
        return repeats;
    }

    public void setRepeats(String repeats) {
        this.repeats = repeats;
    }

    /**
     * A new shape counts its sizes in its own unit: sizes left at the old shape's defaults become the
     * new one's (bytes to records or back); sizes the operator typed stay, to be checked like any.
     */
    public void shapeChanged(String previous) {
        Shape before = Shape.byId(previous).orElse(Shape.BYTES);
        Shape now = Shape.byId(shape).orElse(Shape.BYTES);
        if (sizes.equals(listed(before.defaultSizes()))) {
            sizes = listed(now.defaultSizes());
        }
    }

    private static String listed(List<Integer> sizes) {
        return sizes.stream().map(String::valueOf).collect(Collectors.joining(", "));
    }

    public List<Shape> getShapes() {
        return List.of(Shape.values());
    }

    public List<Direction> getDirections() {
        return List.of(Direction.values());
    }

    public String getShape() {
        return shape;
    }

    public void setShape(String shape) {
        String previous = this.shape;
        this.shape = shape;
        if (previous != null && !previous.equals(shape)) {
            shapeChanged(previous);
        }
    }

    public List<ServiceWork> getServiceWorks() {
        return List.of(ServiceWork.values());
    }

    public String getServiceWork() {
        return serviceWork;
    }

    public void setServiceWork(String serviceWork) {
        this.serviceWork = serviceWork;
    }

    public String getDirection() {
        return direction;
    }

    public void setDirection(String direction) {
        this.direction = direction;
    }

    /**
     * How long the run the form describes would take here, before Start: its planned calls at the
     * latest stored pace of each cell; or why there is no estimate.
     */
    public String getEstimate() {
        try {
            return runs.estimate(request()).map(d -> "Estimated time: about " + d.toSeconds() + " s"
                            + (d.toMinutes() >= 2 ? " (" + d.toMinutes() + " min)" : "")
                            + ", at the paces the latest runs measured for these cells on this machine.")
                    .orElse("No estimate yet: no run has measured these cells on this machine.");
        } catch (Refusal refusal) {
            return "No estimate: " + refusal.getMessage();
        }
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
            PageMessages.error("Tick 2 to " + ComparisonRequest.MAX_RUNS + " runs to compare (" + selected.size() + " ticked).");
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

    public List<String> getAvailable() {
        return available;
    }

    public List<String> getMechanisms() {
        return mechanisms;
    }

    public void setMechanisms(List<String> mechanisms) {
        this.mechanisms = mechanisms;
    }

    /** The suites a run may choose, by id, the catalog's first. */
    public List<String> getSuiteChoices() {
        return AlgorithmSuite.choosable().stream().map(AlgorithmSuite::assertion).toList();
    }

    public List<String> getSuites() {
        return suites;
    }

    public void setSuites(List<String> suites) {
        this.suites = suites;
    }

    public String getClients() {
        return clients;
    }

    public void setClients(String clients) {
        this.clients = clients;
    }

    public String getSizes() {
        return sizes;
    }

    public void setSizes(String sizes) {
        this.sizes = sizes;
    }

    public String getCalls() {
        return calls;
    }

    public void setCalls(String calls) {
        this.calls = calls;
    }

    public String getOrder() {
        return order;
    }

    public void setOrder(String order) {
        this.order = order;
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

    public String getPrecision() {
        return precision;
    }

    public void setPrecision(String precision) {
        this.precision = precision;
    }

    public String getMaxCalls() {
        return maxCalls;
    }

    public void setMaxCalls(String maxCalls) {
        this.maxCalls = maxCalls;
    }

    public String getWarmup() {
        return warmup;
    }

    public void setWarmup(String warmup) {
        this.warmup = warmup;
    }
}
