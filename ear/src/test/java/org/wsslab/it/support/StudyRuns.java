package org.wsslab.it.support;

import jakarta.json.JsonNumber;
import jakarta.json.JsonObject;

import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.List;
import org.wsslab.it.support.LabApi.Caller;

/** Runs a reproduce queued, cancelled once a test has read what it needs (the hold released): the studies' runs take minutes. */
public final class StudyRuns {

    private StudyRuns() {
    }

    /** Cancels each run (queued: at once; held: before its next call), releases the hold, and waits until each has ended. */
    public static void cancel(LabApi api, List<Long> runs) throws Exception {
        for (long run : runs) {
            HttpResponse<String> cancel = api.call(Caller.OPERATOR, "POST", "runs/" + run + "/cancel", null);
            if (cancel.statusCode() != 202 && cancel.statusCode() != 409) {
                throw new AssertionError("cancel " + run + " -> " + cancel.statusCode() + " " + cancel.body());
            }
        }
        api.release();
        for (long run : runs) {
            api.awaitEnd(run, Duration.ofMinutes(2));
        }
    }

    /**
     * Reproduces the item at the scaled counts and waits until its runs have completed; answers the
     * reproduce's answer ({@code groups: [{role, preset, group, runs}]}).
     */
    public static JsonObject reproduceScaled(LabApi api, String study, String item) throws Exception {
        HttpResponse<String> made = api.call(Caller.OPERATOR, "POST", "studies/" + study + "/items/" + item + "/reproduce",
                "{\"scale\": \"scaled\"}");
        if (made.statusCode() != 202) {
            throw new AssertionError("reproduce " + item + " -> " + made.statusCode() + " " + made.body());
        }
        JsonObject answer = LabApi.object(made.body());
        for (JsonObject group : answer.getJsonArray("groups").getValuesAs(JsonObject.class)) {
            for (JsonNumber run : group.getJsonArray("runs").getValuesAs(JsonNumber.class)) {
                JsonObject ended = api.awaitEnd(run.longValue(), Duration.ofMinutes(20));
                if (!"COMPLETED".equals(ended.getString("status"))) {
                    throw new AssertionError("run " + run + " of " + item + " ended " + ended);
                }
            }
        }
        return answer;
    }
}
