package org.wsslab.cxf;

import java.io.IOException;
import javax.security.auth.callback.Callback;
import javax.security.auth.callback.CallbackHandler;
import javax.security.auth.callback.UnsupportedCallbackException;
import org.apache.wss4j.common.ext.WSPasswordCallback;

/**
 * CXF's {@code security.callback-handler}: WSS4J asks it for every password it needs, so none is put in a
 * request context or a policy. The endpoint user's password goes only into username tokens (or keys derived
 * from it), the store's only to private keys.
 */
final class LabPasswords implements CallbackHandler {

    private final String user;
    private final char[] userPassword;
    private final char[] storePassword;

    LabPasswords(String user, char[] userPassword, char[] storePassword) {
        this.user = user;
        this.userPassword = userPassword.clone();
        this.storePassword = storePassword.clone();
    }

    @Override
    public void handle(Callback[] callbacks) throws IOException, UnsupportedCallbackException {
        for (Callback callback : callbacks) {
            if (!(callback instanceof WSPasswordCallback asked)) {
                throw new UnsupportedCallbackException(callback);
            }
            switch (asked.getUsage()) {
                case WSPasswordCallback.USERNAME_TOKEN -> {
                    if (!user.equals(asked.getIdentifier())) {
                        throw new IOException("no password for user '" + asked.getIdentifier() + "': the lab's client "
                                + "authenticates as '" + user + "'");
                    }
                    asked.setPassword(new String(userPassword));
                }
                case WSPasswordCallback.SIGNATURE, WSPasswordCallback.DECRYPT -> asked.setPassword(new String(storePassword));
                default -> throw new UnsupportedCallbackException(callback,
                        "WSS4J asked for a password of usage " + asked.getUsage() + ", which the lab's client does not hold");
            }
        }
    }
}
