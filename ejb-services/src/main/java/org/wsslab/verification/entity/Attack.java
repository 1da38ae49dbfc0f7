package org.wsslab.verification.entity;

import java.util.Optional;
import org.wsslab.catalog.entity.Authentication;
import org.wsslab.catalog.entity.Mechanism;
import org.wsslab.catalog.entity.Protection;

/**
 * The attacks of the verification suite, each against a property the catalog claims for a mechanism.
 * Where a mechanism does not claim the property, the attack does not apply, and says why.
 */
public enum Attack {
    NO_SECURITY_HEADER("a request with no security header at all"),
    TAMPERED_BODY("a valid secured request whose signed body was altered after signing"),
    REPLAY("an exact replay of a valid secured request"),
    STALE_TIMESTAMP("a request signed with a timestamp expired, or in the future beyond the allowed skew"),
    WRONG_CREDENTIALS("wrong credentials: bad password, untrusted certificate, issuer or token"),
    CONFIDENTIALITY("the payload's base64 text searched for on the wire"),
    HOSTILE_XML("DOCTYPE, external entity and entity expansion in the request");

    private final String description;

    Attack(String description) {
        this.description = description;
    }

    public String description() {
        return description;
    }

    /** Why this attack does not apply to the mechanism; empty when it does. */
    public Optional<String> notApplicable(Mechanism mechanism) {
        if (mechanism == Mechanism.PLAIN && this != HOSTILE_XML) {
            return Optional.of("plain is the unsecured baseline: it claims no protection");
        }
        return switch (this) {
            case TAMPERED_BODY -> mechanism.integrity() == Protection.MESSAGE ? Optional.empty()
                    : Optional.of("integrity is TLS's, not the message's: a body altered before TLS is a different request, not a tampered one");
            case WRONG_CREDENTIALS -> mechanism.authentication() == Authentication.NONE
                    ? Optional.of("the mechanism authenticates no caller") : Optional.empty();
            default -> Optional.empty();
        };
    }
}
