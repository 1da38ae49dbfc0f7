package org.wsslab.verification.control;

import jakarta.xml.ws.BindingProvider;
import java.io.IOException;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.GeneralSecurityException;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Base64;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.ThreadLocalRandom;
import org.wsslab.catalog.entity.Mechanism;
import org.wsslab.client.control.EchoPorts;
import org.wsslab.client.control.EndpointAddresses;
import org.wsslab.echo.boundary.Echo;
import org.wsslab.echo.control.InvocationCounter;
import org.wsslab.relay.control.LoopbackRelay;
import org.wsslab.relay.control.Relays;
import org.wsslab.relay.control.UnavailableEndpoint;
import org.wsslab.relay.control.WireRecord;
import org.wsslab.verification.control.MessageAttacks.HostileXml;
import org.wsslab.verification.entity.Attack;
import org.wsslab.verification.entity.Outcome;
import org.wsslab.verification.entity.Verdict;

/**
 * Every attack on one mechanism, each after its control. Requests come from the lab's own Metro
 * client, captured before they reach the server ({@link UnavailableEndpoint}), and are sent raw; an
 * attack is REFUSED only if its control (a fresh, unaltered request built the same way) was
 * accepted, the attack got a SOAP fault, and the endpoint's implementation did not run.
 */
final class AttackTrials implements AutoCloseable {

    /** What the trials use from the server. */
    record Services(EchoPorts ports, EndpointAddresses addresses, InvocationCounter invocations, SigningKeys keys,
                    KnownGaps gaps, Relays relays) {
    }

    static final int PAYLOAD_BYTES = 100;
    private static final int EVIDENCE_CHARS = 64 * 1024;
    /** Beyond Metro's default clock skew and timestamp freshness (300 s each), either side. */
    private static final Duration STALE = Duration.ofMinutes(20);

    private final Mechanism mechanism;
    private final Services services;
    private final UnavailableEndpoint standIn = new UnavailableEndpoint();
    private final LoopbackRelay capture;
    private final Path secret;
    private Echo capturingPort;
    /** Why the last client call failed, for a request that was never sent. */
    private String lastFailure;

    AttackTrials(Mechanism mechanism, Services services) throws IOException, GeneralSecurityException {
        this.mechanism = mechanism;
        this.services = services;
        this.secret = secretFile();
        this.capture = services.relays().capturing(mechanism.transport(), standIn);
    }

    Verdict run(Attack attack) {
        Optional<String> notApplicable = attack.notApplicable(mechanism);
        try {
            if (attack == Attack.CONFIDENTIALITY) {
                return confidentiality(notApplicable);
            }
            if (notApplicable.isPresent()) {
                return Verdict.notApplicable(mechanism, attack, notApplicable.get());
            }
            return classified(switch (attack) {
                case NO_SECURITY_HEADER -> afterControl(attack, List.of(new Variant("no security header",
                        MessageAttacks.withoutSecurityHeader(fresh().body()))));
                case TAMPERED_BODY -> afterControl(attack, List.of(new Variant("one character of the signed body altered",
                        MessageAttacks.withAlteredBody(fresh().body()))));
                case SIGNATURE_WRAPPING -> afterControl(attack, wrappedBodies());
                case REPLAY -> replay();
                case STALE_TIMESTAMP -> staleTimestamp();
                case WRONG_CREDENTIALS -> wrongCredentials();
                case DOCTYPE -> afterControl(attack, List.of(new Variant("a bare DOCTYPE", hostile(HostileXml.DOCTYPE))));
                case EXTERNAL_ENTITY -> afterControl(attack, List.of(new Variant("an external entity naming " + secret,
                        hostile(HostileXml.EXTERNAL_ENTITY))));
                case ENTITY_EXPANSION -> afterControl(attack, List.of(new Variant("ten levels of ten nested entities",
                        hostile(HostileXml.ENTITY_EXPANSION))));
                case CONFIDENTIALITY -> throw new AssertionError("handled above");
            });
        } catch (Exception e) {
            return new Verdict(mechanism, attack, Outcome.FAILED, "the trial could not be made: " + e, null, null);
        }
    }

