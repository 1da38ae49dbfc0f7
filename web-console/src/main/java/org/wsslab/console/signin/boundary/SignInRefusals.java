package org.wsslab.console.signin.boundary;

import jakarta.servlet.DispatcherType;
import jakarta.servlet.RequestDispatcher;
import jakarta.servlet.annotation.WebServlet;
import jakarta.servlet.http.HttpServlet;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import java.io.IOException;
import java.util.Set;

/**
 * web.xml's error page for what the container answers itself: 401 and 403 when web.xml's rules refuse
 * a caller (a viewer writing), saying which role is needed, and 500 when a request failed. The API
 * gets JSON like its other errors, a page a line of text.
 */
@WebServlet("/refused")
public class SignInRefusals extends HttpServlet {

    private static final long serialVersionUID = 1L;
    private static final Set<String> READING = Set.of("GET", "HEAD");

    @Override
    protected void service(HttpServletRequest request, HttpServletResponse response) throws IOException {
        if (request.getDispatcherType() != DispatcherType.ERROR) {
            response.setStatus(HttpServletResponse.SC_NOT_FOUND);
            return;
        }
        String uri = (String) request.getAttribute(RequestDispatcher.ERROR_REQUEST_URI);
        int status = (Integer) request.getAttribute(RequestDispatcher.ERROR_STATUS_CODE);
        String message = switch (status) {
            case HttpServletResponse.SC_UNAUTHORIZED -> "sign in as a console user (realm " + ConsoleSignIn.REALM + ")";
            case HttpServletResponse.SC_FORBIDDEN -> forbidden(request, uri);
            default -> failure(request);
        };
        if (ApiRefusal.isApi(request.getContextPath(), uri)) {
            if (status == HttpServletResponse.SC_UNAUTHORIZED) {
                ApiRefusal.unauthorized(response, message);
            } else {
                ApiRefusal.write(response, status, message);
            }
            return;
        }
        response.setStatus(status);
        response.setContentType("text/plain");
        response.setCharacterEncoding("UTF-8");
        response.getWriter().write(message + "\n");
    }

    private static String failure(HttpServletRequest request) {
        Throwable cause = (Throwable) request.getAttribute(RequestDispatcher.ERROR_EXCEPTION);
        while (cause != null && cause.getCause() != null && cause.getCause() != cause) {
            cause = cause.getCause();
        }
        return "the server failed" + (cause == null ? "" : " (" + cause.getClass().getSimpleName() + ")") + "; its log says why";
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
