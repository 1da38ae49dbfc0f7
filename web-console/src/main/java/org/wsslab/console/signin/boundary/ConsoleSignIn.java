package org.wsslab.console.signin.boundary;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.security.auth.message.callback.CallerPrincipalCallback;
import jakarta.security.enterprise.AuthenticationException;
import jakarta.security.enterprise.AuthenticationStatus;
import jakarta.security.enterprise.authentication.mechanism.http.HttpAuthenticationMechanism;
import jakarta.security.enterprise.authentication.mechanism.http.HttpMessageContext;
import jakarta.security.enterprise.credential.UsernamePasswordCredential;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import java.io.IOException;
import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;
import java.security.Principal;
import java.util.Arrays;
import java.util.Optional;
import java.util.Set;
import javax.security.auth.callback.Callback;
import javax.security.auth.callback.UnsupportedCallbackException;
import org.wsslab.console.signin.control.BasicCredentials;
import org.wsslab.console.signin.control.ConsoleRealm;

/**
 * The console's one sign-in, for pages and API alike, against one realm (ConsoleRealm). Pages sign
 * in on login.xhtml (SecurityContext.authenticate) and the session remembers the caller; the API
 * takes HTTP Basic on every request, and also the pages' session for reading, so a signed-in page
 * links its downloads to the API. Writing through the API always needs Basic: a session cookie alone
 * would let any other site's form start or delete runs in a signed-in operator's name. Who may do
 * what stays web.xml's; this class only says who is calling.
 */
@ApplicationScoped
public class ConsoleSignIn implements HttpAuthenticationMechanism {

    static final String REALM = "wsslab-console";
    private static final String SIGN_IN_PAGE = "/login.xhtml";
    private static final Set<String> READING = Set.of("GET", "HEAD");

    @Override
    public AuthenticationStatus validateRequest(HttpServletRequest request, HttpServletResponse response, HttpMessageContext context)
            throws AuthenticationException {
        if (context.isAuthenticationRequest() && context.getAuthParameters().getCredential() instanceof UsernamePasswordCredential form) {
            return signIn(context, form.getCaller(), form.getPassword().getValue(), true);
        }
        boolean api = ApiRefusal.isApi(request);
        if (api && context.isProtected()) {
            Optional<BasicCredentials> basic = BasicCredentials.of(request.getHeader("Authorization"));
            if (basic.isPresent()) {
                AuthenticationStatus status = signIn(context, basic.get().user(), basic.get().password(), false);
                return status == AuthenticationStatus.SUCCESS ? status
                        : refuse(response, "wrong user name or password (HTTP Basic, realm " + REALM + ")");
            }
        }
        Principal signedIn = request.getUserPrincipal();
        if (signedIn != null && (!api || READING.contains(request.getMethod()))) {
            return continueSession(context, signedIn);
        }
        if (!context.isProtected()) {
            return context.doNothing();
        }
        if (api) {
            return refuse(response, signedIn != null
                    ? "changing anything through the API needs HTTP Basic credentials of an operator (realm " + REALM
                            + "); a page's sign-in only reads, so no other site can act in a signed-in user's name"
                    : "sign in with HTTP Basic as a console user (realm " + REALM + "): reading needs viewer or operator, "
                            + "changing needs operator");
        }
        String back = request.getRequestURI() + (request.getQueryString() == null ? "" : "?" + request.getQueryString());
        return context.redirect(request.getContextPath() + SIGN_IN_PAGE + "?next=" + URLEncoder.encode(back, StandardCharsets.UTF_8));
    }

    private static AuthenticationStatus signIn(HttpMessageContext context, String user, char[] password, boolean remember)
            throws AuthenticationException {
        boolean accepted;
        try {
            accepted = ConsoleRealm.accepts(context, user, password);
        } finally {
            Arrays.fill(password, '\0');
        }
        if (!accepted) {
            return AuthenticationStatus.SEND_FAILURE;
        }
        if (remember) {
            context.setRegisterSession(user, Set.of());
        }
        // The groups are the realm's: GlassFish adds those of the caller named here, glassfish-web.xml maps them to roles.
        return context.notifyContainerAboutLogin(user, Set.of());
    }

    /** The caller the session remembers (Jakarta Authentication's way: hand the container its own principal back). */
    private static AuthenticationStatus continueSession(HttpMessageContext context, Principal signedIn) throws AuthenticationException {
        try {
            context.getHandler().handle(new Callback[]{new CallerPrincipalCallback(context.getClientSubject(), signedIn)});
        } catch (IOException | UnsupportedCallbackException e) {
            throw new AuthenticationException("the container did not take back the session's caller", e);
        }
        return AuthenticationStatus.SUCCESS;
    }

    private static AuthenticationStatus refuse(HttpServletResponse response, String message) throws AuthenticationException {
        try {
            ApiRefusal.unauthorized(response, message);
        } catch (IOException e) {
            throw new AuthenticationException("could not answer 401", e);
        }
        return AuthenticationStatus.SEND_FAILURE;
    }
}
