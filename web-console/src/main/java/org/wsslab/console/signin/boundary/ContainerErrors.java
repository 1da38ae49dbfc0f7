package org.wsslab.console.signin.boundary;

import jakarta.servlet.DispatcherType;
import jakarta.servlet.RequestDispatcher;
import jakarta.servlet.ServletException;
import jakarta.servlet.annotation.WebServlet;
import jakarta.servlet.http.HttpServlet;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import java.io.IOException;
import java.util.Set;
import java.util.logging.Level;
import java.util.logging.Logger;

/**
 * web.xml's error page for every error status answered without a body of the lab's own: 401 and 403
 * when web.xml's rules refuse a caller (a viewer writing), saying which role is needed; 404 for a path
 * that is no page or resource, or a page's unknown id (PageErrors); 400 for an id that is no id; 409
 * for a page a run of its mode has not (PageErrors); 500 when a request failed. The API gets JSON like
 * its other errors; a page gets the lab's error page (error.xhtml, in the console's layout), with the
 * same sentence.
 *
 * <p>The one guard of unexpected failures, for pages, exports and API alike (an exception no mapper or
 * page caught reaches the container, which forwards it here): the reader is told what failed and that
 * the server log has the details, and the exception goes to that log only. Its name and message are a
 * developer's words, and may carry what a reader should not see.
 */
@WebServlet(ContainerErrors.PATH)
public class ContainerErrors extends HttpServlet {

    static final String PATH = "/errors";
    /** The request attribute a page sets before sending an error: the sentence its reader is shown. */
    public static final String MESSAGE = "org.wsslab.console.error.message";
    private static final String PAGE = "/error.xhtml";

    private static final long serialVersionUID = 1L;
    private static final Logger LOG = Logger.getLogger(ContainerErrors.class.getName());
    private static final Set<String> READING = Set.of("GET", "HEAD");

    @Override
    protected void service(HttpServletRequest request, HttpServletResponse response) throws IOException, ServletException {
        if (request.getDispatcherType() != DispatcherType.ERROR) {
            response.sendError(HttpServletResponse.SC_NOT_FOUND);
            return;
        }
        String uri = (String) request.getAttribute(RequestDispatcher.ERROR_REQUEST_URI);
        int status = (Integer) request.getAttribute(RequestDispatcher.ERROR_STATUS_CODE);
        String message = message(request, uri, status);
        if (ApiRefusal.isApi(request.getContextPath(), uri)) {
            if (status == HttpServletResponse.SC_UNAUTHORIZED) {
                ApiRefusal.unauthorized(response, message);
            } else {
                ApiRefusal.write(response, status, message);
            }
            return;
        }
        request.setAttribute(MESSAGE, message);
        response.setStatus(status);
        request.getRequestDispatcher(PAGE).forward(request, response);
    }

    private static String message(HttpServletRequest request, String uri, int status) {
        if (request.getAttribute(MESSAGE) instanceof String given) {
            return given;
        }
        return switch (status) {
            case HttpServletResponse.SC_UNAUTHORIZED -> "sign in as a console user (realm " + ConsoleSignIn.REALM + ")";
            case HttpServletResponse.SC_FORBIDDEN -> forbidden(request, uri);
            case HttpServletResponse.SC_NOT_FOUND -> "there is nothing at " + uri;
            case HttpServletResponse.SC_INTERNAL_SERVER_ERROR -> failure(request, uri);
            default -> request.getMethod() + " " + uri + " was answered " + status;
        };
    }

    private static String failure(HttpServletRequest request, String uri) {
        if (request.getAttribute(RequestDispatcher.ERROR_EXCEPTION) instanceof Throwable cause) {
            LOG.log(Level.SEVERE, request.getMethod() + " " + uri + " failed", cause);
        }
        return failed(request.getMethod(), uri);
    }

    /** What an unexpected failure says, wherever it is answered: what failed, and where its details are. */
    public static String failed(String method, String uri) {
        return "the server failed to answer " + method + " " + uri + "; the server log has the details";
    }

    private static String forbidden(HttpServletRequest request, String uri) {
        if (request.isUserInRole("operator")) {
            return request.getMethod() + " " + uri + " is open to no one";
        }
        String who = request.getRemoteUser() == null ? "nobody is signed in"
                : request.isUserInRole("viewer") ? request.getRemoteUser() + " is a viewer, who only reads"
                        : request.getRemoteUser() + " has no console role";
        boolean reading = READING.contains(request.getMethod()) && !uri.contains("/api/harness/");
        return request.getMethod() + " " + uri + " needs the " + (reading ? "viewer or operator" : "operator") + " role; " + who;
    }
}
