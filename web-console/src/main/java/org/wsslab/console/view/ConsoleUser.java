package org.wsslab.console.view;

import jakarta.enterprise.context.RequestScoped;
import jakarta.inject.Inject;
import jakarta.inject.Named;
import jakarta.security.enterprise.SecurityContext;
import java.security.Principal;

/** Who is signed in to the console's pages, and in which role: the one sign-in's caller, as the pages ask it. */
@Named
@RequestScoped
public class ConsoleUser {

    @Inject
    SecurityContext security;

    public boolean isSignedIn() {
        return security.getCallerPrincipal() != null;
    }

    public String getName() {
        Principal caller = security.getCallerPrincipal();
        return caller == null ? null : caller.getName();
    }

    /** May start, cancel, resume and delete runs. */
    public boolean isOperator() {
        return security.isCallerInRole("operator");
    }
}
