package org.wsslab.run.entity;

/** Life cycle of a run (docs/architecture.md, "What is measured, and what is stored"). */
public enum RunStatus {
    QUEUED,
    RUNNING,
    COMPLETED,
    FAILED,
    CANCELLED,
    INTERRUPTED;

    /** Whether a run in this state still has calls to make or is making them. */
    public boolean active() {
        return this == QUEUED || this == RUNNING;
    }

    /** Whether a run stopped in this state can be queued again, to continue where it stopped: it did not end on its own. */
    public boolean resumable() {
        return this == INTERRUPTED || this == CANCELLED;
    }
}
