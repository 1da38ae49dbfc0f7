package org.wsslab.run.store.entity;

import java.time.Instant;
import org.wsslab.catalog.entity.Endpoint;

/**
 * One restart of a startup run: the target's application disabled, enabled and answering again (its
 * identity and the endpoint's WSDL) before {@code endpoint}'s visit of {@code repetition} (from 0), in
 * {@code segment}; {@code nanos} is all of it, timed outside every call's clock.
 */
public record StartupRestart(Endpoint endpoint, int size, int repetition, int segment, long nanos, Instant taken) {
}
