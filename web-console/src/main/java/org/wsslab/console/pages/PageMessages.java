package org.wsslab.console.pages;

import jakarta.faces.application.FacesMessage;
import jakarta.faces.context.FacesContext;

/** Messages for the page being answered (its p:messages), the one way every backing bean reports. */
public final class PageMessages {

    private PageMessages() {
    }

    /** Something refused or wrong, in words that say what is allowed. */
    public static void error(String text) {
        add(FacesMessage.SEVERITY_ERROR, text);
    }

    /** Something refused or wrong about one field, shown beside it (its h:message). */
    public static void errorAt(String clientId, String text) {
        FacesContext.getCurrentInstance().addMessage(clientId, new FacesMessage(FacesMessage.SEVERITY_ERROR, text, null));
    }

    public static void add(FacesMessage.Severity severity, String text) {
        FacesContext.getCurrentInstance().addMessage(null, new FacesMessage(severity, text, null));
    }
}
