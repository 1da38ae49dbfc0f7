package org.wsslab.profile.boundary;

import java.util.List;
import org.wsslab.catalog.entity.AlgorithmSuite;
import org.wsslab.catalog.entity.Endpoint;
import org.wsslab.catalog.entity.Mechanism;
import org.wsslab.refusal.Constraints;
import org.wsslab.refusal.Refusal;
import org.wsslab.refusal.Violations;
import org.wsslab.refusal.Within;
import org.wsslab.run.entity.Run;

/**
 * What a profile is asked for: a cell of the run (mechanism id, suite id, payload size) and how many
 * seconds to record its calls for (default {@value #DEFAULT_SECONDS}). No suite means the mechanism's
 * catalog suite. {@link #check(Run)} says what is wrong with it, in words for the user.
 */
public record ProfileRequest(String mechanism, Integer size,
        @Within(min = 1, max = MAX_SECONDS, message = "${validatedValue} is not allowed; a profile records from {min} to {max} seconds") Integer seconds,
        String suite) {

    /** Ten seconds: some ten thousand samples per busy thread, and a few dozen calls even at 1 MB. */
    public static final int DEFAULT_SECONDS = 10;
    /** Five minutes: past that a profile says nothing new, and it holds the endpoints from every run. */
    public static final int MAX_SECONDS = 300;

    /** A profile of a cell under the mechanism's catalog suite. */
    public ProfileRequest(String mechanism, Integer size, Integer seconds) {
        this(mechanism, size, seconds, null);
    }

    /** The request made sure of: a cell of the run and a recording time. */
    public record Cell(Endpoint endpoint, int size, int seconds) {
    }

    /**
     * The cell must be one of the run's, so only the seconds' range is a constraint (Bean Validation),
     * refused where it always was: after the cell.
     */
    public Cell check(Run run) {
        Violations<ProfileRequest> violations = Violations.of(Constraints.validator().validate(this));
        if (mechanism == null) {
            throw Refusal.at("mechanism", "missing; profile one of the run's cells " + ids(run));
        }
        Mechanism named = Mechanism.byId(mechanism).orElseThrow(() -> Refusal.unknownMechanism("mechanism", mechanism));
        AlgorithmSuite under = suite == null ? named.algorithmSuite() : AlgorithmSuite.byId(suite).orElseThrow(() -> Refusal.at(
                "suite", "'" + suite + "' is not an algorithm suite; the run's cells are " + ids(run)));
        Endpoint cell = named.suites().contains(under) ? named.under(under) : null;
        if (cell == null || !run.getEndpoints().contains(cell)) {
            throw Refusal.at("mechanism", "'" + mechanism + "'" + (suite == null ? "" : " under " + suite)
                    + " is not measured in run " + run.getId() + "; its cells are " + ids(run));
        }
        if (size == null || !run.getSizes().contains(size)) {
            throw Refusal.at("size", (size == null ? "missing" : size + " B is not a size of run " + run.getId())
                    + "; its sizes are " + run.getSizes() + " (bytes)");
        }
        violations.refuse("seconds");
        int recorded = seconds == null ? DEFAULT_SECONDS : seconds;
        return new Cell(cell, size, recorded);
    }

    private static List<String> ids(Run run) {
        return run.getEndpoints().stream().map(Endpoint::id).toList();
    }
}
