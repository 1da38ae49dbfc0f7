package org.wsslab.console.runs;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.wsslab.catalog.entity.AlgorithmSuite;
import org.wsslab.refusal.Refusal;
import org.wsslab.run.boundary.RunRequest;
import org.wsslab.run.entity.Rounds;
import org.wsslab.run.entity.RunLabel;
import org.wsslab.run.entity.Sequences;
import org.wsslab.run.entity.SteadyWarmup;
import org.wsslab.run.group.entity.GroupKind;
import org.wsslab.run.group.entity.RunGroup;
import org.wsslab.workload.entity.Workload;

/** A bad form field is refused at its path, and the form finds its own field by that path, never by the sentence. */
class RunFormTest {

    @Test
    void aGrowthStepThatIsNoNumberIsRefusedBesideItsField() {
        RunForm form = new RunForm();
        form.setMode(RunForm.GROWTH);
        form.setGrowthStep("twelve");
        Refusal refused = assertThrows(Refusal.class, form::request);
        assertEquals("mode.growth.step", refused.fields().get(0).path());
        FormFields.Refused beside = FormFields.of(FormFields.NEW_RUN, refused).orElseThrow();
        assertEquals("growthStep", beside.field().id());
        assertEquals("'twelve' is not a whole number", beside.says());
        assertEquals("Growth: step per call: 'twelve' is not a whole number", FormFields.inFormWords(FormFields.NEW_RUN, refused));
    }

    @Test
    void theEnginesRefusalOfAFormValueFindsItsFieldByTheApisPath() {
        // As RunRequest.check() refuses calls: 0 and Growth.check() a series too long.
        assertEquals("calls", FormFields.of(FormFields.NEW_RUN, Refusal.at("calls", "0 is not allowed")).orElseThrow().field().id());
        assertEquals("growthStart", FormFields.of(FormFields.NEW_RUN, Refusal.at("mode.growth", "the last call would carry 17 MB"))
                .orElseThrow().field().id());
        assertEquals("serviceWork", FormFields.of(FormFields.NEW_RUN, Refusal.at("service_work", "x")).orElseThrow().field().id());
    }

    @Test
    void aSentenceThatMerelyStartsWithAFieldsNameIsNotTakenForIt() {
        Refusal unplaced = Refusal.invalid("calls: said in words, about no field");
        assertTrue(FormFields.of(FormFields.NEW_RUN, unplaced).isEmpty());
        assertEquals(unplaced.getMessage(), FormFields.inFormWords(FormFields.NEW_RUN, unplaced));
    }

    @Test
    void aPairedRunInAGroupIsTheRequestThePostOfItsFieldsMakes() {
        RunForm form = new RunForm();
        form.setMechanisms(List.of("plain", "mutual-certificates"));
        form.setSizes("100, 1024");
        form.setCalls("40");
        form.getCallOrder().setOrder("rounds-gc");
        form.getCallOrder().setRounds("4");
        form.getCallOrder().setSettle("0");
        form.getGroup().setName(" nightly ");
        form.getGroup().setKind("invocations");
        Workload workload = Workload.DEFAULT;
        // As RunRequestBody reads {"mechanisms": [...], "sizes": [100, 1024], "calls": 40, "warmup": 100, "order": "rounds-gc",
        // "rounds": 4, "settle": 0, "group": "nightly", "group_kind": "invocations"} (the form's warm-up and suite are its defaults).
        RunRequest posted = new RunRequest(List.of("plain", "mutual-certificates"), List.of(100, 1024), 40, RunRequest.DEFAULT_WARMUP,
                "rounds-gc", null, List.of(AlgorithmSuite.DEFAULT.assertion()), workload.shape().id(), workload.direction().id(),
                workload.work().id(), null).labelled(RunLabel.of("", "")).inRounds(4, 0)
                .grouped(new RunGroup("nightly", GroupKind.INVOCATIONS)).warmingUntilSteady(null);
        assertEquals(posted, form.request());
    }

    @Test
    void emptyRoundsSettleAndSteadyFieldsAreTheApisDefaults() {
        RunForm form = new RunForm();
        assertEquals("blocks-gc", form.getCallOrder().getOrder(), "the default order stays blocks-gc");
        assertFalse(form.getCallOrder().isShown(), "no rounds fields under it");
        form.getCallOrder().setOrder("rounds");
        assertTrue(form.getCallOrder().isShown());
        RunRequest paired = form.request();
        assertNull(paired.rounds(), "left out: the API's default");
        assertNull(paired.settle(), "left out: the API's default");
        assertEquals(new Rounds(Rounds.DEFAULT_COUNT, Rounds.DEFAULT_SETTLE), paired.roundsOrDefault().orElseThrow());

        form.getCallOrder().setOrder("blocks");
        form.getWarmUp().setKind(WarmupFields.UNTIL_STEADY);
        form.getWarmUp().setMax("60");
        RunRequest steady = form.request();
        assertEquals(new SteadyWarmup(SteadyWarmup.DEFAULT_WITHIN_PCT, SteadyWarmup.DEFAULT_WINDOW, 60), steady.untilSteady());
        assertNull(steady.warmup(), "the warm-up calls are left out: the rule's max is the cap");
        assertTrue(form.isSteadyWarmup());

        form.setMode(RunForm.SEQUENCES);
        assertFalse(form.isSteadyWarmup(), "a sequences run warms up in rounds: the choice is not its");
        assertNull(form.request().untilSteady());
        assertEquals(RunRequest.DEFAULT_WARMUP, form.request().warmup());
    }

    @Test
    void pairsTypedMakeAPairedRunWithoutTheSizesAndLengthsFields() {
        RunForm form = new RunForm();
        form.setMode(RunForm.SEQUENCES);
        form.setSizes("100, 1024");
        form.getSequenceFields().setRepeats("3");
        form.getSequenceFields().setPairs(" 1000×5, 100 x 1500;10:15000\n 7*5 ");
        RunRequest paired = form.request();
        assertEquals(Sequences.paired(List.of(new Sequences.Pair(1000, 5), new Sequences.Pair(100, 1500), new Sequences.Pair(10, 15000),
                new Sequences.Pair(7, 5)), 3), paired.mode(), "each pair as typed, in order");
        assertNull(paired.sizes(), "the pairs give the sizes: the sizes field is not sent");

        form.getSequenceFields().setPairs("");
        assertEquals(new Sequences(List.of(10, 250, 500, 750, 1000), 3), form.request().mode(), "no pairs: every length at every size");
        assertEquals(List.of(100, 1024), form.request().sizes());
    }

    @Test
    void aMalformedPairIsRefusedBesideThePairsField() {
        RunForm form = new RunForm();
        form.setMode(RunForm.SEQUENCES);
        for (String typed : List.of("1000×5, 100", "1000 by 5", "×5", "1000×5.5", "10000000000×5")) {
            form.getSequenceFields().setPairs(typed);
            Refusal refused = assertThrows(Refusal.class, form::request, typed);
            FormFields.Refused beside = FormFields.of(FormFields.NEW_RUN, refused).orElseThrow();
            assertEquals("pairs", beside.field().id(), typed);
            assertTrue(beside.says().contains("is not a pair; give each as length×size (or length:size)"), beside.says());
        }
    }
}
