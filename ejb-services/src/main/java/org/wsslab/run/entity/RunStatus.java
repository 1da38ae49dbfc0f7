package org.wsslab.run.entity;

/** Life cycle of a run (DESIGN.md). */
public enum RunStatus {
    QUEUED, RUNNING, COMPLETED, FAILED, CANCELLED, INTERRUPTED
}
