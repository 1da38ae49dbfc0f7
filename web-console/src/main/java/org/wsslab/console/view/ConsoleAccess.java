package org.wsslab.console.view;

import jakarta.inject.Inject;
import jakarta.servlet.FilterChain;
import jakarta.servlet.ServletException;
import jakarta.servlet.annotation.WebFilter;
import jakarta.servlet.http.HttpFilter;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import java.io.IOException;
import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;

/** The run pages are for console users: anyone else is sent to the sign-in page. */
@WebFilter("/runs/*")
public class ConsoleAccess extends HttpFilter {

    private static final long serialVersionUID = 1L;

    @Inject
    ConsoleUser user;

    @Override
    protected void doFilter(HttpServletRequest request, HttpServletResponse response, FilterChain chain)
            throws IOException, ServletException {
        if (user.isSignedIn()) {
            chain.doFilter(request, response);
            return;
        }
        String back = request.getRequestURI() + (request.getQueryString() == null ? "" : "?" + request.getQueryString());
        response.sendRedirect(request.getContextPath() + "/login.xhtml?next=" + URLEncoder.encode(back, StandardCharsets.UTF_8));
    }
}
