package org.wsslab.console.api;

import jakarta.json.JsonObject;
import jakarta.json.JsonString;
import jakarta.json.JsonValue;
import java.util.Set;
import org.wsslab.profile.boundary.ProfileRequest;
import org.wsslab.refusal.Refusal;

/** Reads the body of POST /runs/{id}/profiles as strictly as a run request (RunRequestReader). */
final class ProfileRequestReader {

    static final Set<String> FIELDS = Set.of("mechanism", "size", "seconds");
    static final String SHAPE = "a profile request is a JSON object {\"mechanism\": id, \"size\": bytes, \"seconds\": n}: a cell "
            + "of the run, recorded for 1 to " + ProfileRequest.MAX_SECONDS + " seconds (default " + ProfileRequest.DEFAULT_SECONDS + ")";

    private ProfileRequestReader() {
    }

    static ProfileRequest read(String body) {
        JsonObject json = RunRequestReader.strictObject(body, FIELDS, SHAPE);
        if (json == null) {
            throw Refusal.invalid("the request is empty; " + SHAPE);
        }
        JsonValue mechanism = json.get("mechanism");
        if (mechanism != null && mechanism != JsonValue.NULL && !(mechanism instanceof JsonString)) {
            throw Refusal.invalid("mechanism: " + mechanism + " is not a mechanism id; " + SHAPE);
        }
        return new ProfileRequest(mechanism instanceof JsonString id ? id.getString() : null,
                RunRequestReader.integer(json, "size"), RunRequestReader.integer(json, "seconds"));
    }
}
