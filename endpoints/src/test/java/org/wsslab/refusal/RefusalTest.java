package org.wsslab.refusal;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.List;
import org.junit.jupiter.api.Test;

class RefusalTest {

    @Test
    void aRefusalAtAFieldSaysItInItsSentenceAndNamesItsPath() {
        Refusal refusal = Refusal.at("mode.growth.step", "0 is not allowed; each call grows by at least 1 B");
        assertEquals("mode.growth.step: 0 is not allowed; each call grows by at least 1 B", refusal.getMessage());
        assertEquals(Refusal.Kind.INVALID, refusal.kind());
        assertEquals(List.of(new RefusedField("mode.growth.step", "0 is not allowed; each call grows by at least 1 B")), refusal.fields());
    }

    @Test
    void aRefusalAboutTheWholeRequestNamesNoFieldEvenWhenItsSentenceHasAColon() {
        assertEquals(List.of(), Refusal.invalid("calls: said in words only").fields());
        assertEquals(List.of(), Refusal.notFound("run 7").fields());
    }

    @Test
    void withinPrefixesTheSentenceAndEveryPath() {
        Refusal refusal = Refusal.unknownMechanism("mechanism", "nope").within("results[2]");
        assertEquals("results[2].mechanism", refusal.fields().get(0).path());
        assertEquals("results[2]." + Refusal.unknownMechanism("mechanism", "nope").getMessage(), refusal.getMessage());
    }

    @Test
    void aFieldTheLabsStateRefusesIsAConflictThatNamesIt() {
        Refusal refusal = Refusal.at("mechanism", "'plain' is not available now (no WSDL)").as(Refusal.Kind.CONFLICT);
        assertEquals(Refusal.Kind.CONFLICT, refusal.kind());
        assertEquals("mechanism: 'plain' is not available now (no WSDL)", refusal.getMessage());
        assertEquals(List.of(new RefusedField("mechanism", "'plain' is not available now (no WSDL)")), refusal.fields());
    }

    @Test
    void aRepeatedValueIsRefusedAtItsList() {
        Refusal refusal = assertThrows(Refusal.class, () -> Refusal.ifRepeated("sizes", List.of(100, 200, 100)));
        assertEquals("sizes: 100 is given twice; give each once", refusal.getMessage());
        assertEquals("sizes", refusal.fields().get(0).path());
    }
}
