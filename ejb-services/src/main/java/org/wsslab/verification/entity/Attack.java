package org.wsslab.verification.entity;

import java.util.List;
import java.util.Locale;
import java.util.Optional;
import org.wsslab.catalog.entity.Authentication;
import org.wsslab.catalog.entity.Mechanism;
import org.wsslab.catalog.entity.PasswordForm;
import org.wsslab.catalog.entity.Protection;

/**
 * The attacks of the verification suite, each against a property the catalog claims for a mechanism,
 * grouped by {@link AttackClass}.
 * Where a mechanism does not claim the property, the attack does not apply, and says why.
 */
public enum Attack {
    NO_SECURITY_HEADER(AttackClass.MESSAGE, "a request with no security header at all"),
    TAMPERED_BODY(AttackClass.MESSAGE, "a valid secured request whose signed body was altered after signing"),
    SIGNATURE_WRAPPING(AttackClass.MESSAGE, "the signed body moved where its signature still finds it, an unsigned body of the attacker's"
            + " in its place"),
    REPLAY(AttackClass.MESSAGE, "an exact replay of a valid secured request"),
    STALE_TIMESTAMP(AttackClass.MESSAGE, "a request signed with a timestamp expired, or in the future beyond the allowed skew"),
    WRONG_CREDENTIALS(AttackClass.MESSAGE, "wrong credentials: bad password, untrusted certificate, issuer or token"),
    CONFIDENTIALITY(AttackClass.MESSAGE, "the payload's base64 text searched for on the wire"),
    DOCTYPE(AttackClass.HOSTILE_XML, "a document type declaration before the envelope, which SOAP forbids"),
    EXTERNAL_ENTITY(AttackClass.HOSTILE_XML, "an external entity naming a local file, referenced in the body"),
    ENTITY_EXPANSION(AttackClass.HOSTILE_XML, "nested entities expanding to 10^9 copies (billion laughs), referenced in the body"),
    ADDRESSING_ALTERED(AttackClass.ADDRESSING, "a signed WS-Addressing header (To, Action, MessageID, ReplyTo, FaultTo) altered in place;"
            + " ReplyTo and FaultTo name the attacker's address"),
    ADDRESSING_WRAPPED(AttackClass.ADDRESSING, "a signed WS-Addressing header moved into a wrapper where its signature still finds it,"
            + " an altered unsigned copy in its place"),
    ADDRESSING_DUPLICATED(AttackClass.ADDRESSING, "an altered unsigned copy of a signed WS-Addressing header beside the signed original,"
            + " before it or after it"),
    SECOND_BODY(AttackClass.ADDRESSING, "a second SOAP Body with the attacker's request beside the signed one, before it or after it"),
    SECOND_TIMESTAMP(AttackClass.ADDRESSING, "a second, unsigned Timestamp in the security header before the signed one, fresh or expired");

    private final AttackClass attackClass;
    private final String description;

    Attack(AttackClass attackClass, String description) {
        this.attackClass = attackClass;
        this.description = description;
    }

    /** The attack as the matrix's header names it, in words ("tampered body"), not the API's name (TAMPERED_BODY). */
    public String label() {
        return name().toLowerCase(Locale.ROOT).replace('_', ' ');
    }

    public String description() {
        return description;
    }

    /** The class the matrix groups the attack under. */
    public AttackClass attackClass() {
        return attackClass;
    }

    public static List<Attack> all() {
        return List.of(values());
    }

    /** The attacks on the XML parser, which every endpoint, the baseline included, must survive. */
    public boolean hostileXml() {
        return attackClass == AttackClass.HOSTILE_XML;
    }

    /** The attacks that alter a signed WS-Addressing header. */
    public boolean onAddressingHeaders() {
        return this == ADDRESSING_ALTERED || this == ADDRESSING_WRAPPED || this == ADDRESSING_DUPLICATED;
    }

    /** Why this attack does not apply to the mechanism; empty when it does. */
    public Optional<String> notApplicable(Mechanism mechanism) {
        if (mechanism == Mechanism.PLAIN && !hostileXml()) {
            return Optional.of("plain is the unsecured baseline: it claims no protection");
        }
        return switch (this) {
            case NO_SECURITY_HEADER -> mechanism.secured() ? Optional.empty()
                    : Optional.of("the mechanism sends no security header: TLS alone protects the request");
            case TAMPERED_BODY, SIGNATURE_WRAPPING, SECOND_BODY -> switch (mechanism.integrity()) {
                case MESSAGE -> Optional.empty();
                case TRANSPORT -> Optional.of("integrity is TLS's, not the message's: a body altered before TLS is a different request, "
                        + "not a tampered one");
                case NONE -> Optional.of(this == SIGNATURE_WRAPPING ? "nothing is signed: there is no signature to wrap"
                        : "nothing is signed: the mechanism claims no integrity, so an altered body is no attack it could refuse");
            };
            case ADDRESSING_ALTERED, ADDRESSING_WRAPPED, ADDRESSING_DUPLICATED -> !mechanism.addressing()
                    ? Optional.of("the mechanism's policy does not use WS-Addressing: its requests carry no addressing headers")
                    : switch (mechanism.integrity()) {
                        case MESSAGE -> Optional.empty();
                        case TRANSPORT -> Optional.of("the addressing headers are TLS's to protect, not the message's: headers altered"
                                + " before TLS make a different request, not a tampered one");
                        case NONE -> Optional.of("nothing is signed: the mechanism does not protect its addressing headers");
                    };
            case SECOND_TIMESTAMP -> mechanism.timestamped() && mechanism.integrity() == Protection.MESSAGE ? Optional.empty()
                    : Optional.of(mechanism.timestamped() ? "the timestamp is TLS's to protect, not the message's"
                            : "the request carries no timestamp: the mechanism claims no freshness");
            case REPLAY -> refusesReplays(mechanism) ? Optional.empty()
                    : Optional.of("the request carries no timestamp: the mechanism claims no freshness");
            case STALE_TIMESTAMP -> mechanism.timestamped() ? Optional.empty()
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
            case REPLAY -> !refusesReplays(mechanism);
            // Where nothing protects the headers, what an altered ReplyTo makes the server do is the point to show.
            case ADDRESSING_ALTERED -> mechanism.addressing() && mechanism.integrity() == Protection.NONE;
            default -> false;
        };
    }

    /**
     * Whether the mechanism claims that a replay is refused: a timestamp does (within its freshness window
     * Metro accepts a replay: a reviewed known gap), and so does a password digest, whose nonce the server
     * remembers though nothing is signed.
     */
    private static boolean refusesReplays(Mechanism mechanism) {
        return mechanism.timestamped() || mechanism.passwordForm() == PasswordForm.DIGEST;
    }
}
