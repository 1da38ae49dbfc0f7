package org.wsslab.console.runs;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.wsslab.refusal.Refusal;
import org.wsslab.run.boundary.Runs;

/** The new-run form is refused for every bad value at once, each at its field, by the checks a start goes through. */
class FormRefusalsTest {

    /** The API's own check of a request (RunRequest.check() through the runs' door): no database, no catalog. */
    private final Runs runs = new Runs();

    @Test
    void fourBadValuesAreFourRefusalsEachAtItsField() {
        RunForm form = new RunForm();
        form.setSizes("0");
        form.setCalls("0");
        form.getWarmUp().setCalls("some");
        form.setClients("99");
        List<Refusal> refused = FormRefusals.of(form, runs::check);
        // The warm-up is no number at all (the form's own reading), then the API's order: sizes, calls, clients.
        assertEquals(List.of("warmup", "sizes", "calls", "clients"), refused.stream().map(r -> r.fields().get(0).path()).toList());
        assertTrue(refused.get(1).getMessage().contains("from 1 to 16777216"), refused.get(1).getMessage());
        assertTrue(refused.get(2).getMessage().contains("from 1 to 100000"), refused.get(2).getMessage());
        assertEquals("0", form.getCalls(), "the form keeps what was typed: only the check's copy sets a field aside");
    }

    @Test
    void aGoodFormIsNotRefused() {
        assertEquals(List.of(), FormRefusals.of(new RunForm(), runs::check));
    }

    @Test
    void aGrowthRunIsCheckedForItsOwnFieldsOnly() {
        RunForm form = new RunForm();
        form.setCalls("0");
        form.setMode(RunForm.GROWTH);
        form.setGrowthStep("0");
        form.setGrowthCalls("1");
        List<Refusal> refused = FormRefusals.of(form, runs::check);
        assertEquals(List.of("mode.growth.step", "mode.growth.calls"), refused.stream().map(r -> r.fields().get(0).path()).toList(),
                "the fixed calls, hidden in growth mode, are not its fields");
        assertTrue(form.isGrowth() && !form.isFixed() && !form.isSequences());
    }

    @Test
    void aRuleSpanningFieldsIsSaidOnceAndEndsTheSearch() {
        RunForm form = new RunForm();
        form.setMode(RunForm.GROWTH);
        form.setGrowthStart("16000000");
        form.setGrowthStep("1000000");
        List<Refusal> refused = FormRefusals.of(form, runs::check);
        assertEquals(List.of("mode.growth"), refused.stream().map(r -> r.fields().get(0).path()).toList());
    }
}
