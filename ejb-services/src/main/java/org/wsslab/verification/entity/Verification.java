package org.wsslab.verification.entity;

import java.time.Instant;
import java.util.List;
import org.wsslab.catalog.entity.Endpoint;
import org.wsslab.catalog.entity.Mechanism;
import org.wsslab.lab.LabName;

/**
 * One run of the attack matrix over some endpoints (mechanisms, each under one or more of its
 * suites), in the order it attacks them; {@code finished} and {@code detail} are null while it runs;
 * {@code lab} is the lab that made it ({@code org.wsslab.lab}).
 */
public record Verification(long id, VerificationStatus status, Instant created, Instant finished, String detail,
        List<Endpoint> endpoints, String lab) {

    /** A verification of this lab. */
    public Verification(long id, VerificationStatus status, Instant created, Instant finished, String detail, List<Endpoint> endpoints) {
        this(id, status, created, finished, detail, endpoints, LabName.current());
    }

    /** The mechanisms attacked, each once, in order. */
    public List<Mechanism> mechanisms() {
        return endpoints.stream().map(Endpoint::mechanism).distinct().toList();
    }
}
