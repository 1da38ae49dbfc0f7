package org.wsslab.console.runs;

import jakarta.faces.application.FacesMessage;
import jakarta.faces.component.UIComponent;
import jakarta.faces.component.UIInput;
import jakarta.faces.context.FacesContext;
import java.util.Map;
import java.util.Optional;
import org.wsslab.console.pages.PageMessages;
import org.wsslab.refusal.Refusal;

/**
 * A form's fields by the paths a refusal names them with ({@link Refusal#fields()}: the API's paths,
 * RunRequest's "calls", "mode.growth.step", which the form's own number checks use too), each with the
 * form field it is typed into and that field's words. A refusal is shown once, beside its field, which is marked invalid
 * (red, aria-invalid). The new-run form's fields are {@link #NEW_RUN}; a run page's name and notes {@link #LABEL}.
 */
public final class FormFields {

    /** A form (its id) and its fields by the name a refusal gives them. */
    record Form(String id, Map<String, Field> fields) {
    }

    /** A field of the form: its component id and how its label names it. */
    record Field(String id, String words) {
    }

    public static final Form LABEL = new Form("run",
            Map.of("name", new Field("labelName", "Name"), "notes", new Field("labelNotes", "Notes")));

    static final Form NEW_RUN = new Form("newrun", Map.ofEntries(
            Map.entry("name", new Field("name", "Name")),
            Map.entry("notes", new Field("notes", "Notes")),
            Map.entry("mechanisms", new Field("mechanisms", "Mechanisms")),
            Map.entry("suites", new Field("suites", "Algorithm suites")),
            Map.entry("shape", new Field("shape", "Payload shape")),
            Map.entry("direction", new Field("direction", "Direction")),
            Map.entry("service_work", new Field("serviceWork", "Service work")),
            Map.entry("sizes", new Field("sizes", "Payload sizes")),
            Map.entry("clients", new Field("clients", "Concurrent clients")),
            Map.entry("calls", new Field("calls", "Calls per cell")),
            Map.entry("warmup", new Field("warmup", "Warm-up calls per cell")),
            Map.entry("warmup.until_steady", new Field("warmupKind", "Warm-up")),
            Map.entry("warmup.until_steady.within_pct", new Field("steadyWithin", "Until steady: within ± %")),
            Map.entry("warmup.until_steady.window", new Field("steadyWindow", "Until steady: calls per window")),
            Map.entry("warmup.until_steady.max", new Field("steadyMax", "Until steady: at most this many warm-up calls")),
            Map.entry("order", new Field("order", "Call order")),
            Map.entry("rounds", new Field("rounds", "Rounds")),
            Map.entry("settle", new Field("settle", "Settle calls per visit")),
            Map.entry("target", new Field("target", "Target")),
            Map.entry("group", new Field("group", "Group")),
            Map.entry("group_kind", new Field("groupKind", "Group kind")),
            Map.entry("mode.precision", new Field("precision", "Precision")),
            Map.entry("mode.precision.pct", new Field("precision", "Precision")),
            Map.entry("mode.precision.min_calls", new Field("precision", "Precision")),
            Map.entry("mode.precision.max_calls", new Field("maxCalls", "At most this many calls per cell")),
            Map.entry("mode", new Field("mode", "Mode")),
            Map.entry("mode.growth", new Field("growthStart", "Growth")),
            Map.entry("mode.growth.start", new Field("growthStart", "Growth: first size")),
            Map.entry("mode.growth.step", new Field("growthStep", "Growth: step per call")),
            Map.entry("mode.growth.calls", new Field("growthCalls", "Growth: calls")),
            Map.entry("mode.sequences", new Field("lengths", "Sequences")),
            Map.entry("mode.sequences.lengths", new Field("lengths", "Sequences: lengths")),
            Map.entry("mode.sequences.repeats", new Field("repeats", "Sequences: repeats")),
            Map.entry("mode.sequences.pairs", new Field("pairs", "Sequences: pairs"))));

    private FormFields() {
    }

    /** The first field a refusal names that the form has, and what the refusal says of it. */
    record Refused(Field field, String says) {
    }

    static Optional<Refused> of(Form form, Refusal refusal) {
        return refusal.fields().stream().filter(field -> form.fields().containsKey(field.path())).findFirst()
                .map(field -> new Refused(form.fields().get(field.path()), field.message()));
    }

    /** The refusal with the field named as the form names it: "Calls per cell: 0 is not allowed; ...". */
    static String inFormWords(Form form, Refusal refusal) {
        return of(form, refusal).map(refused -> refused.field().words() + ": " + refused.says()).orElse(refusal.getMessage());
    }

    /** Shows the refusal beside its field and marks the field invalid; one naming no field of the form goes to the page's messages. */
    public static void refuse(Form form, Refusal refusal) {
        FacesContext faces = FacesContext.getCurrentInstance();
        faces.validationFailed();
        Optional<Refused> refused = of(form, refusal);
        if (refused.isEmpty()) {
            PageMessages.error(refusal.getMessage());
            return;
        }
        String clientId = form.id() + ":" + refused.get().field().id();
        UIComponent component = faces.getViewRoot().findComponent(clientId);
        if (component instanceof UIInput input) {
            input.setValid(false);
        }
        String says = refused.get().says();
        faces.addMessage(clientId,
                new FacesMessage(FacesMessage.SEVERITY_ERROR, Character.toUpperCase(says.charAt(0)) + says.substring(1), null));
    }

    /** Whether this request's action was refused: its refusal is on the page already. */
    static boolean refused() {
        return FacesContext.getCurrentInstance().isValidationFailed();
    }
}
