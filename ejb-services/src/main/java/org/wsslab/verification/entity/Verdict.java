package org.wsslab.verification.entity;

import org.wsslab.catalog.entity.Mechanism;

/**
 * One cell of the attack matrix: what happened, in words (the fault text, or why not applicable),
 * and the evidence: the attack request as sent and the endpoint's answer (null where nothing was sent).
 */
public record Verdict(Mechanism mechanism, Attack attack, Outcome outcome, String detail, String request, String response) {

    public static Verdict notApplicable(Mechanism mechanism, Attack attack, String why) {
        return new Verdict(mechanism, attack, Outcome.NOT_APPLICABLE, why, null, null);
    }

    public Verdict withOutcome(Outcome changed, String changedDetail) {
        return new Verdict(mechanism, attack, changed, changedDetail, request, response);
    }
}
