package org.wsslab.profile.boundary;

import java.util.List;
import org.wsslab.catalog.entity.Endpoint;
import org.wsslab.catalog.entity.Mechanism;
import org.wsslab.refusal.Refusal;
import org.wsslab.run.entity.Run;

/**
 * What a profile is asked for: a cell of the run (mechanism id and payload size) and how many seconds
 * to record its calls for (default {@value #DEFAULT_SECONDS}). {@link #check(Run)} says what is wrong
 * with it, in words for the user.
 */
public record ProfileRequest(String mechanism, Integer size, Integer seconds) {

    /** Ten seconds: some ten thousand samples per busy thread, and a few dozen calls even at 1 MB. */
    public static final int DEFAULT_SECONDS = 10;
    /** Five minutes: past that a profile says nothing new, and it holds the endpoints from every run. */
    public static final int MAX_SECONDS = 300;

    /** The request made sure of: a cell of the run and a recording time. */
    public record Cell(Mechanism mechanism, int size, int seconds) {
    }

    public Cell check(Run run) {
        if (mechanism == null) {
            throw Refusal.invalid("mechanism: missing; profile one of the run's mechanisms " + ids(run));
        }
        Mechanism named = Mechanism.byId(mechanism).orElseThrow(() -> Refusal.unknownMechanism("mechanism", mechanism));
        // Profiles are of a mechanism's cell under its catalog suite: the one a run without suites measures.
        if (!run.getEndpoints().contains(named.endpoint())) {
            throw Refusal.invalid("mechanism: '" + mechanism + "' is not measured under its catalog suite in run " + run.getId()
                    + "; profiles can be made of " + ids(run));
        }
        if (size == null || !run.getSizes().contains(size)) {
            throw Refusal.invalid("size: " + (size == null ? "missing" : size + " B is not a size of run " + run.getId())
                    + "; its sizes are " + run.getSizes() + " (bytes)");
        }
        int recorded = seconds == null ? DEFAULT_SECONDS : seconds;
        if (recorded < 1 || recorded > MAX_SECONDS) {
            throw Refusal.invalid("seconds: " + recorded + " is not allowed; a profile records from 1 to " + MAX_SECONDS + " seconds");
        }
        return new Cell(named, size, recorded);
    }

    private static List<String> ids(Run run) {
        return run.getEndpoints().stream().filter(Endpoint::isCatalogSuite).map(Endpoint::id).toList();
    }
}
