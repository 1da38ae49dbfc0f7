package org.wsslab.target.boundary;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.wsslab.client.control.TargetAddresses;
import org.wsslab.refusal.Refusal;

class TargetRegistrationTest {

    private static String refusedField(TargetRegistration registration) {
        Refusal refused = assertThrows(Refusal.class, registration::check);
        assertEquals(1, refused.fields().size(), refused.getMessage());
        assertTrue(refused.getMessage().startsWith(refused.fields().get(0).path() + ": "), refused.getMessage());
        return refused.fields().get(0).path();
    }

    @Test
    void aGoodRegistrationGivesItsAddresses() {
        assertEquals(new TargetAddresses("bench-2.example.org", 9080, 9181),
                new TargetRegistration("bench-2", "bench-2.example.org", 9080, 9181).check());
    }

    @Test
    void theNameIsShortLowerCaseNotTheLabs() {
        assertEquals("name", refusedField(new TargetRegistration(null, "h", 1, 2)));
        assertEquals("name", refusedField(new TargetRegistration("", "h", 1, 2)));
        assertEquals("name", refusedField(new TargetRegistration("Bench", "h", 1, 2)));
        assertEquals("name", refusedField(new TargetRegistration("bench 2", "h", 1, 2)));
        assertEquals("name", refusedField(new TargetRegistration("a".repeat(41), "h", 1, 2)));
        assertEquals("name", refusedField(new TargetRegistration("lab", "h", 1, 2)));
        new TargetRegistration("a".repeat(40), "h", 1, 2).check();
    }

    @Test
    void theHostIsANameOrAnIpLiteral() {
        for (String host : new String[]{"localhost", "bench-2.example.org", "192.0.2.7", "::1", "[::1]", "fe80::1", "h"}) {
            assertTrue(TargetRegistration.validHost(host), host);
        }
        for (String host : new String[]{"", "bench_2", "-bench", "bench-", "a..b", "256.1.1.1", "1.2.3", "[::1", "::g",
                "http://bench-2", "bench-2:8080", "a b"}) {
            assertFalse(TargetRegistration.validHost(host), host);
        }
        assertEquals("host", refusedField(new TargetRegistration("b", null, 1, 2)));
        assertEquals("host", refusedField(new TargetRegistration("b", "http://bench-2", 1, 2)));
    }

    @Test
    void portsAreFromOneTo65535() {
        assertEquals("http_port", refusedField(new TargetRegistration("b", "h", null, 2)));
        assertEquals("http_port", refusedField(new TargetRegistration("b", "h", 0, 2)));
        assertEquals("https_port", refusedField(new TargetRegistration("b", "h", 1, 65536)));
        new TargetRegistration("b", "h", 65535, 1).check();
    }
}
