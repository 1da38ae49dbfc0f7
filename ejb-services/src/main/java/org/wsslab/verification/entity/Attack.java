package org.wsslab.verification.entity;

import java.util.List;
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
    SIGNATURE_WRAPPING("the signed body moved where its signature still finds it, an unsigned body of the attacker's in its place"),
    REPLAY("an exact replay of a valid secured request"),
    STALE_TIMESTAMP("a request signed with a timestamp expired, or in the future beyond the allowed skew"),
    WRONG_CREDENTIALS("wrong credentials: bad password, untrusted certificate, issuer or token"),
    CONFIDENTIALITY("the payload's base64 text searched for on the wire"),
    DOCTYPE("a document type declaration before the envelope, which SOAP forbids"),
    EXTERNAL_ENTITY("an external entity naming a local file, referenced in the body"),
    ENTITY_EXPANSION("nested entities expanding to 10^9 copies (billion laughs), referenced in the body");

    private final String description;

    Attack(String description) {
        this.description = description;
    }

    public String description() {
        return description;
    }

    public static List<Attack> all() {
        return List.of(values());
    }

    /** The attacks on the XML parser, which every endpoint, the baseline included, must survive. */
    public boolean hostileXml() {
        return this == DOCTYPE || this == EXTERNAL_ENTITY || this == ENTITY_EXPANSION;
    }

    /** Why this attack does not apply to the mechanism; empty when it does. */
    public Optional<String> notApplicable(Mechanism mechanism) {
        if (mechanism == Mechanism.PLAIN && !hostileXml()) {
            return Optional.of("plain is the unsecured baseline: it claims no protection");
        }
        return switch (this) {
            case TAMPERED_BODY, SIGNATURE_WRAPPING -> mechanism.integrity() == Protection.MESSAGE ? Optional.empty()
                    : Optional.of("integrity is TLS's, not the message's: a body altered before TLS is a different request, not a tampered one");
            case WRONG_CREDENTIALS -> mechanism.authentication() == Authentication.NONE
                    ? Optional.of("the mechanism authenticates no caller") : Optional.empty();
            default -> Optional.empty();
        };
    }
}
