package org.wsslab.console.api;

import jakarta.json.JsonObject;
import java.time.Duration;
import java.util.Optional;
import org.wsslab.run.boundary.RunRequest;
import org.wsslab.run.boundary.Runs;
import org.wsslab.study.entity.Preset;
import org.wsslab.study.entity.Scale;

/** A study preset's request body read by the rules of POST /runs, and what it would take here: for the API and the Studies page alike. */
public final class PresetRequests {

    private PresetRequests() {
    }

    public static RunRequest read(JsonObject body) {
        return RunRequestReader.read(body.toString());
    }

    /** The preset at a scale priced with the latest stored paces of its cells (Runs.estimate); empty when nothing was measured to price it. */
    public static Optional<Duration> estimate(Runs runs, Preset preset, Scale scale) {
        return runs.estimate(read(preset.request(scale)));
    }
}
