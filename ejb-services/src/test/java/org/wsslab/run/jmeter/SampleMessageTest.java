package org.wsslab.run.jmeter;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.api.Test;

/** The sampler's message, written and read back, and every way a text is not one refused by its key. */
class SampleMessageTest {

    private static final String OK = "wsslab v=1 plan=run7-0a1b2c3d4e5f cell=3 thread=1 i=12 warmup=0 initial=1 ns=1834567 cpu=912000"
            + " pcpu=-1 engine=host-a";

    @Test
    void aCallThatSucceededReadsBackAsWritten() {
        SampleMessage message = SampleMessage.parse(OK);
        assertEquals(new SampleMessage("run7-0a1b2c3d4e5f", 3, 1, 12, false, true, 1_834_567, 912_000, -1, "host-a", null), message);
        assertEquals(OK, message.format());
        assertTrue(message.ok());
    }

    @Test
    void aFailedCallsErrorRunsToTheEndOverCommasAndLines() {
        String text = OK + " error=SOAPFaultException: InvalidSecurity, \"bad\" signature\n\tat line 2";
        SampleMessage message = SampleMessage.parse(text);
        assertEquals("SOAPFaultException: InvalidSecurity, \"bad\" signature\n\tat line 2", message.error());
        assertEquals(text, message.format());
        // A failure the sampler could not put in words is still one: the message never ends at "error=".
        SampleMessage blank = new SampleMessage("run7-0a1b2c3d4e5f", 3, 1, 12, false, true, 1_834_567, 912_000, -1, "host-a", " ");
        assertEquals(OK + " error=unknown error", blank.format());
        assertEquals("", SampleMessage.parse(OK + " error=").error(), "a failure all the same, whatever its text");
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
            "echoed|does not start with \"wsslab \"",
            "wsslab v=2 plan=p cell=0 thread=0 i=0 warmup=0 initial=0 ns=1 cpu=1 pcpu=1 engine=e|v is 2",
            "wsslab v=1 cell=0 plan=p thread=0 i=0 warmup=0 initial=0 ns=1 cpu=1 pcpu=1 engine=e|expected plan=",
            "wsslab v=1 plan=p cell=x thread=0 i=0 warmup=0 initial=0 ns=1 cpu=1 pcpu=1 engine=e|cell is x",
            "wsslab v=1 plan=p cell=0 thread=-1 i=0 warmup=0 initial=0 ns=1 cpu=1 pcpu=1 engine=e|thread is -1",
            "wsslab v=1 plan=p cell=0 thread=0 i=+1 warmup=0 initial=0 ns=1 cpu=1 pcpu=1 engine=e|i is +1",
            "wsslab v=1 plan=p cell=0 thread=0 i=0 warmup=2 initial=0 ns=1 cpu=1 pcpu=1 engine=e|warmup is 2",
            "wsslab v=1 plan=p cell=0 thread=0 i=0 warmup=0 initial=0 ns=-5 cpu=1 pcpu=1 engine=e|ns is -5",
            "wsslab v=1 plan=p cell=0 thread=0 i=0 warmup=0 initial=0 ns=1 cpu=1 pcpu=-2 engine=e|pcpu is -2",
            "wsslab v=1 plan=p cell=0 thread=0 i=0 warmup=0 initial=0 ns=1 cpu=1 pcpu=1|expected engine=",
            "wsslab v=1 plan=p cell=0 thread=0 i=0 warmup=0 initial=0 ns=1 cpu=1 pcpu=1 engine=|engine is empty",
            "wsslab v=1 plan=p cell=0 thread=0 i=0 warmup=0 initial=0 ns=1 cpu=1 pcpu=1 engine=e extra=1|end of the message or",
            "wsslab v=1 plan=p cell=99999999999 thread=0 i=0 warmup=0 initial=0 ns=1 cpu=1 pcpu=1 engine=e|cell is 99999999999; it is at most",
            "wsslab v=1  plan=p cell=0 thread=0 i=0 warmup=0 initial=0 ns=1 cpu=1 pcpu=1 engine=e|expected plan="})
    void anythingElseIsRefusedNamingTheKey(String text, String says) {
        SampleMessage.Malformed refused = assertThrows(SampleMessage.Malformed.class, () -> SampleMessage.parse(text));
        assertTrue(refused.getMessage().contains(says), refused.getMessage());
    }

    @Test
    void theSamplersErrorIsOneLineOfAtMostTwoThousandCharacters() {
        SampleMessage failed = SampleMessage.parse(OK).failedWith("first line\r\nsecond line\n" + "x".repeat(3000));
        assertTrue(failed.error().startsWith("first line second line x"), failed.error());
        assertEquals(SampleMessage.MAX_ERROR, failed.error().length());
        assertFalse(failed.format().contains("\n"));
        assertEquals(failed, SampleMessage.parse(failed.format()));
    }
}
