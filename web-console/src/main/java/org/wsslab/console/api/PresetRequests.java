package org.wsslab.console.api;

import jakarta.json.JsonObject;
import org.wsslab.run.boundary.RunRequest;

/** A study preset's request body read by the rules of POST /runs, for the Studies page (the API reads them the same way). */
public final class PresetRequests {

    private PresetRequests() {
    }

    public static RunRequest read(JsonObject body) {
        return RunRequestReader.read(body.toString());
    }
}
