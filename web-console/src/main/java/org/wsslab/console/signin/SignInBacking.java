package org.wsslab.console.signin;

import jakarta.enterprise.context.RequestScoped;
import jakarta.faces.context.ExternalContext;
import jakarta.faces.context.FacesContext;
import jakarta.inject.Inject;
import jakarta.inject.Named;
import jakarta.security.enterprise.AuthenticationStatus;
import jakarta.security.enterprise.SecurityContext;
import jakarta.security.enterprise.authentication.mechanism.http.AuthenticationParameters;
import jakarta.security.enterprise.credential.Password;
import jakarta.security.enterprise.credential.UsernamePasswordCredential;
import jakarta.servlet.ServletException;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import java.io.IOException;
import org.wsslab.console.pages.PageMessages;

/**
 * The sign-in form and Sign out. The password goes to the console's one sign-in (ConsoleSignIn, by
 * SecurityContext.authenticate), which checks it against the console's realm; the session then
 * remembers the caller for the pages and the API's downloads.
 */
@Named("signIn")
@RequestScoped
public class SignInBacking {

    @Inject
    SecurityContext security;

    private String name;
    private String password;
    private String next;

    public String signIn() throws IOException, ServletException {
        ExternalContext external = FacesContext.getCurrentInstance().getExternalContext();
        HttpServletRequest request = (HttpServletRequest) external.getRequest();
        AuthenticationStatus status = security.authenticate(request, (HttpServletResponse) external.getResponse(),
                AuthenticationParameters.withParams().newAuthentication(true)
                        .credential(new UsernamePasswordCredential(name, new Password(password))));
        if (status != AuthenticationStatus.SUCCESS) {
            PageMessages.error("Wrong user name or password.");
            return null;
        }
        if (!security.isCallerInRole("operator") && !security.isCallerInRole("viewer")) {
            request.logout();
            external.invalidateSession();
            PageMessages.error("This user has no console role.");
            return null;
        }
        if (request.getSession(false) != null) {
            request.changeSessionId(); // no session fixation: the id a visitor was given before is worth nothing now
        }
        String target = next != null && next.startsWith(external.getRequestContextPath() + "/") && !next.contains("//")
                ? next : external.getRequestContextPath() + "/runs/index.xhtml";
        external.redirect(target);
        return null;
    }

    /** Signs out and forgets the session, so nothing signed-in is answered to its cookie again. */
    public String signOut() throws ServletException {
        ExternalContext external = FacesContext.getCurrentInstance().getExternalContext();
        ((HttpServletRequest) external.getRequest()).logout();
        external.invalidateSession();
        return "/index?faces-redirect=true";
    }

    public String getName() {
        return name;
    }

    public void setName(String name) {
        this.name = name;
    }

    public String getPassword() {
        return password;
    }

    public void setPassword(String password) {
        this.password = password;
    }

    public String getNext() {
        return next;
    }

    public void setNext(String next) {
        this.next = next;
    }
}
