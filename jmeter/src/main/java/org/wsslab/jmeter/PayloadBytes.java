package org.wsslab.jmeter;

import org.wsslab.echo.entity.Payload;
import org.wsslab.workload.entity.Direction;

/**
 * The payload bytes a call sends and gets back, for JMeter's sentBytes and bytes columns: bytes and text
 * payloads only, whose size is bytes (text is ASCII). A record shape's size is a number of records, not
 * bytes, and a receipt or a fetch request carries no payload: those count 0.
 */
final class PayloadBytes {

    private PayloadBytes() {
    }

    static long sent(SamplerArguments arguments) {
        boolean sends = arguments.workload().direction() != Direction.RESPONSE;
        return sends && !arguments.workload().shape().records() ? arguments.size() : 0;
    }

    static long answered(Object answer) {
        if (answer instanceof byte[] bytes) {
            return bytes.length;
        }
        if (answer instanceof Payload payload) {
            return payload.getBytes() != null ? payload.getBytes().length : payload.getText() != null ? payload.getText().length() : 0;
        }
        return 0;
    }
}
