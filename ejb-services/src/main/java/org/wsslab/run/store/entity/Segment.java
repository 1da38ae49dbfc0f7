package org.wsslab.run.store.entity;

import java.time.Instant;

/**
 * One start of a run: the first, then one per resumption. {@code firstCall} is the index in the
 * run's call order it began at; {@code environment} a JSON object describing JVM, server and machine.
 */
public record Segment(long runId, int segment, Instant started, long firstCall, String environment) {
}
