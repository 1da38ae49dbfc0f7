package org.wsslab.study.entity;

import jakarta.json.Json;
import jakarta.json.JsonObject;

/**
 * A run request a study's items share, exactly as POST /runs takes it: {@code request} with the study's
 * own counts, {@code scaled} merged over it (a JSON merge patch of counts only) for a reproduce that takes
 * minutes, and why the scaled one is cut where it is.
 */
public record Preset(String name, String title, JsonObject request, JsonObject scaled, String scaledWhy) {

    /** The request body of this scale: the study's own, or the scaled counts merged over it. */
    public JsonObject request(Scale scale) {
        if (scale == Scale.FULL || scaled.isEmpty()) {
            return request;
        }
        return Json.createMergePatch(scaled).apply(request).asJsonObject();
    }
}
