package org.wsslab.client.control;

import java.time.Duration;
import java.util.Map;

/**
 * How long one call may take before it is stored as a timeout error: connecting, and waiting for
 * the response. Set with the system property {@value #PROPERTY} (seconds, default 120), so a hung
 * endpoint costs a run one error, not the run.
 */
public record CallLimit(Duration connect, Duration response) {

    public static final String PROPERTY = "wsslab.call.timeout.seconds";

    // Metro's names (JAXWSProperties.CONNECT_TIMEOUT, REQUEST_TIMEOUT), in milliseconds.
    private static final String CONNECT_TIMEOUT = "com.sun.xml.ws.connect.timeout";
    private static final String REQUEST_TIMEOUT = "com.sun.xml.ws.request.timeout";

    public static CallLimit configured() {
        String value = System.getProperty(PROPERTY, "120");
        long seconds;
        try {
            seconds = Long.parseLong(value.trim());
        } catch (NumberFormatException e) {
            throw new IllegalStateException(PROPERTY + " must be a whole number of seconds from 1 to 3600, not '" + value + "'");
        }
        if (seconds < 1 || seconds > 3600) {
            throw new IllegalStateException(PROPERTY + " must be from 1 to 3600 seconds, not " + seconds);
        }
        Duration limit = Duration.ofSeconds(seconds);
        return new CallLimit(limit, limit);
    }

    public void applyTo(Map<String, Object> requestContext) {
        requestContext.put(CONNECT_TIMEOUT, (int) connect.toMillis());
        requestContext.put(REQUEST_TIMEOUT, (int) response.toMillis());
    }
}
