package org.wsslab.console.api;

import org.wsslab.profile.boundary.ProfileRequest;
import org.wsslab.refusal.Refusal;

/** Reads the body of POST /runs/{id}/profiles ({@link ProfileRequestBody}) as strictly as a run request (RunRequestReader). */
final class ProfileRequestReader {

    static final String SHAPE = "a profile request is a JSON object {\"mechanism\": id, \"suite\": id, \"size\": bytes,"
            + " \"seconds\": n}: a cell (suite optional: the mechanism's own by default)"
            + "of the run, recorded for 1 to " + ProfileRequest.MAX_SECONDS + " seconds (default " + ProfileRequest.DEFAULT_SECONDS + ")";

    private ProfileRequestReader() {
    }

    static ProfileRequest read(String body) {
        ProfileRequestBody read = RequestBodies.read(body, ProfileRequestBody.class, ProfileRequestReader::said);
        if (read == null) {
            throw Refusal.invalid("the request is empty; " + SHAPE);
        }
        return read.request();
    }

    private static Refusal said(BodyFault fault) {
        Refusal whole = RequestBodies.aboutTheBody(fault, SHAPE);
        if (whole != null) {
            return whole;
        }
        return switch (fault.kind()) {
            case NOT_TEXT -> RequestBodies.atField(fault, fault.value() + " is not a " + fault.field() + " id; " + SHAPE);
            case NOT_WHOLE -> RequestBodies.atField(fault, fault.value() + " is not a whole number");
            case OUT_OF_RANGE -> RequestBodies.atField(fault, fault.value() + " is far out of range");
            default -> Refusal.invalid(SHAPE);
        };
    }
}
