package org.wsslab.verification.control;

import java.io.IOException;
import java.net.URI;
import java.time.Duration;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Base64;
import java.util.List;
import java.util.Optional;
import org.wsslab.catalog.entity.Endpoint;
import org.wsslab.verification.entity.Attack;
import org.wsslab.verification.entity.Outcome;
import org.wsslab.verification.entity.Verdict;

/**
 * Sends controls and attacks to one endpoint and says what they proved. A control is
 * accepted only if it was echoed without a fault and the implementation ran exactly once; an attack
 * is REFUSED only if it got a SOAP fault and the implementation never ran; an accepted attack the
 * reviewed list names is a KNOWN_GAP.
 */
final class TrialJudge {

    private static final int EVIDENCE_CHARS = 64 * 1024;

    /**
     * Longest wait for what a server sends elsewhere once it said so (a 202, no SOAP answer on the
     * connection): it posts after answering, so the answer does not mean it is done.
     */
    private static final Duration ELSEWHERE = Duration.ofSeconds(30);

    /**
     * An attack message and what it is; {@code watched}: the attacker's address it names, where
     * anything that arrives makes the attack accepted (null: it names none); {@code injected}: the
     * base64 payload of a request of the attacker's it carries unsigned, to tell which one ran (null: none).
     */
    record Variant(String label, byte[] request, URI watched, String injected) {

        Variant(String label, byte[] request) {
            this(label, request, null, null);
        }

        static Variant watching(String label, byte[] request, URI watched) {
            return new Variant(label, request, watched, null);
        }

        static Variant injecting(String label, byte[] request, byte[] payload) {
            return new Variant(label, request, null, Base64.getEncoder().encodeToString(payload));
        }
    }

    private final Endpoint endpoint;
    private final AttackTrials.Services services;
    /** What must never come back: the content of the local file the external-entity attack names. */
    private final String secret;
    private final AttackerAddress attacker;

    TrialJudge(Endpoint endpoint, AttackTrials.Services services, String secret, AttackerAddress attacker) {
        this.endpoint = endpoint;
        this.services = services;
        this.secret = secret;
        this.attacker = attacker;
    }

    /** Sends the control; a FAILED verdict if the endpoint refused it, so the attack would prove nothing. */
    Optional<Verdict> failedControl(Attack attack, CapturedRequest control) throws IOException {
        return controlRefused(control).map(why -> new Verdict(endpoint, attack, Outcome.FAILED, "control refused: " + why,
                text(control.body()), null));
    }

    /** Sends a control; empty if the endpoint accepted it (echoed without a fault, the implementation ran once). */
    Optional<String> controlRefused(CapturedRequest control) throws IOException {
        long before = services.invocations().count(endpoint);
        Answer answer = RawPost.send(services.addresses().address(endpoint), control);
        long ran = services.invocations().count(endpoint) - before;
        if (answer.status() == 200 && !answer.fault() && ran == 1) {
            return Optional.empty();
        }
        return Optional.of(answer.summary() + ", implementation ran " + ran + " time(s)");
    }

    /**
     * Each variant sent with the template's HTTP head; the worst result decides (accepted, then failed,
     * then refused). Anything the server sent to the attacker's address the variant names makes it
     * accepted, a fault included: the server posted where an attacker told it to.
     */
    Verdict judged(Attack attack, CapturedRequest template, List<Variant> variants) throws IOException, InterruptedException {
        List<String> lines = new ArrayList<>();
        Verdict worst = null;
        for (Variant variant : variants) {
            long before = services.invocations().count(endpoint);
            Answer answer = RawPost.send(services.addresses().address(endpoint), template.withBody(variant.request()));
            long ran = services.invocations().count(endpoint) - before;
            boolean leaked = answer.body().contains(secret);
            Optional<AttackerAddress.Arrival> diverted = variant.watched() == null ? Optional.empty()
                    : attacker.arrivedAt(variant.watched(), answeredHere(answer) ? Duration.ZERO : ELSEWHERE);
            Outcome outcome;
            if (ran > 0 || leaked || diverted.isPresent() || (answer.status() == 200 && !answer.fault())) {
                outcome = Outcome.ACCEPTED;
            } else if (answer.fault()) {
                outcome = Outcome.REFUSED;
            } else {
                outcome = Outcome.FAILED;
            }
            String line = variant.label() + ": " + (ran > 0 ? "the implementation ran" + whichRan(variant, answer) + "; " : "")
                    + (leaked ? "the local file's content came back; " : "")
                    + diverted
                            .map(arrival -> "the server sent " + (arrival.fault() ? "a fault" : "its reply") + " to the attacker's address "
                                    + arrival.path() + "; on the connection: ")
                            .orElse("")
                    + answer.summary();
            lines.add(line);
            Verdict verdict = new Verdict(endpoint, attack, outcome, line, text(variant.request()),
                    text(answer.body().getBytes(StandardCharsets.UTF_8)), diverted.map(AttackerAddress.Arrival::evidence).orElse(null));
            if (worst == null || rank(outcome) > rank(worst.outcome())) {
                worst = verdict;
            }
        }
        return worst.withOutcome(worst.outcome(), String.join("\n", lines));
    }

    /** Where the variant carries a request of the attacker's: whether the answer shows it was that one that ran. */
    private static String whichRan(Variant variant, Answer answer) {
        if (variant.injected() == null) {
            return "";
        }
        if (answer.body().contains(variant.injected())) {
            return " on the attacker's unsigned request (the answer echoes its payload)";
        }
        return answer.body().contains("payload>") ? " on the signed request (the answer echoes its payload, not the attacker's)"
                : " (the answer is encrypted: which request ran cannot be read here)";
    }

    /** Whether the server answered on the connection (a fault or a SOAP reply), rather than saying it would elsewhere. */
    private static boolean answeredHere(Answer answer) {
        return answer.fault() || (answer.status() == 200 && !answer.body().isBlank());
    }

    /** An accepted attack the reviewed list names is a known gap; a listed one refused now is said so. */
    Verdict classified(Verdict verdict) {
        Optional<KnownGaps.Gap> gap = services.gaps().find(endpoint.mechanism(), verdict.attack());
        if (gap.isEmpty()) {
            return verdict;
        }
        if (verdict.outcome() == Outcome.ACCEPTED) {
            return verdict.withOutcome(Outcome.KNOWN_GAP, gap.get().finding() + "\n" + verdict.detail());
        }
        return verdict.withOutcome(verdict.outcome(), verdict.detail()
                + "\n(listed in known-gaps.json as accepted, but " + verdict.outcome() + " now: review that entry)");
    }

    /** A message as stored evidence: text, cut at 64 K characters. */
    static String text(byte[] bytes) {
        String text = new String(bytes, StandardCharsets.UTF_8);
        return text.length() <= EVIDENCE_CHARS ? text : text.substring(0, EVIDENCE_CHARS) + "… (" + text.length() + " characters)";
    }

    private static int rank(Outcome outcome) {
        return switch (outcome) {
            case ACCEPTED -> 3;
            case FAILED -> 2;
            default -> 1;
        };
    }
}
