package org.wsslab.console.pages;

import jakarta.faces.context.FacesContext;
import java.io.IOException;
import java.io.UncheckedIOException;
import org.wsslab.console.signin.boundary.ContainerErrors;

/**
 * Answers a page's request with the lab's error page and its status, instead of the page about a run
 * or verification that is not there: a wrong link is a 404 a reader and a crawler both understand.
 */
public final class PageErrors {

    private PageErrors() {
    }

    /** The id names nothing stored (or is not an id at all). */
    public static void notFound(String message) {
        send(404, message);
    }

    /** The request lacks what the page needs, or gives it in a form the page cannot read. */
    public static void badRequest(String message) {
        send(400, message);
    }

    /** The run is of a mode the page has nothing to show for (a growth run's decision view). */
    public static void conflict(String message) {
        send(409, message);
    }

    private static void send(int status, String message) {
        FacesContext faces = FacesContext.getCurrentInstance();
        faces.getExternalContext().getRequestMap().put(ContainerErrors.MESSAGE, message);
        try {
            faces.getExternalContext().responseSendError(status, message);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        faces.responseComplete();
    }
}
