package org.wsslab.verification.entity;

/**
 * A verification's state: it runs, then completes (every cell has a verdict), fails (it could not go
 * on), is interrupted (the application or its server stopped under it; the verdicts reached are kept,
 * and a new verification makes the rest) or is cancelled by an operator (before its next attack, the
 * verdicts reached kept).
 */
public enum VerificationStatus {
    RUNNING,
    COMPLETED,
    FAILED,
    INTERRUPTED,
    CANCELLED
}
