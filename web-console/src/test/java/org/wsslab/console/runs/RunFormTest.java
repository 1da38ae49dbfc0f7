package org.wsslab.console.runs;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.wsslab.refusal.Refusal;

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
}
