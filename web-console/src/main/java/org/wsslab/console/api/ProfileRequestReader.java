package org.wsslab.console.api;

import jakarta.json.JsonObject;
import jakarta.json.JsonString;
import jakarta.json.JsonValue;
import java.util.Set;
import org.wsslab.profile.boundary.ProfileRequest;
import org.wsslab.refusal.Refusal;

/** Reads the body of POST /runs/{id}/profiles as strictly as a run request (RunRequestReader). */
final class ProfileRequestReader {

    static final Set<String> FIELDS = Set.of("mechanism", "suite", "size", "seconds");
    static final String SHAPE = "a profile request is a JSON object {\"mechanism\": id, \"suite\": id, \"size\": bytes,"
            + " \"seconds\": n}: a cell (suite optional: the mechanism's own by default)"
            + "of the run, recorded for 1 to " + ProfileRequest.MAX_SECONDS + " seconds (default " + ProfileRequest.DEFAULT_SECONDS + ")";

    private ProfileRequestReader() {
    }

    static ProfileRequest read(String body) {
        JsonObject json = RunRequestReader.strictObject(body, FIELDS, SHAPE);
        if (json == null) {
            throw Refusal.invalid("the request is empty; " + SHAPE);
        }
        return new ProfileRequest(id(json, "mechanism"), RunRequestReader.integer(json, "size"),
                RunRequestReader.integer(json, "seconds"), id(json, "suite"));
    }

    private static String id(JsonObject json, String field) {
        JsonValue value = json.get(field);
        if (value != null && value != JsonValue.NULL && !(value instanceof JsonString)) {
            throw Refusal.at(field, value + " is not a " + field + " id; " + SHAPE);
        }
        return value instanceof JsonString id ? id.getString() : null;
    }
}
