package org.wsslab.it;

import static org.junit.jupiter.api.Assertions.assertEquals;

import jakarta.json.JsonObject;
import java.io.IOException;
import java.time.Duration;
import java.util.List;
import org.wsslab.it.support.LabApi;
import org.wsslab.it.support.LabApi.Caller;

/**
 * A run cut off at a known call and resumed, as the crash domain's classes make it: mutual-certificates
 * (and plain) at 100 B and 1 KB, 4 warm-up and 50 calls a cell, held before call {@link #HELD_BEFORE}
 * — within the first size, in mutual-certificates' block past its warm-up (54–57) under the default
 * order, so the cut lands mid-cell and a resumption repeats only that size's warm-up. What cuts it
 * (a killed server, a redeploy) is the test's; what must hold before and after is here.
 */
final class CutOffRun {

    static final int HELD_BEFORE = 80;
    private static final String RUN = "{\"mechanisms\": [\"mutual-certificates\"], \"sizes\": [100, 1024], \"calls\": 50, \"warmup\": 4}";

    private final LabApi api;
    private final long id;

    private CutOffRun(LabApi api, long id) {
        this.api = api;
        this.id = id;
    }

    /** Starts the run and waits until it is held before {@link #HELD_BEFORE}. */
    static CutOffRun heldAt(LabApi api) throws IOException, InterruptedException {
        api.holdBefore(HELD_BEFORE);
        long id = api.start(RUN);
        JsonObject held = api.awaitHeld(Duration.ofMinutes(3));
        assertEquals(id, held.getJsonNumber("id").longValue(), "the hold holds the run just started");
        assertEquals(HELD_BEFORE, held.getJsonNumber("done").longValue(), held.toString());
        return new CutOffRun(api, id);
    }

    /** The run as the cut left it: INTERRUPTED with every committed call kept, and no other. */
    JsonObject assertInterruptedWithItsCalls() throws IOException, InterruptedException {
        JsonObject interrupted = api.run(id);
        assertEquals("INTERRUPTED", interrupted.getString("status"), interrupted.toString());
        assertEquals(HELD_BEFORE, api.samples(id).size(), "every call committed before the cut is kept, and no other");
        assertEquals(HELD_BEFORE, interrupted.getJsonNumber("done").longValue(), "progress is what is stored");
        assertEquals(2 * 2 * (4 + 50), interrupted.getJsonNumber("total").longValue());
        return interrupted;
    }

    /** Resumed, the run completes in a second segment from the call after the last committed one, every call made once. */
    void assertResumesToCompleted() throws IOException, InterruptedException {
        assertEquals(202, api.call(Caller.OPERATOR, "POST", "runs/" + id + "/resume", null).statusCode());
        JsonObject resumed = api.awaitEnd(id, Duration.ofMinutes(4));
        assertEquals("COMPLETED", resumed.getString("status"), resumed.toString());
        assertEquals(resumed.getJsonNumber("total").longValue(), resumed.getJsonNumber("done").longValue());
        var segments = resumed.getJsonObject("environment").getJsonArray("segments");
        assertEquals(2, segments.size(), "the resumption recorded its own environment");
        assertEquals(HELD_BEFORE, segments.getJsonObject(1).getJsonNumber("first_call").longValue(),
                "the second segment starts right after the last committed call (past the size's warm-up)");
        RunsApiIT.assertPlanCoveredOnce(api.samples(id), List.of("plain", "mutual-certificates"), List.of(100, 1024), 4, 50);
    }
}
