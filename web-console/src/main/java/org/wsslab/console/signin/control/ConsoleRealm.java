package org.wsslab.console.signin.control;

import jakarta.security.auth.message.callback.PasswordValidationCallback;
import jakarta.security.enterprise.AuthenticationException;
import jakarta.security.enterprise.authentication.mechanism.http.HttpMessageContext;
import java.io.IOException;
import javax.security.auth.Subject;
import javax.security.auth.callback.Callback;
import javax.security.auth.callback.UnsupportedCallbackException;

/**
 * The console's one identity store is the wsslab-console realm that bin/domain-setup fills (web.xml's
 * login-config names it), so every user keeps the password they have. Jakarta Security has no
 * identity store for a container realm; Jakarta Authentication's password validation callback is the
 * portable way to ask the container's, and the form and HTTP Basic both ask it here.
 */
public final class ConsoleRealm {

    private ConsoleRealm() {
    }

    /** Whether the realm knows this user with this password; the groups follow from the realm once the caller is named. */
    public static boolean accepts(HttpMessageContext context, String user, char[] password) throws AuthenticationException {
        if (user == null || user.isBlank() || password == null) {
            return false;
        }
        // A subject of its own: the check's principals must not become the caller's before it is named.
        PasswordValidationCallback check = new PasswordValidationCallback(new Subject(), user, password);
        try {
            context.getHandler().handle(new Callback[]{check});
        } catch (IOException | UnsupportedCallbackException e) {
            throw new AuthenticationException("the container could not check a console password", e);
        }
        return check.getResult();
    }
}