    /** An attack message and what it is. */
    record Variant(String label, byte[] request) {
    }

    private Verdict afterControl(Attack attack, List<Variant> variants) throws Exception {
        CapturedRequest control = fresh();
        Optional<Verdict> failed = failedControl(attack, control);
        if (failed.isPresent()) {
            return failed.get();
        }
        return judged(attack, control, variants);
    }

    /** Each variant sent; the worst result decides (accepted, then failed, then refused). */
    private Verdict judged(Attack attack, CapturedRequest template, List<Variant> variants) throws IOException {
        List<String> lines = new ArrayList<>();
        Verdict worst = null;
        for (Variant variant : variants) {
            long before = services.invocations().count(mechanism);
            Answer answer = RawPost.send(services.addresses().address(mechanism), template.withBody(variant.request()));
            long ran = services.invocations().count(mechanism) - before;
            Outcome outcome;
            boolean leaked = answer.body().contains(Files.readString(secret));
            if (ran > 0 || leaked || (answer.status() == 200 && !answer.fault())) {
                outcome = Outcome.ACCEPTED;
            } else if (answer.fault()) {
                outcome = Outcome.REFUSED;
            } else {
                outcome = Outcome.FAILED;
            }
            String line = variant.label() + ": " + (ran > 0 ? "the implementation ran; " : "")
                    + (leaked ? "the local file's content came back; " : "") + answer.summary();
            lines.add(line);
            Verdict verdict = new Verdict(mechanism, attack, outcome, line, text(variant.request()), text(answer.body().getBytes(StandardCharsets.UTF_8)));
            if (worst == null || rank(outcome) > rank(worst.outcome())) {
                worst = verdict;
            }
        }
        return worst.withOutcome(worst.outcome(), String.join("\n", lines));
    }

    private static int rank(Outcome outcome) {
        return switch (outcome) {
            case ACCEPTED -> 3;
            case FAILED -> 2;
            default -> 1;
        };
    }

    /** Each wrapping made from a fresh request, so that no variant is a replay of another. */
    private List<Variant> wrappedBodies() throws Exception {
        List<Variant> variants = new ArrayList<>();
        for (MessageAttacks.Wrapping wrapping : MessageAttacks.Wrapping.values()) {
            variants.add(new Variant(wrapping.label(), MessageAttacks.withWrappedBody(fresh().body(), wrapping, payload())));
        }
        return variants;
    }

    private Verdict replay() throws Exception {
        CapturedRequest control = fresh();
        Optional<Verdict> failed = failedControl(Attack.REPLAY, control);
        if (failed.isPresent()) {
            return failed.get();
        }
        return judged(Attack.REPLAY, control, List.of(new Variant("the accepted request sent again, unchanged", control.body())));
    }

