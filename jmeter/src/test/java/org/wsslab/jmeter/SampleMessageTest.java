package org.wsslab.jmeter;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

class SampleMessageTest {

    private static final SampleMessage CALL = new SampleMessage("run-12", 3, 7, 41, false, true, 1_234_567, 890_000, 12_000_000_000L,
            "bench-2/4711", null);

    @Test
    void aCallIsWrittenInTheGrammarTheImportReads() {
        assertEquals("wsslab v=1 plan=run-12 cell=3 thread=7 i=41 warmup=0 initial=1 ns=1234567 cpu=890000 pcpu=12000000000"
                + " engine=bench-2/4711", CALL.format());
    }

    @Test
    void aFormattedCallParsesBackToItself() {
        assertEquals(CALL, SampleMessage.parse(CALL.format()));
        SampleMessage failed = CALL.failedWith("WebServiceException: refused error=twice, then cpu=1");
        assertTrue(failed.format().endsWith(" engine=bench-2/4711 error=WebServiceException: refused error=twice, then cpu=1"),
                failed.format());
        assertEquals(failed, SampleMessage.parse(failed.format()));
        assertTrue(SampleMessage.parse(failed.format()).failed());
        assertFalse(SampleMessage.parse(CALL.format()).failed());
    }

    @Test
    void anUnknownProcessCpuIsMinusOne() {
        SampleMessage unknown = new SampleMessage("p", 0, 0, 0, true, false, 0, 0, -1, "e", null);
        assertEquals(-1, SampleMessage.parse(unknown.format()).pcpu());
        assertThrows(IllegalArgumentException.class, () -> new SampleMessage("p", 0, 0, 0, true, false, 0, 0, -2, "e", null));
    }

    @Test
    void anErrorIsOneLineOfAtMost2000Characters() {
        SampleMessage failed = CALL.failedWith("first line\r\nsecond line\n" + "x".repeat(3000));
        assertTrue(failed.error().startsWith("first line second line x"), failed.error());
        assertEquals(SampleMessage.MAX_ERROR, failed.error().length());
        assertFalse(failed.format().contains("\n"));
    }

    @Test
    void aPlanOrEngineWithWhitespaceCannotBeWritten() {
        assertThrows(IllegalArgumentException.class, () -> new SampleMessage("my plan", 0, 0, 0, false, false, 0, 0, 0, "e", null));
        assertThrows(IllegalArgumentException.class, () -> new SampleMessage("p", 0, 0, 0, false, false, 0, 0, 0, "host 1", null));
        assertThrows(IllegalArgumentException.class, () -> new SampleMessage("", 0, 0, 0, false, false, 0, 0, 0, "e", null));
    }

    @Test
    void whatIsNotTheGrammarIsRefusedNamingTheField() {
        String line = CALL.format();
        assertRefused("not a wsslab v=1 sample message", line.replace("v=1", "v=2"));
        assertRefused("not a wsslab v=1 sample message", "OK");
        assertRefused("not a wsslab v=1 sample message", null);
        assertRefused("warmup must be 0 or 1, not 'yes'", line.replace("warmup=0", "warmup=yes"));
        assertRefused("ns must be a whole number, not '1.5'", line.replace("ns=1234567", "ns=1.5"));
        assertRefused("cell is out of range: 99999999999", line.replace("cell=3", "cell=99999999999"));
        assertRefused("field 4 must be i=…, not 'iteration=41'", line.replace("i=41", "iteration=41"));
        assertRefused("has 10 fields before any error", line.replace(" pcpu=12000000000", ""));
        assertRefused("cpu must be from 0, not -5", line.replace("cpu=890000", "cpu=-5"));
    }

    private static void assertRefused(String says, String line) {
        IllegalArgumentException refused = assertThrows(IllegalArgumentException.class, () -> SampleMessage.parse(line));
        assertTrue(refused.getMessage().contains(says), refused.getMessage());
    }
}
