package org.wsslab.verification.entity;

import java.time.Instant;
import java.util.List;
import org.wsslab.catalog.entity.Mechanism;

/** One run of the attack matrix over some mechanisms; {@code finished} and {@code detail} are null while it runs. */
public record Verification(long id, VerificationStatus status, Instant created, Instant finished, String detail,
                           List<Mechanism> mechanisms) {
}
