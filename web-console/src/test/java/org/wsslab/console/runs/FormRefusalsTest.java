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

    // --- Issue 40's fields: a paired order's rounds and settle calls, a warm-up until steady, a group. ---

    @Test
    void roundsAndSettleForAnOrderThatIsNotPairedAreRefusedBesideTheirFields() {
        RunForm form = new RunForm();
        form.getCallOrder().setOrder("blocks");
        form.getCallOrder().setRounds("5");
        form.getCallOrder().setSettle("3");
        List<Refusal> refused = FormRefusals.of(form, runs::check);
        assertEquals(List.of("rounds", "settle"), paths(refused));
        assertTrue(refused.get(0).getMessage().contains("belongs to the paired orders rounds and rounds-gc"), refused.get(0).getMessage());
        assertTrue(form.getCallOrder().isShown() && !form.getCallOrder().isPaired(), "what is sent stays in sight");
    }

    @Test
    void aSettleOutOfRangeTooManyRoundsAndAWarmUpUntilSteadyInAPairedOrderAreThreeRefusals() {
        RunForm form = new RunForm();
        form.setCalls("12");
        form.getCallOrder().setOrder("rounds");
        form.getCallOrder().setRounds("20");
        form.getCallOrder().setSettle("2000");
        form.getWarmUp().setKind(WarmupFields.UNTIL_STEADY);
        List<Refusal> refused = FormRefusals.of(form, runs::check);
        assertEquals(List.of("settle", "rounds", "warmup.until_steady"), paths(refused));
        assertTrue(refused.get(0).getMessage().contains("from 0 to 1000"), refused.get(0).getMessage());
        assertTrue(refused.get(1).getMessage().contains("give at most 12 rounds"), refused.get(1).getMessage());
        assertTrue(refused.get(2).getMessage().contains("blocks-gc, blocks"), refused.get(2).getMessage());
        assertEquals(List.of("settle", "rounds", "warmupKind"),
                refused.stream().map(r -> FormFields.of(FormFields.NEW_RUN, r).orElseThrow().field().id()).toList(),
                "each beside its field");
    }

    @Test
    void aSteadyRulesOwnValuesAreRefusedEachAtItsField() {
        RunForm form = new RunForm();
        form.getWarmUp().setKind(WarmupFields.UNTIL_STEADY);
        form.getWarmUp().setWithinPct("a lot");
        form.getWarmUp().setWindow("2");
        form.getWarmUp().setMax("20000");
        List<Refusal> refused = FormRefusals.of(form, runs::check);
        assertEquals(List.of("warmup.until_steady.within_pct", "warmup.until_steady.window", "warmup.until_steady.max"), paths(refused));
        assertTrue(refused.get(1).getMessage().contains("from 3 to 1000"), refused.get(1).getMessage());
    }

    @Test
    void aGroupsBadNameIsRefusedOnceAndAKindWithoutAGroupAtTheKind() {
        RunForm form = new RunForm();
        form.getGroup().setName("nightly/100B");
        form.getGroup().setKind("invocations");
        List<Refusal> refused = FormRefusals.of(form, runs::check);
        assertEquals(List.of("group"), paths(refused), "a kind is its group's: set aside with it, not refused for its absence");
        assertTrue(refused.get(0).getMessage().contains("without a slash"), refused.get(0).getMessage());
        form.getGroup().setName(" ");
        refused = FormRefusals.of(form, runs::check);
        assertEquals(List.of("group_kind"), paths(refused));
        assertEquals("groupKind", FormFields.of(FormFields.NEW_RUN, refused.get(0)).orElseThrow().field().id());
    }

    private static List<String> paths(List<Refusal> refused) {
        return refused.stream().map(r -> r.fields().get(0).path()).toList();
    }
}
