package org.wsslab.profile.entity;

/** RECORDING while the calls are made, then COMPLETED with its samples, or FAILED with the reason. */
public enum ProfileStatus {
    RECORDING,
    COMPLETED,
    FAILED
}
