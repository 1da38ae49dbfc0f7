package org.wsslab.run.entity;

/** Life cycle of a run (docs/architecture.md, "What is measured, and what is stored"). */
public enum RunStatus {
    QUEUED, RUNNING, COMPLETED, FAILED, CANCELLED, INTERRUPTED
}
