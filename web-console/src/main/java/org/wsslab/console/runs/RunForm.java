package org.wsslab.console.runs;

import jakarta.enterprise.context.SessionScoped;
import jakarta.inject.Named;
import java.io.Serializable;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Collectors;
import org.wsslab.catalog.entity.AlgorithmSuite;
import org.wsslab.catalog.entity.Mechanism;
import org.wsslab.refusal.Refusal;
import org.wsslab.run.boundary.RunRequest;
import org.wsslab.target.entity.Target;
import org.wsslab.run.entity.Growth;
import org.wsslab.run.entity.Precision;
import org.wsslab.run.entity.RunLabel;
import org.wsslab.run.entity.Sequences;
import org.wsslab.workload.entity.Shape;
import org.wsslab.workload.entity.Workload;

/**
 * What the operator typed into the new-run form, kept for the session: after a start (and the run's
 * page) or a refusal the form shows it again instead of its defaults. The values are text as typed;
 * {@link #request()} turns them into the API's request, refused with the field's name where a value
 * is not one (FormNumbers, then RunRequest's checks). The warm-up, the call order with a paired order's
 * rounds, the precision rule, the group and the sequences (lengths or pairs, repeats) are parts of their
 * own (WarmupFields, OrderFields, PrecisionFields, GroupFields, SequenceFields: the page binds runForm.warmUp.calls).
 */
@Named
@SessionScoped
public class RunForm implements Serializable {

    private static final long serialVersionUID = 1L;

    /** The form's modes: fixed calls per cell (or a precision, its own field), a growth series, sequences. */
    static final String FIXED = "fixed";
    static final String GROWTH = "growth";
    static final String SEQUENCES = "sequences";

    /** The baseline, always measured: shown ticked and not untickable. */
    static final String PLAIN = Mechanism.PLAIN.id();

    /** Null until the runs page first offers the available mechanisms (RunsBacking), then as ticked. */
    private List<String> mechanisms;
    private List<String> suites = new ArrayList<>(List.of(AlgorithmSuite.DEFAULT.assertion()));
    private String shape = Workload.DEFAULT.shape().id();
    private String direction = Workload.DEFAULT.direction().id();
    private String serviceWork = Workload.DEFAULT.work().id();
    private String sizes = listed(Workload.DEFAULT.shape().defaultSizes());
    /** Numbers of concurrent client threads; empty: one call at a time. */
    private String clients = "";
    private String calls = String.valueOf(RunRequest.DEFAULT_CALLS);
    /** The warm-up per cell, the call order (and rounds), the precision rule and the group: each its own fields. */
    private final WarmupFields warmUp = new WarmupFields();
    private final OrderFields callOrder = new OrderFields();
    private final PrecisionFields precision = new PrecisionFields();
    private final GroupFields group = new GroupFields();
    private final SequenceFields sequenceFields = new SequenceFields();
    private String mode = FIXED;
    private String growthStart = "12";
    private String growthStep = "12";
    private String growthCalls = "10000";
    private String name = "";
    private String notes = "";
    /** The target the run calls; {@value Target#LAB}, the lab's own server, is the API's default and is left out. */
    private String target = Target.LAB;

    /** The run the form describes now, named, noted and grouped as typed. */
    RunRequest request() {
        return measured().labelled(RunLabel.of(name, notes)).grouped(group.group()).aimedAt(Target.LAB.equals(target) ? null : target);
    }

    /** What the run measures, as the form says it. */
    private RunRequest measured() {
        // Null: the API's default, every mechanism; the page fills it with the available ones first.
        List<String> named = getMechanisms();
        List<String> chosenSuites = suites.isEmpty() ? List.of() : suites;
        if (isGrowth()) {
            // A growth run's sizes, calls, warm-up and order are its series': those fields are left out.
            return new RunRequest(named, null, null, null, null, new Growth(required("mode.growth.start", growthStart),
                    required("mode.growth.step", growthStep), required("mode.growth.calls", growthCalls)), chosenSuites, shape, direction,
                    serviceWork);
        }
        if (isSequences()) {
            // Pairs typed give the sizes and lengths: those fields are left out.
            Sequences asked = sequenceFields.sequences();
            return new RunRequest(named, sequenceFields.paired() ? null : FormNumbers.list("sizes", sizes), null, warmUp.calls(), null,
                    asked, chosenSuites, shape, direction, serviceWork);
        }
        // With a precision, the calls per cell are its maximum: the fixed calls field is left out; so is either warm-up not chosen.
        Precision rule = precision.rule();
        RunRequest fixed = new RunRequest(named, FormNumbers.list("sizes", sizes), rule == null ? FormNumbers.single("calls", calls) : null,
                isSteadyWarmup() ? null : warmUp.calls(), callOrder.order(), rule, chosenSuites, shape, direction, serviceWork,
                FormNumbers.list("clients", clients));
        return callOrder.applied(fixed).warmingUntilSteady(isSteadyWarmup() ? warmUp.rule() : null);
    }