    /**
     * The control is a captured request restamped with a valid timestamp (now, for five minutes) and
     * signed again: its acceptance proves the re-signing sound, so that refusing the stale ones can
     * only be the time's doing.
     */
    private Verdict staleTimestamp() throws Exception {
        Instant now = Instant.now();
        CapturedRequest template = fresh();
        Restamping.Result control = Restamping.restamp(template.body(), now.minusSeconds(1), now.plus(Duration.ofMinutes(5)), services.keys());
        if (control.message().isEmpty()) {
            return new Verdict(mechanism, Attack.STALE_TIMESTAMP, Outcome.UNTESTED, control.how(), null, null);
        }
        Optional<String> refused = controlRefused(template.withBody(control.request()));
        if (refused.isPresent()) {
            return new Verdict(mechanism, Attack.STALE_TIMESTAMP, Outcome.FAILED,
                    "control (restamped with the current time, " + control.how() + ") refused: " + refused.get(), text(control.request()), null);
        }
        List<Variant> variants = new ArrayList<>();
        Restamping.Result expired = Restamping.restamp(fresh().body(), now.minus(STALE).minusSeconds(300), now.minus(STALE), services.keys());
        Restamping.Result future = Restamping.restamp(fresh().body(), now.plus(STALE), now.plus(STALE).plusSeconds(300), services.keys());
        variants.add(new Variant("expired " + STALE.toMinutes() + " minutes ago", expired.message().orElseThrow()));
        variants.add(new Variant("created " + STALE.toMinutes() + " minutes ahead", future.message().orElseThrow()));
        Verdict verdict = judged(Attack.STALE_TIMESTAMP, template, variants);
        return verdict.withOutcome(verdict.outcome(), verdict.detail() + "\n(" + control.how() + "; the control, restamped with the current time, was accepted)");
    }

    private Verdict wrongCredentials() throws Exception {
        CapturedRequest control = fresh();
        Optional<Verdict> failed = failedControl(Attack.WRONG_CREDENTIALS, control);
        if (failed.isPresent()) {
            return failed.get();
        }
        List<Variant> variants = new ArrayList<>();
        List<String> refusedByClientSide = new ArrayList<>();
        for (WrongCredentials.Wrong wrong : WrongCredentials.of(mechanism)) {
            Echo port = services.ports().open(mechanism, capturedAddress());
            ((BindingProvider) port).getRequestContext().putAll(wrong.context());
            Optional<CapturedRequest> sent = send(port);
            if (sent.isPresent()) {
                variants.add(new Variant(wrong.label(), sent.get().body()));
            } else {
                refusedByClientSide.add(wrong.label() + ": " + lastFailure);
            }
        }
        if (variants.isEmpty()) {
            // The issued-token case: the STS refuses the wrong password, so no request to the endpoint exists.
            return new Verdict(mechanism, Attack.WRONG_CREDENTIALS, Outcome.REFUSED,
                    "no request could be built, the token service refused first: " + String.join("; ", refusedByClientSide), null, null);
        }
        Verdict verdict = judged(Attack.WRONG_CREDENTIALS, control, variants);
        if (!refusedByClientSide.isEmpty()) {
            verdict = verdict.withOutcome(verdict.outcome(), verdict.detail() + "\n" + String.join("\n", refusedByClientSide));
        }
        return verdict;
    }

    /**
     * The payload's base64 text searched for in every byte that crossed the wire (TLS records for
     * HTTPS) during a normal call. On plain, which claims nothing, finding it shows the search works.
     */
    private Verdict confidentiality(Optional<String> notApplicable) throws Exception {
        WireRecord wire = new WireRecord();
        try (LoopbackRelay tap = services.relays().recording(mechanism.transport(), wire)) {
            Echo port = services.ports().open(mechanism, services.addresses().through(mechanism, tap.port()));
            byte[] payload = payload();
            byte[] echoed = port.echo(payload);
            if (!Arrays.equals(payload, echoed)) {
                return new Verdict(mechanism, Attack.CONFIDENTIALITY, Outcome.FAILED, "control: the echo differs from the payload", null, null);
            }
            String seen = new String(wire.seen(), StandardCharsets.ISO_8859_1);
            String needle = Base64.getEncoder().encodeToString(payload);
            int at = seen.indexOf(needle);
            String searched = "searched the " + seen.length() + " bytes that crossed the wire (sent, then answered) for the payload's "
                    + needle.length() + "-character base64 text: ";
            if (notApplicable.isPresent()) {
                return at >= 0
                        ? new Verdict(mechanism, Attack.CONFIDENTIALITY, Outcome.NOT_APPLICABLE, notApplicable.get() + "; " + searched
                                + "found at byte " + at + ", so the search works", excerpt(seen, at), null)
                        : new Verdict(mechanism, Attack.CONFIDENTIALITY, Outcome.FAILED, searched
                                + "not found on the unprotected baseline: the search itself is broken", null, null);
            }
            return at >= 0
                    ? classified(new Verdict(mechanism, Attack.CONFIDENTIALITY, Outcome.ACCEPTED, searched + "found at byte " + at,
                            excerpt(seen, at), null))
                    : new Verdict(mechanism, Attack.CONFIDENTIALITY, Outcome.REFUSED, searched + "not found", null, null);
        }
    }

