package org.wsslab.verification.control;

import java.net.URI;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import org.wsslab.catalog.entity.Mechanism;
import org.wsslab.catalog.entity.Session;
import org.wsslab.verification.control.AddressingAttacks.Header;
import org.wsslab.verification.control.AddressingAttacks.Placement;
import org.wsslab.verification.control.TrialJudge.Variant;
import org.wsslab.verification.entity.Attack;

/**
 * What each attack of the WS-Addressing class sends to one endpoint: its variants, each made from a
 * fresh request (so that none is a replay of another), those naming an address naming a new one of the
 * attacker's, which the judge watches.
 */
final class AddressingVariants {

    /** An attack's variants, and the one the lab could not make, with why (empty: none). */
    record Made(List<Variant> variants, Optional<String> unmade) {
    }

    /** How a variant on one header is made: from a fresh request and the attacker's address it may name. */
    private interface HeaderAttack {
        byte[] made(byte[] request, URI attacker);
    }

    private final Mechanism mechanism;
    private final CapturedRequests requests;
    private final AttackerAddress attacker;
    private final SigningKeys keys;

    AddressingVariants(Mechanism mechanism, CapturedRequests requests, AttackerAddress attacker, SigningKeys keys) {
        this.mechanism = mechanism;
        this.requests = requests;
        this.attacker = attacker;
        this.keys = keys;
    }

    Made of(Attack attack) throws InterruptedException {
        return switch (attack) {
            case ADDRESSING_ALTERED, ADDRESSING_WRAPPED, ADDRESSING_DUPLICATED -> new Made(onHeaders(attack), Optional.empty());
            case SECOND_BODY -> new Made(secondBodies(), Optional.empty());
            case SECOND_TIMESTAMP -> secondTimestamps();
            default -> throw new IllegalArgumentException(attack + " is not of the WS-Addressing class");
        };
    }

    private List<Variant> onHeaders(Attack attack) throws InterruptedException {
        List<Variant> variants = new ArrayList<>();
        for (Header header : Header.values()) {
            String name = "wsa:" + header.localName();
            switch (attack) {
                case ADDRESSING_ALTERED -> variants.add(onHeader(name + " altered in place", header,
                        (request, address) -> AddressingAttacks.altered(request, header, address)));
                case ADDRESSING_WRAPPED -> variants.add(onHeader("the signed " + name + " moved into a wrapper, an altered unsigned"
                        + " copy in its place", header, (request, address) -> AddressingAttacks.wrapped(request, header, address)));
                default -> {
                    for (Placement placement : Placement.values()) {
                        variants.add(onHeader("an altered unsigned copy " + words(placement) + " the signed " + name, header,
                                (request, address) -> AddressingAttacks.duplicated(request, header, address, placement)));
                    }
                    if (header.routesAnswers()) {
                        // Whether the duplicate is judged before the message's security: then no credential is needed.
                        variants.add(onHeader("an altered copy before the " + name + " of a request with no security header at all",
                                header, (request, address) -> MessageAttacks.withoutSecurityHeader(
                                        AddressingAttacks.duplicated(request, header, address, Placement.BEFORE))));
                    }
                }
            }
        }
        return variants;
    }

    private List<Variant> secondBodies() throws InterruptedException {
        List<Variant> variants = new ArrayList<>();
        for (Placement placement : Placement.values()) {
            byte[] payload = CapturedRequests.payload();
            variants.add(Variant.injecting("an unsigned body with the attacker's request " + words(placement) + " the signed one",
                    AddressingAttacks.withSecondBody(requests.fresh().body(), payload, placement), payload));
        }
        return variants;
    }

    private Made secondTimestamps() throws InterruptedException {
        Instant now = Instant.now();
        Duration stale = AttackTrials.STALE;
        List<Variant> variants = new ArrayList<>();
        variants.add(new Variant("a fresh unsigned timestamp (valid for five minutes) before the signed one",
                AddressingAttacks.withSecondTimestamp(requests.fresh().body(), now.minusSeconds(1), now.plus(Duration.ofMinutes(5)))));
        variants.add(new Variant("an unsigned timestamp expired " + stale.toMinutes() + " minutes ago before the signed one",
                AddressingAttacks.withSecondTimestamp(requests.fresh().body(), now.minus(stale).minusSeconds(300), now.minus(stale))));
        // The one that matters if the unsigned timestamp is the one checked: a stale request made fresh again.
        Restamping.Result expired = Restamping.restamp(requests.fresh().body(), now.minus(stale).minusSeconds(300), now.minus(stale), keys);
        String label = "the signed timestamp expired " + stale.toMinutes() + " minutes ago (signed again), a fresh unsigned one before it";
        if (expired.message().isEmpty()) {
            return new Made(variants, Optional.of(label + ": not made, "
                    + (mechanism.session() == Session.NONE ? expired.how() : AttackTrials.SESSION_KEYS)));
        }
        variants.add(new Variant(label, AddressingAttacks.withSecondTimestamp(expired.message().get(), now.minusSeconds(1),
                now.plus(Duration.ofMinutes(5)))));
        return new Made(variants, Optional.empty());
    }

    /** A variant on one header; where the header holds an address, it is a new address of the attacker's, watched. */
    private Variant onHeader(String label, Header header, HeaderAttack attack) throws InterruptedException {
        URI address = attacker.next(label);
        boolean names = header.holdsAddress();
        return Variant.watching(label + (names ? " (to " + address + ")" : ""), attack.made(requests.fresh().body(), address),
                names ? address : null);
    }

    private static String words(Placement placement) {
        return placement.name().toLowerCase(Locale.ROOT);
    }
}
