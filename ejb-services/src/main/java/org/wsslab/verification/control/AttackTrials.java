package org.wsslab.verification.control;

import jakarta.xml.ws.BindingProvider;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.GeneralSecurityException;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.ThreadLocalRandom;
import org.wsslab.catalog.entity.Endpoint;
import org.wsslab.catalog.entity.Mechanism;
import org.wsslab.catalog.entity.Session;
import org.wsslab.client.control.EchoPorts;
import org.wsslab.client.control.EndpointAddresses;
import org.wsslab.client.control.WrongCredentials;
import org.wsslab.echo.contract.Echo;
import org.wsslab.echo.control.InvocationCounter;
import org.wsslab.relay.control.Relays;
import org.wsslab.verification.control.MessageAttacks.HostileXml;
import org.wsslab.verification.control.TrialJudge.Variant;
import org.wsslab.verification.entity.Attack;
import org.wsslab.verification.entity.AttackClass;
import org.wsslab.verification.entity.Outcome;
import org.wsslab.verification.entity.Verdict;

/**
 * Every attack on one endpoint (a mechanism under one suite), each after its control: what each
 * attack sends. The requests come from {@link CapturedRequests}, and {@link TrialJudge} sends them
 * and says what they proved.
 */
final class AttackTrials implements AutoCloseable {

    /** What the trials use from the server. */
    record Services(EchoPorts ports, EndpointAddresses addresses, InvocationCounter invocations, SigningKeys keys,
            KnownGaps gaps, Relays relays) {
    }

    /**
     * Why a session's timestamp cannot be signed again: a reviewed limitation of the verifier, shown
     * as the cell's reason (VerificationIT expects exactly these cells UNTESTED).
     */
    static final String SESSION_KEYS = "a reviewed limitation: the timestamp is signed with a key derived from the security context,"
            + " whose secret client and service agreed in the handshake (from both sides' entropy); the verifier does not read"
            + " the handshake, so it cannot sign a stale timestamp the service would check";

    /** Beyond Metro's default clock skew and timestamp freshness (300 s each), either side. */
    static final Duration STALE = Duration.ofMinutes(20);

    private final Endpoint endpoint;
    private final Mechanism mechanism;
    private final Services services;
    private final Path secret;
    private final CapturedRequests requests;
    private final AttackerAddress attacker;
    private final TrialJudge judge;
    private final AddressingVariants addressing;

    AttackTrials(Endpoint endpoint, Services services) throws IOException, GeneralSecurityException {
        this.endpoint = endpoint;
        // What applies is the mechanism's claim: a suite changes the algorithms, not what is protected.
        this.mechanism = endpoint.mechanism();
        this.services = services;
        this.secret = secretFile();
        this.requests = new CapturedRequests(endpoint, services);
        this.attacker = AttackerAddress.listen();
        this.judge = new TrialJudge(endpoint, services, Files.readString(secret), attacker);
        this.addressing = new AddressingVariants(mechanism, requests, attacker, services.keys());
    }

    Verdict run(Attack attack) {
        Optional<String> notApplicable = attack.notApplicable(mechanism);
        try {
            if (attack == Attack.CONFIDENTIALITY) {
                return ConfidentialityTrial.run(endpoint, services, judge, notApplicable);
            }
            if (notApplicable.isPresent() && attack.shownWhereNotApplicable(mechanism)) {
                return shown(attack, notApplicable.get());
            }
            if (notApplicable.isPresent()) {
                return Verdict.notApplicable(endpoint, attack, notApplicable.get());
            }
            return judge.classified(switch (attack) {
                case NO_SECURITY_HEADER -> afterControl(attack, List.of(new Variant("no security header",
                        MessageAttacks.withoutSecurityHeader(requests.fresh().body()))));
                case TAMPERED_BODY -> afterControl(attack, List.of(new Variant("one character of the signed body altered",
                        MessageAttacks.withAlteredBody(requests.fresh().body()))));
                case SIGNATURE_WRAPPING -> afterControl(attack, wrappedBodies());
                case REPLAY -> replay();
                case STALE_TIMESTAMP -> staleTimestamp();
                case WRONG_CREDENTIALS -> wrongCredentials();
                case DOCTYPE -> afterControl(attack, List.of(new Variant("a bare DOCTYPE", hostile(HostileXml.DOCTYPE))));
                case EXTERNAL_ENTITY -> afterControl(attack, List.of(new Variant("an external entity naming " + secret,
                        hostile(HostileXml.EXTERNAL_ENTITY))));
                case ENTITY_EXPANSION -> afterControl(attack, List.of(new Variant("ten levels of ten nested entities",
                        hostile(HostileXml.ENTITY_EXPANSION))));
                case ADDRESSING_ALTERED, ADDRESSING_WRAPPED, ADDRESSING_DUPLICATED, SECOND_BODY, SECOND_TIMESTAMP ->
                    afterRewrittenControl(attack, addressing.of(attack));
                case CONFIDENTIALITY -> throw new AssertionError("handled above");
            });
        } catch (Exception e) {
            return new Verdict(endpoint, attack, Outcome.FAILED, "the trial could not be made: " + e, null, null);
        }
    }

