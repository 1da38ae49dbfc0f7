package org.wsslab.profile.entity;

/**
 * RECORDING while the calls are made, then COMPLETED with its samples, FAILED with the reason, or
 * INTERRUPTED: the application or its server stopped under it, with the samples recorded until then
 * if the application's stop let it store them (none after a crash).
 */
public enum ProfileStatus {
    RECORDING,
    COMPLETED,
    FAILED,
    INTERRUPTED
}