    private static String excerpt(String seen, int at) {
        return seen.substring(Math.max(0, at - 2000), Math.min(seen.length(), at + 2000));
    }

    private byte[] hostile(HostileXml kind) {
        try {
            return MessageAttacks.hostile(fresh().body(), kind, secret.toUri());
        } catch (Exception e) {
            throw new IllegalStateException(e);
        }
    }

    /** An accepted attack the reviewed list names is a known gap; a listed one refused now is said so. */
    private Verdict classified(Verdict verdict) {
        Optional<KnownGaps.Gap> gap = services.gaps().find(mechanism, verdict.attack());
        if (gap.isEmpty()) {
            return verdict;
        }
        if (verdict.outcome() == Outcome.ACCEPTED) {
            return verdict.withOutcome(Outcome.KNOWN_GAP, gap.get().finding() + "\n" + verdict.detail());
        }
        return verdict.withOutcome(verdict.outcome(), verdict.detail()
                + "\n(listed in known-gaps.json as accepted, but " + verdict.outcome() + " now: review that entry)");
    }

    /** Sends the control; a FAILED verdict if the endpoint refused it, so the attack would prove nothing. */
    private Optional<Verdict> failedControl(Attack attack, CapturedRequest control) throws IOException {
        return controlRefused(control).map(why -> new Verdict(mechanism, attack, Outcome.FAILED, "control refused: " + why,
                text(control.body()), null));
    }

    /** Sends a control; empty if the endpoint accepted it (echoed without a fault, the implementation ran once). */
    private Optional<String> controlRefused(CapturedRequest control) throws IOException {
        long before = services.invocations().count(mechanism);
        Answer answer = RawPost.send(services.addresses().address(mechanism), control);
        long ran = services.invocations().count(mechanism) - before;
        if (answer.status() == 200 && !answer.fault() && ran == 1) {
            return Optional.empty();
        }
        return Optional.of(answer.summary() + ", implementation ran " + ran + " time(s)");
    }

    /** A request the lab's client builds now, captured before the server sees it. */
    private CapturedRequest fresh() throws Exception {
        if (capturingPort == null) {
            capturingPort = services.ports().open(mechanism, capturedAddress());
        }
        return send(capturingPort).orElseThrow(() -> new IllegalStateException("the client sent nothing: " + lastFailure));
    }

    private Optional<CapturedRequest> send(Echo port) throws InterruptedException {
        standIn.clear();
        try {
            port.echo(payload());
        } catch (RuntimeException expected) {
            // The capture answers 503: the call fails once its request is kept. A failure before
            // sending (e.g. a token service refusing) leaves nothing captured.
            lastFailure = expected.getMessage();
        }
        return standIn.poll().map(request -> new CapturedRequest(request.head(), request.body()));
    }

    private URI capturedAddress() {
        return services.addresses().through(mechanism, capture.port());
    }

    private static byte[] payload() {
        byte[] payload = new byte[PAYLOAD_BYTES];
        ThreadLocalRandom.current().nextBytes(payload);
        return payload;
    }

    private static String text(byte[] bytes) {
        String text = new String(bytes, StandardCharsets.UTF_8);
        return text.length() <= EVIDENCE_CHARS ? text : text.substring(0, EVIDENCE_CHARS) + "… (" + text.length() + " characters)";
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
        capture.close();
        Files.deleteIfExists(secret);
    }
}
