package org.wsslab.verification.entity;

import org.wsslab.catalog.entity.Endpoint;
import org.wsslab.catalog.entity.Mechanism;

/**
 * One cell of the attack matrix, an attack on one endpoint (a mechanism under one of its suites):
 * what happened, in words (the fault text, or why not applicable), and the evidence: the attack
 * request as sent and the endpoint's answer (null where nothing was sent), and what the server sent
 * anywhere else than back on the connection: to an address the attack named (null where nothing was).
 */
public record Verdict(Endpoint endpoint, Attack attack, Outcome outcome, String detail, String request, String response,
        String diverted) {

    public Verdict(Endpoint endpoint, Attack attack, Outcome outcome, String detail, String request, String response) {
        this(endpoint, attack, outcome, detail, request, response, null);
    }

    public static Verdict notApplicable(Endpoint endpoint, Attack attack, String why) {
        return new Verdict(endpoint, attack, Outcome.NOT_APPLICABLE, why, null, null);
    }

    public Mechanism mechanism() {
        return endpoint.mechanism();
    }

    public Verdict withOutcome(Outcome changed, String changedDetail) {
        return new Verdict(endpoint, attack, changed, changedDetail, request, response, diverted);
    }
}
