package org.wsslab.console.signin.boundary;

import jakarta.servlet.FilterChain;
import jakarta.servlet.ServletException;
import jakarta.servlet.annotation.WebFilter;
import jakarta.servlet.http.HttpFilter;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import java.io.IOException;

/**
 * What a signed-in caller is answered is never kept by a browser or proxy, so after Sign out the Back
 * button or a refetch reaches the server (and its sign-in) instead of a stored copy. The style sheets
 * and scripts Faces serves are the same for everyone and stay cacheable.
 */
@WebFilter("/*")
public class SignedInNoStore extends HttpFilter {

    private static final long serialVersionUID = 1L;
    private static final String FACES_RESOURCES = "/jakarta.faces.resource/";

    @Override
    protected void doFilter(HttpServletRequest request, HttpServletResponse response, FilterChain chain)
            throws IOException, ServletException {
        if (request.getUserPrincipal() != null && !request.getRequestURI().startsWith(request.getContextPath() + FACES_RESOURCES)) {
            response.setHeader("Cache-Control", "no-store");
            response.setHeader("Pragma", "no-cache"); // HTTP/1.0 caches
            response.setDateHeader("Expires", 0);
        }
        chain.doFilter(request, response);
    }
}
