package org.wsslab.it.support;

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
}
