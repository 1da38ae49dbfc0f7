package org.wsslab.console.view;

import jakarta.enterprise.context.RequestScoped;
import jakarta.faces.context.ExternalContext;
import jakarta.faces.context.FacesContext;
import jakarta.inject.Inject;
import jakarta.inject.Named;
import jakarta.servlet.ServletException;
import jakarta.servlet.http.HttpServletRequest;
import java.io.IOException;

/**
 * The sign-in form: the password is checked by the container against the console's realm
 * (HttpServletRequest.login), the roles read there, and the container login dropped again: the
 * session remembers the console user, nothing else does.
 */
@Named("signIn")
@RequestScoped
public class SignInBacking {

    @Inject
    ConsoleUser user;

    private String name;
    private String password;
    private String next;

    public String signIn() throws IOException, ServletException {
        FacesContext faces = FacesContext.getCurrentInstance();
        HttpServletRequest request = (HttpServletRequest) faces.getExternalContext().getRequest();
        try {
            request.login(name, password);
        } catch (ServletException e) {
            PageMessages.error("Wrong user name or password.");
            return null;
        }
        boolean operator = request.isUserInRole("operator");
        boolean viewer = request.isUserInRole("viewer");
        request.logout();
        if (!operator && !viewer) {
            PageMessages.error("This user has no console role.");
            return null;
        }
        request.changeSessionId(); // no session fixation
        user.signIn(name, operator);
        ExternalContext external = faces.getExternalContext();
        String target = next != null && next.startsWith(external.getRequestContextPath() + "/") && !next.contains("//")
                ? next : external.getRequestContextPath() + "/runs/index.xhtml";
        external.redirect(target);
        return null;
    }

    public String signOut() {
        user.signOut();
        FacesContext.getCurrentInstance().getExternalContext().invalidateSession();
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
