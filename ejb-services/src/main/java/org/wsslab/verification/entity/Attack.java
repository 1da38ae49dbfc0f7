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
            case NO_SECURITY_HEADER -> mechanism.secured() ? Optional.empty()
                    : Optional.of("the mechanism sends no security header: TLS alone protects the request");
            case TAMPERED_BODY, SIGNATURE_WRAPPING -> switch (mechanism.integrity()) {
                case MESSAGE -> Optional.empty();
                case TRANSPORT -> Optional.of("integrity is TLS's, not the message's: a body altered before TLS is a different request, "
                        + "not a tampered one");
                case NONE -> Optional.of(this == TAMPERED_BODY
                        ? "nothing is signed: the mechanism claims no integrity, so an altered body is no attack it could refuse"
                        : "nothing is signed: there is no signature to wrap");
            };
            case REPLAY, STALE_TIMESTAMP -> mechanism.timestamped() ? Optional.empty()
                    : Optional.of("the request carries no timestamp: the mechanism claims no freshness");
            case WRONG_CREDENTIALS -> mechanism.authentication() == Authentication.NONE
                    ? Optional.of("the mechanism authenticates no caller") : Optional.empty();
            case CONFIDENTIALITY -> mechanism.confidentiality() == Protection.NONE
                    ? Optional.of("the mechanism claims no confidentiality: the payload travels in the clear") : Optional.empty();
            default -> Optional.empty();
        };
    }

    /**
     * Whether the attack is still made where it does not apply, its consequence shown and not judged:
     * an altered body where nothing is signed, a replay where nothing is timestamped. The baseline's
     * consequences are the reason it exists, and are not shown again.
     */
    public boolean shownWhereNotApplicable(Mechanism mechanism) {
        if (mechanism == Mechanism.PLAIN) {
            return false;
        }
        return switch (this) {
            case TAMPERED_BODY -> mechanism.integrity() == Protection.NONE;
            case REPLAY -> !mechanism.timestamped();
            default -> false;
        };
    }
}
