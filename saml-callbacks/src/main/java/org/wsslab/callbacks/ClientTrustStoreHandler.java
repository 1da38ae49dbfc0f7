package org.wsslab.callbacks;

import com.sun.xml.wss.impl.callback.KeyStoreCallback;
import javax.security.auth.callback.Callback;
import javax.security.auth.callback.CallbackHandler;
import javax.security.auth.callback.UnsupportedCallbackException;

/** Named by {@code sc:TrustStore callbackHandler} in wsit-client files: the certificates the client trusts. */
public class ClientTrustStoreHandler implements CallbackHandler {

    @Override
    public void handle(Callback[] callbacks) throws UnsupportedCallbackException {
        for (Callback callback : callbacks) {
            if (callback instanceof KeyStoreCallback store) {
                store.setKeystore(LabKeyStores.configured().trustStore());
            } else {
                throw new UnsupportedCallbackException(callback);
            }
        }
    }
}
