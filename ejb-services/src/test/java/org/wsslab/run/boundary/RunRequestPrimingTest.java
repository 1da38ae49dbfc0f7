package org.wsslab.run.boundary;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.wsslab.refusal.Refusal;
import org.wsslab.run.entity.Growth;
import org.wsslab.run.entity.Priming;

/** A run's priming: absent by default, its calls per endpoint and size refused outside 1 to 100,000 at priming.calls. */
class RunRequestPrimingTest {

    private static void refuses(String sentence, RunRequest request) {
        Refusal refused = assertThrows(Refusal.class, request::check);
        assertEquals(sentence, refused.getMessage());
        assertEquals(List.of("priming.calls"), refused.fields().stream().map(field -> field.path()).toList());
    }

    @Test
    void aRunPrimesNothingUnlessAsked() {
        assertNull(RunRequest.defaults().check().priming());
    }

    @Test
    void callsOutsideTheRangeAreRefusedAtTheirPathSayingBothEnds() {
        refuses("priming.calls: 0 is not allowed; priming calls per endpoint and size are from 1 to 100000",
                RunRequest.defaults().primed(new Priming(0)));
        refuses("priming.calls: 100001 is not allowed; priming calls per endpoint and size are from 1 to 100000",
                RunRequest.defaults().primed(new Priming(100_001)));
        refuses("priming.calls: -5 is not allowed; priming calls per endpoint and size are from 1 to 100000",
                RunRequest.defaults().primed(new Priming(-5)));
    }

    @Test
    void theEndsOfTheRangeAreAllowedWithAnyMode() {
        assertEquals(new Priming(1), RunRequest.defaults().primed(new Priming(1)).check().priming());
        assertEquals(new Priming(100_000), RunRequest.defaults().primed(new Priming(100_000)).check().priming());
        new RunRequest(null, null, null, null, null, new Growth(12, 12, 10), null, null, null, null).primed(new Priming(5)).check();
    }

    @Test
    void aFieldCheckedBeforeItIsRefusedFirst() {
        Refusal refused = assertThrows(Refusal.class,
                () -> new RunRequest(null, null, 0, null, null).primed(new Priming(0)).check());
        assertEquals("calls", refused.fields().get(0).path());
    }

    @Test
    void theCopiesOfARequestKeepItsPriming() {
        RunRequest primed = RunRequest.defaults().primed(new Priming(7));
        assertEquals(new Priming(7), primed.inRounds(null, null).grouped(null).warmingUntilSteady(null).labelled(null).priming());
    }
}