    /**
     * An attack made where the mechanism claims nothing against it: what the endpoint did is the
     * consequence to show (NOT_APPLICABLE with the answers), not a verdict; only a refused control fails.
     */
    private Verdict shown(Attack attack, String why) throws Exception {
        CapturedRequest captured = requests.fresh();
        CapturedRequest control = attack.attackClass() == AttackClass.ADDRESSING
                ? captured.withBody(AddressingAttacks.rewritten(captured.body())) : captured;
        Optional<Verdict> failed = judge.failedControl(attack, control);
        if (failed.isPresent()) {
            return failed.get();
        }
        List<Variant> variants = switch (attack) {
            case REPLAY -> List.of(new Variant("the accepted request sent again, unchanged", control.body()));
            case TAMPERED_BODY ->
                List.of(new Variant("one character of the body altered", MessageAttacks.withAlteredBody(requests.fresh().body())));
            default -> addressing.of(attack).variants();
        };
        Verdict made = judge.judged(attack, control, variants);
        return made.withOutcome(Outcome.NOT_APPLICABLE, why + "; made all the same, it got:\n" + made.detail());
    }

    private Verdict afterControl(Attack attack, List<Variant> variants) throws Exception {
        CapturedRequest control = requests.fresh();
        Optional<Verdict> failed = judge.failedControl(attack, control);
        if (failed.isPresent()) {
            return failed.get();
        }
        return judge.judged(attack, control, variants);
    }

    /**
     * The control of the WS-Addressing class: a captured request written back as its attacks are
     * (parsed, altered, written), so that a refusal can only be the alteration's. A variant the lab
     * could not make is said in the detail.
     */
    private Verdict afterRewrittenControl(Attack attack, AddressingVariants.Made made) throws Exception {
        CapturedRequest captured = requests.fresh();
        CapturedRequest control = captured.withBody(AddressingAttacks.rewritten(captured.body()));
        Optional<Verdict> failed = judge.failedControl(attack, control);
        if (failed.isPresent()) {
            return failed.get();
        }
        Verdict verdict = judge.judged(attack, control, made.variants());
        return made.unmade().map(why -> verdict.withOutcome(verdict.outcome(), verdict.detail() + "\n" + why)).orElse(verdict);
    }

    /** Each wrapping made from a fresh request, so that no variant is a replay of another. */
    private List<Variant> wrappedBodies() throws Exception {
        List<Variant> variants = new ArrayList<>();
        for (MessageAttacks.Wrapping wrapping : MessageAttacks.Wrapping.values()) {
            variants.add(new Variant(wrapping.label(),
                    MessageAttacks.withWrappedBody(requests.fresh().body(), wrapping, CapturedRequests.payload())));
        }
        return variants;
    }

    private Verdict replay() throws Exception {
        CapturedRequest control = requests.fresh();
        Optional<Verdict> failed = judge.failedControl(Attack.REPLAY, control);
        if (failed.isPresent()) {
            return failed.get();
        }
        return judge.judged(Attack.REPLAY, control, List.of(new Variant("the accepted request sent again, unchanged", control.body())));
    }

