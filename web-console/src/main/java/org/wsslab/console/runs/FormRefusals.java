package org.wsslab.console.runs;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.function.Consumer;
import org.wsslab.refusal.Refusal;
import org.wsslab.run.boundary.RunRequest;

/**
 * Every refusal of the new-run form at once, each about its own field. The API's check (RunRequest)
 * refuses a request for the first thing wrong, in a fixed order, and scripts rely on that; a person
 * typing four bad values wants to see four. So the form is checked again with each refused field set
 * aside (left out where the API has a default, else at the form's own default), until it passes or a
 * refusal names no field not yet set aside: each field is checked with the others as typed, by the
 * very checks a start goes through, in the same words.
 */
final class FormRefusals {

    private FormRefusals() {
    }

    /** What the check refuses of the form, one refusal per field, in the order the check finds them; empty if it passes. */
    static List<Refusal> of(RunForm form, Consumer<RunRequest> check) {
        List<Refusal> found = new ArrayList<>();
        Set<String> aside = new HashSet<>();
        while (true) {
            try {
                check.accept(aside(form, aside).request());
                return found;
            } catch (Refusal refusal) {
                Optional<String> field = FormFields.of(FormFields.NEW_RUN, refusal).map(refused -> refused.field().id());
                // A field already aside refused again (a rule spanning fields) was said already: nothing more to learn.
                if (field.isPresent() && aside.contains(field.get())) {
                    return found;
                }
                found.add(refusal);
                // A refusal of the whole request names no field to set aside: the search ends with it.
                if (field.isEmpty()) {
                    return found;
                }
                aside.add(field.get());
            }
        }
    }

    /** A copy of the form with these fields (component ids) set aside: empty where the API has a default, else the form's default. */
    static RunForm aside(RunForm form, Set<String> fields) {
        if (fields.isEmpty()) {
            return form;
        }
        RunForm defaults = new RunForm();
        RunForm copy = new RunForm();
        copy.setMechanisms(fields.contains("mechanisms") ? null : form.getMechanisms());
        copy.setSuites(fields.contains("suites") ? defaults.getSuites() : form.getSuites());
        copy.setShape(fields.contains("shape") ? defaults.getShape() : form.getShape());
        copy.setDirection(fields.contains("direction") ? defaults.getDirection() : form.getDirection());
        copy.setServiceWork(fields.contains("serviceWork") ? defaults.getServiceWork() : form.getServiceWork());
        copy.setMode(form.getMode());
        // The order (with its rounds), the warm-up, the precision, the group and the sequences set their own fields aside.
        copy.getCallOrder().takeAside(form.getCallOrder(), fields);
        copy.getWarmUp().takeAside(form.getWarmUp(), fields);
        copy.getPrecision().takeAside(form.getPrecision(), fields);
        copy.getGroup().takeAside(form.getGroup(), fields);
        copy.getSequenceFields().takeAside(form.getSequenceFields(), fields);
        // Left out: the API's default for the shape, the fixed calls, one client.
        copy.setSizes(typed(fields, "sizes", form.getSizes(), ""));
        copy.setClients(typed(fields, "clients", form.getClients(), ""));
        copy.setCalls(typed(fields, "calls", form.getCalls(), ""));
        // A mode's own fields have no default in the API: the form's stand in.
        copy.setGrowthStart(typed(fields, "growthStart", form.getGrowthStart(), defaults.getGrowthStart()));
        copy.setGrowthStep(typed(fields, "growthStep", form.getGrowthStep(), defaults.getGrowthStep()));
        copy.setGrowthCalls(typed(fields, "growthCalls", form.getGrowthCalls(), defaults.getGrowthCalls()));
        copy.setName(typed(fields, "name", form.getName(), ""));
        copy.setNotes(typed(fields, "notes", form.getNotes(), ""));
        copy.setTarget(typed(fields, "target", form.getTarget(), defaults.getTarget()));
        return copy;
    }

    private static String typed(Set<String> aside, String field, String value, String standIn) {
        return aside.contains(field) ? standIn : value;
    }
}
