package org.wsslab.console.pages;

import jakarta.enterprise.context.RequestScoped;
import jakarta.faces.context.ExternalContext;
import jakarta.faces.context.FacesContext;
import jakarta.inject.Named;
import jakarta.servlet.RequestDispatcher;
import org.wsslab.console.signin.boundary.ContainerErrors;

/**
 * Backs error.xhtml, the page ContainerErrors forwards a page's error to: what went wrong in the
 * reader's words, and where to go on from there. Opened directly, it is a page about nothing gone wrong.
 */
@Named
@RequestScoped
public class ErrorPageBacking {

    public int getStatus() {
        return attribute(RequestDispatcher.ERROR_STATUS_CODE) instanceof Integer status ? status : 200;
    }

    /** The page's heading: the kind of error, in words. */
    public String getTitle() {
        return switch (getStatus()) {
            case 400 -> "Not a request the console understands";
            case 401 -> "Sign-in needed";
            case 403 -> "Not allowed";
            case 404 -> "Not found";
            case 409 -> "Not for this run";
            case 500 -> "The server failed";
            case 200 -> "Nothing went wrong";
            default -> "Error " + getStatus();
        };
    }

    public String getMessage() {
        if (attribute(ContainerErrors.MESSAGE) instanceof String message) {
            return message.substring(0, 1).toUpperCase() + message.substring(1) + (message.endsWith(".") ? "" : ".");
        }
        return "This page shows what went wrong when another page could not be shown.";
    }

    private static Object attribute(String name) {
        ExternalContext context = FacesContext.getCurrentInstance().getExternalContext();
        return context.getRequestMap().get(name);
    }
}
