package org.wsslab.verification.entity;

/** What became of one attack on one mechanism. */
public enum Outcome {
    /** Its control was accepted, the attack answered with a SOAP fault, the implementation never ran. */
    REFUSED,
    /** The endpoint ran the attack, or answered it without a fault: the claimed protection failed. */
    ACCEPTED,
    /** The mechanism does not claim what the attack tests; the detail says why. */
    NOT_APPLICABLE,
    /** Accepted, and listed as a finding about the stack (known-gaps.json) with its evidence. */
    KNOWN_GAP,
    /** The cell proves nothing: its control was refused, or the answer was neither a fault nor an echo. */
    FAILED,
    /** The lab cannot build this attack for this mechanism yet; the detail says what is missing. */
    UNTESTED;

    /** Whether this outcome lets a CI run pass: everything but an accepted attack and a failed cell. */
    public boolean acceptable() {
        return this != ACCEPTED && this != FAILED;
    }
}
