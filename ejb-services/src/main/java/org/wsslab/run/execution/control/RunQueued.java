package org.wsslab.run.execution.control;

/** A run was queued, new or resumed: the engine starts on it when the queuing transaction commits. */
public record RunQueued(long runId) {
}
