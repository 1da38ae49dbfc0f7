package org.wsslab.console.api;

import org.wsslab.refusal.Refusal;
import org.wsslab.target.boundary.TargetRegistration;

/** Reads the body of POST /targets ({@link TargetRequestBody}) as strictly as a run request (RunRequestReader). */
final class TargetRequestReader {

    static final String SHAPE = "a target is a JSON object {\"name\": \"bench-2\", \"host\": \"a host name or IP address\","
            + " \"http_port\": 8080, \"https_port\": 8181}: a name of 1 to 40 lower-case letters, digits or hyphens (not lab),"
            + " and where its GlassFish, holding wsslab-target.ear and the lab's keys, listens";

    private TargetRequestReader() {
    }

    static TargetRegistration read(String body) {
        TargetRequestBody read = RequestBodies.read(body, TargetRequestBody.class, TargetRequestReader::said);
        if (read == null) {
            throw Refusal.invalid("the request is empty; " + SHAPE);
        }
        return read.registration();
    }

    private static Refusal said(BodyFault fault) {
        Refusal whole = RequestBodies.aboutTheBody(fault, SHAPE);
        if (whole != null) {
            return whole;
        }
        return switch (fault.kind()) {
            case NOT_TEXT -> RequestBodies.atField(fault, fault.value() + " is not a string; " + SHAPE);
            case NOT_WHOLE -> RequestBodies.atField(fault, fault.value() + " is not a whole number; a port is from 1 to 65535");
            case OUT_OF_RANGE -> RequestBodies.atField(fault, fault.value() + " is far out of range; a port is from 1 to 65535");
            default -> Refusal.invalid(SHAPE);
        };
    }
}