    /** Whether the form describes a warm-up until steady: a choice of runs of fixed calls, shown with its rule's fields. */
    public boolean isSteadyWarmup() {
        return isFixed() && warmUp.isUntilSteady();
    }

    /** Whether the form describes a growth run: it shows growth's fields (first size, step, calls) and no others of a mode. */
    public boolean isGrowth() {
        return GROWTH.equals(mode);
    }

    /** Whether the form describes a sequences run: it shows the lengths or pairs and repeats, the sizes and warm-up, no calls or order. */
    public boolean isSequences() {
        return SEQUENCES.equals(mode);
    }

    /** Whether the form describes a run of fixed calls (or a precision): the only mode with calls, order, precision and clients. */
    public boolean isFixed() {
        return !isGrowth() && !isSequences();
    }

    private static int required(String field, String text) {
        Integer value = FormNumbers.single(field, text);
        if (value == null) {
            throw Refusal.at(field, "give a whole number");
        }
        return value;
    }

    static String listed(List<Integer> sizes) {
        return sizes.stream().map(String::valueOf).collect(Collectors.joining(", "));
    }

    /** The mechanisms ticked, plain always among them (the page cannot untick it; the API measures it anyway). */
    public List<String> getMechanisms() {
        if (mechanisms == null) {
            return null;
        }
        List<String> ticked = new ArrayList<>(mechanisms);
        if (!ticked.contains(PLAIN)) {
            ticked.add(0, PLAIN);
        }
        return ticked;
    }

    public void setMechanisms(List<String> mechanisms) {
        this.mechanisms = mechanisms == null ? new ArrayList<>() : new ArrayList<>(mechanisms);
    }

    public List<String> getSuites() {
        return suites;
    }

    public void setSuites(List<String> suites) {
        this.suites = suites == null ? new ArrayList<>() : suites;
    }

    public String getShape() {
        return shape;
    }

    /**
     * A new shape counts its sizes in its own unit: sizes left at the old shape's defaults become the
     * new one's (bytes to records or back); sizes the operator typed stay, to be checked like any.
     */
    public void setShape(String shape) {
        Shape before = Shape.byId(this.shape).orElse(Shape.BYTES);
        this.shape = shape;
        Shape now = Shape.byId(shape).orElse(Shape.BYTES);
        if (before != now && sizes.equals(listed(before.defaultSizes()))) {
            sizes = listed(now.defaultSizes());
        }
    }

    public String getDirection() {
        return direction;
    }

    public void setDirection(String direction) {
        this.direction = direction;
    }

    public String getServiceWork() {
        return serviceWork;
    }

    public void setServiceWork(String serviceWork) {
        this.serviceWork = serviceWork;
    }

    public String getSizes() {
        return sizes;
    }

    public void setSizes(String sizes) {
        this.sizes = sizes;
    }

    public String getClients() {
        return clients;
    }

    public void setClients(String clients) {
        this.clients = clients;
    }

    public String getCalls() {
        return calls;
    }

    public void setCalls(String calls) {
        this.calls = calls;
    }

    public WarmupFields getWarmUp() {
        return warmUp;
    }

    public OrderFields getCallOrder() {
        return callOrder;
    }

    public PrecisionFields getPrecision() {
        return precision;
    }

    public String getTarget() {
        return target;
    }

    public void setTarget(String target) {
        this.target = target == null || target.isBlank() ? Target.LAB : target;
    }

    public GroupFields getGroup() {
        return group;
    }

    public SequenceFields getSequenceFields() {
        return sequenceFields;
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

    public String getName() {
        return name;
    }

    public void setName(String name) {
        this.name = name;
    }

    public String getNotes() {
        return notes;
    }

    public void setNotes(String notes) {
        this.notes = notes;
    }
}
