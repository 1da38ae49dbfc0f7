package org.wsslab.verification.entity;

/** A verification's state: it runs, then completes (every cell has a verdict) or fails (it could not go on). */
public enum VerificationStatus {
    RUNNING,
    COMPLETED,
    FAILED
}
