package org.wsslab.targetweb;

import jakarta.servlet.annotation.WebServlet;
import jakarta.servlet.http.HttpServlet;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import java.io.BufferedReader;
import java.io.IOException;
import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;
import org.wsslab.timing.ServerTime;
import org.wsslab.timing.ServerTimeRecords;

/**
 * {@code POST /wsslab-target/server-times}: the server's times of the lab's marked calls, taken (a
 * second read of a mark finds nothing). The lab asks after a cell, never while a call is timed, with
 * the cell's marks one per line; what a call's requests took here comes back as {@link ServerTimesJson}
 * writes it. A mark is a random 63-bit number only the calling lab knows, so a stranger reads nothing.
 */
@WebServlet("/server-times")
public class ServerTimesServlet extends HttpServlet {

    /** As many marks as one request may name: a cell's calls are read in pages of at most this many. */
    static final int MAX_MARKS = 10_000;
    /** How long a record still open (its response being written) is waited for, as the lab's own JVM waits. */
    static final Duration WRITING_LIMIT = Duration.ofSeconds(5);

    @Override
    protected void doPost(HttpServletRequest request, HttpServletResponse response) throws IOException {
        Map<Long, String> marks = new LinkedHashMap<>();
        try (BufferedReader body = request.getReader()) {
            String refusal = MarkList.read(body, MAX_MARKS, marks);
            if (refusal != null) {
                // Plain text rather than the server's HTML error page, which escapes the sentence twice.
                response.setStatus(HttpServletResponse.SC_BAD_REQUEST);
                response.setContentType("text/plain");
                response.setCharacterEncoding("UTF-8");
                response.getWriter().write(refusal);
                return;
            }
        }
        Map<Long, Optional<ServerTime>> taken = new LinkedHashMap<>();
        try {
            for (long mark : marks.keySet()) {
                taken.put(mark, ServerTimeRecords.take(mark, WRITING_LIMIT));
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            response.sendError(HttpServletResponse.SC_SERVICE_UNAVAILABLE, "interrupted while waiting for the server's times");
            return;
        }
        response.setContentType("application/json");
        response.setCharacterEncoding("UTF-8");
        response.setHeader("Cache-Control", "no-store");
        response.getWriter().write(ServerTimesJson.write(taken).toString());
    }
}
