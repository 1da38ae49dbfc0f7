package org.wsslab.verification.control;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.Base64;
import java.util.Optional;
import org.wsslab.catalog.entity.Endpoint;
import org.wsslab.echo.contract.Echo;
import org.wsslab.relay.control.LoopbackRelay;
import org.wsslab.relay.control.WireRecord;
import org.wsslab.verification.entity.Attack;
import org.wsslab.verification.entity.Outcome;
import org.wsslab.verification.entity.Verdict;

/**
 * Whether an endpoint's payload can be read on the wire: its base64 text searched for in every byte
 * that crossed the wire (TLS records for HTTPS) during a normal call. On plain, which claims nothing,
 * finding it shows the search works.
 */
final class ConfidentialityTrial {

    private ConfidentialityTrial() {
    }

    static Verdict run(Endpoint endpoint, AttackTrials.Services services, TrialJudge judge, Optional<String> notApplicable)
            throws IOException {
        WireRecord wire = new WireRecord();
        try (LoopbackRelay tap = services.relays().recording(endpoint.mechanism().transport(), wire)) {
            Echo port = services.ports().open(endpoint, services.addresses().through(endpoint, tap.port()));
            byte[] payload = CapturedRequests.payload();
            byte[] echoed = port.echo(payload);
            if (!Arrays.equals(payload, echoed)) {
                return new Verdict(endpoint, Attack.CONFIDENTIALITY, Outcome.FAILED, "control: the echo differs from the payload", null,
                        null);
            }
            String seen = new String(wire.seen(), StandardCharsets.ISO_8859_1);
            String needle = Base64.getEncoder().encodeToString(payload);
            int at = seen.indexOf(needle);
            String searched = "searched the " + seen.length() + " bytes that crossed the wire (sent, then answered) for the payload's "
                    + needle.length() + "-character base64 text: ";
            if (notApplicable.isPresent()) {
                return at >= 0
                        ? new Verdict(endpoint, Attack.CONFIDENTIALITY, Outcome.NOT_APPLICABLE, notApplicable.get() + "; " + searched
                                + "found at byte " + at + ", so the search works", excerpt(seen, at), null)
                        : new Verdict(endpoint, Attack.CONFIDENTIALITY, Outcome.FAILED, searched
                                + "not found on the unprotected baseline: the search itself is broken", null, null);
            }
            return at >= 0
                    ? judge.classified(new Verdict(endpoint, Attack.CONFIDENTIALITY, Outcome.ACCEPTED, searched + "found at byte " + at,
                            excerpt(seen, at), null))
                    : new Verdict(endpoint, Attack.CONFIDENTIALITY, Outcome.REFUSED, searched + "not found", null, null);
        }
    }

    private static String excerpt(String seen, int at) {
        return seen.substring(Math.max(0, at - 2000), Math.min(seen.length(), at + 2000));
    }
}
