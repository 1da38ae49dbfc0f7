package org.wsslab.hooks.api;

import jakarta.servlet.annotation.WebServlet;
import jakarta.servlet.http.HttpServlet;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;

/**
 * A page that fails as no page of the lab should, for the tests of the error page: a bug's unexpected
 * exception reaches the container as a failing Faces page's does, and must be answered with a sentence,
 * the exception going to the server log only. Open to anyone, in the test deployment only.
 */
@WebServlet(FailingPage.PATH)
public class FailingPage extends HttpServlet {

    public static final String PATH = "/hooks/failure";
    /** What the failure says: a test finds it in the server log and nowhere in the answer. */
    public static final String MESSAGE = "a failure the test hooks made on purpose";

    private static final long serialVersionUID = 1L;

    @Override
    protected void doGet(HttpServletRequest request, HttpServletResponse response) {
        throw new IllegalStateException(MESSAGE);
    }
}
