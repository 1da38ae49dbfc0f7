package org.wsslab.console.signin.control;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.util.Base64;
import org.junit.jupiter.api.Test;

class BasicCredentialsTest {

    private static String basic(byte[] userColonPassword) {
        return "Basic " + Base64.getEncoder().encodeToString(userColonPassword);
    }

    @Test
    void userAndPasswordAreSplitAtTheFirstColonAndThePasswordMayHoldColonsAndNonAscii() {
        BasicCredentials read = BasicCredentials.of(basic("viewer:pä:ss".getBytes(StandardCharsets.UTF_8))).orElseThrow();
        assertEquals("viewer", read.user());
        assertArrayEquals("pä:ss".toCharArray(), read.password());
        assertEquals("operator",
                BasicCredentials.of("basic  " + Base64.getEncoder().encodeToString("operator:x".getBytes(StandardCharsets.UTF_8)))
                        .orElseThrow().user(),
                "the scheme is case-insensitive, blanks around the token are allowed");
    }

    @Test
    void anythingButBasicBase64OfUtf8UserColonPasswordIsNoCredential() {
        assertTrue(BasicCredentials.of(null).isEmpty(), "no header");
        assertTrue(BasicCredentials.of("Bearer abc").isEmpty(), "another scheme");
        assertTrue(BasicCredentials.of("Basic not*base64").isEmpty(), "not base64");
        assertTrue(BasicCredentials.of(basic("nocolon".getBytes(StandardCharsets.UTF_8))).isEmpty(), "no colon");
        assertTrue(BasicCredentials.of(basic(":password".getBytes(StandardCharsets.UTF_8))).isEmpty(), "no user");
        assertTrue(BasicCredentials.of(basic(new byte[]{'a', ':', (byte) 0xC3})).isEmpty(), "not UTF-8");
    }
}
