package org.wsslab.timing;

import com.sun.xml.ws.api.message.Packet;
import com.sun.xml.ws.api.pipe.NextAction;
import com.sun.xml.ws.api.pipe.Tube;
import com.sun.xml.ws.api.pipe.TubeCloner;
import com.sun.xml.ws.api.pipe.helper.AbstractFilterTubeImpl;
import jakarta.xml.ws.handler.MessageContext;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * On the client side, next to the transport: on a thread whose call is being timed
 * ({@link CallTimer}), adds the call's mark to each request's HTTP headers and times the exchange,
 * from the secured request handed to the transport until its response comes back from it (encoding,
 * sending, the server, receiving, decoding the envelope's headers). Untimed threads pass untouched.
 *
 * <p>A tube copy serves one exchange at a time (Metro's contract), so the start waits in a field.
 */
final class ClientExchangeTube extends AbstractFilterTubeImpl {

    private CallTimer.Timing timing;
    private long startNanos;

    ClientExchangeTube(Tube next) {
        super(next);
    }

    private ClientExchangeTube(ClientExchangeTube that, TubeCloner cloner) {
        super(that, cloner);
    }

    @Override
    public ClientExchangeTube copy(TubeCloner cloner) {
        return new ClientExchangeTube(this, cloner);
    }

    @Override
    public NextAction processRequest(Packet request) {
        timing = CallTimer.current();
        if (timing != null) {
            mark(request, timing.mark());
            startNanos = System.nanoTime();
        }
        return super.processRequest(request);
    }

    @Override
    public NextAction processResponse(Packet response) {
        finish();
        return super.processResponse(response);
    }

    @Override
    public NextAction processException(Throwable t) {
        finish();
        return super.processException(t);
    }

    private void finish() {
        if (timing != null) {
            timing.exchanged(startNanos, System.nanoTime());
            timing = null;
        }
    }

    /** Adds the mark to the headers the HTTP transport sends, keeping any the caller set. */
    private static void mark(Packet request, long mark) {
        @SuppressWarnings("unchecked")
        Map<String, List<String>> set = (Map<String, List<String>>) request.invocationProperties.get(MessageContext.HTTP_REQUEST_HEADERS);
        Map<String, List<String>> headers = set == null ? new HashMap<>() : new HashMap<>(set);
        headers.put(CallMark.HEADER, List.of(Long.toString(mark)));
        request.invocationProperties.put(MessageContext.HTTP_REQUEST_HEADERS, headers);
    }
}
