package org.wsslab.cxf;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.io.IOException;
import javax.security.auth.callback.Callback;
import javax.security.auth.callback.UnsupportedCallbackException;
import org.apache.wss4j.common.ext.WSPasswordCallback;
import org.junit.jupiter.api.Test;

class LabPasswordsTest {

    private final LabPasswords passwords = new LabPasswords("alice", "user-secret".toCharArray(),
            "store-secret".toCharArray());

    @Test
    void theEndpointUsersPasswordGoesIntoItsUsernameToken() throws Exception {
        WSPasswordCallback asked = new WSPasswordCallback("alice", WSPasswordCallback.USERNAME_TOKEN);
        passwords.handle(new Callback[]{asked});
        assertEquals("user-secret", asked.getPassword());
    }

    @Test
    void privateKeysGetTheStoresPassword() throws Exception {
        WSPasswordCallback signing = new WSPasswordCallback(ClientStores.CLIENT_ALIAS, WSPasswordCallback.SIGNATURE);
        WSPasswordCallback decrypting = new WSPasswordCallback(ClientStores.CLIENT_ALIAS, WSPasswordCallback.DECRYPT);
        passwords.handle(new Callback[]{signing, decrypting});
        assertEquals("store-secret", signing.getPassword());
        assertEquals("store-secret", decrypting.getPassword());
    }

    @Test
    void anotherUsersPasswordIsNotGiven() {
        WSPasswordCallback asked = new WSPasswordCallback("mallory", WSPasswordCallback.USERNAME_TOKEN);
        assertThrows(IOException.class, () -> passwords.handle(new Callback[]{asked}));
    }

    @Test
    void aPasswordForAnythingElseIsRefused() {
        WSPasswordCallback asked = new WSPasswordCallback("sct", WSPasswordCallback.SECURITY_CONTEXT_TOKEN);
        assertThrows(UnsupportedCallbackException.class, () -> passwords.handle(new Callback[]{asked}));
    }
}
