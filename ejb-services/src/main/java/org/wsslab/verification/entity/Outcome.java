package org.wsslab.verification.entity;

import java.util.Locale;

/** What became of one attack on one mechanism. */
public enum Outcome {
    REFUSED("the attack was answered with a SOAP fault and the endpoint's code never ran, while its control"
            + " (the same request, unaltered) was accepted: the protection held"),
    ACCEPTED("the endpoint ran the attack, or answered it without a fault: the protection the catalog claims failed"),
    NOT_APPLICABLE("the mechanism does not claim what the attack tests (e.g. no signature to tamper with);"
            + " the cell's detail says why"),
    KNOWN_GAP("accepted, and reviewed as a finding about the stack (known-gaps.json), kept with its evidence"),
    FAILED("the cell proves nothing: its control was refused, or the answer was neither a fault nor an echo"),
    UNTESTED("the lab cannot build this attack for this mechanism yet; the cell's detail says what is missing");

    private final String meaning;

    Outcome(String meaning) {
        this.meaning = meaning;
    }

    /** The outcome as the matrix and its legend name it, in words ("known gap"), not the API's name (KNOWN_GAP). */
    public String label() {
        return name().toLowerCase(Locale.ROOT).replace('_', ' ');
    }

    /** What the outcome says about the mechanism, in words for the matrix's reader. */
    public String meaning() {
        return meaning;
    }

    /** Whether this outcome lets a CI run pass: everything but an accepted attack and a failed cell. */
    public boolean acceptable() {
        return this != ACCEPTED && this != FAILED;
    }
}
