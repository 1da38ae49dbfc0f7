package org.wsslab.callbacks;

import com.sun.xml.wss.impl.callback.KeyStoreCallback;
import com.sun.xml.wss.impl.callback.PrivateKeyCallback;
import javax.security.auth.callback.Callback;
import javax.security.auth.callback.CallbackHandler;
import javax.security.auth.callback.UnsupportedCallbackException;

/** Named by {@code sc:KeyStore callbackHandler} in wsit-client files: hands Metro the client's keys. */
public class ClientKeyStoreHandler implements CallbackHandler {

    @Override
    public void handle(Callback[] callbacks) throws UnsupportedCallbackException {
        LabKeyStores stores = LabKeyStores.configured();
        for (Callback callback : callbacks) {
            if (callback instanceof KeyStoreCallback store) {
                store.setKeystore(stores.keyStore());
            } else if (callback instanceof PrivateKeyCallback key) {
                key.setKey(stores.privateKey(key.getAlias()));
            } else {
                throw new UnsupportedCallbackException(callback);
            }
        }
    }
}
