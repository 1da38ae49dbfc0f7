package org.wsslab.console.signin.boundary;

import jakarta.json.Json;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import java.io.IOException;

/** The API's sign-in refusals in the API's own shape, {@code {"error": "...", "fields": []}}, like its 400, 404 and 409. */
final class ApiRefusal {

    private static final String API = "/api/";

    private ApiRefusal() {
    }

    static boolean isApi(HttpServletRequest request) {
        return isApi(request.getContextPath(), request.getRequestURI());
    }

    static boolean isApi(String contextPath, String uri) {
        return uri != null && uri.startsWith(contextPath + API);
    }

    /** 401 with the Basic challenge, so curl and scripts know to send credentials. */
    static void unauthorized(HttpServletResponse response, String message) throws IOException {
        response.setHeader("WWW-Authenticate", "Basic realm=\"" + ConsoleSignIn.REALM + "\", charset=\"UTF-8\"");
        write(response, HttpServletResponse.SC_UNAUTHORIZED, message);
    }

    static void write(HttpServletResponse response, int status, String message) throws IOException {
        response.setStatus(status);
        response.setContentType("application/json");
        response.setCharacterEncoding("UTF-8");
        response.getWriter()
                .write(Json.createObjectBuilder().add("error", message).add("fields", Json.createArrayBuilder()).build().toString());
        response.flushBuffer(); // committed: nothing after the mechanism replaces it with an HTML page
    }
}