    /**
     * The control is a captured request restamped with a valid timestamp (now, for five minutes) and
     * signed again: its acceptance proves the re-signing sound, so that refusing the stale ones can
     * only be the time's doing.
     */
    private Verdict staleTimestamp() throws Exception {
        Instant now = Instant.now();
        CapturedRequest template = requests.fresh();
        Restamping.Result control = Restamping.restamp(template.body(), now.minusSeconds(1), now.plus(Duration.ofMinutes(5)),
                services.keys());
        if (control.message().isEmpty()) {
            return new Verdict(endpoint, Attack.STALE_TIMESTAMP, Outcome.UNTESTED, mechanism.session() == Session.NONE ? control.how()
                    : SESSION_KEYS + " (" + control.how() + ")", null, null);
        }
        Optional<String> refused = judge.controlRefused(template.withBody(control.request()));
        if (refused.isPresent()) {
            return new Verdict(endpoint, Attack.STALE_TIMESTAMP, Outcome.FAILED, "control (restamped with the current time, "
                    + control.how() + ") refused: " + refused.get(), TrialJudge.text(control.request()), null);
        }
        Restamping.Result expired = Restamping.restamp(requests.fresh().body(), now.minus(STALE).minusSeconds(300), now.minus(STALE),
                services.keys());
        Restamping.Result future = Restamping.restamp(requests.fresh().body(), now.plus(STALE), now.plus(STALE).plusSeconds(300),
                services.keys());
        List<Variant> variants = List.of(
                new Variant("expired " + STALE.toMinutes() + " minutes ago", expired.message().orElseThrow()),
                new Variant("created " + STALE.toMinutes() + " minutes ahead", future.message().orElseThrow()));
        Verdict verdict = judge.judged(Attack.STALE_TIMESTAMP, template, variants);
        return verdict.withOutcome(verdict.outcome(), verdict.detail() + "\n(" + control.how()
                + "; the control, restamped with the current time, was accepted)");
    }

    private Verdict wrongCredentials() throws Exception {
        CapturedRequest control = requests.fresh();
        Optional<Verdict> failed = judge.failedControl(Attack.WRONG_CREDENTIALS, control);
        if (failed.isPresent()) {
            return failed.get();
        }
        List<Variant> variants = new ArrayList<>();
        List<String> refusedByClientSide = new ArrayList<>();
        for (WrongCredentials.Wrong wrong : WrongCredentials.of(mechanism)) {
            Echo port = services.ports().open(endpoint, requests.address());
            ((BindingProvider) port).getRequestContext().putAll(wrong.context());
            Optional<CapturedRequest> sent = requests.sentBy(port);
            if (sent.isPresent()) {
                variants.add(new Variant(wrong.label(), sent.get().body()));
            } else {
                refusedByClientSide.add(wrong.label() + ": " + requests.lastFailure());
            }
        }
        if (variants.isEmpty()) {
            // The issued-token case: the STS refuses the wrong password, so no request to the endpoint exists.
            return new Verdict(endpoint, Attack.WRONG_CREDENTIALS, Outcome.REFUSED,
                    "no request could be built, the token service refused first: " + String.join("; ", refusedByClientSide), null, null);
        }
        Verdict verdict = judge.judged(Attack.WRONG_CREDENTIALS, control, variants);
        if (!refusedByClientSide.isEmpty()) {
            verdict = verdict.withOutcome(verdict.outcome(), verdict.detail() + "\n" + String.join("\n", refusedByClientSide));
        }
        return verdict;
    }

    private byte[] hostile(HostileXml kind) {
        try {
            return MessageAttacks.hostile(requests.fresh().body(), kind, secret.toUri());
        } catch (Exception e) {
            throw new IllegalStateException(e);
        }
    }

    /** A local file with a random secret, which the external-entity attack names: its content must never come back. */
    private static Path secretFile() throws IOException {
        Path file = Files.createTempFile("wsslab-secret-", ".txt");
        file.toFile().deleteOnExit();
        Files.writeString(file, "wsslab-secret-" + Long.toHexString(ThreadLocalRandom.current().nextLong()));
        return file;
    }

    @Override
    public void close() throws IOException {
        requests.close();
        attacker.close();
        Files.deleteIfExists(secret);
    }
}
