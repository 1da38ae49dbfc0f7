package org.wsslab.cxf;

import jakarta.xml.ws.soap.SOAPFaultException;
import java.util.List;
import org.apache.cxf.transport.http.HTTPException;

/**
 * Why an endpoint failed, and which side refused: the finding is about the message the other side produced.
 *
 * <ul>
 * <li>{@code server}: the server answered with a SOAP fault (its faultstring is the reason) or an HTTP error.
 * It refused the request CXF built.</li>
 * <li>{@code client}: CXF or WSS4J threw while building the request, or while processing a response the server
 * sent as a success. A response refused here is a finding about the server's message (a Basic Security Profile
 * rule WSS4J enforces, say), not a fault of the lab.</li>
 * <li>null: nobody refused, yet the echo came back altered.</li>
 * </ul>
 *
 * CXF reports a fault it made itself from a response the same way as one the server sent (a
 * {@link SOAPFaultException}), so the type alone cannot say who refused; the HTTP status of the response can:
 * a server that refuses answers with an error status, one that accepts with 200.
 */
record Refusal(String reason, String refusedBy) {

    static final String SERVER = "server";
    static final String CLIENT = "client";

    static Refusal of(Throwable failure, Integer httpStatus) {
        return of(failure, httpStatus, List.of());
    }

    /**
     * @param failure    what the call threw
     * @param httpStatus the status of the response the call received, null when none arrived
     * @param logged     what WSS4J and Santuario logged during the call ({@link SecurityLog}): added to a client
     *                   refusal's reason, since WSS4J often names the rule it applied only there
     */
    static Refusal of(Throwable failure, Integer httpStatus, List<String> logged) {
        HTTPException http = find(failure, HTTPException.class);
        if (http != null) {
            return new Refusal(message(http), SERVER);
        }
        SOAPFaultException fault = find(failure, SOAPFaultException.class);
        if (fault != null && httpStatus != null && httpStatus >= 400) {
            String faultString = fault.getFault() == null ? null : fault.getFault().getFaultString();
            return new Refusal(faultString == null || faultString.isBlank() ? describe(fault) : faultString, SERVER);
        }
        String reason = describe(failure);
        List<String> more = logged.stream().filter(warning -> !reason.contains(warning)).toList();
        return new Refusal(more.isEmpty() ? reason : reason + " [security log: " + String.join("; ", more) + "]",
                CLIENT);
    }

    /** The echo came back, but not as sent: a finding against the whole path, not a refusal. */
    static Refusal altered(int sent, byte[] received) {
        String got = received == null ? "no payload" : received.length + " bytes that differ";
        return new Refusal("the echo of " + sent + " bytes came back altered: " + got, null);
    }

    /**
     * The failure's own message, and its root cause's when that says more: CXF wraps WSS4J's precise reason
     * ("BSP:R3227 ...") in a general one ("A security error was encountered when verifying the message").
     */
    static String describe(Throwable failure) {
        String top = message(failure);
        Throwable root = failure;
        while (root.getCause() != null && root.getCause() != root) {
            root = root.getCause();
        }
        String rootMessage = message(root);
        if (root == failure || top.contains(rootMessage)) {
            return top;
        }
        return top + " (cause: " + root.getClass().getSimpleName() + ": " + rootMessage + ")";
    }

    private static String message(Throwable t) {
        String message = t.getMessage();
        return message == null || message.isBlank() ? t.getClass().getName() : message.strip();
    }

    private static <T extends Throwable> T find(Throwable failure, Class<T> type) {
        for (Throwable t = failure; t != null; t = t.getCause() == t ? null : t.getCause()) {
            if (type.isInstance(t)) {
                return type.cast(t);
            }
        }
        return null;
    }
}
