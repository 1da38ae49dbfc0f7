package org.wsslab.console.api;

import jakarta.json.JsonArrayBuilder;
import jakarta.json.JsonObject;
import jakarta.json.JsonObjectBuilder;
import org.wsslab.console.run.ProfileTable;
import org.wsslab.profile.entity.FrameCount;
import org.wsslab.profile.entity.Profile;

/**
 * A profile as the API writes it (runs/{id}/profiles): what was asked and done, and per group its
 * samples (the calling thread's, i.e. the client side, and every other thread's) with its top frames.
 */
final class ProfileView {

    private ProfileView() {
    }

    static JsonObject of(Profile profile) {
        JsonObjectBuilder json = Json.object().add("id", profile.id()).add("run", profile.runId())
                .add("mechanism", profile.endpoint().mechanism().id());
        Json.add(json, "suite", profile.endpoint().suite().assertion());
        json.add("size", profile.size()).add("seconds", profile.seconds()).add("status", profile.status().name());
        Json.add(json, "lab", profile.lab());
        Json.add(json, "requested", profile.requested());
        Json.add(json, "finished", profile.finished());
        Json.add(json, "problem", profile.problem());
        json.add("warmup_calls", profile.warmupCalls()).add("calls", profile.calls()).add("failed_calls", profile.failedCalls())
                .add("period_ms", profile.periodMillis()).add("gc_ms", profile.gcMillis()).add("samples", profile.samples());
        JsonArrayBuilder groups = jakarta.json.Json.createArrayBuilder();
        for (ProfileTable.Row row : ProfileTable.of(profile).rows()) {
            JsonArrayBuilder frames = jakarta.json.Json.createArrayBuilder();
            for (FrameCount frame : row.frames()) {
                frames.add(Json.object().add("frame", frame.frame()).add("samples", frame.samples()));
            }
            groups.add(Json.object().add("group", row.group()).add("label", row.label()).add("samples", row.samples())
                    .add("client_samples", row.clientSamples()).add("other_samples", row.otherSamples()).add("frames", frames));
        }
        return json.add("groups", groups).build();
    }
}
