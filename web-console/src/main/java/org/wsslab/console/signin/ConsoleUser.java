package org.wsslab.console.signin;

import jakarta.enterprise.context.RequestScoped;
import jakarta.inject.Inject;
import jakarta.inject.Named;
import jakarta.servlet.http.HttpServletRequest;
import java.security.Principal;

/**
 * Who is signed in to the console's pages, and in which role: the one sign-in's caller, as the pages
 * ask it. Read from the request the sign-in authenticated rather than from Jakarta Security's context,
 * which the server leaves without a policy context in an error page's dispatch (error.xhtml).
 */
@Named
@RequestScoped
public class ConsoleUser {

    @Inject
    HttpServletRequest request;

    public boolean isSignedIn() {
        return request.getUserPrincipal() != null;
    }

    public String getName() {
        Principal caller = request.getUserPrincipal();
        return caller == null ? null : caller.getName();
    }

    /** May start, cancel, resume and delete runs. */
    public boolean isOperator() {
        return request.isUserInRole("operator");
    }
}
