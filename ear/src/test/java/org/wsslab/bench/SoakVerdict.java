package org.wsslab.bench;

import jakarta.json.JsonObject;
import java.util.ArrayList;
import java.util.List;

/**
 * Whether a finished soak is what was asked for, the benchmark's exit status: no error anywhere, or,
 * with a wrong credential, every call to that one mechanism refused and no error elsewhere. A wrong
 * credential that got through even once is a failure: the server accepted what it must refuse.
 */
final class SoakVerdict {

    private SoakVerdict() {
    }

    /** What is wrong with the soak (GET harness/soak's answer), or null if nothing is. */
    static String failure(JsonObject soak) {
        List<String> wrong = new ArrayList<>();
        if (!"FINISHED".equals(soak.getString("state"))) {
            wrong.add("soak " + soak.getString("state"));
        }
        String refused = soak.isNull("wrong_credential") ? null : soak.getJsonObject("wrong_credential").getString("mechanism");
        for (JsonObject row : soak.getJsonArray("mechanisms").getValuesAs(JsonObject.class)) {
            String mechanism = row.getString("mechanism");
            long attempts = row.getJsonNumber("attempts").longValue();
            long errors = row.getJsonNumber("errors").longValue();
            if (mechanism.equals(refused)) {
                if (attempts == 0 || errors != attempts) {
                    wrong.add(mechanism + " (wrong credential): " + errors + " of " + attempts
                            + " calls refused, where every call, at least one, must be");
                }
            } else if (errors > 0) {
                wrong.add(mechanism + ": " + errors + " errors");
            }
        }
        return wrong.isEmpty() ? null : String.join("; ", wrong);
    }
}
