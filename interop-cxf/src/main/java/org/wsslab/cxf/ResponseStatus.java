package org.wsslab.cxf;

import org.apache.cxf.message.Message;
import org.apache.cxf.phase.AbstractPhaseInterceptor;
import org.apache.cxf.phase.Phase;

/**
 * Notes the HTTP status of the last response a port received, before CXF processes it: the only sure sign of
 * whether a fault came from the server or from CXF's own processing of a response (see {@link Refusal}).
 * One per port, and a port is used by one thread at a time.
 */
final class ResponseStatus extends AbstractPhaseInterceptor<Message> {

    private volatile Integer last;

    ResponseStatus() {
        super(Phase.RECEIVE);
    }

    @Override
    public void handleMessage(Message message) {
        Object code = message.get(Message.RESPONSE_CODE);
        last = code instanceof Integer status ? status : null;
    }

    /** Before a call: forget the previous response. */
    void reset() {
        last = null;
    }

    /** The status of the response since the last reset, null if none arrived. */
    Integer last() {
        return last;
    }
}
